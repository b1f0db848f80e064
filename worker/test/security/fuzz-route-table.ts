import type { $ZodType } from "zod/v4/core";
import { type RouteDescriptor, routeName } from "../../../contract/route";
import { routeAreas } from "../../../contract/routes";
import { WHOLE_INPUT } from "./arbitrary-from-schema";

/**
 * The fuzzer's view of the route table (contract/routes/): each route with its caller and
 * the schemas it reads, loaded from the descriptors, grouped by area into families that
 * share one fuzz budget. Nothing here restates a route: a new route is fuzzed as soon as
 * it is in the table. Path parameters need no schema: each `:param` is fuzzed from the
 * path itself (see fuzz-requests.ts).
 */
export type Caller = "visitor" | "player" | "admin" | "contributor";

export type RouteInputs = {
  caller: Caller;
  json?: $ZodType;
  query?: $ZodType;
  form?: $ZodType;
  /** Read as raw text and checked by signature (the payment webhook), never by a schema. */
  rawBody?: true;
  /** A multipart file upload (the question images), judged by the file's bytes. */
  upload?: true;
  /** Good values for top-level fields a refinement guards (arbitrary-from-schema.ts). */
  examples?: Record<string, unknown[]>;
  /** A 2xx ends the caller's session, so the runner starts a fresh one. */
  endsSession?: true;
};

export type RouteFamily = { name: string; routes: Record<string, RouteInputs> };

/** What the fuzzer knows beyond the contract: good values for fields a refinement guards. */
const EXAMPLES: Record<string, Record<string, unknown[]>> = {
  "PUT /admin/settings/run": { dayTimeZone: ["Asia/Kolkata", "UTC", "America/New_York"] },
  "POST /admin/settings/run/economy": { dayTimeZone: ["Asia/Kolkata", "UTC"] },
  "GET /admin/players/:id/ledger": { page: ["1", "2", "40"] },
  "POST /admin/players/:id/adjustments": { amount: [1, 2, 50] },
  "GET /admin/audit": { page: ["1", "2", "40"] },
  // Exactly one of a question count and chosen questions (a refinement across fields).
  "POST /admin/shows": {
    [WHOLE_INPUT]: [
      {
        title: "Friday night",
        startsAt: Date.now() + 3_600_000,
        language: "en",
        questionCount: 3,
        prizePoolRupee: 300,
      },
      {
        title: "Chosen",
        startsAt: Date.now() + 86_400_000,
        language: "en",
        questionIds: ["some-question"],
        secondsPerQuestion: 15,
        prizePoolRupee: 50,
      },
    ],
  },
};

/**
 * Routes of the table the HTTP fuzzer leaves alone, each with where it is fuzzed or why
 * there is nothing to fuzz.
 */
export const NOT_FUZZED_OVER_HTTP: Record<string, string> = {
  "GET /api/ws": "socket upgrades and frames: fuzz-sockets.test.ts",
  "GET /admin/ws": "socket upgrades and frames: fuzz-sockets.test.ts",
  "GET /api/health": "reads no input; answers 503 by design when a dependency is down",
};

async function inputsOf(route: RouteDescriptor): Promise<RouteInputs> {
  const name = routeName(route);
  const inputs: RouteInputs = {
    // Either caller may upload; the user-admin is the one whose forms do.
    caller: route.caller === "adminOrContributor" ? "contributor" : route.caller,
  };
  if (route.body) inputs.json = await route.body.load();
  if (route.query) inputs.query = await route.query.load();
  if (route.form) inputs.form = await route.form.load();
  if (route.rawBody === "signed text") inputs.rawBody = true;
  if (route.rawBody === "upload") inputs.upload = true;
  if (route.endsSession) inputs.endsSession = true;
  if (EXAMPLES[name]) inputs.examples = EXAMPLES[name];
  return inputs;
}

/** One family per area of the route table, its routes under /admin apart from the rest. */
async function familiesOf(side: "player" | "admin"): Promise<RouteFamily[]> {
  const families: RouteFamily[] = [];
  for (const [area, routes] of Object.entries(routeAreas)) {
    const fuzzed = Object.values(routes as Record<string, RouteDescriptor>).filter(
      (route) =>
        !(routeName(route) in NOT_FUZZED_OVER_HTTP) &&
        route.path.startsWith("/admin/") === (side === "admin"),
    );
    if (fuzzed.length === 0) continue;
    const entries = await Promise.all(
      fuzzed.map(async (route) => [routeName(route), await inputsOf(route)] as const),
    );
    families.push({ name: `${area} (${side})`, routes: Object.fromEntries(entries) });
  }
  return families;
}

/** The catch-alls behind the table: an unknown path answers the one 404. */
const UNKNOWN_PATHS: RouteFamily = {
  name: "unknown paths",
  routes: { "ALL /api/*": { caller: "visitor" }, "ALL /admin/*": { caller: "visitor" } },
};

export const PLAYER_ROUTE_FAMILIES = await familiesOf("player");
export const ADMIN_ROUTE_FAMILIES = [...(await familiesOf("admin")), UNKNOWN_PATHS];
export const ROUTE_FAMILIES = [...PLAYER_ROUTE_FAMILIES, ...ADMIN_ROUTE_FAMILIES];
