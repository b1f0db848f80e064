/**
 * What the deposit flow needs from a payment provider (DESIGN.md section 5). The flow
 * itself (records, ledger, bonuses) is provider-independent in routes/payments.ts.
 */
export type NewOrder = { paymentId: string; amountPaise: number; playerId: string };

export type CreatedOrder = { providerOrderId: string; checkoutUrl: string };

/** A verified notification from the provider about one order. */
export type SettlementEvent = {
  providerOrderId: string;
  providerPaymentId: string;
  outcome: "settled" | "failed";
  amountPaise: number;
};

export interface PaymentProvider {
  readonly name: string;
  createOrder(order: NewOrder, returnUrl: string): Promise<CreatedOrder>;
  /**
   * Verifies the webhook's signature over the raw body and reads its event; null for a
   * bad signature or an event this app does not act on.
   */
  readWebhook(rawBody: string, headers: Headers): Promise<SettlementEvent | null>;
}
