import { drizzle } from "drizzle-orm/sqlite-proxy";

/**
 * Renders drizzle queries as plain SQL text for `wrangler d1 execute --file`, so scripts
 * that seed or bootstrap a database use the same schema definitions as the Worker.
 */
const renderer = drizzle(async () => ({ rows: [] }));

export const sqlBuilder = renderer;

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${String(value).replaceAll("'", "''")}'`;
}

export function toSqlStatement(query: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql, params } = query.toSQL();
  let index = 0;
  return `${sql.replace(/\?/g, () => literal(params[index++]))};`;
}
