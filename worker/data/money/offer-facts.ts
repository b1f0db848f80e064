import type { Database } from "../../db/client";
import { ledgerReference } from "../../domain/ledger";
import type { OfferFacts } from "../../domain/offers";
import type { PaidPlayAccess } from "../../domain/paid-play";
import { movementExists } from "./ledger";
import { personHasDeposited } from "./payments";

/**
 * What the offer rules (domain/offers.ts) know of a person, read as their payers judge
 * it: by the person key, across every account they ever had.
 */
export async function readOfferFacts(
  db: Database,
  personKey: string,
  paidPlay: PaidPlayAccess,
): Promise<OfferFacts> {
  const [personDeposited, likeTryTaken] = await Promise.all([
    personHasDeposited(db, personKey),
    movementExists(db, ledgerReference.reviewLike(personKey)),
  ]);
  return { paidPlay, personDeposited, likeTryTaken };
}
