// Proves no forged, altered, dead or misplaced credential opens any token-bearing door:
// player calls, main-admin calls, user-admin calls, the player and admin sockets, and the
// two sign-in calls that exchange a Google ID token. The HTTP families and their
// representative routes are read from the router's own table (each guarded route is
// classified by the 401 it gives without a token), and each representative is first
// shown to open for the genuine credential, so a refusal means the forgery was refused.
// It does not re-prove every claim check of the verifier (identity/id-token.test.ts).
import { env, exports } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOCKET_CLOSE_UNAUTHORIZED } from "../../../contract/realtime";
import { auditLedger } from "../../data/money/ledger-audit";
import { app } from "../../index";
import { signInBody } from "../harness";
import { openSocket, withTimeout } from "../sockets";
import { type Credentials, makeCredentials, type Role, sessionIdOf } from "./forged-credentials";
import { classifyRoutes, type RouteDoor } from "./route-doors";

/** The calls that take an ID token; every other door takes a session. */
const SIGN_IN_ROUTES = ["POST /api/post/google/auth", "POST /api/post/new/google/user"];

type Door =
  | { kind: "session"; role: Role; method: string; path: string }
  | { kind: "socket"; role: "player" | "admin"; path: "/api/ws" | "/admin/ws" }
  | { kind: "sign-in"; method: string; path: string };

const describeDoor = (door: Door) =>
  door.kind === "socket" ? `socket ${door.path}` : `${door.method} ${door.path}`;

type Attempt = {
  credential: string;
  devIdentity?: "off";
  /** A refusal status besides 401 and 403 that this attempt may get. */
  alsoRefusedWith?: number;
};

let credentials: Credentials;
let doors: Door[];

/** Sends one request; with the dev provider off, through the app with that binding. */
async function send(path: string, init: RequestInit, devIdentity?: "off") {
  const request = new Request(`http://quizzy.test${path}`, init);
  if (devIdentity === "off") return app.fetch(request, { ...env, DEV_IDENTITY: "" });
  return exports.default.fetch(request);
}

const headers = (token?: string) => ({
  "Content-Type": "application/json",
  "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
});

/** A GET without parameters where there is one, so the genuine token gets a plain 200. */
function representative(routes: RouteDoor[], role: Role): Door | undefined {
  const ofRole = routes.filter((route) => route.role === role && route.method === "GET");
  const route = ofRole.find((door) => !door.path.includes(":")) ?? ofRole[0];
  return route && { kind: "session", role, method: route.method, path: route.path };
}

/** The door's answer to one credential: `refused` or what let it through. */
async function knock(door: Door, attempt: Attempt): Promise<string> {
  const { credential, devIdentity } = attempt;
  if (door.kind === "socket") {
    const socket = await openSocket(door.path, credential);
    const closed = await withTimeout(socket.closed, 2000, "refusal").catch(() => null);
    if (closed?.code === SOCKET_CLOSE_UNAUTHORIZED) return "refused";
    socket.socket.close();
    return `socket ${closed ? `closed ${closed.code}` : "stayed open"}`;
  }
  const ownSession = (await sessionIdOf(credential)) ?? "some-sessionId";
  const path = door.path.replace(":sessionId", ownSession).replace(/:(\w+)/g, "some-$1");
  const response =
    door.kind === "sign-in"
      ? await send(
          path,
          {
            method: door.method,
            headers: headers(),
            body: JSON.stringify(signInBody(credentials.email, credential)),
          },
          devIdentity,
        )
      : await send(path, { method: door.method, headers: headers(credential) }, devIdentity);
  await response.body?.cancel();
  const refusals = [401, 403, attempt.alsoRefusedWith];
  return refusals.includes(response.status) ? "refused" : `HTTP ${response.status}`;
}

const roleOf = (door: Door): Role | null => (door.kind === "sign-in" ? null : door.role);
const otherRoles = (role: Role | null): Role[] =>
  (["player", "admin", "contributor"] as const).filter((other) => other !== role);

/**
 * Each forgery with the credential(s) it presents at a door. `null` means the case does
 * not apply to that door, with the reason beside it.
 */
