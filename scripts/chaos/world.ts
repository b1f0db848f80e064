import type { ChaosHttp } from "./http";
import type { Journal } from "./journal";

/** What every chaos client shares: the server, the journal, the seeded dice, the clock. */
export type World = {
  http: ChaosHttp;
  journal: Journal;
  /** The run's seeded generator: the same seed draws the same schedule and choices. */
  random: () => number;
  adminToken: string;
  /** Each live question's right option by its text, from the admin's bank. */
  answerKey: Map<string, string>;
  seed: number;
  /** Everyone signed in so far, by user id. */
  sessions: Map<string, SignedIn>;
  /** True once the load should wind down. */
  stopping: () => boolean;
};

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A uniform whole number in [low, high] from the world's dice. */
export const between = (world: World, low: number, high: number) =>
  low + Math.floor(world.random() * (high - low + 1));

export type SignedIn = { token: string; user: string; ip: string };

let signIns = 0;

/**
 * A player signed in through the development identity provider by the sign-in screen's
 * two calls, each from its own address (the per-address limits are for crowds).
 */
export async function signInPlayer(world: World, label: string): Promise<SignedIn> {
  signIns++;
  const ip = `10.35.${(signIns >> 8) & 255}.${signIns & 255}`;
  const email = `chaos-${world.seed}-${label}-${signIns}@example.com`;
  const username = email.split("@")[0] as string;
  const minted = await world.http.call(
    "GET /api/dev/id-token",
    `/api/dev/id-token?${new URLSearchParams({ email, name: "Chaos" })}`,
    { ip },
  );
  const signedIn = await world.http.call("POST /api/post/google/auth", "/api/post/google/auth", {
    ip,
    body: { email, name: "Chaos", username, uid: username, idToken: minted.json.idToken },
  });
  const { token, user } = signedIn.json as { token?: string; user?: string };
  if (!token || !user) throw new Error(`sign-in refused: ${JSON.stringify(signedIn.json)}`);
  world.journal.players.add(user);
  world.sessions.set(user, { token, user, ip });
  return { token, user, ip };
}
