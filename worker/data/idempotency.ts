import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { idempotencyKeys } from "../db/schema/idempotency";

/** How long a key answers with its first reply (issue 35: kept 24 h). */
export const IDEMPOTENCY_KEY_KEPT_MS = 24 * 60 * 60 * 1000;
/**
 * A request that still holds its key after this long is taken to have died with its
 * runtime (a Worker's request cannot run for a minute of wall time waiting on D1), so a
 * retry takes the key over and runs.
 */
const IDEMPOTENCY_STALE_CLAIM_MS = 60 * 1000;

/** Which key of whom: the caller (a hash of its Authorization, or "visitor"), method and path. */
export type KeyScope = { caller: string; method: string; path: string; key: string };

export type StoredReply = { status: number; contentType: string | null; body: string };

/** What a request with a key may do: run (holding the key since `claimedAt`), or not. */
export type KeyClaim =
  | { outcome: "run"; claimedAt: number }
  | { outcome: "replay"; reply: StoredReply }
  | { outcome: "reused" }
  | { outcome: "inProgress" };

const rowOf = (scope: KeyScope) =>
  and(
    eq(idempotencyKeys.caller, scope.caller),
    eq(idempotencyKeys.method, scope.method),
    eq(idempotencyKeys.path, scope.path),
    eq(idempotencyKeys.key, scope.key),
  );

/**
 * Takes the key for a request whose query and body hash to `requestHash`. One statement
 * claims a key nobody holds, or one whose record has expired (started afresh), so of two
 * racing requests exactly one runs. Otherwise the record says what the request gets: the
 * stored reply, a refusal of a different request under the same key, or a wait while the
 * first still runs; a run held past the stale limit is taken over (again one statement,
 * so one of racing retries wins it).
 */
export async function claimIdempotencyKey(
  db: Database,
  scope: KeyScope,
  requestHash: string,
  now: number,
): Promise<KeyClaim> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash, createdAt: now, claimedAt: now })
    .onConflictDoUpdate({
      target: [
        idempotencyKeys.caller,
        idempotencyKeys.method,
        idempotencyKeys.path,
        idempotencyKeys.key,
      ],
      set: {
        requestHash,
        status: null,
        contentType: null,
        body: null,
        createdAt: now,
        claimedAt: now,
      },
      setWhere: lt(idempotencyKeys.createdAt, now - IDEMPOTENCY_KEY_KEPT_MS),
    })
    .run();
  if (claimed.meta.changes === 1) return { outcome: "run", claimedAt: now };

  const [record] = await db.select().from(idempotencyKeys).where(rowOf(scope));
  // Released by a failed run between the two statements: the key is free again.
  if (!record) return claimIdempotencyKey(db, scope, requestHash, now);
  if (record.requestHash !== requestHash) return { outcome: "reused" };
  if (record.status !== null) {
    return {
      outcome: "replay",
      reply: { status: record.status, contentType: record.contentType, body: record.body ?? "" },
    };
  }
  if (record.claimedAt > now - IDEMPOTENCY_STALE_CLAIM_MS) return { outcome: "inProgress" };
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ claimedAt: now })
    .where(
      and(
        rowOf(scope),
        isNull(idempotencyKeys.status),
        eq(idempotencyKeys.claimedAt, record.claimedAt),
      ),
    )
    .run();
  return takenOver.meta.changes === 1
    ? { outcome: "run", claimedAt: now }
    : { outcome: "inProgress" };
}

/** The request's own claim, not one a takeover has since replaced, with no reply yet. */
const stillHeldBy = (scope: KeyScope, claimedAt: number) =>
  and(rowOf(scope), isNull(idempotencyKeys.status), eq(idempotencyKeys.claimedAt, claimedAt));

/** Keeps the reply of a request that ran, for every replay within the kept time. */
export async function storeIdempotentReply(
  db: Database,
  scope: KeyScope,
  claimedAt: number,
  reply: StoredReply,
): Promise<void> {
  await db.update(idempotencyKeys).set(reply).where(stillHeldBy(scope, claimedAt)).run();
}

/** Frees the key of a request that failed on our side, so its retry runs again. */
export async function releaseIdempotencyKey(
  db: Database,
  scope: KeyScope,
  claimedAt: number,
): Promise<void> {
  await db.delete(idempotencyKeys).where(stillHeldBy(scope, claimedAt)).run();
}

/** The hourly sweep: records created before `olderThan` answer nothing any more. */
export async function deleteExpiredIdempotencyKeys(db: Database, olderThan: number) {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, olderThan))
    .run();
  return deleted.meta.changes;
}
