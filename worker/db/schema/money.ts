import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, payee, payoutDestination } from "./columns";

/**
 * The append-only ledger: every balance of every holder is the sum of its entries.
 * `reference` is the idempotency key (e.g. `answer:{attemptId}`): unique, so a retried
 * or concurrent request can never credit twice. Money is integer paise; coins, stars
 * and tries are counts.
 */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: id(),
    /** player | contributor */
    holderKind: text("holder_kind").notNull(),
    holderId: text("holder_id").notNull(),
    /** cash | bonus | winnings | coins | stars | tries | earnings */
    account: text("account").notNull(),
    amount: integer("amount").notNull(),
    reference: text("reference").notNull(),
    memo: text("memo").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_entries_reference_unique").on(t.reference),
    index("ledger_entries_holder_idx").on(t.holderKind, t.holderId, t.account),
    index("ledger_entries_created_idx").on(t.createdAt),
  ],
);

/** The admin's reward pool: a win takes one untaken row atomically. */
export const rewardPool = sqliteTable(
  "reward_pool",
  {
    id: id(),
    amountPaise: integer("amount_paise").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    takenAt: integer("taken_at"),
    takenByDevice: text("taken_by_device"),
  },
  (t) => [index("reward_pool_untaken_idx").on(t.takenAt)],
);

/** A visitor's one trial question, keyed by device id. */
export const trialAttempts = sqliteTable(
  "trial_attempts",
  {
    deviceId: text("device_id").primaryKey(),
    ip: text("ip").notNull(),
    questionId: text("question_id").notNull(),
    issuedAt: integer("issued_at").notNull(),
    deadlineAt: integer("deadline_at"),
    answeredAt: integer("answered_at"),
    /** pending | correct | wrong | timeout */
    outcome: text("outcome").notNull().default("pending"),
    rewardId: text("reward_id"),
    claimedByPlayerId: text("claimed_by_player_id"),
    claimedAt: integer("claimed_at"),
    /**
     * The address bucket the answer came from (http/client-address.ts), which prizes per
     * address per hour are counted by; null before it was kept.
     */
    answeredFrom: text("answered_from"),
  },
  (t) => [
    index("trial_attempts_ip_idx").on(t.ip, t.issuedAt),
    uniqueIndex("trial_attempts_reward_unique").on(t.rewardId),
    index("trial_attempts_answered_from_idx").on(t.answeredFrom, t.answeredAt),
  ],
);

/**
 * One row per trial prize claimed. A trial prize is claimable once per person, ever
 * (DESIGN.md section 4): by account, by person key (it outlives deactivation) and by
 * payout destination (data/money/payout-destination.ts). Each is unique here, so of two
 * claims racing for one of them only one row goes in. The person key and destination are
 * null only on rows carried over from before they were kept.
 */
export const trialPrizeClaims = sqliteTable(
  "trial_prize_claims",
  {
    deviceId: text("device_id").primaryKey(),
    playerId: text("player_id").notNull(),
    personKey: text("person_key"),
    destination: text("destination"),
    claimedAt: integer("claimed_at").notNull(),
  },
  (t) => [
    uniqueIndex("trial_prize_claims_player_unique").on(t.playerId),
    uniqueIndex("trial_prize_claims_person_unique").on(t.personKey),
    uniqueIndex("trial_prize_claims_destination_unique").on(t.destination),
  ],
);

/** Where a payee wants payouts to go: UPI id or bank account, one row per payee. */
export const payoutDetails = sqliteTable("payout_details", {
  ...payee(),
  // One row per payee: the id is the key.
  payeeId: text("player_id").primaryKey(),
  ...payoutDestination(),
  updatedAt: integer("updated_at").notNull(),
  /**
   * When the destination last became what it is (first saved, or changed): a payout
   * requested within a day of it waits (decision 023). Null for details saved before
   * this was kept, which are old enough.
   */
  changedAt: integer("changed_at"),
});

/**
 * One payout in the queue, with the payee's details copied at request time. `source` is
 * its kind: `trial` (a won trial reward; `source_id` the reward), `withdrawal` (a player's
 * unspent cash) or `contributor` (a contributor's earnings); for the last two `source_id`
 * is the request's own id. The money waits in the payee's `winnings` until an admin pays
 * or rejects it (decision 010).
 */
