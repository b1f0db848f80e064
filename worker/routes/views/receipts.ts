import type { ReceiptOutcome, RunReceiptsResponse } from "../../../contract/receipts";
import type { listRunReceipts } from "../../data/play/receipts";

type RunReceiptRows = NonNullable<Awaited<ReturnType<typeof listRunReceipts>>>;

/** A run's receipts for its summary, in the order its questions were served. */
export function runReceiptsView(rows: RunReceiptRows): RunReceiptsResponse {
  return {
    data: rows.map(({ attemptId, position, outcome, receipt }) => ({
      attemptId,
      index: position,
      // Only closed attempts have receipts, so the outcome is never "pending".
      outcome: outcome as ReceiptOutcome,
      receipt,
    })),
  };
}
