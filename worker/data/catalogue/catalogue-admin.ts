import { desc, eq, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { couponCatalogue, prizes } from "../../db/schema/catalogue";
import type { AuditActor, AuditState } from "../../domain/audit";
import type { CatalogueOffer, PrizeOffer } from "../../domain/economy";
import { newId } from "../../ids";
import { auditStatement, editAuditStatement } from "../audit";
import { OFFERS_ON_SALE_SQL } from "./offers-on-sale";

/**
 * The admin's side of the coupon and prize catalogues, inactive entries included.
 * Purchases (data/rewards.ts) check price, stock and `active` inside their own insert, so
 * an edit racing a purchase either applies before it or makes it fail whole. Each add and
 * edit is logged with what it set, in its own batch.
 */

type CatalogueTable = typeof couponCatalogue | typeof prizes;
type Entry = Record<string, unknown>;

/** An entry as the audit log keeps it: flat values, a prize's sizes as one text. */
function auditFactsOf(entry: Entry): AuditState {
  return Object.fromEntries(
    Object.entries(entry)
      .filter(([key]) => key !== "id" && key !== "createdAt")
      .map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join(", ") : (value as AuditState[string]),
      ]),
  );
}

/** List (newest first), add and edit for one catalogue table. */
function catalogueUpkeep<Table extends CatalogueTable>(table: Table, kind: "coupon" | "prize") {
  const exists = (id: string) => sql`exists (select 1 from ${table} where ${table.id} = ${id})`;
  return {
    list: (db: Database) => db.select().from(table).orderBy(desc(table.createdAt)),
    async create(
      db: Database,
      entry: Omit<Table["$inferInsert"], "id" | "createdAt">,
      actor: AuditActor,
      now: number,
    ): Promise<string> {
      const id = newId();
      await db.batch([
        db.insert(table).values({ ...entry, id, createdAt: now } as Table["$inferInsert"]),
        auditStatement(
          db,
          {
            actor,
            action: "catalogue-add",
            subject: { kind, id },
            summary: `Added the ${kind} ${entry.name}`,
            after: auditFactsOf(entry),
          },
          now,
          exists(id),
        ),
      ]);
      return id;
    },
    /** False when there is no such entry. */
    async edit(
      db: Database,
      id: string,
      change: SQLiteUpdateSetSource<Table>,
      actor: AuditActor,
      now: number,
    ): Promise<boolean> {
      const [before] = await db.select().from(table).where(eq(table.id, id));
      if (!before) return false;
      await db.batch([
        editAuditStatement(
          db,
          {
            actor,
            action: "catalogue-edit",
            subject: { kind, id },
            summary: `Edited the ${kind} ${before.name}`,
          },
          {
            before: auditFactsOf(before),
            after: auditFactsOf({ ...before, ...(change as Entry) }),
          },
          now,
          exists(id),
        ),
        db.update(table).set(change).where(eq(table.id, id)),
      ]);
      return true;
    },
  };
}

export const {
  list: listCouponCatalogueForAdmin,
  create: createCouponEntry,
  edit: editCouponEntry,
} = catalogueUpkeep(couponCatalogue, "coupon");

export const {
  list: listPrizesForAdmin,
  create: createPrize,
  edit: editPrize,
} = catalogueUpkeep(prizes, "prize");

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
