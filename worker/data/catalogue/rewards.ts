import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  cartItems,
  claimRequests,
  couponCatalogue,
  coupons,
  prizes,
} from "../../db/schema/catalogue";
import { type LedgerHolder, ledgerReference } from "../../domain/ledger";
import { newId } from "../../ids";
import { insertWhen } from "../insert-when";
import { balanceSql, moveWhen } from "../money/ledger";

/**
 * Coupons bought with coins, coupons claimed into bonus money, prizes bought with stars
 * and the cart's checkout. Each purchase is one D1 batch: the purchase row is inserted
 * only while stock and balance allow, and the stock change and the debit are written
 * only if that row exists, so a purchase never half-happens.
 */
const exists = (table: typeof coupons | typeof cartItems, id: string) =>
  sql`exists (select 1 from ${table} where ${table.id} = ${id})`;

export function listCouponsOfPlayer(db: Database, playerId: string) {
  return db
    .select({ coupon: coupons, name: couponCatalogue.name })
    .from(coupons)
    .leftJoin(couponCatalogue, eq(couponCatalogue.id, coupons.catalogueId))
    .where(eq(coupons.playerId, playerId))
    .orderBy(desc(coupons.createdAt));
}

export function listCouponCatalogue(db: Database) {
  return db
    .select()
    .from(couponCatalogue)
    .where(eq(couponCatalogue.active, true))
    .orderBy(couponCatalogue.coinPrice);
}

export type PurchaseResult = { kind: "bought"; id: string } | { kind: "unavailable" | "short" };

export async function buyCoupon(
  db: Database,
  playerId: string,
  catalogueId: string,
  now: number,
): Promise<PurchaseResult> {
  const [entry] = await db
    .select()
    .from(couponCatalogue)
    .where(and(eq(couponCatalogue.id, catalogueId), eq(couponCatalogue.active, true)));
  if (!entry || entry.stock <= 0) return { kind: "unavailable" };
  const holder: LedgerHolder = { kind: "player", id: playerId };
  const couponId = newId();
  const [inserted] = await db.batch([
    insertWhen(
      db,
      coupons,
      {
        id: couponId,
        playerId,
        catalogueId: couponCatalogue.id,
        source: "bought",
        sourceId: couponCatalogue.id,
        valuePaise: couponCatalogue.valuePaise,
        status: "unclaimed",
        createdAt: now,
        claimedAt: null,
      },
      and(
        eq(couponCatalogue.id, catalogueId),
        eq(couponCatalogue.active, true),
        gt(couponCatalogue.stock, 0),
        eq(couponCatalogue.coinPrice, entry.coinPrice),
        sql`${balanceSql(holder, "coins")} >= ${entry.coinPrice}`,
      ),
      couponCatalogue,
    ),
    db
      .update(couponCatalogue)
      .set({ stock: sql`${couponCatalogue.stock} - 1` })
      .where(and(eq(couponCatalogue.id, catalogueId), exists(coupons, couponId))),
    moveWhen(
      db,
      {
        holder,
        account: "coins",
        amount: -entry.coinPrice,
        reference: ledgerReference.couponPurchase(couponId),
        memo: `Bought ${entry.name}`,
      },
      exists(coupons, couponId),
      now,
    ),
  ]);
  return inserted.meta.changes === 1 ? { kind: "bought", id: couponId } : { kind: "short" };
}

/** Claims an unclaimed coupon of this player into bonus money; false if not claimable. */
export async function claimCoupon(
  db: Database,
  playerId: string,
  couponId: string,
  now: number,
): Promise<{ valuePaise: number } | null> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.playerId, playerId)));
  if (coupon?.status !== "unclaimed") return null;
  const [claimed] = await db.batch([
    db
      .update(coupons)
      .set({ status: "claimed", claimedAt: now })
      .where(and(eq(coupons.id, couponId), eq(coupons.status, "unclaimed"))),
    moveWhen(
      db,
      {
        holder: { kind: "player", id: playerId },
        account: "bonus",
        amount: coupon.valuePaise,
        reference: ledgerReference.couponClaim(couponId),
        memo: "Coupon claimed",
      },
      sql`exists (select 1 from ${coupons} where ${coupons.id} = ${couponId} and ${coupons.status} = 'claimed')`,
      now,
    ),
  ]);
  return claimed.meta.changes === 1 ? { valuePaise: coupon.valuePaise } : null;
}

export function listPrizes(db: Database) {
  return db.select().from(prizes).where(eq(prizes.active, true)).orderBy(prizes.starPrice);
}

export function listCartItems(db: Database, playerId: string, which: "cart" | "history") {
  return db
    .select({ item: cartItems, prize: prizes, request: claimRequests })
    .from(cartItems)
    .innerJoin(prizes, eq(prizes.id, cartItems.prizeId))
    .leftJoin(
      claimRequests,
      and(eq(claimRequests.subjectId, cartItems.id), eq(claimRequests.kind, "cart")),
    )
    .where(
      and(
        eq(cartItems.playerId, playerId),
        which === "cart" ? eq(cartItems.status, "in_cart") : ne(cartItems.status, "in_cart"),
      ),
    )
    .orderBy(desc(cartItems.createdAt));
}

export async function addPrizeToCart(
  db: Database,
  playerId: string,
  prizeId: string,
  now: number,
): Promise<PurchaseResult> {
  const [prize] = await db
    .select()
    .from(prizes)
    .where(and(eq(prizes.id, prizeId), eq(prizes.active, true)));
  if (!prize || prize.stock <= 0) return { kind: "unavailable" };
  const holder: LedgerHolder = { kind: "player", id: playerId };
  const itemId = newId();
  const [inserted] = await db.batch([
    insertWhen(
      db,
      cartItems,
      { id: itemId, playerId, prizeId: prizes.id, status: "in_cart", createdAt: now },
      and(
        eq(prizes.id, prizeId),
        eq(prizes.active, true),
        gt(prizes.stock, 0),
        eq(prizes.starPrice, prize.starPrice),
        sql`${balanceSql(holder, "stars")} >= ${prize.starPrice}`,
      ),
      prizes,
    ),
    db
      .update(prizes)
      .set({ stock: sql`${prizes.stock} - 1` })
      .where(and(eq(prizes.id, prizeId), exists(cartItems, itemId))),
    moveWhen(
      db,
      {
        holder,
        account: "stars",
        amount: -prize.starPrice,
        reference: ledgerReference.cartItem(itemId),
        memo: `Bought ${prize.name}`,
      },
      exists(cartItems, itemId),
      now,
    ),
  ]);
  return inserted.meta.changes === 1 ? { kind: "bought", id: itemId } : { kind: "short" };
}

/** Turns everything in the cart into claim requests for the admins, in one batch. */
export async function checkoutCart(db: Database, playerId: string, now: number): Promise<number> {
  const inCart = and(eq(cartItems.playerId, playerId), eq(cartItems.status, "in_cart"));
  const [requested] = await db.batch([
    db.insert(claimRequests).select(
      db
        .select({
          id: sql<string>`lower(hex(randomblob(16)))`.as("id"),
          playerId: cartItems.playerId,
          kind: sql<string>`'cart'`.as("kind"),
          subjectId: cartItems.id,
          status: sql<string>`'pending'`.as("status"),
          reason: sql<string | null>`null`.as("reason"),
          createdAt: sql<number>`${now}`.as("created_at"),
          decidedAt: sql<number | null>`null`.as("decided_at"),
        })
        .from(cartItems)
        .where(inCart),
    ),
    db.update(cartItems).set({ status: "requested" }).where(inCart),
  ]);
  return requested.meta.changes;
}
