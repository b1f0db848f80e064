// Proves the live dashboard's figures (GET /admin/dashboard): `online` counts the
// people connected now over every hub, by audience, and falls when one leaves (one person's
// many sockets are proven in socket-limits.test.ts); players
// active in the last five minutes are those who started a run or answered; answers in
// the last hour count right and wrong answers (not timeouts) and how many were right;
// open payouts come with their total; the switch comes with its resume time; and only a
// main admin may read it.
import { describe, expect, it } from "vitest";
import type { DashboardResponse } from "../../contract/admin-insights";
import { payoutRequests } from "../db/schema/money";
import { attempts, runs } from "../db/schema/play";
import { call, db, signInAdmin, signInContributor, signInPlayer } from "../test/harness";
import { openSocket } from "../test/sockets";

const MINUTE = 60_000;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;

async function dashboard(token: string): Promise<DashboardResponse> {
  const { status, json } = await call("/admin/dashboard", { token });
  expect(status).toBe(200);
  return json as unknown as DashboardResponse;
}

/** Re-reads until `check` holds: a closing socket leaves its hub a moment later. */
async function eventually(token: string, check: (figures: DashboardResponse) => boolean) {
  for (let i = 0; i < 50; i++) {
    const figures = await dashboard(token);
    if (check(figures)) return figures;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the dashboard never showed the expected figures");
}

async function addRun(playerId: string, startedAt: number) {
  await db()
    .insert(runs)
    .values({
      id: unique("run"),
      playerId,
      languageId: "en",
      status: "lost",
      questionCount: 10,
      startedAt,
    });
}

async function addAttempt(playerId: string, outcome: "correct" | "wrong" | "timeout", at: number) {
  await db()
    .insert(attempts)
    .values({
      id: unique("attempt"),
      runId: unique("run"),
      playerId,
      questionId: "q",
      position: 0,
      issuedAt: at - 5000,
      allowedSeconds: 20,
      answeredAt: outcome === "timeout" ? null : at,
      answer: outcome === "timeout" ? null : "a",
      outcome,
    });
}

describe("the live dashboard", () => {
  it("counts people as they connect and leave, by audience", async () => {
    const { token } = await signInAdmin();
    const before = await dashboard(token);
    const playerOne = await signInPlayer();
    const playerTwo = await signInPlayer();
    const sockets = [
      await openSocket("/api/ws", playerOne.token),
      await openSocket("/api/ws", playerTwo.token),
      await openSocket("/api/ws"),
    ];
    for (const socket of sockets) await socket.next();
    const connected = await eventually(token, (f) => f.online === before.online + 3);
    expect(connected.onlineBy).toEqual({
      player: before.onlineBy.player + 2,
      visitor: before.onlineBy.visitor + 1,
      admin: before.onlineBy.admin,
    });
    sockets[0]?.socket.close(1000, "bye");
    await sockets[0]?.closed;
    const left = await eventually(token, (f) => f.online === before.online + 2);
    expect(left.onlineBy.player).toBe(before.onlineBy.player + 1);
    for (const socket of sockets.slice(1)) socket.socket.close(1000, "bye");
    await eventually(token, (f) => f.online === before.online);
  });

  it("counts players active in five minutes and answers in the hour with the share right", async () => {
    const { token } = await signInAdmin();
    const before = await dashboard(token);
    const now = Date.now();
    const [starter, answerer, idle, both] = ["starter", "answerer", "idle", "both"].map(unique);
    await addRun(starter ?? "", now - MINUTE);
    await addAttempt(answerer ?? "", "correct", now - 4 * MINUTE);
    await addAttempt(idle ?? "", "wrong", now - 6 * MINUTE);
    await addAttempt(idle ?? "", "correct", now - 2 * 60 * MINUTE);
    await addRun(both ?? "", now - 2 * MINUTE);
    await addAttempt(both ?? "", "wrong", now - MINUTE);
    await addAttempt(both ?? "", "timeout", now - MINUTE);
    const after = await dashboard(token);
    expect(after.activePlayers - before.activePlayers).toBe(3);
    expect(after.answersLastHour - before.answersLastHour).toBe(3);
    expect(after.correctLastHour - before.correctLastHour).toBe(1);
  });

  it("totals the open payouts and gives the switch with its resume time", async () => {
    const { token } = await signInAdmin();
    const before = await dashboard(token);
    for (const [amountPaise, status] of [
      [1500, "requested"],
      [2500, "requested"],
      [9900, "paid"],
    ] as const) {
      await db()
        .insert(payoutRequests)
        .values({
          id: unique("payout"),
          payeeId: "p",
          source: "trial",
          sourceId: unique("reward"),
          amountPaise,
          method: "upi",
          status,
          createdAt: 1,
        });
    }
    await call("/admin/start/game/by/click", { token, body: { status: "off", text: "1 Hour" } });
    const after = await dashboard(token);
    expect(after.openPayouts - before.openPayouts).toBe(2);
    expect(after.openPayoutsPaise - before.openPayoutsPaise).toBe(4000);
    expect(after.game).toMatchObject({ Status: "off", text: "1 Hour" });
    expect(after.game.resumeAt).toBeGreaterThan(Date.now() + 59 * MINUTE);
    expect(after.at).toBeLessThanOrEqual(Date.now());
    await call("/admin/start/game/by/click", { token, body: { status: "on" } });
  });

  it("refuses a player's and a user-admin's token", async () => {
    for (const { token } of [await signInPlayer(), await signInContributor()]) {
      expect((await call("/admin/dashboard", { token })).status).toBe(401);
    }
  });
});
