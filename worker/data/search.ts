import { type Column, sql } from "drizzle-orm";

/**
 * Whether the column contains `search`, as typed: `%` and `_` match themselves. SQLite's
 * `like` ignores ASCII case.
 */
export function containsText(column: Column, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`${column} like ${pattern} escape '\\'`;
}