export const payoutRequests = sqliteTable(
  "payout_requests",
  {
    id: id(),
    ...payee(),
    /** trial | withdrawal | contributor */
    source: text("source").notNull(),
    sourceId: text("source_id").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    ...payoutDestination(),
    /** requested | paid | rejected | cancelled (by its payee) */
    status: text("status").notNull().default("requested"),
    /**
     * Set when the payee's details changed less than a day before the request: no admin
     * may pay it before this moment (decision 023). Null: payable at once.
     */
    heldUntil: integer("held_until"),
    cancelledAt: integer("cancelled_at"),
    paidAt: integer("paid_at"),
    /** The bank's reference (UTR) the admin gave when paying. */
    paidReference: text("paid_reference"),
    rejectedAt: integer("rejected_at"),
    /** Why an admin rejected it, shown to the payee. */
    rejectionReason: text("rejection_reason"),
    /** The main admin who paid or rejected it. */
    decidedBy: text("decided_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payout_requests_source_unique").on(t.source, t.sourceId),
    index("payout_requests_player_idx").on(t.payeeId, t.status),
    index("payout_requests_status_idx").on(t.status, t.paidAt),
  ],
);

/** Deposits through a payment provider; idempotent on the provider's payment id. */
export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    playerId: text("player_id").notNull(),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    providerPaymentId: text("provider_payment_id"),
    /** Where the player pays (null for payments made before it was kept). */
    checkoutUrl: text("checkout_url"),
    amountPaise: integer("amount_paise").notNull(),
    /**
     * created | settled | failed | refunded (it settled for a deactivated account, and
     * the money went back through the provider: `deposit_refunds`)
     */
    status: text("status").notNull().default("created"),
    createdAt: createdAt(),
    settledAt: integer("settled_at"),
    /**
     * The offer the deposit was made under, by the rule that showed it (decision 021): the
     * first-deposit bonus it earns if it is the person's first and at least the minimum
     * (0: none offered), and the referral reward figure. The defaults are the fixed offer
     * before these were settings.
     */
    bonusMinPaise: integer("bonus_min_paise").notNull().default(2000),
    bonusPaise: integer("bonus_paise").notNull().default(1000),
    referralRewardPaise: integer("referral_reward_paise").notNull().default(5000),
  },
  (t) => [
    uniqueIndex("payments_provider_order_unique").on(t.provider, t.providerOrderId),
    uniqueIndex("payments_provider_payment_unique").on(t.provider, t.providerPaymentId),
    index("payments_player_idx").on(t.playerId, t.status),
  ],
);

/**
 * A deposit that settled for an account deactivated meanwhile, sent back through the
 * provider (decision 023): one per payment. `pending` until the provider accepts the
 * refund, then `refunded` with the provider's id for it; the ledger holds the deposit in
 * and the refund out of the dead account's cash either way.
 */
export const depositRefunds = sqliteTable(
  "deposit_refunds",
  {
    id: id(),
    paymentId: text("payment_id").notNull(),
    playerId: text("player_id").notNull(),
    provider: text("provider").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    /** pending | refunded */
    status: text("status").notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    createdAt: createdAt(),
    refundedAt: integer("refunded_at"),
  },
  (t) => [
    uniqueIndex("deposit_refunds_payment_unique").on(t.paymentId),
    index("deposit_refunds_status_idx").on(t.status, t.refundedAt),
  ],
);

/**
 * The sandbox provider's own book of refunds, standing in for a gateway's dashboard: the
 * refund's idempotency key is the key, so a repeated request refunds once. Only the
 * sandbox (local development and tests) writes it.
 */
export const sandboxRefunds = sqliteTable("sandbox_refunds", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  providerRefundId: text("provider_refund_id").notNull(),
  providerPaymentId: text("provider_payment_id").notNull(),
  amountPaise: integer("amount_paise").notNull(),
  createdAt: createdAt(),
});

/**
 * Who referred whom; the referrer is rewarded once, on the friend's first settled deposit.
 * A person (not an account) can be referred once: `referredPersonKey` outlives deactivation.
 */
export const referrals = sqliteTable(
  "referrals",
  {
    id: id(),
    referrerId: text("referrer_id").notNull(),
    referredId: text("referred_id").notNull(),
    /**
     * No longer written: the server judges devices from what it recorded at sign-in.
     * Kept so the Worker before this change still runs after a rollback (DEPLOY.md).
     */
    referrerDeviceId: text("referrer_device_id"),
    referredDeviceId: text("referred_device_id"),
    referredPersonKey: text("referred_person_key").notNull().default(""),
    createdAt: createdAt(),
    rewardedAt: integer("rewarded_at"),
  },
  (t) => [
    uniqueIndex("referrals_referred_unique").on(t.referredId),
    // Partial, so rows an older Worker writes without a person key do not collide.
    uniqueIndex("referrals_referred_person_unique")
      .on(t.referredPersonKey)
      .where(sql`${t.referredPersonKey} <> ''`),
    index("referrals_referrer_idx").on(t.referrerId),
  ],
);
