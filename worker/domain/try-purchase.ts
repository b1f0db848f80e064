/**
 * Which money buys a try, pure (decision 004): bonus first, since it can only be played,
 * then cash. With paid play off only bonus pays: it was earned in the game (coupons,
 * likes), never deposited, while cash is a deposit made when paid play was on and may
 * only be withdrawn.
 */
export type TryPayingAccount = "bonus" | "cash";
export type TryPayment = TryPayingAccount | "free";

export function tryPayingAccounts(paidPlay: boolean): readonly TryPayingAccount[] {
  return paidPlay ? ["bonus", "cash"] : ["bonus"];
}

/** The account that would pay for one try now; null when none covers the price. */
export function tryPaymentFor(
  balances: Record<TryPayingAccount, number>,
  pricePaise: number,
  paidPlay: boolean,
): TryPayment | null {
  if (pricePaise === 0) return "free";
  return tryPayingAccounts(paidPlay).find((account) => balances[account] >= pricePaise) ?? null;
}
