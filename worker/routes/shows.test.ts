// Proves the live shows' routes through the Worker's real entry inside workerd: visitors
// list shows (joined false) and players see their own joins; an admin creates a show that
// holds its pool and schedules its object; a player joins once (idempotent) and not after
// the start (show_started); answers and state go to the show's object (a receipt, never
// the verdict); an unknown show is the one 404; cancelling releases the pool, tells every
// socket, and is refused once the show is over. The object's own rules and clock are
// proven in worker/durable/show-room.test.ts.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ShowView } from "../../contract/shows";
import { balancesOf } from "../data/money/ledger";
import { auditLedger } from "../data/money/ledger-audit";
import { createShow as createShowRow, showById, showHolder } from "../data/shows/shows";
import { endsAt } from "../domain/show-timeline";
import { runScheduledMaintenance } from "../maintenance";
import { addQuestions, call, db, type Player, signInAdmin, signInPlayer } from "../test/harness";
import { openSocket, type TestSocket } from "../test/sockets";

let adminToken: string;
beforeAll(async () => {
  adminToken = (await signInAdmin()).token;
  await addQuestions(30);
});

async function createShow(overrides: Record<string, unknown> = {}) {
  const reply = await call("/admin/shows", {
    token: adminToken,
    body: {
      title: "Friday night",
      startsAt: Date.now() + 3_600_000,
      language: "en",
      questionCount: 2,
      secondsPerQuestion: 10,
      prizePoolRupee: 300,
      ...overrides,
    },
  });
  if (reply.status !== 201) throw new Error(`create: ${reply.status} ${reply.text}`);
  return reply.json.id as string;
}

/** The next message of this show but its lobby counts, which joins send on their own clock. */
async function nextOfShow(socket: TestSocket, showId: string, ms = 2000) {
  for (;;) {
    const message = await socket.next(ms);
    if (message.type === "show" && message.showId === showId && message.event !== "lobby") {
      return message;
    }
  }
}

const join = (player: Player, showId: string) =>
  call(`/api/shows/${showId}/join`, { method: "POST", token: player.token });

describe("listing", () => {
  it("shows visitors the shows with joined false, and a player their own joins", async () => {
    const showId = await createShow({ title: "Listed" });
    const player = await signInPlayer();
    expect((await join(player, showId)).json).toEqual({ joined: true });
    const visitor = await call("/api/shows");
    const listed = (visitor.json.data as ShowView[]).find((show) => show.id === showId);
    expect(listed).toMatchObject({
      title: "Listed",
      language: "en",
      questionCount: 2,
      secondsPerQuestion: 10,
      prizePoolPaise: 30_000,
      status: "scheduled",
      joined: false,
    });
    const mine = await call("/api/shows", { token: player.token });
    expect((mine.json.data as ShowView[]).find((show) => show.id === showId)?.joined).toBe(true);
    const other = await call("/api/shows", { token: (await signInPlayer()).token });
    expect((other.json.data as ShowView[]).find((show) => show.id === showId)?.joined).toBe(false);
  });

  it("answers a visitor with a dead token as a visitor", async () => {
    const reply = await call("/api/shows", { token: "not-a-live-session-token-at-all" });
    expect(reply.status).toBe(200);
  });

  it("lists the host's figures for admins", async () => {
    const showId = await createShow({ title: "Hosted" });
    await join(await signInPlayer(), showId);
    const list = await call("/admin/shows", { token: adminToken });
    const row = (list.json.data as Record<string, unknown>[]).find((show) => show.id === showId);
    expect(row).toMatchObject({ joinedCount: 1, survivors: 1, paidPaise: 0, status: "scheduled" });
    const one = await call(`/admin/shows/${showId}`, { token: adminToken });
    expect(one.json).toMatchObject({ id: showId, joinedCount: 1, index: -1, questions: [] });
  });
});

