import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { commit, type Database, type Statement } from "../../db/client";
import {
  cartItems,
  claimDeliveries,
  claimRequests,
  couponCatalogue,
  coupons,
  prizes,
} from "../../db/schema/catalogue";
import { players } from "../../db/schema/identity";
import { ledgerEntries } from "../../db/schema/money";
import type { AuditActor } from "../../domain/audit";
import { CLAIM_TRANSITIONS, type ClaimAction, type ClaimStatus } from "../../domain/claim-requests";
import { ledgerReference } from "../../domain/ledger";
import { auditStatement } from "../audit";
import { moveWhen } from "../money/ledger";

/** Coupon claims and cart checkouts as the admins work them (`/admin/request`). */

const QUEUE_LIMIT = 200;

/** Requests with who asked and what for; oldest first, as the queue is worked. */
export function listClaimRequests(db: Database, status: ClaimStatus | undefined) {
  return db
    .select({
      request: claimRequests,
      player: { id: players.id, name: players.name, email: players.email },
      prize: { name: prizes.name, starPrice: prizes.starPrice, imageUrl: prizes.imageUrl },
      coupon: { valuePaise: coupons.valuePaise, name: couponCatalogue.name },
      delivery: claimDeliveries,
    })
    .from(claimRequests)
    .innerJoin(players, eq(players.id, claimRequests.playerId))
    .leftJoin(
      cartItems,
      and(eq(claimRequests.kind, "cart"), eq(cartItems.id, claimRequests.subjectId)),
    )
    .leftJoin(prizes, eq(prizes.id, cartItems.prizeId))
    .leftJoin(
      coupons,
      and(eq(claimRequests.kind, "coupon"), eq(coupons.id, claimRequests.subjectId)),
    )
    .leftJoin(couponCatalogue, eq(couponCatalogue.id, coupons.catalogueId))
    .leftJoin(claimDeliveries, eq(claimDeliveries.claimRequestId, claimRequests.id))
    .where(status ? eq(claimRequests.status, status) : undefined)
    .orderBy(asc(claimRequests.createdAt), asc(claimRequests.id))
    .limit(QUEUE_LIMIT);
}

export type ClaimRequest = typeof claimRequests.$inferSelect;

export async function readClaimRequest(db: Database, id: string): Promise<ClaimRequest | null> {
  const [row] = await db.select().from(claimRequests).where(eq(claimRequests.id, id)).limit(1);
  return row ?? null;
}

/** The stars a cart item cost, as its purchase debited them (data/rewards.ts). */
async function starsPaidFor(db: Database, cartItemId: string): Promise<number> {
  const [row] = await db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, ledgerReference.cartItem(cartItemId)))
    .limit(1);
  return row ? -row.amount : 0;
}

const claimVerbs: Record<ClaimAction, string> = {
  approve: "Approved",
  ship: "Shipped",
  fulfil: "Fulfilled",
  reject: "Rejected",
};

/** What an admin decided: a rejection's reason, a shipment's courier reference. */
export type ClaimDecision = {
  action: ClaimAction;
  reason: string | null;
  trackingReference: string | null;
};

/**
 * Records the action once, in one batch with what it moves: only a request in one of the
 * action's `from` states changes, and each movement is conditioned on the state this batch
 * left behind, so a second click or a concurrent one moves nothing more. A rejected cart
 * request gives the stars back (unique reference) and the prize back to stock (only while
 * the cart item is not yet rejected); a shipped one keeps the courier's reference with
 * its delivery; a fulfilled one marks its cart item fulfilled. A coupon request (the
 * schema allows them; nothing makes them yet) only changes state. Returns whether this
 * call changed the request.
 */
export async function decideClaimRequest(
  db: Database,
  request: ClaimRequest,
  decision: ClaimDecision,
  actor: AuditActor,
  now: number,
): Promise<boolean> {
  const { from, to } = CLAIM_TRANSITIONS[decision.action];
  const isNow = (status: ClaimStatus): SQL =>
    sql`exists (select 1 from ${claimRequests} where ${claimRequests.id} = ${request.id}
      and ${claimRequests.status} = ${status})`;
  const movable = and(eq(claimRequests.id, request.id), inArray(claimRequests.status, [...from]));
  const statements: Statement[] = [
    // First, on the update's own condition, so it sees the status the update replaces.
    auditStatement(
      db,
      {
        actor,
        action: "claim-decision",
        subject: { kind: "claim", id: request.id },
        summary: `${claimVerbs[decision.action]} the ${request.kind === "cart" ? "prize" : "coupon"} request${decision.reason ? `: ${decision.reason}` : ""}`,
        before: sql`json_object('status', (select ${claimRequests.status} from ${claimRequests}
          where ${claimRequests.id} = ${request.id}))`,
        after:
          decision.trackingReference === null
            ? { status: to }
            : { status: to, trackingReference: decision.trackingReference },
      },
      now,
      sql`exists (select 1 from ${claimRequests} where ${movable})`,
    ),
    db
      .update(claimRequests)
      .set({ status: to, reason: decision.reason, decidedAt: now })
      .where(movable),
  ];
  if (request.kind === "cart" && to === "rejected") {
    const stars = await starsPaidFor(db, request.subjectId);
    const itemStillRequested = and(
      eq(cartItems.id, request.subjectId),
      eq(cartItems.status, "requested"),
    );
    statements.push(
      moveWhen(
        db,
        {
          holder: { kind: "player", id: request.playerId },
          account: "stars",
          amount: stars,
          reference: ledgerReference.claimRefund(request.id),
          memo: "Prize request rejected",
        },
        isNow("rejected"),
        now,
      ),
      db
        .update(prizes)
        .set({ stock: sql`${prizes.stock} + 1` })
        .where(
          and(
            isNow("rejected"),
            sql`${prizes.id} = (select ${cartItems.prizeId} from ${cartItems} where ${itemStillRequested})`,
          ),
        ),
      db
        .update(cartItems)
        .set({ status: "rejected" })
        .where(and(itemStillRequested, isNow("rejected"))),
    );
  }
  if (request.kind === "cart" && to === "shipped") {
    statements.push(
      db
        .update(claimDeliveries)
        .set({ trackingReference: decision.trackingReference, shippedAt: now })
        .where(
          and(
            eq(claimDeliveries.claimRequestId, request.id),
            isNull(claimDeliveries.shippedAt),
            isNow("shipped"),
          ),
        ),
    );
  }
  if (request.kind === "cart" && to === "fulfilled") {
    statements.push(
      db
        .update(cartItems)
        .set({ status: "fulfilled" })
        .where(
          and(
            eq(cartItems.id, request.subjectId),
            eq(cartItems.status, "requested"),
            isNow("fulfilled"),
          ),
        ),
    );
  }
  const [, update] = await commit(db, statements);
  return update?.meta.changes === 1;
}
