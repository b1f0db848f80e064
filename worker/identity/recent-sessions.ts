import type { AuthenticatedSession } from "./session-types";

/**
 * Player sessions this isolate has checked in the last few seconds (decision 008). A
 * player calls the play loop twice a question, and a D1 read for each call was a fifth
 * of the answer path's cost. Only player sessions are remembered: admin and user-admin
 * tokens move money or content and are checked every time. Revoking forgets at once in
 * this isolate; another isolate may still honour a revoked player token for up to
 * REMEMBER_MS, which only lets it keep playing for those seconds.
 */
const REMEMBER_MS = 10_000;
/** Bounds memory if an isolate sees a flood of distinct tokens. */
const MOST_REMEMBERED = 20_000;

type Remembered = { session: AuthenticatedSession; until: number };
const remembered = new Map<string, Remembered>();

export function recallPlayerSession(tokenHash: string, now: number): AuthenticatedSession | null {
  const entry = remembered.get(tokenHash);
  if (!entry) return null;
  if (entry.until > now) return entry.session;
  remembered.delete(tokenHash);
  return null;
}

export function rememberPlayerSession(
  tokenHash: string,
  session: AuthenticatedSession,
  expiresAt: number,
  now: number,
): void {
  if (remembered.size >= MOST_REMEMBERED) remembered.clear();
  remembered.set(tokenHash, { session, until: Math.min(now + REMEMBER_MS, expiresAt) });
}

/** Forgets the sessions that match, e.g. one session at logout or all of a blocked player. */
export function forgetPlayerSessions(matches: (session: AuthenticatedSession) => boolean): void {
  for (const [tokenHash, { session }] of remembered) {
    if (matches(session)) remembered.delete(tokenHash);
  }
}
