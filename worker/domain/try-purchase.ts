import type { PaidPlayAccess } from "./paid-play";

/**
 * Which money buys a try, pure (decision 004): bonus first, since it can only be played,
 * then cash. With paid play off here only bonus pays: it was earned in the game (coupons,
 * likes), never deposited, while cash is a deposit made when paid play was on and may
 * only be withdrawn. Where a main admin switched paid play off for the player's place,
 * nothing buys a try: free tries only (decision 021).
 */
export type TryPayingAccount = "bonus" | "cash";
export type TryPayment = TryPayingAccount | "free";

export function tryPayingAccounts(access: PaidPlayAccess): readonly TryPayingAccount[] {
  if (access === "closed_in_region") return [];
  return access === "off" ? ["bonus"] : ["bonus", "cash"];
}

/** The account that would pay for one try now; null when none covers the price. */
export function tryPaymentFor(
  balances: Record<TryPayingAccount, number>,
  pricePaise: number,
  access: PaidPlayAccess,
): TryPayment | null {
  if (pricePaise === 0) return "free";
  return tryPayingAccounts(access).find((account) => balances[account] >= pricePaise) ?? null;
}
