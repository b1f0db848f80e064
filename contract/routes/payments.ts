import type * as auth from "../auth";
import type * as payments from "../payments";
import { defineRoute, json, served } from "../route";
import { schemas } from "./schemas";

/** Deposits through the configured provider (DESIGN.md section 5) and Refer and Earn. */
export const paymentRoutes = {
  deposit: defineRoute({
    method: "POST",
    path: "/api/payments/deposit",
    caller: "player",
    body: schemas.payments("depositBody"),
    reply: json<payments.DepositResponse>(),
  }),
  paymentStatus: defineRoute({
    method: "GET",
    path: "/api/payments/status/:paymentId",
    caller: "player",
    reply: json<payments.PaymentStatusResponse>(),
  }),
  paymentWebhook: defineRoute({
    method: "POST",
    path: "/api/payments/webhook",
    caller: "visitor",
    rawBody: "signed text",
    reply: json<payments.WebhookReceived>(),
  }),
  sandboxCheckout: defineRoute({
    method: "GET",
    path: "/api/payments/sandbox/checkout/:orderId",
    caller: "visitor",
    reply: served("page"),
  }),
  /** The sandbox's pay page posts here and is sent on to `/check`. */
  sandboxComplete: defineRoute({
    method: "POST",
    path: "/api/payments/sandbox/complete",
    caller: "visitor",
    form: schemas.payments("sandboxCompleteForm"),
    reply: served("page"),
  }),
  refer: defineRoute({
    method: "GET",
    path: "/api/refer",
    caller: "player",
    reply: json<payments.ReferInfoResponse>(),
  }),
  registerReferral: defineRoute({
    method: "POST",
    path: "/api/referral",
    caller: "player",
    body: schemas.payments("registerReferralBody"),
    reply: json<auth.StatusOk>(),
  }),
};
