import { integer, text } from "drizzle-orm/sqlite-core";

/** Timestamps are epoch milliseconds: comparable, timezone-free, cheap to index. */
export const createdAt = () => integer("created_at").notNull();
export const id = () => text("id").primaryKey();

/**
 * A question's own content, the same in the review pool and in the live bank (a
 * selection copies one into the other).
 */
export const questionContent = () => ({
  text: text("text").notNull(),
  imageUrl: text("image_url"),
  optionA: text("option_a").notNull(),
  optionB: text("option_b").notNull(),
  optionC: text("option_c").notNull(),
  optionD: text("option_d").notNull(),
  answer: text("answer").notNull(),
  difficulty: text("difficulty").notNull(),
  seconds: integer("seconds").notNull(),
});

/**
 * Who is paid: a player or a contributor (`payee_kind`). The id column keeps its first
 * name, `player_id`, so an older Worker still reads it after a rollback (DEPLOY.md).
 */
export const payee = () => ({
  payeeId: text("player_id").notNull(),
  /** player | contributor */
  payeeKind: text("payee_kind").notNull().default("player"),
});

/** Where a payout goes: a UPI id, or a bank account (`method` says which). */
export const payoutDestination = () => ({
  /** upi | bank */
  method: text("method").notNull(),
  upiId: text("upi_id"),
  accountHolder: text("account_holder"),
  bankName: text("bank_name"),
  ifsc: text("ifsc"),
  accountNumber: text("account_number"),
});

/** An account that signs in with email and password (main admins and user-admins). */
export const passwordAccount = () => ({
  email: text("email").notNull(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  disabled: integer("disabled", { mode: "boolean" }).notNull().default(false),
});

/** A catalogue entry players buy while it is active and in stock. */
export const catalogueEntry = () => ({
  name: text("name").notNull(),
  stock: integer("stock").notNull(),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

/** A secret issued by an admin that works until it expires (stored only as its hash). */
export const issuedSecret = () => ({
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
  expiresAt: integer("expires_at").notNull(),
});
