/**
 * What the deposit flow needs from a payment provider (DESIGN.md section 5). The flow
 * itself (records, ledger, bonuses) is provider-independent in routes/payments.ts.
 */
export type NewOrder = {
  paymentId: string;
  amountPaise: number;
  playerId: string;
  /** When the order stops taking payment (decision 023: an open deposit blocks deactivation). */
  expiresAt: number;
};

export type CreatedOrder = { providerOrderId: string; checkoutUrl: string };

/** A verified notification from the provider about one order. */
export type SettlementEvent = {
  providerOrderId: string;
  providerPaymentId: string;
  outcome: "settled" | "failed";
  amountPaise: number;
};

/**
 * A settled payment to send back in full (a deposit that arrived for a deactivated
 * account, decision 023). The provider refunds one `idempotencyKey` once, however often
 * it is asked.
 */
export type RefundRequest = {
  idempotencyKey: string;
  providerPaymentId: string;
  amountPaise: number;
  reason: string;
};

/** The provider took the refund on; its own id for it. */
export type AcceptedRefund = { providerRefundId: string };

export interface PaymentProvider {
  readonly name: string;
  createOrder(order: NewOrder, returnUrl: string): Promise<CreatedOrder>;
  /**
   * Verifies the webhook's signature over the raw body and reads its event; null for a
   * bad signature or an event this app does not act on.
   */
  readWebhook(rawBody: string, headers: Headers): Promise<SettlementEvent | null>;
  /** Refunds a settled payment; throws when the provider did not take the refund on. */
  refund(request: RefundRequest): Promise<AcceptedRefund>;
}
