import { desc, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { couponCatalogue, prizes } from "../../db/schema/catalogue";
import type { CatalogueOffer, PrizeOffer } from "../../domain/economy";
import { newId } from "../../ids";
import { editRow } from "../rows";
import { OFFERS_ON_SALE_SQL } from "./offers-on-sale";

/**
 * The admin's side of the coupon and prize catalogues, inactive entries included.
 * Purchases (data/rewards.ts) check price, stock and `active` inside their own insert, so
 * an edit racing a purchase either applies before it or makes it fail whole.
 */

type NewEntry<Table extends typeof couponCatalogue | typeof prizes> = Omit<
  Table["$inferInsert"],
  "id" | "createdAt"
>;

export function listCouponCatalogueForAdmin(db: Database) {
  return db.select().from(couponCatalogue).orderBy(desc(couponCatalogue.createdAt));
}

export async function createCouponEntry(
  db: Database,
  entry: NewEntry<typeof couponCatalogue>,
  now: number,
): Promise<string> {
  const id = newId();
  await db.insert(couponCatalogue).values({ ...entry, id, createdAt: now });
  return id;
}

export const editCouponEntry = (
  db: Database,
  id: string,
  change: SQLiteUpdateSetSource<typeof couponCatalogue>,
) => editRow(db, couponCatalogue, id, change);

export function listPrizesForAdmin(db: Database) {
  return db.select().from(prizes).orderBy(desc(prizes.createdAt));
}

export async function createPrize(
  db: Database,
  entry: NewEntry<typeof prizes>,
  now: number,
): Promise<string> {
  const id = newId();
  await db.insert(prizes).values({ ...entry, id, createdAt: now });
  return id;
}

export const editPrize = (db: Database, id: string, change: SQLiteUpdateSetSource<typeof prizes>) =>
  editRow(db, prizes, id, change);

/** What coins and stars can buy right now, for the economy report. */
export async function readOffersOnSale(
  db: Database,
): Promise<{ coupons: CatalogueOffer[]; prizes: PrizeOffer[] }> {
  const [coupons, prizes] = await Promise.all([
    db.all<CatalogueOffer>(sql.raw(OFFERS_ON_SALE_SQL.coupons)),
    db.all<PrizeOffer>(sql.raw(OFFERS_ON_SALE_SQL.prizes)),
  ]);
  return { coupons, prizes };
}
