import { SessionMemory } from "./session-memory";

/**
 * Player sessions this isolate has checked in the last few seconds (decision 008). A
 * player calls the play loop twice a question, and a D1 read for each call was a fifth
 * of the answer path's cost. Only player sessions are remembered per isolate: admin and
 * user-admin tokens move money or content and are checked every time (the game switch's
 * admin check is remembered in the one GameRoom instead, where revoking reaches it:
 * decision 016). Revoking forgets at once in this isolate; another isolate may still
 * honour a revoked player token for up to ten seconds, which only lets it keep playing
 * for those seconds. They are kept by the token itself, not its hash: this memory never
 * leaves the isolate, which holds the token anyway while it serves the call, and a
 * remembered call then hashes nothing (the digest was about 5 % of the play loop's CPU).
 */
export const recentPlayerSessions = new SessionMemory(10_000, 20_000);
