import { Hono } from "hono";
import { z } from "zod";
import { d1FaultsInjected, setD1Fault } from "../db/d1-faults";
import { showRoom } from "../durable/show-places";
import { allHubs, gameRoom } from "../realtime/hubs";

/** Where the chaos control answers; under /api/ so the Worker, not the assets, sees it. */
const CHAOS_CONTROL_PREFIX = "/api/__chaos/";

/** Only `npm run chaos` passes CHAOS_FAULTS=1; anywhere else this control does not exist. */
export const chaosControlOn = (env: Env, request: Request) =>
  (env.CHAOS_FAULTS as string) === "1" &&
  new URL(request.url).pathname.startsWith(CHAOS_CONTROL_PREFIX);

const d1FaultBody = z.object({
  /** The share of D1 calls that fail, 0 to 1. */
  share: z.number().min(0).max(1),
  /** How long a "timed out" call waits before its error. */
  ms: z.number().int().min(0).max(30_000),
  /** How long the fault window stays open. */
  seconds: z.number().min(0).max(3_600),
  seed: z.number().int(),
  kind: z.enum(["refused", "timed-out"]).optional(),
  batchesOnly: z.boolean().optional(),
});
/**
 * The objects a chaos run may evict or wake, by name: a player's run (the player's id), the
 * one game switch, a live show's room (the show's id) or one of its tally shards
 * (`tallyName`, which has no alarm to wake).
 */
const objectBody = z.object({
  object: z.enum(["player-run", "game-room", "show-room", "show-tally"]),
  name: z.string().min(1).max(96),
});

function objectOf(env: Env, { object, name }: z.infer<typeof objectBody>) {
  switch (object) {
    case "player-run":
      return env.PLAYER_RUN.getByName(name);
    case "game-room":
      return gameRoom(env);
    case "show-room":
      return showRoom(env, name);
    case "show-tally":
      return env.SHOW_TALLY.getByName(name);
  }
}

/**
 * The faults `npm run chaos` injects (issue 35, docs/RELIABILITY.md) besides killing the
 * runtime: D1 failing a share of calls for a while, a Durable Object evicted mid-call, an
 * alarm fired again, and every hub dropping its sockets. Mounted ahead of the app, never
 * in it, so it is no route of the table and answers nothing unless `chaosControlOn`.
 */
export const chaosControl = new Hono<{ Bindings: Env }>()
  .basePath(CHAOS_CONTROL_PREFIX.slice(0, -1))
  .post("/d1", async (c) => {
    const { seconds, ...fault } = d1FaultBody.parse(await c.req.json());
    setD1Fault(fault.share > 0 ? { ...fault, until: Date.now() + seconds * 1000 } : null);
    return c.json({ injected: d1FaultsInjected() });
  })
  .get("/d1", (c) => c.json({ injected: d1FaultsInjected() }))
  .post("/evict", async (c) => {
    const target = objectOf(c.env, objectBody.parse(await c.req.json()));
    // The eviction breaks the call that asked for it, as it breaks every call in flight.
    const evicted = await target.chaosEvict().then(
      () => false,
      () => true,
    );
    return c.json({ evicted });
  })
  .post("/alarm", async (c) => {
    await objectOf(c.env, objectBody.parse(await c.req.json())).chaosAlarmAgain();
    return c.json({ fired: true });
  })
  .post("/drop-sockets", async (c) => {
    const dropped = await Promise.all(allHubs(c.env).map((hub) => hub.chaosDropSockets()));
    return c.json({ dropped: dropped.reduce((sum, count) => sum + count, 0) });
  });
