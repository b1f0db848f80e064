// Proves the age-and-place step before paid play (decision 021): `PUT
// /api/account/eligibility` takes `adult: true` (the JSON value, nothing like it) and a
// state or union territory of the list, only for the caller's own account, keeps both
// with the time on the account and in the audit log (with the player as actor), and `GET
// /api/account` returns it. Until then a deposit and a paid try are 403
// `eligibility_required` in the one error shape, and nothing is recorded. A main admin's
// list of places where paid play is off (`/admin/settings/paid-play-regions`, audited)
// makes them 403 `paid_play_unavailable_in_region` there, while the free daily try stays
// and the global `PAID_PLAY` switch still wins. Deactivation erases the place.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { auditLog } from "../db/schema/audit";
import { payments } from "../db/schema/money";
import { app } from "../index";
import {
  addQuestions,
  call,
  confirmEligibility,
  db,
  failingFields,
  grant,
  type Player,
  playerRow,
  signInAdmin,
  signInContributor,
  signInPlayer,
  startRun,
} from "../test/harness";

const REGIONS_PATH = "/admin/settings/paid-play-regions";
const CLOSED_IN_TAMIL_NADU =
  "Paid play is not available in Tamil Nadu. Your free daily try is still yours.";

const putEligibility = (player: Player, body: unknown) =>
  call("/api/account/eligibility", { method: "PUT", token: player.token, body });
const deposit = (player: Player) =>
  call("/api/payments/deposit", { token: player.token, body: { amount: 20 } });
const buyTry = (player: Player) => call("/api/tries/buy", { method: "POST", token: player.token });
const account = async (player: Player) =>
  (await call("/api/account", { token: player.token })).json;

async function auditRowsOf(player: Player) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "eligibility-confirm"), eq(auditLog.actorId, player.userId)));
}

