import { count, desc, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";

/** Which rows of a list one page holds. */
export type PageWindow = { offset: number; limit: number };

type DatedTable = SQLiteTable & { createdAt: SQLiteColumn; id: SQLiteColumn };

/**
 * One page of `rows` (a `$dynamic()` select from `table`) matching `where`, newest first,
 * ties broken by id so neighbouring pages never share or skip a row, and how many rows
 * match in all.
 */
export async function newestFirstPage<Rows extends SQLiteSelect>(
  db: Database,
  table: DatedTable,
  rows: Rows,
  where: SQL | undefined,
  window: PageWindow,
) {
  const [page, [total]] = await Promise.all([
    rows
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { rows: page as Awaited<Rows>, total: total?.value ?? 0 };
}
