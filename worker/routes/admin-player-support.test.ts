// Proves player support (/admin/players/{id}): a player's balances, sign-ins
// with the city and country the edge saw (null, shown as unknown, without one), runs,
// tickets, payouts, referrals and ledger page by page; a support adjustment is one ledger
// movement that the player's own history shows as "Adjusted by support: {reason}" and the
// audit log lists with the balance before and after; a reason is required, a debit never
// takes a balance below zero, the form's key makes a double click or a retry move value
// once, racing debits stop at zero, and nobody but a main admin reaches these routes.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLedger } from "../data/money/ledger-audit";
import { auditLog } from "../db/schema/audit";
import { players } from "../db/schema/identity";
import { ledgerEntries } from "../db/schema/money";
import {
  call,
  db,
  postSignIn,
  signInAdmin,
  signInContributor,
  signInPlayer,
  uniqueEmail,
} from "../test/harness";
import {
  buildPlayerEstate,
  type PlayerEstate,
  prepareWorld,
  type World,
} from "../test/security/player-world";

let world: World;
let estate: PlayerEstate;

beforeAll(async () => {
  world = await prepareWorld((await signInAdmin()).token);
  estate = await buildPlayerEstate(world);
});

afterAll(async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});

let keyCounter = 0;
const freshKey = () => `test-form-key-${Date.now()}-${++keyCounter}`;

/** Posts a support adjustment under a fresh form key unless `form` names the key. */
const adjust = (playerId: string, form: Record<string, unknown>, token = world.adminToken) =>
  call(`/admin/players/${playerId}/adjustments`, { token, body: { key: freshKey(), ...form } });

const balanceOf = async (playerToken: string, account: string) =>
  ((await call("/api/account", { token: playerToken })).json.balances as Record<string, number>)[
    account
  ];

const auditRowsOf = (reference: string) =>
  db().select().from(auditLog).where(eq(auditLog.reference, reference));

describe("a player's support page", () => {
  it("shows balances, runs, tickets, payouts and referrals", async () => {
    const { status, json } = await call(`/admin/players/${estate.player.userId}`, {
      token: world.adminToken,
    });
    expect(status).toBe(200);
    expect(json.player).toMatchObject({
      id: estate.player.userId,
      email: estate.player.email,
      status: "active",
      referralCode: expect.any(String),
      deactivatedAt: null,
    });
    const account = await call("/api/account", { token: estate.player.token });
    expect(json.balances).toEqual(account.json.balances);
    const runs = json.runs as { latest: { status: string }[]; total: number };
    expect(runs.total).toBe(2);
    expect(runs.latest.map((run) => run.status).sort()).toEqual(["lost", "won"]);
    expect(json.tickets).toEqual([
      expect.objectContaining({ id: estate.refundedTicketId, status: "refund" }),
    ]);
    expect(json.payouts).toEqual([
      expect.objectContaining({ id: estate.payoutId, status: "requested", source: "trial" }),
    ]);
    expect(json.referrals).toEqual({
      referredBy: { id: estate.referrer.userId, name: expect.any(String) },
      referred: [],
    });
    const referrer = await call(`/admin/players/${estate.referrer.userId}`, {
      token: world.adminToken,
    });
    expect((referrer.json.referrals as { referred: unknown[] }).referred).toEqual([
      {
        id: estate.player.userId,
        name: expect.any(String),
        at: expect.any(Number),
        rewarded: true,
      },
    ]);
  });

  it("lists sign-ins with the place the edge saw, and null where it saw none", async () => {
    const email = uniqueEmail();
    const first = (await postSignIn(email, { ip: "10.9.9.9" })).json as { user: string };
    await postSignIn(email, { ip: "10.9.9.9", cf: { city: "Pune", country: "IN" } });
    const { json } = await call(`/admin/players/${first.user}`, { token: world.adminToken });
    expect(json.signIns).toEqual([
      { at: expect.any(Number), city: "Pune", country: "IN" },
      { at: expect.any(Number), city: null, country: null },
    ]);
  });

  it("pages the ledger 25 entries at a time, newest first", async () => {
    const player = await signInPlayer();
    for (let i = 0; i < 27; i++) {
      const made = await adjust(player.userId, {
        account: "coins",
        direction: "credit",
        amount: i + 1,
        reason: `Goodwill ${i + 1}`,
      });
      expect(made.status).toBe(200);
    }
    const page = (n: number) =>
      call(`/admin/players/${player.userId}/ledger?page=${n}`, { token: world.adminToken });
    type Entry = { id: string; amount: number; memo: string; createdAt: number };
    const first = await page(1);
    expect(first.json).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    const entries = [
      ...(first.json.entries as Entry[]),
      ...((await page(2)).json.entries as Entry[]),
    ];
    expect(entries.slice(0, 25).length).toBe(25);
    expect(entries.length).toBe(27);
    const times = entries.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(entries.map((entry) => entry.amount)).size).toBe(27);
    expect(entries).toContainEqual(
      expect.objectContaining({ amount: 27, memo: "Adjusted by support: Goodwill 27" }),
    );
  });

  it("answers 404 for an unknown player and a browser navigation with the SPA shell", async () => {
    const missing = await call("/admin/players/no-such-player", { token: world.adminToken });
    expect(missing.status).toBe(404);
    const ledger = await call("/admin/players/no-such-player/ledger", { token: world.adminToken });
    expect(ledger.status).toBe(404);
    const shell = await call(`/admin/players/${estate.player.userId}`, {
      headers: { Accept: "text/html" },
    });
    expect(shell.status).not.toBe(401);
    expect(shell.response.headers.get("Vary")).toBe("Accept");
  });
});

