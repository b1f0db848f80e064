import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { createdAt, id, issuedSecret, passwordAccount } from "./columns";

/**
 * Players sign in with Google only; `googleSubject` is null once an account is
 * deactivated. `personKey` is a one-way hash of the provider's subject that survives
 * deactivation, so once-per-person bonuses stay once per person (identity/person-key.ts).
 */
export const players = sqliteTable(
  "players",
  {
    id: id(),
    googleSubject: text("google_subject"),
    personKey: text("person_key").notNull().default(""),
    email: text("email"),
    name: text("name").notNull().default(""),
    username: text("username").notNull().default(""),
    picture: text("picture"),
    languageId: text("language_id"),
    /**
     * The language the app's own words are in (contract/ui-language.ts), apart from the
     * questions' `languageId`; null until the player chooses, when the device's choice holds.
     */
    uiLanguage: text("ui_language"),
    referralCode: text("referral_code").notNull(),
    /** The public tag of the player's Refer-and-Earn link (`ssid`): it opens nothing. */
    referralTag: text("referral_tag").notNull().default(""),
    /** active | blocked | deactivated */
    status: text("status").notNull().default("active"),
    preferences: text("preferences").notNull().default("{}"),
    createdAt: createdAt(),
    deactivatedAt: integer("deactivated_at"),
    /**
     * Where the player said they live (a region code of contract/regions.ts) and when
     * they confirmed that and being 18 or older, before paid play (decision 021).
     */
    eligibleRegion: text("eligible_region"),
    eligibilityConfirmedAt: integer("eligibility_confirmed_at"),
  },
  (t) => [
    uniqueIndex("players_google_subject_unique")
      .on(t.googleSubject)
      .where(sql`${t.googleSubject} is not null`),
    uniqueIndex("players_referral_code_unique").on(t.referralCode),
    uniqueIndex("players_referral_tag_unique").on(t.referralTag).where(sql`${t.referralTag} <> ''`),
    index("players_person_idx").on(t.personKey),
    index("players_email_idx").on(t.email),
    index("players_name_idx").on(t.name),
    // The admin charts count new players per day and month.
    index("players_created_idx").on(t.createdAt),
  ],
);

/**
 * The devices a player signed in on, as the SHA-256 of the device credential the browser
 * holds (never the credential itself). The server judges "the referrer's own phone" and
 * "the device that played this trial" from these, not from values a client sends.
 */
export const playerDevices = sqliteTable(
  "player_devices",
  {
    playerId: text("player_id").notNull(),
    deviceHash: text("device_hash").notNull(),
    firstSeenAt: integer("first_seen_at").notNull(),
    lastSeenAt: integer("last_seen_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.deviceHash] }),
    index("player_devices_device_idx").on(t.deviceHash),
  ],
);

/**
 * Where each player sign-in came from, as Cloudflare's edge reports it for the request
 * (`request.cf`): never from the client. Null when the edge could not tell (and locally).
 */
export const playerSignIns = sqliteTable(
  "player_sign_ins",
  {
    id: id(),
    playerId: text("player_id").notNull(),
    city: text("city"),
    country: text("country"),
    signedInAt: integer("signed_in_at").notNull(),
  },
  (t) => [index("player_sign_ins_player_idx").on(t.playerId, t.signedInAt)],
);

/** Main admins: email and password, first one by bootstrap, then by invite. */
export const admins = sqliteTable(
  "admins",
  {
    id: id(),
    ...passwordAccount(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admins_email_unique").on(t.email)],
);

/** Single-use invite codes, stored hashed like every other secret. */
export const adminInvites = sqliteTable(
  "admin_invites",
  {
    id: id(),
    codeHash: text("code_hash").notNull(),
    ...issuedSecret(),
    usedBy: text("used_by"),
    usedAt: integer("used_at"),
  },
  (t) => [uniqueIndex("admin_invites_code_hash_unique").on(t.codeHash)],
);

/**
 * One-time password reset links a main admin issues for a user-admin (`contributor`) or
 * another main admin (`admin`). Stored hashed like invites; a link works once, within
 * its expiry, and using it ends that account's sessions.
 */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    /** admin | contributor */
    role: text("role").notNull(),
    subjectId: text("subject_id").notNull(),
    ...issuedSecret(),
    usedAt: integer("used_at"),
  },
  (t) => [uniqueIndex("password_resets_token_hash_unique").on(t.tokenHash)],
);

/** User-admins (question contributors), created by a main admin. */
export const contributors = sqliteTable(
  "contributors",
  {
    id: id(),
    ...passwordAccount(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("contributors_email_unique").on(t.email)],
);

/**
 * Every signed-in session of every role. The bearer token is only ever stored as its
 * SHA-256; `id` is the public session id (the user-admin's `ssid_admin`).
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    /** player | admin | contributor */
    role: text("role").notNull(),
    subjectId: text("subject_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_unique").on(t.tokenHash),
    index("sessions_subject_idx").on(t.role, t.subjectId),
  ],
);

/** Key-value settings (run rules, prices, switches) so rules are data, not literals. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: integer("updated_at").notNull(),
});
