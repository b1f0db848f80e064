import type { StatusOk } from "../auth";
import type {
  DepositResponse,
  PaymentStatusResponse,
  ReferInfoResponse,
  WebhookReceived,
} from "../payments";
import { defineRoute, json, schemasFrom, served } from "../route";

const schemas = schemasFrom(() => import("../payments"));

/** Deposits through the configured provider (DESIGN.md section 5) and Refer and Earn. */
export const paymentRoutes = {
  deposit: defineRoute({
    method: "POST",
    path: "/api/payments/deposit",
    caller: "player",
    body: schemas("depositBody"),
    reply: json<DepositResponse>(),
  }),
  paymentStatus: defineRoute({
    method: "GET",
    path: "/api/payments/status/:paymentId",
    caller: "player",
    reply: json<PaymentStatusResponse>(),
  }),
  paymentWebhook: defineRoute({
    method: "POST",
    path: "/api/payments/webhook",
    caller: "visitor",
    rawBody: "signed text",
    reply: json<WebhookReceived>(),
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
    form: schemas("sandboxCompleteForm"),
    reply: served("page"),
  }),
  refer: defineRoute({
    method: "GET",
    path: "/api/refer",
    caller: "player",
    reply: json<ReferInfoResponse>(),
  }),
  registerReferral: defineRoute({
    method: "POST",
    path: "/api/referral",
    caller: "player",
    body: schemas("registerReferralBody"),
    reply: json<StatusOk>(),
  }),
};
