import { PAID_PAYOUT_KEPT_HOURS } from "../contract/offers";
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_KEPT_MS } from "./data/idempotency";
import { purgePaidPayouts } from "./data/money/payouts";
import { foldQuestionCounts } from "./data/questions/question-counts";
import { saveLastCronRun } from "./data/settings";
import { listShows } from "./data/shows/shows";
import { type Database, openDatabase } from "./db/client";
import { retryPendingRefunds } from "./payments/deposit-refunds";
import { paymentProvider } from "./payments/select-provider";

const PAID_PAYOUT_KEPT_MS = PAID_PAYOUT_KEPT_HOURS * 60 * 60 * 1000;

/**
 * Refunds the provider has not yet taken on are asked for again (decision 023). A
 * deployment whose provider is not set up has none to send.
 */
async function retryRefunds(env: Env, db: Database): Promise<number> {
  let provider: ReturnType<typeof paymentProvider>;
  try {
    provider = paymentProvider(env, "");
  } catch {
    return 0;
  }
  const { sent, stillPending } = await retryPendingRefunds(db, provider);
  if (stillPending.length > 0) {
    console.warn(JSON.stringify({ level: "warn", event: "refunds_pending", ids: stillPending }));
  }
  return sent;
}

/**
 * Each show still scheduled in D1 is handed to its object, which reads it if it never
 * heard of it and takes any overdue step: a show nobody joined still ends, and its pool
 * is released. One object failing does not stop the others.
 */
async function wakeShows(env: Env, db: Database, now: number): Promise<number> {
  const scheduled = (await listShows(db, now)).filter((show) => show.status === "scheduled");
  const woken = await Promise.allSettled(
    scheduled.map((show) => env.SHOW_ROOM.getByName(show.id).wake(show.id, now)),
  );
  return woken.filter((outcome) => outcome.status === "fulfilled").length;
}

/**
 * The Cron Trigger's work: paid payout records older than a day are deleted (SPEC.md's
 * "paid after one day"; the policies say so from the same figure), closed attempts are
 * folded into their questions' play counts (decision 016), refunds still pending are
 * retried, live shows are woken, idempotency keys older than a day are deleted (their
 * replies are no longer replayed), and the run time is kept so /admin/check can show it.
 */
export async function runScheduledMaintenance(
  env: Env,
  now: number,
): Promise<{
  purged: number;
  folded: number;
  refunded: number;
  showsWoken: number;
  keysExpired: number;
}> {
  const db = openDatabase(env.DB);
  const purged = await purgePaidPayouts(db, now - PAID_PAYOUT_KEPT_MS);
  const folded = await foldQuestionCounts(db, now);
  const refunded = await retryRefunds(env, db);
  const showsWoken = await wakeShows(env, db, now);
  const keysExpired = await deleteExpiredIdempotencyKeys(db, now - IDEMPOTENCY_KEY_KEPT_MS);
  await saveLastCronRun(db, { at: now, purged, folded, refunded });
  return { purged, folded, refunded, showsWoken, keysExpired };
}
