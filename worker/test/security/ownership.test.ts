// Proves one account cannot reach another's objects: every route of the router's table
// that names an object (a path parameter or an id in its body) is called by player A
// with player B's real ids (and user-admin A with user-admin B's), and answers 403 or 404
// (or a listed refusal) while B's rows, balances, live run and sessions stay exactly as
// they were and the ledger audit stays clean. Main-admin routes are found by the sweep
// and refuse both. Exempt routes are listed with their reason in ownership-routes.ts; a
// route in neither place fails here by name. It does not prove a route is safe for its
// own owner (the route's own tests do).
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeName } from "../../../contract/route";
import { routeTable } from "../../../contract/routes";
import { balancesOf } from "../../data/money/ledger";
import { auditLedger } from "../../data/money/ledger-audit";
import { contributors, players, sessions } from "../../db/schema/identity";
import { poolQuestions, questions } from "../../db/schema/questions";
import { contributorIdOf } from "../admin-fixtures";
import { call, db, signInAdmin, signInContributor, signInPlayer } from "../harness";
import {
  type Aim,
  type Attack,
  adminParamTarget,
  OWNERSHIP_TABLE,
  type Targets,
} from "./ownership-routes";
import { buildContributorEstate, buildPlayerEstate, prepareWorld } from "./player-world";
import { classifyRoutes, type DoorRole } from "./route-doors";

/** The route table (contract/routes/); fuzz-route-table.test.ts proves the router serves it. */
const ROUTE_KEYS = routeTable.map(routeName);
/** Routes without an entry are presumed main-admin routes; the sweep checks that they are. */
const isListed = (key: string) => key in OWNERSHIP_TABLE;
const attackOf = (key: string) => {
  const entry = OWNERSHIP_TABLE[key];
  return entry && "aims" in entry ? entry : null;
};

let targets: Targets;
let attackers: { player: { token: string; userId: string }; contributor: { token: string } };
let roles: Map<string, DoorRole>;

beforeAll(async () => {
  const adminToken = (await signInAdmin()).token;
  const world = await prepareWorld(adminToken);
  const victim = await buildPlayerEstate(world);
  const author = await buildContributorEstate(adminToken);
  // B's refunded try pays for a run left open on its question, to aim at a live attempt.
  await call("/api/run/start", { method: "POST", token: victim.player.token });
  const open = await call(`/api/get/question/no/by/user/name/${victim.player.userId}`, {
    token: victim.player.token,
  });
  const contributorId = await contributorIdOf(author.author);
  const [copy] = await db()
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.sourcePoolQuestionId, author.poolQuestionId));
  targets = {
    victim: { ...victim, openAttemptId: (open.json.data as { _id: string })._id },
    author: {
      ssid: author.author.ssid,
      contributorId,
      poolQuestionId: author.poolQuestionId,
      liveQuestionId: copy?.id ?? "",
    },
    catalogue: world.catalogue,
  };
  attackers = { player: await signInPlayer(), contributor: await signInContributor() };
  roles = new Map((await classifyRoutes()).map((door) => [door.key, door.role]));
});

afterAll(async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});

/** The tables holding a player's objects, each keyed by `player_id`. */
const PLAYER_TABLES = [
  "runs",
  "attempts",
  "tickets",
  "coupons",
  "cart_items",
  "claim_requests",
  "payments",
  "payout_requests",
  "payout_details",
  "reviews",
  "review_likes",
] as const;

/** Everything of B's that an attack could change, read straight from the tables. */
async function victimState() {
  const { player } = targets.victim;
  const id = player.userId;
  const { contributorId } = targets.author;
  return {
    balances: await balancesOf(db(), { kind: "player", id }),
    earnings: (await balancesOf(db(), { kind: "contributor", id: contributorId })).earnings,
    account: await db().select().from(players).where(eq(players.id, id)),
    author: await db().select().from(contributors).where(eq(contributors.id, contributorId)),
    sessions: await db()
      .select()
      .from(sessions)
      .where(inArray(sessions.subjectId, [id, contributorId])),
    rows: await Promise.all(
      PLAYER_TABLES.map(async (table) => {
        const statement = env.DB.prepare(
          `select * from ${table} where player_id = ? order by rowid`,
        );
        return (await statement.bind(id).all()).results;
      }),
    ),
    pool: await db()
      .select()
      .from(poolQuestions)
      .where(eq(poolQuestions.contributorId, contributorId)),
    liveRun: (await call("/api/run/state", { token: player.token })).json,
  };
}

const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `some-${name}`);

/** Sends one aimed request; returns its status, having checked B is untouched by it. */
async function strike(method: string, path: string, token: string, aim: Aim) {
  const before = await victimState();
  const { status } = await call(fill(path, aim.params), {
    method,
    token,
    body: aim.body ?? (method === "GET" || method === "DELETE" ? undefined : {}),
  });
  expect(await victimState(), `${method} ${path} changed the victim's objects`).toEqual(before);
  return status;
}

describe("the ownership table", () => {
  it("lists every player and user-admin route, and only routes that exist", () => {
    const stale = Object.keys(OWNERSHIP_TABLE).filter((key) => !ROUTE_KEYS.includes(key));
    const unlisted = ROUTE_KEYS.filter((key) => !isListed(key) && roles.get(key) !== "admin");
    expect({ stale, unlisted }).toEqual({ stale: [], unlisted: [] });
  });
});

describe("another account's objects", () => {
  const attacked = ROUTE_KEYS.filter((key) => attackOf(key));
  it.each(attacked)("%s refuses them and changes nothing", async (key) => {
    const [method = "", path = ""] = key.split(" ");
    const attack = attackOf(key) as Attack;
    const attacker = attack.as === "player" ? attackers.player : attackers.contributor;
    const attackerId = attack.as === "player" ? attackers.player.userId : "";
    const refusals = [403, 404, attack.alsoRefusedWith?.status];
    for (const aim of attack.aims(targets, attackerId)) {
      const status = await strike(method, path, attacker.token, aim);
      expect(refusals, `${key} answered ${status} to ${JSON.stringify(aim)}`).toContain(status);
    }
  });

  const presumedAdmin = ROUTE_KEYS.filter((key) => !isListed(key));
  it.each(presumedAdmin)(
    "%s is a main-admin route that refuses players and user-admins",
    async (key) => {
      expect(roles.get(key), `${key} is neither listed nor a main-admin route`).toBe("admin");
      const [method = "", path = ""] = key.split(" ");
      const params = Object.fromEntries(
        [...path.matchAll(/:(\w+)/g)].map(([, name = ""]) => [
          name,
          adminParamTarget(path, name, targets),
        ]),
      );
      for (const token of [attackers.player.token, attackers.contributor.token]) {
        expect(await strike(method, path, token, { params })).toBe(401);
      }
    },
  );
});