describe("confirming age and place", () => {
  it("keeps the choice and its time with the account, in the audit log, and in GET /api/account", async () => {
    const player = await signInPlayer();
    expect(await account(player)).toMatchObject({
      eligibility: null,
      paidPlay: { access: "eligibility_required", region: null },
    });

    const before = Date.now();
    const { status, json } = await putEligibility(player, { adult: true, region: "MH" });
    expect(status).toBe(200);
    expect(json).toEqual({
      eligibility: { adult: true, region: "MH", confirmedAt: expect.any(Number) },
      paidPlay: { access: "open", region: "MH" },
    });
    const confirmedAt = (json.eligibility as { confirmedAt: number }).confirmedAt;
    expect(confirmedAt).toBeGreaterThanOrEqual(before);
    expect(await playerRow(player)).toMatchObject({
      eligibleRegion: "MH",
      eligibilityConfirmedAt: confirmedAt,
    });
    expect(await account(player)).toMatchObject({
      eligibility: { adult: true, region: "MH", confirmedAt },
      paidPlay: { access: "open", region: "MH" },
    });

    const [row] = await auditRowsOf(player);
    expect(row).toMatchObject({
      actorRole: "player",
      actorId: player.userId,
      subjectKind: "player",
      subjectId: player.userId,
      summary: "Confirmed being 18 or older and living in Maharashtra",
      after: JSON.stringify({ adult: true, region: "Maharashtra" }),
      createdAt: confirmedAt,
    });

    const admin = await signInAdmin();
    const log = await call("/admin/audit?action=eligibility-confirm", { token: admin.token });
    const entry = (log.json.data as { actor: { id: string } }[]).find(
      (candidate) => candidate.actor.id === player.userId,
    );
    expect(entry).toMatchObject({
      actor: { role: "player", id: player.userId, name: "Test Player" },
      action: "eligibility-confirm",
    });
  });

  it("records a move to another place as a new row, the old place as before", async () => {
    const player = await signInPlayer();
    await confirmEligibility(player, "MH");
    await confirmEligibility(player, "KA");
    const rows = await auditRowsOf(player);
    expect(rows).toHaveLength(2);
    expect(rows.at(-1)).toMatchObject({
      before: JSON.stringify({ adult: true, region: "Maharashtra" }),
      after: JSON.stringify({ adult: true, region: "Karnataka" }),
    });
    expect((await account(player)).eligibility).toMatchObject({ region: "KA" });
  });

  it.each([
    ["adult missing", { region: "MH" }, ["adult"]],
    ["adult false", { adult: false, region: "MH" }, ["adult"]],
    ["adult as a string", { adult: "true", region: "MH" }, ["adult"]],
    ["adult as a number", { adult: 1, region: "MH" }, ["adult"]],
    ["region missing", { adult: true }, ["region"]],
    ["an unknown region", { adult: true, region: "XX" }, ["region"]],
    ["a region in lower case", { adult: true, region: "mh" }, ["region"]],
    ["a region by name", { adult: true, region: "Maharashtra" }, ["region"]],
    ["both wrong", { adult: "yes", region: 7 }, ["adult", "region"]],
  ])("refuses %s with a 400 naming the field, and keeps nothing", async (_case, body, fields) => {
    const player = await signInPlayer();
    const { status, json } = await putEligibility(player, body);
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: "invalid_input", message: expect.any(String) });
    expect(failingFields(json)).toEqual(fields);
    expect((await account(player)).eligibility).toBeNull();
    expect(await auditRowsOf(player)).toHaveLength(0);
  });

  it("says what is wrong in the player's words", async () => {
    const player = await signInPlayer();
    const { json } = await putEligibility(player, { adult: false, region: "XX" });
    expect(json.fields).toEqual([
      { path: "adult", message: "Confirm that you are 18 or older" },
      { path: "region", message: "Choose your state or union territory" },
    ]);
  });

  it("acts only on the caller's own account: an id in the body changes nobody else", async () => {
    const caller = await signInPlayer();
    const other = await signInPlayer();
    const { status } = await putEligibility(caller, {
      adult: true,
      region: "TN",
      user: other.userId,
      playerId: other.userId,
    });
    expect(status).toBe(200);
    expect((await account(caller)).eligibility).toMatchObject({ region: "TN" });
    expect((await account(other)).eligibility).toBeNull();
    expect(await auditRowsOf(other)).toHaveLength(0);
  });

  it("is for players only: no session, a main admin and a user-admin are 401", async () => {
    const admin = await signInAdmin();
    const author = await signInContributor();
    for (const token of [undefined, admin.token, author.token]) {
      const { status, json } = await call("/api/account/eligibility", {
        method: "PUT",
        ...(token ? { token } : {}),
        body: { adult: true, region: "MH" },
      });
      expect(status).toBe(401);
      expect(json.error).toBe("unauthorized");
    }
  });

  it("is erased from the account by deactivation; the audit log keeps the record", async () => {
    const player = await signInPlayer();
    await confirmEligibility(player, "DL");
    const left = await call("/api/account/deactivate", { token: player.token, body: {} });
    expect(left.status).toBe(200);
    expect(await playerRow(player)).toMatchObject({
      eligibleRegion: null,
      eligibilityConfirmedAt: null,
    });
    expect(await auditRowsOf(player)).toHaveLength(1);
  });
});

describe("before the step", () => {
  it("refuses a deposit with 403 eligibility_required, records no payment, then takes it", async () => {
    const player = await signInPlayer();
    const refused = await deposit(player);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      error: "eligibility_required",
      message:
        "Before you pay to play, confirm that you are 18 or older and name your state or union territory.",
    });
    expect(
      await db().select().from(payments).where(eq(payments.playerId, player.userId)),
    ).toHaveLength(0);

    await confirmEligibility(player);
    expect((await deposit(player)).status).toBe(201);
  });

  it("refuses a paid try with 403 eligibility_required and spends nothing, then sells it", async () => {
    const player = await signInPlayer();
    await grant(player, "bonus", 1000);
    const refused = await buyTry(player);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("eligibility_required");
    const holder = { kind: "player", id: player.userId } as const;
    expect(await balancesOf(db(), holder)).toMatchObject({ bonus: 1000, tries: 0 });

    await confirmEligibility(player);
    expect((await buyTry(player)).json).toEqual({ Status: "OK", tries: 1, paidFrom: "bonus" });
  });
});

