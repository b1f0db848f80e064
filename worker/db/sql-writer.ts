import type { Placeholder } from "drizzle-orm";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";

/**
 * What building a statement needs of a drizzle handle: D1's in the Worker, the SQL
 * renderer in the seed scripts (scripts/lib/sql-file.ts). Code typed with it holds no
 * D1 type, so the scripts, checked without the Workers types, can build the same writes;
 * a statement keeps its handle's result type (`RunResult`: D1's `meta.changes` in the Worker).
 */
export type SqlWriter<RunResult = unknown> = BaseSQLiteDatabase<"async", RunResult>;

/** What a query written for values accepts in their place: the value or its placeholder (`prebuilt.ts`). */
export type Bindable<T> = { [K in keyof T]: T[K] | Placeholder };