describe("support adjustments", () => {
  it("credits once, shows the reason in the player's history and logs the balances", async () => {
    const player = await signInPlayer();
    const key = freshKey();
    const made = await adjust(player.userId, {
      account: "tries",
      direction: "credit",
      amount: 2,
      reason: "Lost connection during a run",
      key,
    });
    expect(made.json).toEqual({ Status: "OK", account: "tries", balance: 2 });
    const history = await call("/api/account/history", { token: player.token });
    expect(history.json.entries).toContainEqual(
      expect.objectContaining({
        kind: "support",
        movements: [{ account: "tries", amount: 2 }],
        memo: "Adjusted by support: Lost connection during a run",
      }),
    );
    const [row] = await auditRowsOf(`support-adjustment:${key}`);
    expect(row).toMatchObject({
      action: "support-adjustment",
      subjectKind: "player",
      subjectId: player.userId,
      summary: "Credited 2 tries: Lost connection during a run",
    });
    expect(JSON.parse(row?.before ?? "")).toEqual({ tries: 0 });
    expect(JSON.parse(row?.after ?? "")).toEqual({ tries: 2 });
    const log = await call("/admin/audit?action=support-adjustment", { token: world.adminToken });
    expect(log.json.data).toContainEqual(
      expect.objectContaining({
        summary: "Credited 2 tries: Lost connection during a run",
        subject: { kind: "player", id: player.userId, name: expect.any(String) },
        before: { tries: 0 },
        after: { tries: 2 },
      }),
    );
  });

  it("debits bonus in paise and says so in rupees", async () => {
    const player = await signInPlayer();
    await adjust(player.userId, {
      account: "bonus",
      direction: "credit",
      amount: 1000,
      reason: "Promised on the phone",
    });
    const key = freshKey();
    const made = await adjust(player.userId, {
      account: "bonus",
      direction: "debit",
      amount: 250,
      reason: "Credited twice by mistake",
      key,
    });
    expect(made.json).toEqual({ Status: "OK", account: "bonus", balance: 750 });
    const [row] = await auditRowsOf(`support-adjustment:${key}`);
    expect(row?.summary).toBe("Debited ₹2.50 of bonus: Credited twice by mistake");
  });

  it("credits stars, up to 5,000 at once", async () => {
    const player = await signInPlayer();
    const made = await adjust(player.userId, {
      account: "stars",
      direction: "credit",
      amount: 25,
      reason: "A perfect run's stars lost to a fault",
    });
    expect(made.json).toEqual({ Status: "OK", account: "stars", balance: 25 });
    const tooMany = await adjust(player.userId, {
      account: "stars",
      direction: "credit",
      amount: 5_001,
      reason: "Too many",
    });
    expect([tooMany.status, tooMany.json.fields]).toEqual([
      400,
      [expect.objectContaining({ path: "amount" })],
    ]);
    expect(await balanceOf(player.token, "stars")).toBe(25);
  });

  it("refuses an adjustment without a reason, naming the field", async () => {
    const player = await signInPlayer();
    for (const reason of [undefined, "", "  "]) {
      const refused = await adjust(player.userId, {
        account: "coins",
        direction: "credit",
        amount: 5,

        ...(reason === undefined ? {} : { reason }),
      });
      expect(refused.status).toBe(400);
      expect(refused.json.fields).toEqual([expect.objectContaining({ path: "reason" })]);
    }
    expect(await balanceOf(player.token, "coins")).toBe(0);
  });

  it("refuses amounts past the account's limit, zero and fractions", async () => {
    const player = await signInPlayer();
    const body = { account: "tries", direction: "credit", reason: "Test" };
    for (const amount of [101, 0, 1.5, "2"]) {
      const refused = await adjust(player.userId, { ...body, amount });
      expect(refused.status).toBe(400);
      expect(refused.json.fields).toEqual([expect.objectContaining({ path: "amount" })]);
    }
  });

  it("takes ₹5,000.00 of bonus, and says the bonus limit in rupees, never in paise", async () => {
    const player = await signInPlayer();
    const fiveThousand = await adjust(player.userId, {
      account: "bonus",
      direction: "credit",
      amount: 500_000,
      reason: "Promised prize money",
    });
    expect(fiveThousand.json).toEqual({ Status: "OK", account: "bonus", balance: 500_000 });
    const refused = await adjust(player.userId, {
      account: "bonus",
      direction: "credit",
      amount: 1_000_001,
      reason: "Too much",
    });
    expect(refused.json.fields).toEqual([
      { path: "amount", message: "At most ₹10,000.00 at once" },
    ]);
  });

  it("never takes a balance below zero and logs nothing when it refuses", async () => {
    const player = await signInPlayer();
    const key = freshKey();
    const refused = await adjust(player.userId, {
      account: "coins",
      direction: "debit",
      amount: 1,
      reason: "Take back",
      key,
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: "insufficient_balance" });
    expect(await auditRowsOf(`support-adjustment:${key}`)).toEqual([]);
    expect(await balanceOf(player.token, "coins")).toBe(0);
  });

  it("moves value once for a double click: the same key answers the same twice", async () => {
    const player = await signInPlayer();
    const body = {
      account: "coins",
      direction: "credit",
      amount: 40,
      reason: "Goodwill",
      key: freshKey(),
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => adjust(player.userId, body)),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(await balanceOf(player.token, "coins")).toBe(40);
    expect(await auditRowsOf(`support-adjustment:${body.key}`)).toHaveLength(1);
    const again = await adjust(player.userId, body);
    expect(again.json).toEqual({ Status: "OK", account: "coins", balance: 40 });
  });

  it("lets racing debits take the balance to zero and no further", async () => {
    const player = await signInPlayer();
    await adjust(player.userId, {
      account: "tries",
      direction: "credit",
      amount: 3,
      reason: "Three tries back",
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        adjust(player.userId, {
          account: "tries",
          direction: "debit",
          amount: 1,
          reason: "Racing debit",
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await balanceOf(player.token, "tries")).toBe(0);
    const logged = await db().select().from(auditLog).where(eq(auditLog.subjectId, player.userId));
    expect(logged.filter((row) => row.summary === "Debited 1 try: Racing debit")).toHaveLength(3);
  });

  it("refuses a key already spent on another adjustment", async () => {
    const player = await signInPlayer();
    const key = freshKey();
    const body = { account: "coins", direction: "credit", amount: 5, reason: "First", key };
    expect((await adjust(player.userId, body)).status).toBe(200);
    const reused = await adjust(player.userId, { ...body, amount: 6 });
    expect(reused.status).toBe(409);
    const other = await signInPlayer();
    expect((await adjust(other.userId, body)).status).toBe(409);
    expect(await balanceOf(other.token, "coins")).toBe(0);
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `support-adjustment:${key}`));
    expect(entries).toHaveLength(1);
  });

  it("refuses an unknown player and a deactivated account", async () => {
    const body = { account: "coins", direction: "credit", amount: 5, reason: "Hello" };
    expect((await adjust("no-such-player", body)).status).toBe(404);
    const player = await signInPlayer();
    await db().update(players).set({ status: "deactivated" }).where(eq(players.id, player.userId));
    expect((await adjust(player.userId, body)).status).toBe(409);
  });
});

describe("who may reach player support", () => {
  it("refuses a player's and a user-admin's token on every player-support route", async () => {
    const player = await signInPlayer();
    const author = await signInContributor();
    const id = estate.player.userId;
    const requests = [
      [`/admin/players/${id}`, undefined],
      [`/admin/players/${id}/ledger`, undefined],
      [
        `/admin/players/${id}/adjustments`,
        { account: "coins", direction: "credit", amount: 5, reason: "Mine", key: freshKey() },
      ],
      ["/admin/audit", undefined],
      ["/admin/players", undefined],
    ] as const;
    for (const token of [player.token, author.token, undefined]) {
      for (const [path, body] of requests) {
        expect((await call(path, { token, body })).status, path).toBe(401);
      }
    }
    expect(await balanceOf(estate.player.token, "coins")).toBeGreaterThanOrEqual(0);
  });
});
