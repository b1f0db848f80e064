import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartItems, claimDeliveries, claimRequests, coupons } from "../../db/schema/catalogue";
import { reviewLikes, reviews } from "../../db/schema/community";
import { playerSignIns, players, sessions } from "../../db/schema/identity";
import {
  ledgerEntries,
  payments,
  payoutDetails,
  payoutRequests,
  referrals,
} from "../../db/schema/money";
import { attempts, runs, tickets } from "../../db/schema/play";
import { type LedgerAccount, ledgerReference } from "../../domain/ledger";
import { revokeAllSessions } from "../../identity/sessions";
import { balanceSql, balancesOf, guardedDebit } from "../money/ledger";
import { anonymisePlayerStatements } from "./players";

/** Why the person key is in the export and what deactivation leaves of it. */
const PERSON_KEY_NOTE =
  "A one-way key of your Google account that says only that an account of yours existed. " +
  "It stays after you deactivate, so once-per-person offers (the first-deposit bonus, " +
  "being referred, the daily free try, the like try) are not given twice.";

/**
 * Everything the app holds about one player, for `/data`'s download. Secrets are left
 * out (session token hashes); everything else is the player's own.
 */
export async function exportPlayerData(db: Database, playerId: string) {
  const [profile] = await db.select().from(players).where(eq(players.id, playerId));
  // A contributor's payouts share these tables: the player's are those paid to a player.
  const paidToPlayer = (table: typeof payoutRequests | typeof payoutDetails) =>
    and(eq(table.payeeKind, "player"), eq(table.payeeId, playerId));
  const [
    sessionRows,
    ledger,
    runRows,
    attemptRows,
    ticketRows,
    reviewRows,
    likeRows,
    couponRows,
    cartRows,
    claimRows,
    deliveryRows,
    payoutRows,
    details,
    paymentRows,
    referralRows,
    signInRows,
  ] = await Promise.all([
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(and(eq(sessions.role, "player"), eq(sessions.subjectId, playerId))),
    db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.holderKind, "player"), eq(ledgerEntries.holderId, playerId))),
    db.select().from(runs).where(eq(runs.playerId, playerId)),
    db.select().from(attempts).where(eq(attempts.playerId, playerId)),
    db.select().from(tickets).where(eq(tickets.playerId, playerId)),
    db.select().from(reviews).where(eq(reviews.playerId, playerId)),
    db.select().from(reviewLikes).where(eq(reviewLikes.playerId, playerId)),
    db.select().from(coupons).where(eq(coupons.playerId, playerId)),
    db.select().from(cartItems).where(eq(cartItems.playerId, playerId)),
    db.select().from(claimRequests).where(eq(claimRequests.playerId, playerId)),
    db
      .select({ delivery: claimDeliveries })
      .from(claimDeliveries)
      .innerJoin(claimRequests, eq(claimRequests.id, claimDeliveries.claimRequestId))
      .where(eq(claimRequests.playerId, playerId)),
    db.select().from(payoutRequests).where(paidToPlayer(payoutRequests)),
    db.select().from(payoutDetails).where(paidToPlayer(payoutDetails)),
    db.select().from(payments).where(eq(payments.playerId, playerId)),
    db.select().from(referrals).where(eq(referrals.referredId, playerId)),
    db
      .select({
        signedInAt: playerSignIns.signedInAt,
        city: playerSignIns.city,
        country: playerSignIns.country,
      })
      .from(playerSignIns)
      .where(eq(playerSignIns.playerId, playerId)),
  ]);
  const {
    googleSubject: _,
    personKey,
    ...profileFields
  } = profile ?? ({} as typeof players.$inferSelect);
  return {
    exportedAt: new Date().toISOString(),
    profile: profileFields,
    person: { key: personKey, kept: PERSON_KEY_NOTE },
    sessions: sessionRows,
    signIns: signInRows,
    ledger,
    runs: runRows,
    attempts: attemptRows,
    tickets: ticketRows,
    reviews: reviewRows,
    likes: likeRows,
    coupons: couponRows,
    cart: cartRows,
    claimRequests: claimRows,
    deliveries: deliveryRows.map(({ delivery }) => delivery),
    payouts: payoutRows,
    payoutDetails: details,
    payments: paymentRows,
    referredBy: referralRows,
  };
}

/**
 * What deactivation gives up, written to the ledger so no balance vanishes unrecorded
 *. Winnings are not among them: they wait in payout requests, which are
 * still paid to the details copied into them.
 */
const FORFEITED_ACCOUNTS: readonly LedgerAccount[] = ["cash", "bonus", "coins", "stars", "tries"];

/**
 * Ends every session, erases personal fields, saved bank details, where the player signed
 * in from and the addresses of prizes no longer on their way (a pending, approved or
 * shipped prize still goes where it was asked to), keeps the money trail, and records
 * each remaining balance as forfeited.
 * The route refuses first while cash or winnings remain, unless the player confirmed
 * giving them up, or while a deposit is open. Every statement holds only while the
 * balances are still those read here, so money arriving meanwhile (a deposit settling a
 * moment before) is never left behind in the dead account: then nothing is written and
 * the answer is false, for the player to look and try again (decision 023).
 */
export async function deactivatePlayer(
  db: Database,
  playerId: string,
  now: number,
): Promise<boolean> {
  const holder = { kind: "player" as const, id: playerId };
  const balances = await balancesOf(db, holder);
  const asRead = and(
    ...(Object.keys(balances) as LedgerAccount[]).map(
      (account) => sql`${balanceSql(holder, account)} = ${balances[account]}`,
    ),
  ) as SQL;
  const deactivatedNow = sql`exists (select 1 from ${players} where ${players.id} = ${playerId}
    and ${players.status} = 'deactivated' and ${players.deactivatedAt} = ${now})`;
  const forfeits = FORFEITED_ACCOUNTS.filter((account) => balances[account] > 0).map((account) =>
    guardedDebit(
      db,
      {
        holder,
        account,
        amount: -balances[account],
        reference: ledgerReference.deactivationForfeit(playerId, account),
        memo: "Forfeited on deactivation",
      },
      now,
      deactivatedNow,
    ),
  );
  const [anonymised] = await db.batch([
    // Before the forfeits, which change the balances `asRead` compares.
    anonymisePlayerStatements(db, playerId, now, asRead),
    db
      .delete(payoutDetails)
      .where(
        and(eq(payoutDetails.payeeKind, "player"), eq(payoutDetails.payeeId, playerId), asRead),
      ),
    db.delete(reviews).where(and(eq(reviews.playerId, playerId), asRead)),
    db.delete(playerSignIns).where(and(eq(playerSignIns.playerId, playerId), asRead)),
    db.delete(claimDeliveries).where(
      and(
        inArray(
          claimDeliveries.claimRequestId,
          db
            .select({ id: claimRequests.id })
            .from(claimRequests)
            .where(
              and(
                eq(claimRequests.playerId, playerId),
                inArray(claimRequests.status, ["fulfilled", "rejected"]),
              ),
            ),
        ),
        asRead,
      ),
    ),
    ...forfeits,
  ]);
  if (anonymised.meta.changes !== 1) return false;
  await revokeAllSessions(db, "player", playerId, now);
  return true;
}
