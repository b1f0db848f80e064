import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { commit, type Database, type Statement } from "../../db/client";
import {
  cartItems,
  claimDeliveries,
  claimRequests,
  couponCatalogue,
  coupons,
  prizes,
} from "../../db/schema/catalogue";
import { type LedgerHolder, ledgerReference } from "../../domain/ledger";
import { newId } from "../../ids";
import { insertWhen, type RowWhen } from "../insert-when";
import { balanceSql, moveWhen } from "../money/ledger";
import { hasRowWhere } from "../rows";

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

/** Who buys, the purchase row's id, and when: what a shelf's purchase row is made of. */
export type Purchase = { id: string; playerId: string; now: number };

/**
 * A catalogue sold from stock: the entry's table and price, the balance that pays it, and
 * the purchase row it becomes (its table, its values, which may read the entry's columns,
 * and its ledger reference).
 */
type Shelf<Bought extends typeof coupons | typeof cartItems> = {
  catalogue: typeof couponCatalogue | typeof prizes;
  price: typeof couponCatalogue.coinPrice | typeof prizes.starPrice;
  account: "coins" | "stars";
  bought: Bought;
  row: (purchase: Purchase) => RowWhen<Bought>;
  reference: (id: string) => string;
};

const COUPON_SHELF: Shelf<typeof coupons> = {
  catalogue: couponCatalogue,
  price: couponCatalogue.coinPrice,
  account: "coins",
  bought: coupons,
  row: ({ id, playerId, now }) => ({
    id,
    playerId,
    catalogueId: couponCatalogue.id,
    source: "bought",
    sourceId: couponCatalogue.id,
    valuePaise: couponCatalogue.valuePaise,
    status: "unclaimed",
    createdAt: now,
    claimedAt: null,
  }),
  reference: ledgerReference.couponPurchase,
};

const PRIZE_SHELF: Shelf<typeof cartItems> = {
  catalogue: prizes,
  price: prizes.starPrice,
  account: "stars",
  bought: cartItems,
  row: ({ id, playerId, now }) => ({
    id,
    playerId,
    prizeId: prizes.id,
    status: "in_cart",
    createdAt: now,
  }),
  reference: ledgerReference.cartItem,
};

/**
 * Buys one of `entryId` from the shelf at the price read, as the purchase row `id`: the row
 * goes in only while the entry is still active, in stock, at that price and the balance
 * covers it; the stock change and the debit are written only if that row exists. A row of
 * the player's already named `id` (the same keyed request run again) is the purchase made.
 */
async function purchase<Bought extends typeof coupons | typeof cartItems>(
  db: Database,
  shelf: Shelf<Bought>,
  { id, playerId, now }: Purchase,
  entryId: string,
): Promise<PurchaseResult> {
  const made = and(eq(shelf.bought.id, id), eq(shelf.bought.playerId, playerId));
  if (await hasRowWhere(db, shelf.bought, made)) return { kind: "bought", id };
  const { catalogue } = shelf;
  const onSale = and(eq(catalogue.id, entryId), eq(catalogue.active, true));
  const [entry] = await db
    .select({ name: catalogue.name, stock: catalogue.stock, price: shelf.price })
    .from(catalogue)
    .where(onSale);
  if (!entry || entry.stock <= 0) return { kind: "unavailable" };
  const holder: LedgerHolder = { kind: "player", id: playerId };
  const bought = exists(shelf.bought, id);
  const [inserted] = await db.batch([
    insertWhen(
      db,
      shelf.bought,
      shelf.row({ id, playerId, now }),
      and(
        onSale,
        gt(catalogue.stock, 0),
        eq(shelf.price, entry.price),
        sql`${balanceSql(holder, shelf.account)} >= ${entry.price}`,
      ),
      catalogue,
    ),
    db
      .update(catalogue)
      .set({ stock: sql`${catalogue.stock} - 1` })
      .where(and(eq(catalogue.id, entryId), bought)),
    moveWhen(
      db,
      {
        holder,
        account: shelf.account,
        amount: -entry.price,
        reference: shelf.reference(id),
        memo: `Bought ${entry.name}`,
      },
      bought,
      now,
    ),
  ]);
  return inserted.meta.changes === 1 ? { kind: "bought", id } : { kind: "short" };
}

