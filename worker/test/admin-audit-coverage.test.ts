// Proves every change a main admin can make is in the audit log: the routes are
// read from the router's own table (route-doors.ts: a main-admin route is one whose 401
// names the admin), and each one that is not a GET is called once with a real change and
// must write a row of its action, in its own batch. A route that changes nothing is listed
// with the reason; a new main-admin route in neither table fails here by name. The words
// each row is shown in are proven in web/features/admin/audit-words.test.ts.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditAction } from "../../contract/audit";
import { auditLog } from "../db/schema/audit";
import { rewardPool } from "../db/schema/money";
import { contributorIdOf, questionForm } from "./admin-fixtures";
import {
  addQuestions,
  call,
  db,
  type Player,
  sendAnswer,
  signInAdmin,
  signInPlayer,
} from "./harness";
import { playerWithCash, withdrawn } from "./money-fixtures";
import { playerWithQuestion } from "./play-fixtures";
import {
  buildContributorEstate,
  buildPlayerEstate,
  type PlayerEstate,
  prepareWorld,
} from "./security/player-world";
import { classifyRoutes } from "./security/route-doors";

type Request = { method?: string; path: string; body?: unknown };

type World = {
  adminToken: string;
  estate: PlayerEstate;
  contributorId: string;
  poolQuestionId: string;
  ticketId: string;
  withdrawalId: string;
  liveQuestionId: string;
  couponId: string;
  prizeId: string;
};

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;

