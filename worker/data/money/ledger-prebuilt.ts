import type { Database } from "../../db/client";
import { prebuilt } from "../../db/prebuilt";
import type { LedgerMovement } from "../../domain/ledger";
import { creditInsert, creditRow } from "./ledger";

const prebuiltCredit = prebuilt<ReturnType<typeof creditRow>>(
  {
    id: true,
    holderKind: true,
    holderId: true,
    account: true,
    amount: true,
    reference: true,
    memo: true,
    createdAt: true,
  },
  creditInsert,
);

/** `credit`, prebuilt for the answer's batch (`db/prebuilt.ts`). */
export function creditStatement(db: Database, movement: LedgerMovement, now: number) {
  return prebuiltCredit(db, creditRow(movement, now));
}
