import type { AuthenticatedSession } from "./session-types";

/**
 * Sessions checked against D1 a short while ago, by token hash, so a hot path does not
 * read D1 on every call. Revoking must forget the session wherever it is remembered;
 * what a memory cannot hear of (a revocation in another isolate) it honours for at most
 * `rememberMs`.
 */
export class SessionMemory {
  private readonly remembered = new Map<string, { session: AuthenticatedSession; until: number }>();

  /** `most` bounds memory if a flood of distinct tokens arrives. */
  constructor(
    private readonly rememberMs: number,
    private readonly most: number,
  ) {}

  recall(tokenHash: string, now: number): AuthenticatedSession | null {
    const entry = this.remembered.get(tokenHash);
    if (!entry) return null;
    if (entry.until > now) return entry.session;
    this.remembered.delete(tokenHash);
    return null;
  }

  remember(tokenHash: string, session: AuthenticatedSession, expiresAt: number, now: number) {
    if (this.remembered.size >= this.most) this.remembered.clear();
    this.remembered.set(tokenHash, { session, until: Math.min(now + this.rememberMs, expiresAt) });
  }

  /** Forgets the sessions that match, e.g. one session at logout or all of a blocked account. */
  forget(matches: (session: AuthenticatedSession) => boolean): void {
    for (const [tokenHash, { session }] of this.remembered) {
      if (matches(session)) this.remembered.delete(tokenHash);
    }
  }
}
