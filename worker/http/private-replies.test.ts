// Proves the finding that authenticated replies (`/api/account`, `/api/account/upi`)
// carried no `Cache-Control: no-store`: over the router's own table, every route behind a
// session guard answers `no-store` without a session (its 401) and with its role's live
// session (whatever it answers, errors included); a public route called with a bearer is
// not stored either, while without one it keeps its own caching (the receipts' keys stay
// cacheable for five minutes, the trial's offer and the painted pages set nothing). The
// assets' `_headers` are proven unchanged in security-headers.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { routeName } from "../../contract/route";
import { bankRoutes } from "../../contract/routes/bank";
import { gameRoutes } from "../../contract/routes/game";
import { paymentRoutes } from "../../contract/routes/payments";
import { platformRoutes } from "../../contract/routes/platform";
import { visitorTrialRoutes } from "../../contract/routes/trial";
import { call, signInAdmin, signInContributor, signInPlayer } from "../test/harness";
import { classifyRoutes, type DoorRole, type RouteDoor } from "../test/security/route-doors";

let doors: RouteDoor[];
beforeAll(async () => {
  doors = await classifyRoutes();
});

const concrete = (path: string) => path.replace(/:(\w+)/g, "some-$1");
const bodyFor = (method: string) => (method === "GET" || method === "DELETE" ? undefined : {});

/** A live session of each role, kept until a route ends it (a logout, a deactivation). */
const sessions: Partial<Record<DoorRole, string>> = {};

async function sessionOf(role: Exclude<DoorRole, "public">): Promise<string> {
  if (role === "player") return (await signInPlayer()).token;
  if (role === "admin") return (await signInAdmin()).token;
  return (await signInContributor()).token;
}

/** The door's answer to a live session of its role: a fresh one if an earlier door ended it. */
async function callWithSession(door: RouteDoor & { role: Exclude<DoorRole, "public"> }) {
  for (let attempt = 0; attempt < 2; attempt++) {
    sessions[door.role] ??= await sessionOf(door.role);
    const reply = await call(concrete(door.path), {
      method: door.method,
      body: bodyFor(door.method),
      token: sessions[door.role],
    });
    if (reply.json?.error !== "unauthorized") return reply;
    delete sessions[door.role];
  }
  throw new Error(`${door.key} refused a fresh session of its role`);
}

describe("replies for one account", () => {
  it("cover every guarded route of the router's table", () => {
    const guarded = doors.filter((door) => door.role !== "public");
    expect(guarded.length).toBeGreaterThan(50);
    expect(guarded.map((door) => door.key)).toEqual(
      expect.arrayContaining([routeName(bankRoutes.account), routeName(bankRoutes.payoutDetails)]),
    );
  });

  it("are never stored when refused for want of a session", async () => {
    // A guarded door is one whose 401 says `unauthorized` (route-doors.ts), so the payment
    // webhook, whose 401 is a bad provider signature, is public here.
    const stored: string[] = [];
    for (const door of doors.filter((d) => d.role !== "public")) {
      const { status, json, response } = await call(concrete(door.path), {
        method: door.method,
        body: bodyFor(door.method),
      });
      expect(status, door.key).toBe(401);
      expect(json.error, door.key).toBe("unauthorized");
      if (response.headers.get("Cache-Control") !== "no-store") stored.push(door.key);
    }
    expect(stored).toEqual([]);
    expect(doors.find((door) => door.key === routeName(paymentRoutes.paymentWebhook))?.role).toBe(
      "public",
    );
  });

  it("are never stored when answered to the role's live session, errors included", async () => {
    const stored: string[] = [];
    const statuses = new Set<number>();
    for (const door of doors) {
      if (door.role === "public") continue;
      const { status, response } = await callWithSession({ ...door, role: door.role });
      statuses.add(status);
      if (response.headers.get("Cache-Control") !== "no-store")
        stored.push(`${door.key} ${status}`);
    }
    expect(stored).toEqual([]);
    // Answers of every kind were among them: successes, refused bodies, missing rows.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 404]));
  });

  it("are never stored for the account and payout details the finding named", async () => {
    const { token } = await signInPlayer();
    for (const path of [bankRoutes.account.path, bankRoutes.payoutDetails.path]) {
      const { status, response } = await call(path, { token });
      expect(status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
    }
  });
});

describe("public replies", () => {
  it("keep their own caching without a session", async () => {
    const keys = await call("/.well-known/quizzy-receipts.json");
    expect(keys.response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const offer = await call(visitorTrialRoutes.trialOffer.path);
    expect(offer.status).toBe(200);
    expect(offer.response.headers.get("Cache-Control")).toBeNull();
  });

  it("are never marked no-store by the guard over the whole table", async () => {
    const marked: string[] = [];
    for (const door of doors.filter((d) => d.role === "public")) {
      const { response } = await call(concrete(door.path), {
        method: door.method,
        body: bodyFor(door.method),
      });
      if (response.headers.get("Cache-Control") === "no-store") marked.push(door.key);
    }
    // The two that say no-store themselves: the live switch and the health check.
    expect(marked.sort()).toEqual([
      `GET ${gameRoutes.gameStatus.path}`,
      `GET ${platformRoutes.health.path}`,
    ]);
  });

  it("are not stored when the request carries a session", async () => {
    const { token } = await signInPlayer();
    for (const path of ["/.well-known/quizzy-receipts.json", visitorTrialRoutes.trialOffer.path]) {
      const { response } = await call(path, { token });
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
    }
  });
});