describe("creating", () => {
  it("holds the pool in the ledger and schedules the show's object", async () => {
    const showId = await createShow({ prizePoolRupee: 250 });
    expect((await balancesOf(db(), showHolder(showId))).cash).toBe(25_000);
    const player = await signInPlayer();
    await join(player, showId);
    const state = await call(`/api/shows/${showId}/state`, { token: player.token });
    expect(state.json).toMatchObject({ status: "scheduled", index: -1, of: 2, waiting: 1 });
  });

  it("refuses a start time in the past, and a show the bank cannot fill", async () => {
    const past = await call("/admin/shows", {
      token: adminToken,
      body: {
        title: "Too late",
        startsAt: Date.now() - 1000,
        language: "en",
        questionCount: 1,
        prizePoolRupee: 10,
      },
    });
    expect(past.status).toBe(400);
    const tooMany = await call("/admin/shows", {
      token: adminToken,
      body: {
        title: "Too big",
        startsAt: Date.now() + 3_600_000,
        language: "en",
        questionIds: ["no-such-question"],
        prizePoolRupee: 10,
      },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.error).toBe("question_unavailable");
  });

  it("is for main admins only", async () => {
    const player = await signInPlayer();
    const reply = await call("/admin/shows", { token: player.token, body: {} });
    expect(reply.status).toBe(401);
  });
});

describe("playing", () => {
  it("takes a joined player's answer with a receipt and no verdict, and refuses the rest", async () => {
    const [player, stranger] = await Promise.all([signInPlayer(), signInPlayer()]);
    // The socket is open before the show exists, so its question cannot pass it by; the
    // start leaves the joins time on a busy machine.
    const socket = await openSocket("/api/ws", player.token);
    const showId = await createShow({ startsAt: Date.now() + 2500, questionCount: 1 });
    expect((await join(player, showId)).status).toBe(200);
    expect((await join(player, showId)).json).toEqual({ joined: true });
    // The object's own alarm sends the question at the start, with no call from anyone.
    expect(await nextOfShow(socket, showId, 10_000)).toMatchObject({
      event: "question",
      index: 0,
      of: 1,
    });
    socket.socket.close(1000, "done");
    const late = await join(stranger, showId);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe("show_started");
    const state = await call(`/api/shows/${showId}/state`, { token: player.token });
    expect(state.json).toMatchObject({
      status: "live",
      index: 0,
      question: { closesAt: expect.any(Number) },
    });
    const send = (who: Player, body: unknown) =>
      call(`/api/shows/${showId}/answers`, { token: who.token, body });
    const accepted = await send(player, { index: 0, choice: "b" });
    expect(accepted.status).toBe(202);
    expect(Object.keys(accepted.json).sort()).toEqual(["accepted", "receipt"]);
    const again = await send(player, { index: 0, choice: "a" });
    expect([again.status, again.json.error]).toEqual([409, "already_answered"]);
    const unjoined = await send(stranger, { index: 0, choice: "b" });
    expect([unjoined.status, unjoined.json.error]).toEqual([403, "not_joined"]);
  });

  it("answers 404 for a show nobody created, on every route that names one", async () => {
    const player = await signInPlayer();
    const id = "no-such-show";
    const replies = await Promise.all([
      call(`/api/shows/${id}/join`, { method: "POST", token: player.token }),
      call(`/api/shows/${id}/state`, { token: player.token }),
      call(`/api/shows/${id}/answers`, { token: player.token, body: { index: 0, choice: "a" } }),
      call(`/admin/shows/${id}`, { token: adminToken }),
      call(`/admin/shows/${id}/cancel`, { method: "POST", token: adminToken }),
    ]);
    for (const reply of replies) {
      expect([reply.status, reply.json.error]).toEqual([404, "not_found"]);
    }
  });
});

describe("cancelling", () => {
  it("releases the pool and tells every socket, once", async () => {
    const showId = await createShow({ prizePoolRupee: 120 });
    const player = await signInPlayer();
    await join(player, showId);
    const socket = await openSocket("/api/ws", player.token);
    await socket.next();
    const cancel = () =>
      call(`/admin/shows/${showId}/cancel`, { method: "POST", token: adminToken });
    expect((await cancel()).json).toEqual({ Status: "OK" });
    expect(await nextOfShow(socket, showId)).toEqual({ type: "show", event: "cancelled", showId });
    expect((await balancesOf(db(), showHolder(showId))).cash).toBe(0);
    expect((await cancel()).status).toBe(200);
    await expect(nextOfShow(socket, showId, 300)).rejects.toThrow(/timed out/);
    const state = await call(`/api/shows/${showId}/state`, { token: player.token });
    expect(state.json).toMatchObject({ status: "cancelled", you: { alive: false } });
    const late = await join(await signInPlayer(), showId);
    expect([late.status, late.json.error]).toEqual([409, "show_cancelled"]);
    socket.socket.close(1000, "done");
    expect(await auditLedger(env.DB)).toEqual([]);
  });
});

describe("the hourly sweep", () => {
  it("ends a show its object was never told of, releasing the pool nobody won", async () => {
    const startsAt = Date.now() + 3_600_000;
    const created = await createShowRow(
      db(),
      {
        id: crypto.randomUUID(),
        title: "Seeded",
        startsAt,
        language: "en",
        questionCount: 1,
        secondsPerQuestion: 10,
        prizePoolPaise: 5_000,
        adminId: "seed",
      },
      Date.now(),
    );
    if ("error" in created) throw new Error(created.error);
    const end = endsAt({ startsAt, questionCount: 1, secondsPerQuestion: 10 });
    const { showsWoken } = await runScheduledMaintenance(env, end + 1);
    expect(showsWoken).toBeGreaterThanOrEqual(1);
    expect(await showById(db(), created.id)).toMatchObject({ status: "ended", winnersCount: 0 });
    expect((await balancesOf(db(), showHolder(created.id))).cash).toBe(0);
    expect(await auditLedger(env.DB)).toEqual([]);
  });
});
