import type { BatchItem } from "drizzle-orm/batch";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";

export type Database = DrizzleD1Database;
export type Statement = BatchItem<"sqlite">;

export const openDatabase = (d1: D1Database): Database => drizzle(d1);

/** Commits the statements as one D1 batch: one transaction, all or nothing. */
export function commit(db: Database, statements: Statement[]) {
  const [first, ...rest] = statements;
  if (!first) throw new Error("commit needs at least one statement");
  return db.batch([first, ...rest]);
}
