import type { Context } from "hono";
import { type PaymentStatusResponse, sandboxOrderParam } from "../../contract/payments";
import { paymentRoutes as routes } from "../../contract/routes/payments";
import {
  failPayment,
  readPayment,
  readPaymentByOrder,
  recordPayment,
  settlePayment,
} from "../data/money/payments";
import { DEPOSIT_OPEN_MS } from "../domain/payout-destination";
import type { AppEnv } from "../http/app-env";
import { HttpError, notFound } from "../http/errors";
import { newRowIdOf } from "../http/idempotency";
import { logEvent } from "../http/log";
import { refuseUnlessPaidPlay } from "../http/paid-play-gate";
import { pathIdParam } from "../http/params";
import { limitAccountWrites } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { validate } from "../http/validate";
import { newId } from "../ids";
import { sendRefundOfPayment } from "../payments/deposit-refunds";
import type { PaymentProvider, SettlementEvent } from "../payments/provider";
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider } from "../payments/sandbox";
import { sandboxCheckoutPage } from "../payments/sandbox-checkout-page";
import { paymentProvider } from "../payments/select-provider";
import { paiseOf } from "./views/money";

const paidPlayOff = () =>
  new HttpError(403, "paid_play_disabled", "Deposits are not available here; play is free");

/**
 * Applies a verified provider event to its payment; the same for webhooks and the
 * sandbox. A deposit that settled for a deactivated account is sent back through the
 * provider (decision 023); if the provider does not take the refund on now, it stays
 * pending for a replay or the scheduled retry, and the event is still received.
 */
async function applySettlement(
  c: Context<AppEnv>,
  provider: PaymentProvider,
  event: SettlementEvent,
) {
  const db = c.var.db;
  const payment = await readPaymentByOrder(db, provider.name, event.providerOrderId);
  if (!payment) throw notFound("No such order");
  if (event.outcome === "failed") {
    await failPayment(db, payment.id, Date.now());
    return payment;
  }
  if (event.amountPaise !== payment.amountPaise) {
    throw new HttpError(409, "amount_mismatch", "The paid amount does not match the order");
  }
  await settlePayment(db, payment, event.providerPaymentId, c.get("config").paidPlay, Date.now());
  try {
    const refunded = await sendRefundOfPayment(db, provider, payment.id);
    if (refunded) logEvent(c, "info", "deposit_refunded", { refundId: refunded.id });
  } catch (error) {
    logEvent(c, "warn", "refund_not_taken", { paymentId: payment.id, error: String(error) });
  }
  return payment;
}

/** Deposits through the configured provider (DESIGN.md section 5). */
export const paymentRoutes = routerOf([
  handle(routes.deposit, async (c) => {
    if (!c.get("config").paidPlay) throw paidPlayOff();
    const playerId = await limitAccountWrites(c);
    const access = await refuseUnlessPaidPlay(c, playerId);
    const origin = new URL(c.req.url).origin;
    const provider = paymentProvider(c.env, origin);
    const paymentId = await newRowIdOf(c);
    // Ordered by this same keyed request before its reply was lost: the same order again.
    const earlier = await readPayment(c.var.db, paymentId);
    if (earlier?.playerId === playerId && earlier.checkoutUrl) {
      return c.json({ Status: "OK", paymentId, checkoutUrl: earlier.checkoutUrl }, 201);
    }
    const amountPaise = paiseOf(c.req.valid("json").amount);
    const expiresAt = Date.now() + DEPOSIT_OPEN_MS;
    const order = await provider.createOrder(
      { paymentId, amountPaise, playerId, expiresAt },
      `${origin}/check?payment=${paymentId}`,
    );
    await recordPayment(
      c.var.db,
      {
        id: paymentId,
        playerId,
        provider: provider.name,
        providerOrderId: order.providerOrderId,
        checkoutUrl: order.checkoutUrl,
        amountPaise,
      },
      access,
      Date.now(),
    );
    return c.json({ Status: "OK", paymentId, checkoutUrl: order.checkoutUrl }, 201);
  }),
  handle(routes.paymentStatus, pathIdParam("paymentId"), async (c) => {
    const payment = await readPayment(c.var.db, c.req.valid("param").paymentId);
    // Someone else's payment looks exactly like a missing one.
    if (!payment || payment.playerId !== c.get("session").subjectId)
      throw notFound("No such payment");
    return c.json({
      paymentId: payment.id,
      status: payment.status as PaymentStatusResponse["status"],
      amountPaise: payment.amountPaise,
      createdAt: payment.createdAt,
    });
  }),
  handle(routes.paymentWebhook, async (c) => {
    const provider = paymentProvider(c.env, new URL(c.req.url).origin);
    const event = await provider.readWebhook(await c.req.text(), c.req.raw.headers);
    if (!event) {
      logEvent(c, "warn", "webhook_refused", { provider: provider.name });
      throw new HttpError(401, "bad_signature", "The webhook signature is not valid");
    }
    await applySettlement(c, provider, event);
    return c.json({ received: true } as const);
  }),
  handle(routes.sandboxCheckout, validate("param", sandboxOrderParam), async (c) => {
    const provider = paymentProvider(c.env, new URL(c.req.url).origin);
    if (!(provider instanceof SandboxProvider)) throw notFound();
    const payment = await readPaymentByOrder(c.var.db, provider.name, c.req.valid("param").orderId);
    if (!payment) throw notFound("No such order");
    return c.html(
      sandboxCheckoutPage({ orderId: payment.providerOrderId, amountPaise: payment.amountPaise }),
    );
  }),
  handle(routes.sandboxComplete, async (c) => {
    const provider = paymentProvider(c.env, new URL(c.req.url).origin);
    if (!(provider instanceof SandboxProvider)) throw notFound();
    const { orderId, outcome } = c.req.valid("form");
    const payment = await readPaymentByOrder(c.var.db, provider.name, orderId);
    if (!payment) throw notFound("No such order");
    // The sandbox signs its event as a provider would and feeds it to the same
    // verification the webhook route uses.
    const { body, signature } = await provider.signedEvent({
      orderId,
      paymentId: `sbx_pay_${newId()}`,
      outcome,
      amountPaise: payment.amountPaise,
    });
    const event = await provider.readWebhook(
      body,
      new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature }),
    );
    if (!event) throw new Error("sandbox failed to verify its own signature");
    await applySettlement(c, provider, event);
    return c.redirect(`/check?payment=${payment.id}`, 303);
  }),
]);
