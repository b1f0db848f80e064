import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { catalogueEntry, createdAt, id } from "./columns";

/** Coupons that coins buy (`/cupon`, `/admin/cupon`). */
export const couponCatalogue = sqliteTable("coupon_catalogue", {
  id: id(),
  ...catalogueEntry(),
  coinPrice: integer("coin_price").notNull(),
  valuePaise: integer("value_paise").notNull(),
  createdAt: createdAt(),
});

/** Coupons a player holds: won in a run (every Nth correct) or bought with coins. */
export const coupons = sqliteTable(
  "coupons",
  {
    id: id(),
    playerId: text("player_id").notNull(),
    catalogueId: text("catalogue_id"),
    /** run | bought */
    source: text("source").notNull(),
    sourceId: text("source_id").notNull(),
    valuePaise: integer("value_paise").notNull(),
    /** unclaimed | claimed */
    status: text("status").notNull().default("unclaimed"),
    createdAt: createdAt(),
    claimedAt: integer("claimed_at"),
  },
  (t) => [index("coupons_player_idx").on(t.playerId, t.status)],
);

/** Prizes that stars buy (`/cart`, `/admin/prize`). */
export const prizes = sqliteTable("prizes", {
  id: id(),
  ...catalogueEntry(),
  starPrice: integer("star_price").notNull(),
  /**
   * What one costs us, in paise: the economy counts a star at the best cost per star on
   * sale (decision 022). Null for prizes made before it was asked; they count as nothing.
   */
  costPaise: integer("cost_paise"),
  imageUrl: text("image_url"),
  /** The sizes a player picks from at checkout, as a JSON list; `[]`: one size. */
  sizes: text("sizes", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  createdAt: createdAt(),
});

export const cartItems = sqliteTable(
  "cart_items",
  {
    id: id(),
    playerId: text("player_id").notNull(),
    prizeId: text("prize_id").notNull(),
    /** in_cart | requested | fulfilled | rejected (a shipped prize's is its request's) */
    status: text("status").notNull().default("in_cart"),
    createdAt: createdAt(),
  },
  (t) => [index("cart_items_player_idx").on(t.playerId, t.status)],
);

/** Coupon claims and cart checkouts awaiting an admin (`/admin/request`). */
export const claimRequests = sqliteTable(
  "claim_requests",
  {
    id: id(),
    playerId: text("player_id").notNull(),
    /** coupon | cart */
    kind: text("kind").notNull(),
    subjectId: text("subject_id").notNull(),
    /** pending | approved | shipped | fulfilled | rejected */
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    createdAt: createdAt(),
    decidedAt: integer("decided_at"),
  },
  (t) => [
    index("claim_requests_status_idx").on(t.status, t.createdAt),
    index("claim_requests_player_idx").on(t.playerId),
  ],
);

/**
 * Where a prize request's prize goes (one row per cart request, written with it at
 * checkout), the size picked, and the courier's reference once an admin ships it.
 */
export const claimDeliveries = sqliteTable("claim_deliveries", {
  claimRequestId: text("claim_request_id").primaryKey(),
  name: text("name").notNull(),
  /** The 10 digits of an Indian mobile number. */
  phone: text("phone").notNull(),
  addressLine1: text("address_line1").notNull(),
  addressLine2: text("address_line2").notNull().default(""),
  city: text("city").notNull(),
  state: text("state").notNull(),
  pinCode: text("pin_code").notNull(),
  size: text("size"),
  trackingReference: text("tracking_reference"),
  shippedAt: integer("shipped_at"),
});
