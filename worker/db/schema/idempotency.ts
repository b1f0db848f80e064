import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

/**
 * A write sent with an `Idempotency-Key` (http/idempotency.ts): the key's record, per
 * caller (the SHA-256 of the Authorization header, or "visitor"), method and path. `status`
 * is null while the write runs; once it is done the row keeps its reply for a replay.
 * `claimed_at` is when the running request took the key (a takeover moves it).
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    caller: text("caller").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the query and the body: the same key must carry the same request. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: createdAt(),
    claimedAt: integer("claimed_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.method, t.path, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
