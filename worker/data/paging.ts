import { count, desc, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";

/** Which rows of a list one page holds. */
export type PageWindow = { offset: number; limit: number };

type IdTable = SQLiteTable & { id: SQLiteColumn };
type DatedTable = IdTable & { createdAt: SQLiteColumn };
type Page<Rows extends SQLiteSelect> = { rows: Awaited<Rows>; total: number };

/**
 * One page of `rows` (a `$dynamic()` select from `table`) matching `where`, newest first
 * by `datedBy` (the table's `created_at` unless it names another column), ties broken by
 * id so neighbouring pages never share or skip a row, and how many rows match in all.
 */
export function newestFirstPage<Rows extends SQLiteSelect>(
  db: Database,
  table: DatedTable,
  rows: Rows,
  where: SQL | undefined,
  window: PageWindow,
): Promise<Page<Rows>>;
export function newestFirstPage<Rows extends SQLiteSelect>(
  db: Database,
  table: IdTable,
  rows: Rows,
  where: SQL | undefined,
  window: PageWindow,
  datedBy: SQLiteColumn,
): Promise<Page<Rows>>;
export async function newestFirstPage<Rows extends SQLiteSelect>(
  db: Database,
  table: IdTable & { createdAt?: SQLiteColumn },
  rows: Rows,
  where: SQL | undefined,
  window: PageWindow,
  datedBy = table.createdAt,
): Promise<Page<Rows>> {
  const [page, [total]] = await Promise.all([
    rows
      .where(where)
      .orderBy(...(datedBy ? [desc(datedBy)] : []), desc(table.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { rows: page as Awaited<Rows>, total: total?.value ?? 0 };
}
