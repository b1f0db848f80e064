import { integer, text } from "drizzle-orm/sqlite-core";

/** Timestamps are epoch milliseconds: comparable, timezone-free, cheap to index. */
export const createdAt = () => integer("created_at").notNull();
export const id = () => text("id").primaryKey();