export const buyCoupon = (db: Database, coupon: Purchase, catalogueId: string) =>
  purchase(db, COUPON_SHELF, coupon, catalogueId);

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

/** The cart or its history, each item with its prize, and its request and delivery once sent. */
export function listCartItems(db: Database, playerId: string, which: "cart" | "history") {
  return db
    .select({ item: cartItems, prize: prizes, request: claimRequests, delivery: claimDeliveries })
    .from(cartItems)
    .innerJoin(prizes, eq(prizes.id, cartItems.prizeId))
    .leftJoin(
      claimRequests,
      and(eq(claimRequests.subjectId, cartItems.id), eq(claimRequests.kind, "cart")),
    )
    .leftJoin(claimDeliveries, eq(claimDeliveries.claimRequestId, claimRequests.id))
    .where(
      and(
        eq(cartItems.playerId, playerId),
        which === "cart" ? eq(cartItems.status, "in_cart") : ne(cartItems.status, "in_cart"),
      ),
    )
    .orderBy(desc(cartItems.createdAt));
}

export type CartRow = Awaited<ReturnType<typeof listCartItems>>[number];

/** Where the player's most recent prize went, to offer it again; null before any. */
export async function readLastDeliveryAddress(db: Database, playerId: string) {
  const [row] = await db
    .select({
      name: claimDeliveries.name,
      phone: claimDeliveries.phone,
      addressLine1: claimDeliveries.addressLine1,
      addressLine2: claimDeliveries.addressLine2,
      city: claimDeliveries.city,
      state: claimDeliveries.state,
      pinCode: claimDeliveries.pinCode,
    })
    .from(claimDeliveries)
    .innerJoin(claimRequests, eq(claimRequests.id, claimDeliveries.claimRequestId))
    .where(eq(claimRequests.playerId, playerId))
    .orderBy(desc(claimRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export const addPrizeToCart = (db: Database, cartItem: Purchase, prizeId: string) =>
  purchase(db, PRIZE_SHELF, cartItem, prizeId);

/** An address as stored: the phone as its 10 digits, every line present. */
export type StoredAddress = Omit<typeof claimDeliveries.$inferInsert, "claimRequestId" | "size">;

/**
 * Turns the cart items named into claim requests for the admins, each with where it goes
 * and its size, in one batch: a request and its delivery are written only for an item
 * still in this player's cart, so a second checkout racing this one requests nothing
 * twice. Returns how many were requested.
 */
export async function requestDelivery(
  db: Database,
  playerId: string,
  items: { id: string; size: string | null }[],
  address: StoredAddress,
  now: number,
): Promise<number> {
  if (items.length === 0) return 0;
  const inCart = (itemId: string) =>
    sql`exists (select 1 from ${cartItems} where ${cartItems.id} = ${itemId}
      and ${cartItems.playerId} = ${playerId} and ${cartItems.status} = 'in_cart')`;
  const requests: Statement[] = items.flatMap((item) => {
    const requestId = newId();
    return [
      insertWhen(
        db,
        claimRequests,
        {
          id: requestId,
          playerId,
          kind: "cart",
          subjectId: item.id,
          status: "pending",
          reason: null,
          createdAt: now,
          decidedAt: null,
        },
        inCart(item.id),
      ),
      insertWhen(
        db,
        claimDeliveries,
        {
          claimRequestId: requestId,
          name: address.name,
          phone: address.phone,
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2 ?? "",
          city: address.city,
          state: address.state,
          pinCode: address.pinCode,
          size: item.size,
          trackingReference: null,
          shippedAt: null,
        },
        sql`exists (select 1 from ${claimRequests} where ${claimRequests.id} = ${requestId})`,
      ),
    ];
  });
  const results = await commit(db, [
    ...requests,
    db
      .update(cartItems)
      .set({ status: "requested" })
      .where(
        and(
          eq(cartItems.playerId, playerId),
          eq(cartItems.status, "in_cart"),
          inArray(
            cartItems.id,
            items.map((item) => item.id),
          ),
        ),
      ),
  ]);
  // Each item's request insert is the first of its pair.
  const inserts = results.slice(0, requests.length).filter((_, index) => index % 2 === 0);
  return inserts.filter((result) => result.meta.changes === 1).length;
}
