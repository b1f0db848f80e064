import { formatCount } from "./i18n/formats";
import { i18n } from "./i18n/messages";
import { rupeeText } from "./money";

/**
 * Ledger entries on screen, for the player's history and the admin's view of it: the
 * account's name (the admins') and a movement in its unit, in the language in use.
 */

/** The ledger accounts counted in paise; the others (coins, stars, tries) are counts. */
const MONEY_ACCOUNTS: ReadonlySet<string> = new Set(["cash", "bonus", "winnings", "earnings"]);

/** The accounts' names, for the admins' console (English only: docs/decisions/033). */
const ACCOUNT_LABELS: Record<string, string> = {
  cash: "Cash",
  bonus: "Bonus",
  winnings: "Winnings",
  earnings: "Earnings",
  coins: "Coins",
  stars: "Stars",
  tries: "Tries",
};

export function accountLabel(account: string): string {
  return ACCOUNT_LABELS[account] ?? account;
}

/** An amount in its account's unit: "₹20.00", "1 try", "10 coins". */
export function formatQuantity(account: string, amount: number): string {
  if (MONEY_ACCOUNTS.has(account)) return rupeeText(amount);
  // The plural is chosen by the size alone: "-1 try" is one try taken.
  return i18n._("ledger.quantity", {
    unit: account,
    amount: Math.abs(amount),
    counted: formatCount(amount),
  });
}

/** A ledger movement with its sign, in its account's unit: "+₹20.00", "-1 try", "+10 coins". */
export function formatMovement(account: string, amount: number): string {
  return `${amount > 0 ? "+" : ""}${formatQuantity(account, amount)}`;
}
