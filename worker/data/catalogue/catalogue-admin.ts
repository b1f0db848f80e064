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

type CatalogueTable = typeof couponCatalogue | typeof prizes;

/** List (newest first), add and edit for one catalogue table. */
function catalogueUpkeep<Table extends CatalogueTable>(table: Table) {
  return {
    list: (db: Database) => db.select().from(table).orderBy(desc(table.createdAt)),
    async create(
      db: Database,
      entry: Omit<Table["$inferInsert"], "id" | "createdAt">,
      now: number,
    ): Promise<string> {
      const id = newId();
      await db.insert(table).values({ ...entry, id, createdAt: now } as Table["$inferInsert"]);
      return id;
    },
    edit: (db: Database, id: string, change: SQLiteUpdateSetSource<Table>) =>
      editRow(db, table, id, change),
  };
}

export const {
  list: listCouponCatalogueForAdmin,
  create: createCouponEntry,
  edit: editCouponEntry,
} = catalogueUpkeep(couponCatalogue);

export const {
  list: listPrizesForAdmin,
  create: createPrize,
  edit: editPrize,
} = catalogueUpkeep(prizes);

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
