import { rupeeText } from "../../contract/money-text";
import type { HolderKind, LedgerAccount } from "./ledger";

/**
 * The payout queue's rules, pure (decision 010). Three kinds of payout share one queue:
 * a won trial reward, a player's withdrawal of unspent cash and a contributor's
 * withdrawal of earnings. Whatever the kind, the money waits in the payee's `winnings`
 * from the request until an admin pays it (it leaves the ledger) or rejects it (it goes
 * back to the payee's own money).
 */
export type PayoutKind = "trial" | "withdrawal" | "contributor";
export type PayoutDecision = "paid" | "rejected";

/** A decision on a payout with what the admin gave: the bank's reference, or the reason. */
export type DecisionMade =
  | { decision: "paid"; reference: string | null }
  | { decision: "rejected"; reason: string };

/**
 * The payee's own money: what a withdrawal takes from and a rejection returns to. A
 * player withdraws cash (deposits not yet played, never bonus); a rejected trial reward
 * also becomes cash, to withdraw again with corrected details or to play. A contributor
 * has earnings.
 */
export const payeeMoneyAccount = (payee: HolderKind): LedgerAccount =>
  payee === "contributor" ? "earnings" : "cash";

/**
 * What a decision came to: `decided` when its write landed; otherwise the payout had
 * been decided already, the same way (`repeated`: a second click is harmless) or the
 * other way (`decided_otherwise`: a racing admin won), its payee cancelled it
 * (`cancelled`), or it is still requested because it is held (`held`: a Paid refused
 * before the hold ends, decision 023). `statusNow` is null when the payout is gone (a
 * paid one purged).
 */
export function decisionOutcome(
  decision: PayoutDecision,
  landed: boolean,
  statusNow: string | null,
): "decided" | "repeated" | "decided_otherwise" | "cancelled" | "held" {
  if (landed) return "decided";
  if (statusNow === decision) return "repeated";
  if (statusNow === "cancelled") return "cancelled";
  if (statusNow === "requested") return "held";
  return "decided_otherwise";
}

/**
 * What a payee's cancellation came to: `cancelled` when its write landed, `repeated` when
 * the payout was already cancelled (a second tap, or two at once), `decided` when an
 * admin had paid or rejected it first.
 */
export function cancellationOutcome(
  landed: boolean,
  statusNow: string | null,
): "cancelled" | "repeated" | "decided" {
  if (landed) return "cancelled";
  return statusNow === "cancelled" ? "repeated" : "decided";
}

const KIND_WORDS: Record<PayoutKind, string> = {
  trial: "trial reward",
  withdrawal: "withdrawal",
  contributor: "contributor's withdrawal",
};

/** The audit log's sentence for a payout decision: "Paid the ₹10.00 trial reward (UTR …)". */
export function payoutDecisionSummary(
  kind: PayoutKind,
  amountPaise: number,
  decision: DecisionMade,
): string {
  const what = `the ${rupeeText(amountPaise)} ${KIND_WORDS[kind]}`;
  if (decision.decision === "paid") {
    return `Paid ${what}${decision.reference ? ` (reference ${decision.reference})` : ""}`;
  }
  return `Rejected ${what}: ${decision.reason}`;
}