const FORGERIES: [string, (door: Door) => Attempt[] | null][] = [
  ["an unsigned ID token (alg none)", () => [{ credential: credentials.jwt.algNone }]],
  [
    "an HS256 ID token signed with the provider's public key",
    () => [{ credential: credentials.jwt.hs256WithPublicKey }],
  ],
  ["an ID token for another audience", () => [{ credential: credentials.jwt.wrongAudience }]],
  ["an ID token from an untrusted issuer", () => [{ credential: credentials.jwt.wrongIssuer }]],
  ["an expired ID token", () => [{ credential: credentials.jwt.expired }]],
  [
    "an ID token not valid before next hour",
    () => [{ credential: credentials.jwt.futureNotBefore }],
  ],
  ["an ID token signed under an unknown kid", () => [{ credential: credentials.jwt.unknownKid }]],
  [
    "an ID token naming its key set in a jku header",
    () => [{ credential: credentials.jwt.jkuHeader }],
  ],
  [
    "an ID token carrying its own key in a jwk header",
    () => [{ credential: credentials.jwt.jwkHeader }],
  ],
  [
    "an ID token with a truncated signature",
    () => [{ credential: credentials.jwt.truncatedSignature }],
  ],
  [
    "a dev-provider ID token while DEV_IDENTITY is off",
    () => [{ credential: credentials.jwt.genuineDevToken, devIdentity: "off" }],
  ],
  [
    // At sign-in this is the genuine credential: the control test shows it opens.
    "a genuine ID token presented as a session",
    (door) => (door.kind === "sign-in" ? null : [{ credential: credentials.jwt.genuineDevToken }]),
  ],
  [
    "a session revoked by logout",
    (door) => [{ credential: credentials.revoked[roleOf(door) ?? "player"] }],
  ],
  [
    "a session past its expiry",
    (door) => [{ credential: credentials.expired[roleOf(door) ?? "player"] }],
  ],
  [
    "a live session token with one character changed",
    (door) => {
      const token = credentials.live[roleOf(door) ?? "player"];
      return [{ credential: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` }];
    },
  ],
  [
    "a live session of another role (player on admin calls, admin on user-admin calls, and the reverse)",
    (door) => otherRoles(roleOf(door)).map((role) => ({ credential: credentials.live[role] })),
  ],
  ["a garbage bearer", () => [{ credential: "garbage-garbage-garbage-garbage" }]],
  [
    // An empty bearer is no bearer, and the player socket serves visitors without one
    // (routes/realtime.test.ts); an empty ID token is a body that fails validation.
    "an empty bearer",
    (door) => {
      if (door.kind === "socket" && door.role === "player") return null;
      return [{ credential: "", alsoRefusedWith: door.kind === "sign-in" ? 400 : undefined }];
    },
  ],
];

beforeAll(async () => {
  credentials = await makeCredentials();
  const guarded = await classifyRoutes();
  const representatives = (["player", "admin", "contributor"] as const).map((role) =>
    representative(guarded, role),
  );
  doors = [
    ...representatives.filter((door) => door !== undefined),
    { kind: "socket", role: "player", path: "/api/ws" },
    { kind: "socket", role: "admin", path: "/admin/ws" },
    ...SIGN_IN_ROUTES.map((route) => {
      const [method = "", path = ""] = route.split(" ");
      return { kind: "sign-in", method, path } as const;
    }),
  ];
});

afterAll(async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});

describe("the doors", () => {
  it("are one route per role from the router's table, both sockets and both sign-in calls", () => {
    const registered = new Set(app.routes.map((route) => `${route.method} ${route.path}`));
    expect(SIGN_IN_ROUTES.filter((route) => !registered.has(route))).toEqual([]);
    expect(doors.map((door) => (door.kind === "session" ? door.role : door.kind))).toEqual([
      "player",
      "admin",
      "contributor",
      "socket",
      "socket",
      "sign-in",
      "sign-in",
    ]);
  });

  it("each open for the genuine credential, so a refusal below is the forgery's", async () => {
    const genuine = (door: Door): Attempt => ({
      credential:
        door.kind === "sign-in" ? credentials.jwt.genuineDevToken : credentials.live[door.role],
    });
    const answers = await Promise.all(
      doors.map(async (door) => [describeDoor(door), await knock(door, genuine(door))]),
    );
    expect(answers.filter(([, answer]) => answer === "refused")).toEqual([]);
  });
});

describe("forged credentials", () => {
  it.each(FORGERIES)("%s opens no door", async (_name, attemptsAt) => {
    const accepted: string[] = [];
    let tried = 0;
    for (const door of doors) {
      for (const attempt of attemptsAt(door) ?? []) {
        tried += 1;
        const answer = await knock(door, attempt);
        if (answer !== "refused") accepted.push(`${describeDoor(door)}: ${answer}`);
      }
    }
    // Every case reaches at least the three route families and the admin socket.
    expect(tried).toBeGreaterThanOrEqual(4);
    expect(accepted).toEqual([]);
  });
});
