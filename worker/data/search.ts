import { type Column, sql } from "drizzle-orm";

/**
 * Whether the column contains `search`, as typed, ignoring ASCII case (as SQLite's
 * `lower` and `like` do). `instr` rather than `like`: D1 refuses a LIKE pattern over 50
 * bytes with an error, and the admin searches allow 100 characters (found by
 * worker/test/security/fuzz-admin-routes.test.ts); `instr` also needs no escaping.
 */
export function containsText(column: Column, search: string) {
  return sql`instr(lower(${column}), lower(${search})) > 0`;
}
