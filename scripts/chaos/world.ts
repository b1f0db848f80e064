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
  /**
   * The soak's bound on new people: sign-ins and visitors come from this many addresses,
   * and a player out of tries is given more instead of a new player signing up, so the
   * objects a fresh address or player makes stop growing. Null: every sign-in is new.
   */
  addressPool: number | null;
};

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A uniform whole number in [low, high] from the world's dice. */
export const between = (world: World, low: number, high: number) =>
  low + Math.floor(world.random() * (high - low + 1));

export type SignedIn = { token: string; user: string; ip: string };

let signIns = 0;

/** The `n`th address of a client kind (`10.<kind>.…`), within the soak's pool when it has one. */
export function addressOf(world: World, kind: number, n: number): string {
  const index = world.addressPool === null ? n : n % world.addressPool;
  return `10.${kind}.${(index >> 8) & 255}.${index & 255}`;
}

/**
 * A player signed in through the development identity provider by the sign-in screen's
 * two calls, each from its own address (the per-address limits are for crowds), or one of
 * the soak's pool.
 */
export async function signInPlayer(world: World, label: string): Promise<SignedIn> {
  signIns++;
  const ip = addressOf(world, 35, signIns);
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
