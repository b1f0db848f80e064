import type { AuthenticatedSession } from "./session-types";

/**
 * Sessions checked against D1 a short while ago, by a key that names the token (the
 * token itself in a Worker's memory, its hash where only the hash travels), so a hot path
 * does not read D1 on every call. Revoking must forget the session wherever it is remembered;
 * what a memory cannot hear of (a revocation in another isolate) it honours for at most
 * `rememberMs`. A read that a forget overtook is not remembered: it may have seen the
 * session before the revocation's write.
 */
export class SessionMemory {
  private readonly remembered = new Map<string, { session: AuthenticatedSession; until: number }>();
  /** Counts forgets, so a read that one overtook can tell. */
  private forgets = 0;

  /** `most` bounds memory if a flood of distinct tokens arrives. */
  constructor(
    private readonly rememberMs: number,
    private readonly most: number,
  ) {}

  /** The session behind a token's key: remembered, else `read` (D1) and then remembered. */
  async recallOrRead(
    tokenKey: string,
    now: number,
    read: () => Promise<{ session: AuthenticatedSession; expiresAt: number } | null>,
  ): Promise<AuthenticatedSession | null> {
    const entry = this.remembered.get(tokenKey);
    if (entry && entry.until > now) return entry.session;
    if (entry) this.remembered.delete(tokenKey);
    const forgetsBefore = this.forgets;
    const live = await read();
    if (!live) return null;
    if (forgetsBefore === this.forgets) {
      if (this.remembered.size >= this.most) this.remembered.clear();
      this.remembered.set(tokenKey, {
        session: live.session,
        until: Math.min(now + this.rememberMs, live.expiresAt),
      });
    }
    return live.session;
  }

  /** Forgets the sessions that match, e.g. one session at logout or all of a blocked account. */
  forget(matches: (session: AuthenticatedSession) => boolean): void {
    this.forgets++;
    for (const [tokenKey, { session }] of this.remembered) {
      if (matches(session)) this.remembered.delete(tokenKey);
    }
  }
}
