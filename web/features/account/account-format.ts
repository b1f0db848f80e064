import { formatPaise } from "../../lib/money";

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

/** A ledger movement with its sign, in its account's unit: "+₹20.00", "-1 try", "+10 coins". */
export function formatMovement(account: string, amount: number): string {
  const sign = amount > 0 ? "+" : "";
  if (MONEY_ACCOUNTS.has(account)) return `${sign}${formatPaise(amount)}`;
  const units = COUNT_UNITS[account];
  if (!units) return `${sign}${amount} ${account}`;
  return `${sign}${amount} ${Math.abs(amount) === 1 ? units[0] : units[1]}`;
}

const momentFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});

/** A day and time in the viewer's own locale and time zone. */
export function formatMoment(epochMs: number): string {
  return momentFormat.format(epochMs);
}
