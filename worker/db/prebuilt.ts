import { fillPlaceholders, type Placeholder, sql } from "drizzle-orm";
import type { Database } from "./client";

/** A drizzle query, of which only its SQL and parameters are needed. */
type BuildsSql = { toSQL(): { sql: string; params: unknown[] } };

/** A prebuilt statement's values, one named placeholder each. */
type Placeholders<Values> = { [Name in keyof Values & string]: Placeholder<Name> };

/** Every name of a statement's values, so the compiler checks that none is missing. */
type NamesOf<Values> = { [Name in keyof Values & string]-?: true };

/**
 * A hot-path statement whose SQL drizzle builds once per isolate, with named placeholders,
 * and which each call then only binds. Building a query (drizzle's checks over every chunk
 * of it) cost the answer more CPU than D1's own handling of its batch (the play bench's
 * profile, docs/PERFORMANCE.md), and the query is the same for every answer. It is still
 * written with the schema, by the same function that serves the other callers, so the two
 * cannot drift. A column default computed in JavaScript would be computed once, at the
 * build: give every such value.
 */
export function prebuilt<Values extends Record<string, unknown>>(
  names: NamesOf<Values>,
  build: (db: Database, values: Placeholders<Values>) => BuildsSql,
): (db: Database, values: Values) => D1PreparedStatement {
  let built: { sql: string; params: unknown[] } | undefined;
  return (db, values) => {
    built ??= build(db, placeholdersFor(names)).toSQL();
    return db.$client.prepare(built.sql).bind(...fillPlaceholders(built.params, values));
  };
}

function placeholdersFor<Values>(names: NamesOf<Values>): Placeholders<Values> {
  const entries = Object.keys(names).map((name) => [name, sql.placeholder(name)]);
  return Object.fromEntries(entries) as Placeholders<Values>;
}

/** Commits prebuilt statements as one D1 batch: one transaction, all or nothing. */
export function commitPrebuilt(db: Database, statements: D1PreparedStatement[]) {
  return db.$client.batch(statements);
}
