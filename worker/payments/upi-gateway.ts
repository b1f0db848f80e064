import { z } from "zod";
import { hmacMatches } from "../identity/tokens";
import type { CreatedOrder, NewOrder, PaymentProvider, SettlementEvent } from "./provider";

/**
 * A UPI payment gateway with hosted payment links, modelled on Razorpay's Payment Links
 * API: an order is created over HTTPS with the key id and secret, the player pays on the
 * gateway's page, and the gateway posts a webhook signed with HMAC-SHA256 of the raw body
 * in `X-Razorpay-Signature`.
 */
export type UpiGatewayConfig = {
  apiBase: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
};

const createdLink = z.object({ id: z.string(), short_url: z.url() });

const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment_link: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    payment: z
      .object({ entity: z.object({ id: z.string(), amount: z.number().int() }) })
      .optional(),
  }),
});

export class UpiGatewayProvider implements PaymentProvider {
  readonly name = "upi-gateway";

  constructor(
    private readonly config: UpiGatewayConfig,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async createOrder(order: NewOrder, returnUrl: string): Promise<CreatedOrder> {
    const response = await this.fetcher(`${this.config.apiBase}/payment_links`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${btoa(`${this.config.keyId}:${this.config.keySecret}`)}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        amount: order.amountPaise,
        currency: "INR",
        reference_id: order.paymentId,
        description: "Quizzy Edge wallet deposit",
        upi_link: true,
        callback_url: returnUrl,
        callback_method: "get",
      }),
    });
    if (!response.ok) throw new Error(`payment gateway answered ${response.status}`);
    const link = createdLink.parse(await response.json());
    return { providerOrderId: link.id, checkoutUrl: link.short_url };
  }

  async readWebhook(rawBody: string, headers: Headers): Promise<SettlementEvent | null> {
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
}
