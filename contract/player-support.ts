import { z } from "zod";
import type { BalancesView, LedgerEntryView } from "./account";
import type { PlayerAdminView } from "./admin-people";
import { groupedDigits, rupeeText } from "./money-text";
import { digitsQuery, wholeNumber } from "./numbers";
import { plainText } from "./plain-text";
import type { TicketStatus } from "./tickets";

/**
 * Player support (`/admin/players/{id}`): one player's balances and history as a main
 * admin sees them, and support adjustments. Money is integer paise; coins and tries are
 * counts.
 */

/** Where a sign-in came from, as Cloudflare's edge saw it; null when it could not tell. */
type SignInView = { at: number; city: string | null; country: string | null };

export type PlayerRunView = {
  id: string;
  status: "active" | "won" | "lost" | "timeout" | "forfeited";
  questionCount: number;
  correctCount: number;
  stars: number | null;
  startedAt: number;
  endedAt: number | null;
};

export type PlayerTicketView = {
  id: string;
  issue: string;
  status: TicketStatus;
  question: string;
  createdAt: number;
  decidedAt: number | null;
};

export type PlayerPayoutView = {
  id: string;
  source: string;
  amountPaise: number;
  status: string;
  createdAt: number;
  paidAt: number | null;
};

type PlayerLinkView = { id: string; name: string };

export type PlayerDetailResponse = {
  player: PlayerAdminView & { referralCode: string; deactivatedAt: number | null };
  balances: BalancesView;
  /** The latest sign-ins, newest first. */
  signIns: SignInView[];
  /** The latest runs, newest first, and how many there are in all. */
  runs: { latest: PlayerRunView[]; total: number };
  tickets: PlayerTicketView[];
  payouts: PlayerPayoutView[];
  referrals: {
    referredBy: PlayerLinkView | null;
    referred: (PlayerLinkView & { at: number; rewarded: boolean })[];
  };
};

export const PLAYER_LEDGER_PAGE_SIZE = 25;
export const playerLedgerQuery = z.object({ page: digitsQuery(100_000).optional().default(1) });
export type PlayerLedgerResponse = {
  entries: LedgerEntryView[];
  total: number;
  page: number;
  pageSize: number;
};

/**
 * The balances a support adjustment may move: stars too, so support can make good a
 * perfect run's stars lost to a fault. Cash and winnings move only through payments and
 * payouts.
 */
export const adjustableAccounts = ["coins", "tries", "stars", "bonus"] as const;
export type AdjustableAccount = (typeof adjustableAccounts)[number];

/** The most one adjustment may move: 100,000 coins, 100 tries, 5,000 stars, ₹10,000 of bonus. */
export const ADJUSTMENT_LIMITS: Record<AdjustableAccount, number> = {
  coins: 100_000,
  tries: 100,
  stars: 5_000,
  bonus: 1_000_000,
};

/** An account's limit in its own unit: "₹10,000.00" of bonus (paise), "5,000" stars. */
export function adjustmentLimitText(account: AdjustableAccount): string {
  const limit = ADJUSTMENT_LIMITS[account];
  return account === "bonus" ? rupeeText(limit) : groupedDigits(limit);
}

export const ADJUSTMENT_REASON_MAX = 200;

/**
 * `POST /admin/players/{id}/adjustments`. `amount` is positive, in the account's unit
 * (paise for bonus); `direction` says which way. `key` is the form's own idempotency key
 * (a UUID made when the form is filled), so a double click or a retry moves value once.
 */
export const adjustmentBody = z
  .object({
    account: z.enum(adjustableAccounts),
    direction: z.enum(["credit", "debit"]),
    // Each account's own limit, in its own unit, is checked below (superRefine).
    amount: wholeNumber(
      { min: 1, max: Number.MAX_SAFE_INTEGER },
      {
        notNumber: "The amount must be a number",
        notWhole: "The amount must be a whole number",
        tooSmall: "The amount must be at least 1",
        tooLarge: "The amount is too large",
      },
    ),
    reason: plainText(
      z
        .string({ error: "Say why" })
        .trim()
        .min(3, "Say why, in a few words")
        .max(ADJUSTMENT_REASON_MAX),
    ),
    key: z
      .string()
      .regex(/^[A-Za-z0-9-]{16,64}$/, "The form's key must be 16 to 64 letters, digits or hyphens"),
  })
  .superRefine((body, context) => {
    if (body.amount > ADJUSTMENT_LIMITS[body.account]) {
      context.addIssue({
        code: "custom",
        path: ["amount"],
        message: `At most ${adjustmentLimitText(body.account)} at once`,
      });
    }
  });
export type AdjustmentBody = z.input<typeof adjustmentBody>;

export type AdjustmentResponse = { Status: "OK"; account: AdjustableAccount; balance: number };
