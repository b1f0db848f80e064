import { and, eq, gt, isNull, ne, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { sessions } from "../db/schema/identity";
import { newId, randomToken } from "../ids";
import { recentPlayerSessions } from "./recent-sessions";
import type { AuthenticatedSession, SessionRole } from "./session-types";
import { sha256Hex } from "./tokens";

const HOUR = 60 * 60 * 1000;

/** Admin sessions are short because an admin token moves money. */
const SESSION_LIFETIME_MS: Record<SessionRole, number> = {
  player: 30 * 24 * HOUR,
  admin: 12 * HOUR,
  contributor: 7 * 24 * HOUR,
};

export type StartedSession = { id: string; token: string; expiresAt: number };

export async function startSession(
  db: Database,
  role: SessionRole,
  subjectId: string,
  now: number,
): Promise<StartedSession> {
  const token = randomToken();
  const started = { id: newId(), token, expiresAt: now + SESSION_LIFETIME_MS[role] };
  await db.insert(sessions).values({
    id: started.id,
    role,
    subjectId,
    tokenHash: await sha256Hex(token),
    createdAt: now,
    expiresAt: started.expiresAt,
  });
  return started;
}

/** A live session of exactly this role, or null: a player token opens no admin door. */
export async function resolveSession(
  db: Database,
  role: SessionRole,
  token: string,
  now: number,
): Promise<AuthenticatedSession | null> {
  // D1 holds only the token's hash; hashing waits for a read, so a remembered player
  // session (most play calls) costs no digest.
  const read = async () => readLiveSession(db, role, await sha256Hex(token), now);
  if (role !== "player") return (await read())?.session ?? null;
  return recentPlayerSessions.recallOrRead(token, now, read);
}

/** The session behind a token's hash, read from D1, with when it expires. */
export async function readLiveSession(
  db: Database,
  role: SessionRole,
  tokenHash: string,
  now: number,
): Promise<{ session: AuthenticatedSession; expiresAt: number } | null> {
  const [row] = await db
    .select({ id: sessions.id, subjectId: sessions.subjectId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.role, role),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { session: { id: row.id, role, subjectId: row.subjectId }, expiresAt: row.expiresAt };
}

/**
 * When a session began, which is when its holder last signed in: every session is
 * started by a sign-in and never renewed. Null for an unknown session.
 */
export async function readSignedInAt(db: Database, sessionId: string): Promise<number | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function revokeSession(db: Database, sessionId: string, now: number): Promise<void> {
  recentPlayerSessions.forget((session) => session.id === sessionId);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * The statement that ends an account's sessions, for a batch that commits it with the
 * change that calls for it (a new password, a block). `keep` spares one session (the
 * caller's own, when they change their password); `when` makes it conditional inside the
 * statement. This isolate forgets the player's remembered sessions at once; other
 * isolates within ten seconds (decision 008).
 */
export function revokeSessionsStatement(
  db: Database,
  account: { role: SessionRole; subjectId: string },
  now: number,
  options: { keep?: string; when?: SQL } = {},
) {
  const { role, subjectId } = account;
  recentPlayerSessions.forget(
    (session) =>
      session.role === role && session.subjectId === subjectId && session.id !== options.keep,
  );
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.role, role),
        eq(sessions.subjectId, subjectId),
        isNull(sessions.revokedAt),
        options.keep === undefined ? undefined : ne(sessions.id, options.keep),
        options.when,
      ),
    );
}

/** Ends every session of one account, e.g. when it is blocked or deactivated. */
export async function revokeAllSessions(
  db: Database,
  role: SessionRole,
  subjectId: string,
  now: number,
): Promise<void> {
  await revokeSessionsStatement(db, { role, subjectId }, now);
}
