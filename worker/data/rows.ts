import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { SqlWriter } from "../db/sql-writer";

/**
 * Inserts `row` unless a unique key of the table already holds one (a second review, a
 * second referrer, a second ticket on one attempt): the row's id, or null when it was taken.
 */
export async function insertUnlessTaken<Table extends SQLiteTable & { id: SQLiteColumn }>(
  db: SqlWriter,
  table: Table,
  row: Table["$inferInsert"],
): Promise<string | null> {
  const inserted = await db
    .insert(table)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: table.id });
  return (inserted[0]?.id as string | undefined) ?? null;
}

/** Whether `table` holds any row meeting `condition`; it reads one row at most. */
export async function hasRowWhere(
  db: SqlWriter,
  table: SQLiteTable,
  condition: SQL | undefined,
): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(table).where(condition).limit(1);
  return row !== undefined;
}

/**
 * `column` is one of `values`, however many: they are bound as one JSON text, where an
 * `in (?, ?, …)` list would meet D1's limit of 100 bound parameters.
 */
export const inJsonList = (column: SQLiteColumn, values: readonly string[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;
