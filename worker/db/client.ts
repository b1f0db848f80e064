import type { BatchItem } from "drizzle-orm/batch";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import { chaosD1 } from "./d1-faults";

/** A drizzle handle that also names its D1 binding, for prebuilt statements (`prebuilt.ts`). */
export type Database = DrizzleD1Database & { $client: D1Database };
export type Statement = BatchItem<"sqlite">;

/**
 * One drizzle handle per D1 binding: every request and object asks for one, and building
 * it (dialect, session, schema maps) costs more than the handle's whole use on most calls.
 */
const handles = new WeakMap<D1Database, Database>();
export function openDatabase(binding: D1Database): Database {
  const d1 = chaosD1(binding);
  let db = handles.get(d1);
  if (!db) {
    db = drizzle(d1);
    handles.set(d1, db);
  }
  return db;
}

/** Commits the statements as one D1 batch: one transaction, all or nothing. */
export function commit(db: Database, statements: Statement[]) {
  const [first, ...rest] = statements;
  if (!first) throw new Error("commit needs at least one statement");
  return db.batch([first, ...rest]);
}