/** The change each main-admin route is called with, and the action its row must name. */
const AUDITED: Record<string, { action: AuditAction; request: (w: World) => Request }> = {
  "POST /admin/auth/invites": {
    action: "admin-invite",
    request: () => ({ path: "/admin/auth/invites" }),
  },
  "POST /admin/auth/password-resets": {
    action: "password-reset-issue",
    request: (w) => ({
      path: "/admin/auth/password-resets",
      body: { role: "contributor", id: w.contributorId },
    }),
  },
  "POST /admin/contributors": {
    action: "contributor-create",
    request: () => ({
      path: "/admin/contributors",
      body: { email: `${unique("author")}@example.com`, password: "author-pass-1", name: "Ravi" },
    }),
  },
  "PATCH /admin/contributors/:id": {
    action: "contributor-disable",
    request: (w) => ({
      method: "PATCH",
      path: `/admin/contributors/${w.contributorId}`,
      body: { disabled: true },
    }),
  },
  "POST /admin/start/game/by/click": {
    action: "game-switch",
    request: () => ({ path: "/admin/start/game/by/click", body: { status: "on" } }),
  },
  "POST /admin/refund/data/and/add/to/users": {
    action: "ticket-decision",
    request: (w) => ({
      path: "/admin/refund/data/and/add/to/users",
      body: { id: w.ticketId, text: "non-refund", ex_seconds: "" },
    }),
  },
  "POST /admin/add/singel/rewards": {
    action: "reward-add",
    request: () => ({ path: "/admin/add/singel/rewards", body: { data: 25 } }),
  },
  "DELETE /admin/rewards/:id": {
    action: "reward-remove",
    request: () => ({ method: "DELETE", path: "/admin/rewards/REWARD" }),
  },
  "DELETE /admin/delet/paid/after/one/day/data/:rewardId": {
    action: "payout-decision",
    request: (w) => ({
      method: "DELETE",
      path: `/admin/delet/paid/after/one/day/data/${w.estate.payoutId}?reference=UTR1`,
    }),
  },
  "POST /admin/payouts/:id/reject": {
    action: "payout-decision",
    request: (w) => ({
      path: `/admin/payouts/${w.withdrawalId}/reject`,
      body: { reason: "The account number is closed" },
    }),
  },
  "POST /admin/languages": {
    action: "language-add",
    request: () => ({ path: "/admin/languages", body: { code: "ta", name: "Tamil" } }),
  },
  "PATCH /admin/languages/:id": {
    action: "language-edit",
    request: () => ({
      method: "PATCH",
      path: "/admin/languages/hi",
      body: { name: "Hindi (हिन्दी)" },
    }),
  },
  "POST /admin/get/data/and/post/users/selected/data/to/db": {
    action: "question-select",
    request: (w) => ({
      path: "/admin/get/data/and/post/users/selected/data/to/db",
      body: { _id: w.poolQuestionId, sel_lang: "en" },
    }),
  },
  "POST /admin/questions/import": {
    action: "question-import",
    request: () => ({
      path: "/admin/questions/import",
      body: {
        format: "csv",
        dryRun: false,
        text: `question,a,b,c,d,answer,difficulty,seconds,language\n${unique("Which lamp is lit first at import")}?,Diya,Torch,Bulb,Candle,a,Easy,20,en\n`,
      },
    }),
  },
  "POST /admin/questions": {
    action: "question-add",
    request: () => ({ path: "/admin/questions", body: { ...questionForm(), lang: "hi" } }),
  },
  "PATCH /admin/questions/:id": {
    action: "question-edit",
    request: (w) => ({
      method: "PATCH",
      path: `/admin/questions/${w.liveQuestionId}`,
      body: { seconds: 25 },
    }),
  },
  "POST /admin/questions/:id/retire": {
    action: "question-retire",
    request: (w) => ({ path: `/admin/questions/${w.liveQuestionId}/retire` }),
  },
  "PUT /admin/settings/run": {
    action: "run-settings",
    request: () => ({ method: "PUT", path: "/admin/settings/run", body: "RUN_SETTINGS" }),
  },
  "PUT /admin/settings/paid-play-regions": {
    action: "paid-play-regions",
    request: () => ({
      method: "PUT",
      path: "/admin/settings/paid-play-regions",
      body: { regions: ["KA", "MH"] },
    }),
  },
  "PUT /admin/settings/support": {
    action: "support-settings",
    request: () => ({
      method: "PUT",
      path: "/admin/settings/support",
      body: { supportEmail: `${unique("help")}@example.com` },
    }),
  },
  "POST /admin/catalogue/coupons": {
    action: "catalogue-add",
    request: () => ({
      path: "/admin/catalogue/coupons",
      body: { name: "₹5 coupon", coinPrice: 50, valuePaise: 500, stock: 10 },
    }),
  },
  "PATCH /admin/catalogue/coupons/:id": {
    action: "catalogue-edit",
    request: (w) => ({
      method: "PATCH",
      path: `/admin/catalogue/coupons/${w.couponId}`,
      body: { stock: 7 },
    }),
  },
  "POST /admin/catalogue/prizes": {
    action: "catalogue-add",
    request: () => ({
      path: "/admin/catalogue/prizes",
      body: { name: "Cap", starPrice: 4, stock: 3, sizes: ["S", "M"] },
    }),
  },
  "PATCH /admin/catalogue/prizes/:id": {
    action: "catalogue-edit",
    request: (w) => ({
      method: "PATCH",
      path: `/admin/catalogue/prizes/${w.prizeId}`,
      body: { active: false },
    }),
  },
  "POST /admin/requests/:id": {
    action: "claim-decision",
    request: (w) => ({
      path: `/admin/requests/${w.estate.claimRequestId}`,
      body: { action: "approve" },
    }),
  },
  "PATCH /admin/players/:id": {
    action: "player-block",
    request: (w) => ({
      method: "PATCH",
      path: `/admin/players/${w.estate.referrer.userId}`,
      body: { blocked: true },
    }),
  },
  "POST /admin/players/:id/adjustments": {
    action: "support-adjustment",
    request: (w) => ({
      path: `/admin/players/${w.estate.player.userId}/adjustments`,
      body: {
        account: "tries",
        direction: "credit",
        amount: 1,
        reason: "Lost connection",
        key: unique("audit-coverage-key"),
      },
    }),
  },
  "POST /admin/shows": {
    action: "show-create",
    request: () => ({ path: "/admin/shows", body: showForm() }),
  },
  "POST /admin/shows/:id/cancel": {
    action: "show-cancel",
    request: () => ({ path: "/admin/shows/SHOW/cancel" }),
  },
  // Last: it changes the suite admin's own password.
  "POST /admin/auth/password": {
    action: "password-change",
    request: () => ({
      path: "/admin/auth/password",
      body: { current: "admin-pass-1", password: "a-new-pass-123" },
    }),
  },
};

