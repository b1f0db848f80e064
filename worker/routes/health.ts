import {
  type HealthDependency,
  type HealthResponse,
  healthDependencies,
} from "../../contract/health";
import { platformRoutes } from "../../contract/routes/platform";
import { databaseAnswers } from "../data/insights";
import { openDatabase } from "../db/client";
import { handle, routerOf } from "../http/route-handlers";
import { allHubs, gameRoom } from "../realtime/hubs";

/** A dependency slower than this counts as down: a health check must answer quickly. */
const PROBE_TIMEOUT_MS = 3000;
/**
 * The answer is reused for a few seconds per isolate and per set of bindings, so a flood
 * of health checks cannot queue on the one GameRoom object everyone else needs.
 */
const REUSE_MS = 5000;

type Checks = HealthResponse["checks"];

async function withinTimeout(probe: () => Promise<boolean>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().catch(() => false), timeout]);
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}

/** Each probe reads only: no counter moves, no row is written. */
const probes: Record<HealthDependency, (env: Env, origin: string) => Promise<boolean>> = {
  d1: (env) => databaseAnswers(openDatabase(env.DB)),
  gameRoom: async (env) => {
    await gameRoom(env).status();
    return true;
  },
  socketHub: async (env) => {
    await Promise.all(allHubs(env).map((hub) => hub.connectedCount()));
    return true;
  },
  assets: async (env, origin) => (await env.ASSETS.fetch(`${origin}/`, { method: "HEAD" })).ok,
};

async function checkAll(env: Env, origin: string): Promise<Checks> {
  const results = await Promise.all(
    healthDependencies.map((name) => withinTimeout(() => probes[name](env, origin))),
  );
  return Object.fromEntries(
    healthDependencies.map((name, index) => [name, results[index] ? "ok" : "down"]),
  ) as Checks;
}

const recent = new WeakMap<Env, { at: number; checks: Promise<Checks> }>();

function checksFor(env: Env, origin: string, now: number): Promise<Checks> {
  const last = recent.get(env);
  if (last && now - last.at < REUSE_MS) return last.checks;
  const checks = checkAll(env, origin);
  recent.set(env, { at: now, checks });
  return checks;
}

/**
 * `GET /api/health` for uptime monitors: which dependency is down, and nothing else (no
 * error text, no version, no counts; the admin's /admin/check has those).
 */
export const healthRoutes = routerOf([
  handle(platformRoutes.health, async (c) => {
    const checks = await checksFor(c.env, new URL(c.req.url).origin, Date.now());
    const healthy = Object.values(checks).every((state) => state === "ok");
    c.header("Cache-Control", "no-store");
    return c.json({ status: healthy ? "ok" : "down", checks }, healthy ? 200 : 503);
  }),
]);
