import { rupeeText } from "./money";

/**
 * Ledger entries on screen, for the player's history and the admin's view of it: the
 * account's name and a movement in its unit.
 */

/** The ledger accounts counted in paise; the others (coins, stars, tries) are counts. */
const MONEY_ACCOUNTS: ReadonlySet<string> = new Set(["cash", "bonus", "winnings", "earnings"]);

const COUNT_UNITS: Record<string, [one: string, many: string]> = {
  coins: ["coin", "coins"],
  stars: ["star", "stars"],
  tries: ["try", "tries"],
};

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
  const units = COUNT_UNITS[account];
  if (!units) return `${amount} ${account}`;
  return `${amount} ${Math.abs(amount) === 1 ? units[0] : units[1]}`;
}

/** A ledger movement with its sign, in its account's unit: "+₹20.00", "-1 try", "+10 coins". */
export function formatMovement(account: string, amount: number): string {
  return `${amount > 0 ? "+" : ""}${formatQuantity(account, amount)}`;
}
