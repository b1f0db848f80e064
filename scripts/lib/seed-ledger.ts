import { credit, guardedDebit } from "../../worker/data/money/ledger";
import type { LedgerMovement } from "../../worker/domain/ledger";
import { sqlBuilder } from "./sql-file";

/**
 * One movement of the demo's money, written by the ledger's own statements
 * (worker/data/money/ledger.ts) as the Worker writes it: a credit once per reference, a
 * debit only while the balance covers it, so the seed credits before it debits.
 */
export function playerMovement(
  playerId: string,
  movement: Omit<LedgerMovement, "holder">,
  at: number,
) {
  const whole = { holder: { kind: "player", id: playerId }, ...movement } as const;
  return whole.amount >= 0 ? credit(sqlBuilder, whole, at) : guardedDebit(sqlBuilder, whole, at);
}