/** A live show an hour ahead, of one question from the bank. */
const showForm = () => ({
  title: unique("Audited show"),
  startsAt: Date.now() + 3_600_000,
  language: "hi",
  questionCount: 1,
  prizePoolRupee: 10,
});

/** Main-admin routes that are not a GET yet change nothing an audit would hold. */
const CHANGES_NOTHING: Record<string, string> = {
  "POST /admin/auth/logout": "ends the caller's own session: a sign-out, not a change to the app",
  "POST /admin/settings/run/economy": "computes what draft settings would return; stores nothing",
};

let world: World;
let changing: string[];

/** A player's lost run reported as a ticket, waiting for an admin. */
async function pendingTicket(player: Player) {
  const { attemptId } = await playerWithQuestion(player);
  await sendAnswer(player, attemptId, "c");
  const reported = await call("/api/tickets", {
    token: player.token,
    body: { id: attemptId, msg: "Timer Problem", exp_sec: 5 },
  });
  return reported.json.id as string;
}

beforeAll(async () => {
  const admin = await signInAdmin();
  const prepared = await prepareWorld(admin.token);
  const estate = await buildPlayerEstate(prepared);
  const author = await buildContributorEstate(admin.token);
  await addQuestions(3, { language: "hi" });
  const live = await call("/admin/questions", {
    token: admin.token,
    body: { ...questionForm(), lang: "hi" },
  });
  const withdrawer = await playerWithCash(20);
  world = {
    adminToken: admin.token,
    estate,
    contributorId: await contributorIdOf(author.author),
    poolQuestionId: (await buildContributorEstate(admin.token)).poolQuestionId,
    ticketId: await pendingTicket(await signInPlayer()),
    withdrawalId: await withdrawn(withdrawer, 20),
    liveQuestionId: live.json.id as string,
    couponId: prepared.catalogue.couponId,
    prizeId: prepared.catalogue.prizeId,
  };
  changing = (await classifyRoutes())
    .filter((door) => door.role === "admin" && door.method !== "GET")
    .map((door) => door.key);
});

const rowsOf = async (action: AuditAction) =>
  (
    await db()
      .select({ count: sql<number>`count(*)` })
      .from(auditLog)
      .where(eq(auditLog.action, action))
  )[0]?.count ?? 0;

/** What a request's placeholders stand for once the world exists. */
async function resolved(request: Request): Promise<Request> {
  if (request.body === "RUN_SETTINGS") {
    const settings = (await call("/admin/settings/run", { token: world.adminToken })).json;
    return {
      ...request,
      body: { ...settings, coinsPerCorrect: Number(settings.coinsPerCorrect) + 1 },
    };
  }
  if (request.path.endsWith("/REWARD")) {
    await call("/admin/add/singel/rewards", { token: world.adminToken, body: { data: 75 } });
    const [untaken] = await db()
      .select({ id: rewardPool.id })
      .from(rewardPool)
      .where(eq(rewardPool.amountPaise, 7_500));
    return { ...request, path: request.path.replace("REWARD", untaken?.id ?? "") };
  }
  if (request.path.includes("/SHOW/")) {
    const created = await call("/admin/shows", { token: world.adminToken, body: showForm() });
    return { ...request, path: request.path.replace("SHOW", String(created.json.id)) };
  }
  return request;
}

describe("the audit log's reach", () => {
  it("lists every main-admin route that is not a GET, and nothing stale", () => {
    const listed = [...Object.keys(AUDITED), ...Object.keys(CHANGES_NOTHING)];
    expect(
      changing.filter((key) => !listed.includes(key)),
      "unlisted",
    ).toEqual([]);
    expect(listed.filter((key) => !changing.includes(key))).toEqual([]);
  });

  it.each(Object.entries(AUDITED))("%s writes its audit row", async (key, { action, request }) => {
    const made = await resolved(request(world));
    const before = await rowsOf(action);
    const reply = await call(made.path, {
      method: made.method ?? "POST",
      token: world.adminToken,
      body: made.body,
    });
    expect(reply.status, `${key}: ${reply.text}`).toBeLessThan(300);
    expect(await rowsOf(action)).toBe(before + 1);
  });
});
