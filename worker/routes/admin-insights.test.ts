// Proves the main admin's insight reads: the balance sums every holder's ledger and shows
// deposits and payouts per day; the charts count real rows per month or day of the run
// settings' time zone, inside the window only, and are empty without data; the health
// check reports the switch, sockets, database, last cron run and counts; the home counts
// what needs attention. Navigations to /admin/balance and /admin/check get the SPA shell.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { credit } from "../data/money/ledger";
import { claimRequests } from "../db/schema/catalogue";
import { payoutRequests } from "../db/schema/money";
import { attempts, runs, tickets } from "../db/schema/play";
import type { LedgerAccount } from "../domain/ledger";
import { dayOf } from "../domain/run-settings";
import { runScheduledMaintenance } from "../maintenance";
import { adminForSuite } from "../test/admin-fixtures";
import { addQuestions, call, db, signInPlayer } from "../test/harness";
import { openSocket } from "../test/sockets";

const DAY = 24 * 60 * 60 * 1000;
const ZONE = "Asia/Kolkata";
const admin = adminForSuite();
let counter = 0;

const read = (path: string) => call(path, { token: admin.token });

/** One ledger entry for a new holder; `prefix` names the cause, as the real references do. */
async function move(
  kind: "player" | "contributor",
  account: LedgerAccount,
  amount: number,
  prefix = "test:",
  at = Date.now(),
) {
  const n = ++counter;
  const movement = {
    holder: { kind, id: `${kind}-${n}` },
    account,
    amount,
    reference: `${prefix}${n}`,
    memo: "test",
  };
  await credit(db(), movement, at);
}

async function runAt(startedAt: number) {
  const id = `run-${++counter}`;
  await db()
    .insert(runs)
    .values({ id, playerId: "p", languageId: "en", status: "won", questionCount: 1, startedAt });
  return id;
}

describe("without data", () => {
  it("answers empty series and zero totals", async () => {
    for (const period of ["day", "month"]) {
      const charts = await read(`/admin/charts?period=${period}`);
      expect(charts.json.series).toEqual({
        newPlayers: [],
        runs: [],
        answers: [],
        deposits: [],
        payouts: [],
      });
    }
    const balance = await read("/admin/balance");
    expect(balance.json).toEqual({
      players: { cash: 0, bonus: 0, winnings: 0, coins: 0, stars: 0, tries: 0 },
      contributors: { earnings: 0 },
      days: { deposits: [], payouts: [] },
    });
  });
});

describe("the balance", () => {
  it("sums every holder's accounts and shows deposits and payouts per day", async () => {
    const now = Date.now();
    await move("player", "cash", 5000, "deposit:");
    await move("player", "cash", 2000, "deposit:", now - 2 * DAY);
    await move("player", "cash", -1500, "try-purchase-payment:");
    await move("player", "bonus", 1000);
    await move("player", "winnings", 3000);
    await move("player", "winnings", -2500, "payout-paid:");
    await move("player", "coins", 40);
    await move("player", "stars", 3);
    await move("player", "tries", 2);
    await move("contributor", "earnings", 500);
    await move("player", "cash", 9000, "deposit:", now - 40 * DAY);
    const { json } = await read("/admin/balance");
    expect(json).toEqual({
      players: { cash: 14500, bonus: 1000, winnings: 500, coins: 40, stars: 3, tries: 2 },
      contributors: { earnings: 500 },
      days: {
        deposits: [
          { period: dayOf(now - 2 * DAY, ZONE), value: 2000 },
          { period: dayOf(now, ZONE), value: 5000 },
        ],
        payouts: [{ period: dayOf(now, ZONE), value: 2500 }],
      },
    });
  });

  it("gives a browser navigation the SPA shell", async () => {
    const navigate = (path: string) => call(path, { headers: { Accept: "text/html" } });
    const home = await navigate("/admin/home");
    for (const path of ["/admin/balance", "/admin/check"]) {
      const screen = await navigate(path);
      expect([screen.status, screen.text]).toEqual([home.status, home.text]);
    }
  });
});

