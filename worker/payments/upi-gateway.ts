import { z } from "zod";
import { hmacMatches } from "../identity/tokens";
import type * as provider from "./provider";

/**
 * A UPI payment gateway with hosted payment links, modelled on Razorpay's Payment Links
 * API: an order is created over HTTPS with the key id and secret, the player pays on the
 * gateway's page, and the gateway posts a webhook signed with HMAC-SHA256 of the raw body
 * in `X-Razorpay-Signature`. A refund is the Refunds API's normal refund, made
 * idempotent by its `X-Refund-Idempotency` key: a retry with the same key and body never
 * refunds twice.
 */
export type UpiGatewayConfig = {
  apiBase: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
};

const createdLink = z.object({ id: z.string(), short_url: z.url() });

const createdRefund = z.object({
  id: z.string(),
  status: z.enum(["pending", "processed", "failed"]),
});

const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment_link: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    payment: z
      .object({ entity: z.object({ id: z.string(), amount: z.number().int() }) })
      .optional(),
  }),
});

export class UpiGatewayProvider implements provider.PaymentProvider {
  readonly name = "upi-gateway";

  constructor(
    private readonly config: UpiGatewayConfig,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  private post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.fetcher(`${this.config.apiBase}${path}`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${btoa(`${this.config.keyId}:${this.config.keySecret}`)}`,
        "Content-Type": "application/json",
        ...headers,
      },
      body: JSON.stringify(body),
    });
  }

  async createOrder(order: provider.NewOrder, returnUrl: string): Promise<provider.CreatedOrder> {
    const response = await this.post("/payment_links", {
      amount: order.amountPaise,
      currency: "INR",
      reference_id: order.paymentId,
      description: "Quizzy Edge wallet deposit",
      upi_link: true,
      // Unix seconds; the gateway then sends `payment_link.expired` and takes no payment.
      expire_by: Math.floor(order.expiresAt / 1000),
      callback_url: returnUrl,
      callback_method: "get",
    });
    if (!response.ok) throw new Error(`payment gateway answered ${response.status}`);
    const link = createdLink.parse(await response.json());
    return { providerOrderId: link.id, checkoutUrl: link.short_url };
  }

  async readWebhook(rawBody: string, headers: Headers): Promise<provider.SettlementEvent | null> {
    const signature = headers.get("X-Razorpay-Signature") ?? "";
    if (!(await hmacMatches(this.config.webhookSecret, rawBody, signature))) return null;
    const parsed = webhookEvent.safeParse(JSON.parse(rawBody));
    if (!parsed.success) return null;
    const { event, payload } = parsed.data;
    const link = payload.payment_link?.entity;
    const payment = payload.payment?.entity;
    if (!link || !payment) return null;
    if (event === "payment_link.paid") {
      return {
        providerOrderId: link.id,
        providerPaymentId: payment.id,
        outcome: "settled",
        amountPaise: payment.amount,
      };
    }
    if (event === "payment_link.expired" || event === "payment_link.cancelled") {
      return {
        providerOrderId: link.id,
        providerPaymentId: payment.id,
        outcome: "failed",
        amountPaise: payment.amount,
      };
    }
    return null;
  }

  async refund(request: provider.RefundRequest): Promise<provider.AcceptedRefund> {
    const response = await this.post(
      `/payments/${encodeURIComponent(request.providerPaymentId)}/refund`,
      {
        amount: request.amountPaise,
        speed: "normal",
        receipt: request.idempotencyKey,
        notes: { reason: request.reason },
      },
      { "X-Refund-Idempotency": request.idempotencyKey },
    );
    if (!response.ok) throw new Error(`payment gateway answered ${response.status} to a refund`);
    const refund = createdRefund.parse(await response.json());
    if (refund.status === "failed") throw new Error("payment gateway failed the refund");
    return { providerRefundId: refund.id };
  }
}
