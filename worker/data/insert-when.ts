import { Column, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { SqlWriter } from "../db/sql-writer";

/** Every column of the row: a value, an SQL expression, or a column of the `from` table. */
export type RowWhen<Table extends SQLiteTable> = {
  [Key in keyof Table["$inferSelect"]]: Table["$inferSelect"][Key] | SQL | Column;
};

/**
 * Inserts `row` into `table` only when `condition` holds, checked in the same statement
 * (`insert … select … where`), so nothing can change between the check and the write.
 * Values may read columns of `from` (by default no table: one row of nothing); whether
 * the row was written shows in the statement's `meta.changes` (0 or 1).
 */
export function insertWhen<Table extends SQLiteTable, RunResult>(
  db: SqlWriter<RunResult>,
  table: Table,
  row: RowWhen<Table>,
  condition: SQL | undefined,
  from: SQLiteTable | SQL = sql`(select 1)`,
) {
  const fields = Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value: unknown = row[key as keyof typeof row];
      return [key, value instanceof Column ? value : sql`${value}`.as(column.name)];
    }),
  );
  // The fields are the table's own columns, in its order, so the select fits the insert.
  return db.insert(table).select(db.select(fields).from(from).where(condition) as never);
}
