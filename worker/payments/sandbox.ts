import { hmacMatches, hmacSha256Hex } from "../identity/tokens";
import type * as provider from "./provider";

export const SANDBOX_SIGNATURE_HEADER = "X-Sandbox-Signature";

type SandboxEvent = {
  orderId: string;
  paymentId: string;
  outcome: "settled" | "failed";
  amountPaise: number;
};

/**
 * Where the sandbox keeps the refunds it took on, standing in for a gateway's own books:
 * it records a refund once per idempotency key and answers the refund id kept for it.
 */
export type SandboxRefundBook = (refund: {
  idempotencyKey: string;
  providerRefundId: string;
  providerPaymentId: string;
  amountPaise: number;
}) => Promise<string>;

/**
 * The local provider for development and tests: its checkout is a page of this Worker
 * (routes/payments.ts) that settles or fails the order, and its webhooks are signed
 * with HMAC like a real provider's, so the same verification path runs. Its refunds are
 * written to its book (`sandbox_refunds`), where tests and the demo see them.
 */
export class SandboxProvider implements provider.PaymentProvider {
  readonly name = "sandbox";

  constructor(
    private readonly webhookSecret: string,
    private readonly origin: string,
    private readonly refundBook: SandboxRefundBook,
  ) {}

  async createOrder(order: provider.NewOrder): Promise<provider.CreatedOrder> {
    const providerOrderId = `sbx_${order.paymentId}`;
    return {
      providerOrderId,
      checkoutUrl: `${this.origin}/api/payments/sandbox/checkout/${providerOrderId}`,
    };
  }

  /** What the sandbox checkout sends when the visitor presses Pay or Fail. */
  async signedEvent(event: SandboxEvent): Promise<{ body: string; signature: string }> {
    const body = JSON.stringify(event);
    return { body, signature: await hmacSha256Hex(this.webhookSecret, body) };
  }

  async readWebhook(rawBody: string, headers: Headers): Promise<provider.SettlementEvent | null> {
    const signature = headers.get(SANDBOX_SIGNATURE_HEADER) ?? "";
    if (!(await hmacMatches(this.webhookSecret, rawBody, signature))) return null;
    const event = JSON.parse(rawBody) as SandboxEvent;
    return {
      providerOrderId: event.orderId,
      providerPaymentId: event.paymentId,
      outcome: event.outcome,
      amountPaise: event.amountPaise,
    };
  }

  async refund(request: provider.RefundRequest): Promise<provider.AcceptedRefund> {
    const providerRefundId = await this.refundBook({
      idempotencyKey: request.idempotencyKey,
      providerRefundId: `sbx_rfnd_${request.idempotencyKey}`,
      providerPaymentId: request.providerPaymentId,
      amountPaise: request.amountPaise,
    });
    return { providerRefundId };
  }
}
