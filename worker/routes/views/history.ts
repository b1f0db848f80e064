import type { HistoryEntryView, HistoryPayoutView } from "../../../contract/account";
import type { PayoutStanding } from "../../data/money/history";
import type { HistoryEvent } from "../../domain/history-events";

type Standings = {
  byPayout: Map<string, PayoutStanding>;
  byReward: Map<string, PayoutStanding>;
};

/** The payout an event is part of, with where it stands now; none for other events. */
function payoutOf(event: HistoryEvent, standings: Standings): HistoryPayoutView | undefined {
  if (event.payoutAmount === null) return undefined;
  const standing = event.payoutId
    ? standings.byPayout.get(event.payoutId)
    : event.rewardId
      ? standings.byReward.get(event.rewardId)
      : undefined;
  if (!standing) return undefined;
  return {
    kind: standing.kind,
    amount: event.payoutAmount,
    status: standing.status as HistoryPayoutView["status"],
  };
}

/** One thing the player did, in the history's wire shape (contract/account.ts). */
export function historyEntryView(event: HistoryEvent, standings: Standings): HistoryEntryView {
  const payout = payoutOf(event, standings);
  return {
    id: event.id,
    kind: event.kind satisfies HistoryEntryView["kind"],
    createdAt: event.createdAt,
    movements: event.movements,
    memo: event.memo,
    ...(event.receipt ? { receipt: event.receipt } : {}),
    ...(event.runId ? { runId: event.runId } : {}),
    ...(event.freeTry ? { freeTry: true } : {}),
    ...(payout ? { payout } : {}),
  };
}