describe("the charts", () => {
  it("counts runs, answers and new players per month and per day, inside the window", async () => {
    const now = Date.now();
    await signInPlayer();
    const today = await runAt(now);
    await runAt(now - 45 * DAY);
    await runAt(now - 400 * DAY);
    await db()
      .insert(attempts)
      .values([
        {
          id: `a-${++counter}`,
          runId: today,
          playerId: "p",
          questionId: "q",
          position: 0,
          issuedAt: now,
          allowedSeconds: 20,
          answeredAt: now,
        },
        {
          id: `a-${++counter}`,
          runId: today,
          playerId: "p",
          questionId: "q",
          position: 1,
          issuedAt: now,
          allowedSeconds: 20,
        },
      ]);
    const month = (at: number) => dayOf(at, ZONE).slice(0, 7);
    const [year = 0, monthNumber = 0] = month(now).split("-").map(Number);
    const byMonth = await read("/admin/charts?period=month");
    expect(byMonth.json).toMatchObject({
      period: "month",
      from: new Date(Date.UTC(year, monthNumber - 12, 1)).toISOString().slice(0, 7),
    });
    const monthly = byMonth.json.series as Record<string, { period: string; value: number }[]>;
    expect(monthly.runs).toEqual([
      { period: month(now - 45 * DAY), value: 1 },
      { period: month(now), value: 1 },
    ]);
    expect(monthly.answers).toEqual([{ period: month(now), value: 1 }]);
    expect(monthly.newPlayers).toEqual([{ period: month(now), value: 1 }]);
    const byDay = await read("/admin/charts?period=day");
    const daily = byDay.json.series as Record<string, { period: string; value: number }[]>;
    expect(byDay.json.from).toBe(dayOf(now - 29 * DAY, ZONE));
    expect(daily.runs).toEqual([{ period: dayOf(now, ZONE), value: 1 }]);
    expect((await read("/admin/charts?period=week")).status).toBe(400);
  });
});

describe("the health check and the home counts", () => {
  it("reports the switch, sockets, database, last cron run and counts", async () => {
    const socket = await openSocket("/admin/ws", admin.token);
    await socket.next();
    await addQuestions(2);
    const before = await read("/admin/check");
    expect(before.json).toMatchObject({
      game: { Status: "on" },
      database: "ok",
      lastCron: null,
      counts: { questions: 2, pendingTickets: 0, openPayouts: 0, pendingRequests: 0 },
    });
    expect(before.json.sockets).toBeGreaterThanOrEqual(1);
    expect((before.json.counts as { players: number }).players).toBeGreaterThanOrEqual(1);
    const at = Date.now();
    await runScheduledMaintenance(env, at);
    expect((await read("/admin/check")).json.lastCron).toEqual({ at, purged: 0 });
    socket.socket.close();
  });

  it("counts pending tickets, open payouts and pending requests", async () => {
    const before = (await read("/admin/dashboard")).json;
    await db()
      .insert(tickets)
      .values({
        id: `t-${++counter}`,
        playerId: "p",
        attemptId: `a-${counter}`,
        issue: "Other",
        createdAt: 1,
      });
    await db()
      .insert(payoutRequests)
      .values({
        id: `pr-${++counter}`,
        payeeId: "p",
        source: "trial",
        sourceId: `r-${counter}`,
        amountPaise: 100,
        method: "upi",
        createdAt: 1,
      });
    await db()
      .insert(claimRequests)
      .values({ id: `cr-${++counter}`, playerId: "p", kind: "cart", subjectId: "c", createdAt: 1 });
    const { json } = await read("/admin/dashboard");
    expect(json).toEqual({
      pendingTickets: (before.pendingTickets as number) + 1,
      openPayouts: (before.openPayouts as number) + 1,
      openPayoutsPaise: (before.openPayoutsPaise as number) + 100,
      pendingRequests: (before.pendingRequests as number) + 1,
      // The live figures are proven in admin-dashboard.test.ts.
      at: expect.any(Number),
      online: expect.any(Number),
      onlineBy: {
        player: expect.any(Number),
        visitor: expect.any(Number),
        admin: expect.any(Number),
      },
      activePlayers: expect.any(Number),
      answersLastHour: expect.any(Number),
      correctLastHour: expect.any(Number),
      game: expect.objectContaining({ Status: "on" }),
    });
  });
});