describe("places where paid play is off", () => {
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  beforeAll(async () => {
    admin = await signInAdmin();
    await addQuestions(2);
  });
  afterAll(() => call(REGIONS_PATH, { method: "PUT", token: admin.token, body: { regions: [] } }));

  const putRegions = (body: unknown, token = admin.token) =>
    call(REGIONS_PATH, { method: "PUT", token, body });

  it("are a main admin's list: none at first, saved, audited in words, published to every page", async () => {
    expect((await call(REGIONS_PATH, { token: admin.token })).json).toEqual({ regions: [] });
    const saved = await putRegions({ regions: ["TN", "GA"] });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ regions: ["TN", "GA"] });
    expect((await call(REGIONS_PATH, { token: admin.token })).json).toEqual({
      regions: ["TN", "GA"],
    });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "paid-play-regions"))
      .orderBy(auditLog.createdAt);
    expect(row).toMatchObject({
      actorRole: "admin",
      summary: "Paid play is off in Tamil Nadu and Goa",
      before: JSON.stringify({ offIn: "none" }),
      after: JSON.stringify({ offIn: "Tamil Nadu and Goa" }),
    });
    expect((await call("/api/auth/config")).json.terms).toMatchObject({
      paidPlayOffRegions: ["TN", "GA"],
    });
    await putRegions({ regions: ["TN"] });
  });

  it.each([
    ["an unknown code", { regions: ["XX"] }],
    ["a code twice", { regions: ["TN", "TN"] }],
    ["a name", { regions: ["Tamil Nadu"] }],
    ["no list", {}],
    ["a string", { regions: "TN" }],
  ])("refuse %s with a 400", async (_case, body) => {
    const { status, json } = await putRegions(body);
    expect(status).toBe(400);
    expect(failingFields(json)[0]).toMatch(/^regions/);
  });

  it("are read and changed by main admins only", async () => {
    const player = await signInPlayer();
    const author = await signInContributor();
    for (const token of [undefined, player.token, author.token]) {
      const options = token ? { token } : {};
      expect((await call(REGIONS_PATH, options)).status).toBe(401);
      expect(
        (await call(REGIONS_PATH, { ...options, method: "PUT", body: { regions: [] } })).status,
      ).toBe(401);
    }
  });

  it("leave a player there free tries only, and say why", async () => {
    await putRegions({ regions: ["TN"] });
    const player = await signInPlayer();
    await confirmEligibility(player, "TN");
    await grant(player, "bonus", 5000);

    for (const refused of [await deposit(player), await buyTry(player)]) {
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({
        error: "paid_play_unavailable_in_region",
        message: CLOSED_IN_TAMIL_NADU,
      });
    }
    const bank = await account(player);
    expect(bank).toMatchObject({
      depositsEnabled: false,
      paidPlay: { access: "closed_in_region", region: "TN" },
      tryOffer: { payFrom: null, depositsEnabled: false },
      offers: { firstDeposit: null, referralRewardPaise: null, likeFreeTries: 1 },
    });
    expect((await call("/api/refer", { token: player.token })).json.rewardRupees).toBeNull();
    // The day's free try is still theirs.
    expect((await startRun(player)).json.Status).toBe("OK");
  });

  it("leave players elsewhere as they were", async () => {
    await putRegions({ regions: ["TN"] });
    const player = await signInPlayer();
    await confirmEligibility(player, "MH");
    expect((await deposit(player)).status).toBe(201);
    expect((await account(player)).paidPlay).toEqual({ access: "open", region: "MH" });
  });

  it("sit beside the global switch, which still wins where paid play is off everywhere", async () => {
    await putRegions({ regions: ["TN"] });
    const player = await signInPlayer();
    await confirmEligibility(player, "MH");
    const response = await app.request(
      "/api/payments/deposit",
      {
        method: "POST",
        headers: { Authorization: `Bearer ${player.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ amount: 20 }),
      },
      { ...env, PAID_PLAY: "off" },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: "paid_play_disabled" });
  });
});
