// Proves the live show's object inside workerd, with the clock passed in (every moment is
// in the real future, so no alarm fires by itself and each test drives the steps): no
// byte of a question leaves in a reply or a push before its moment and no right option
// before its reveal; every refusal (show_started, not_joined, window_closed, eliminated,
// already_answered); racing duplicate answers leave one; a step run twice or late is
// taken once; a cancel ends the steps; an eviction mid-question loses nothing; a
// reconnecting player gets the state at once; the end pays each survivor once whatever
// runs again. It does not prove the routes around it (worker/routes/shows.test.ts) or
// the money's own rules (worker/data/shows).
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { Choice } from "../../contract/play";
import { claimedShowAnswer, type ReceiptKeySet, verifyReceipt } from "../../contract/receipts";
import { balancesOf } from "../data/money/ledger";
import { auditLedger } from "../data/money/ledger-audit";
import { createShow, showById, showHolder, showQuestions } from "../data/shows/shows";
import { ANSWER_GRACE_MS, closesAt, endsAt, openAt, revealAt } from "../domain/show-timeline";
import { addQuestions, call, db, signInPlayer } from "../test/harness";
import { openSocket, type TestSocket } from "../test/sockets";
import { playerTally } from "./show-places";
import type { RoomQuestion, RoomShow } from "./show-room";

let counter = 0;
const uniqueShowId = () => `room-test-${Date.now()}-${++counter}`;
const room = (showId: string) => env.SHOW_ROOM.getByName(showId);

/** A player's calls as the routes make them: each to the player's tally shard. */
async function shardOf(showId: string, playerId: string) {
  const shard = await playerTally(env, showId, playerId);
  if (!shard) throw new Error(`no show ${showId}`);
  return shard;
}
const play = (showId: string) => ({
  join: async (playerId: string, now: number) => {
    const { tally, place } = await shardOf(showId, playerId);
    return tally.join(place, playerId, now);
  },
  answer: async (playerId: string, index: number, choice: Choice, now: number) => {
    const { tally, place } = await shardOf(showId, playerId);
    return tally.answer(place, playerId, index, choice, now);
  },
  state: async (playerId: string, now: number) => {
    const { tally, place } = await shardOf(showId, playerId);
    return tally.state(place, playerId, now);
  },
});

const QUESTIONS: RoomQuestion[] = [0, 1, 2].map((index) => ({
  index,
  text: `Which planet is number ${index + 3}?`,
  options: [`Venus ${index}`, `Earth ${index}`, `Mars ${index}`, `Jupiter ${index}`],
  correct: "b",
}));

/** A show an hour ahead of the real clock, known only to its object (no D1 row). */
async function scheduledShow(questionCount = 3) {
  const show: Omit<RoomShow, "tallyShards"> = {
    id: uniqueShowId(),
    startsAt: Date.now() + 3_600_000,
    questionCount,
    secondsPerQuestion: 10,
    status: "scheduled",
  };
  await room(show.id).schedule(show, QUESTIONS.slice(0, questionCount));
  return show;
}

const sockets: TestSocket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.socket.close(1000, "done");
});

type Heard = Record<string, unknown>[];

/** Every message about this show a fresh visitor's socket hears, in order. */
async function listenTo(showId: string): Promise<Heard> {
  const socket = await openSocket("/api/ws");
  sockets.push(socket);
  const heard: Heard = [];
  socket.socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Record<string, unknown>;
    if (message.type === "show" && message.showId === showId) heard.push(message);
  });
  return heard;
}

/** Waits until `count` messages were heard (a bounded wait), then a moment for any extra one. */
async function heardExactly(heard: Heard, count: number) {
  const deadline = Date.now() + 5000;
  while (heard.length < count && Date.now() < deadline) await sleep(10);
  await sleep(150);
  expect(heard).toHaveLength(count);
  return heard;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("before its moment", () => {
  it("keeps every byte of a question out of replies and pushes until it opens", async () => {
    const show = await scheduledShow();
    const heard = await listenTo(show.id);
    await play(show.id).join("p-early", show.startsAt - 5000);
    await room(show.id).runDue(show.startsAt - 4000);
    await heardExactly(heard, 1);
    const before = [
      ...heard,
      await play(show.id).state("p-early", show.startsAt - 1),
      await room(show.id).host(show.id, show.startsAt - 1),
    ];
    const seen = JSON.stringify(before);
    for (const question of QUESTIONS) {
      expect(seen).not.toContain(question.text);
      for (const option of question.options) expect(seen).not.toContain(option);
    }
    expect(before[0]).toEqual({ type: "show", event: "lobby", showId: show.id, waiting: 1 });
    await room(show.id).runDue(show.startsAt);
    expect((await heardExactly(heard, 2))[1]).toEqual({
      type: "show",
      event: "question",
      showId: show.id,
      index: 0,
      of: 3,
      text: QUESTIONS[0]?.text,
      options: QUESTIONS[0]?.options,
      closesAt: closesAt(show, 0),
    });
  });

  it("keeps the right option out of everything a player sees until the reveal", async () => {
    const show = await scheduledShow();
    const heard = await listenTo(show.id);
    await play(show.id).join("p-right", show.startsAt - 1000);
    await room(show.id).runDue(show.startsAt);
    // The lobby's count is not sent once the show has started: only the question is.
    const [question] = await heardExactly(heard, 1);
    const answer = await play(show.id).answer("p-right", 0, "b", show.startsAt + 100);
    const open = await play(show.id).state("p-right", closesAt(show, 0));
    expect(question).not.toHaveProperty("correct");
    expect(answer).toEqual({ accepted: true, receipt: expect.any(String) });
    expect(JSON.stringify(answer)).not.toMatch(/correct|right|wrong/i);
    expect(open).not.toHaveProperty("reveal");
    expect(open).not.toHaveProperty("question");
    expect(open?.you).toEqual({ joined: true, alive: true, answered: true });
    await room(show.id).runDue(revealAt(show, 0));
    expect((await heardExactly(heard, 2))[1]).toEqual({
      type: "show",
      event: "reveal",
      showId: show.id,
      index: 0,
      correct: "b",
      counts: [0, 1, 0, 0],
      survivors: 1,
    });
  });
});

describe("refusals", () => {
  it("refuses joining once the first question is out, but a joined player's join stands", async () => {
    const show = await scheduledShow();
    expect(await play(show.id).join("p-in", show.startsAt - 1)).toEqual({
      joined: true,
    });
    expect(await play(show.id).join("p-in", show.startsAt - 1)).toEqual({
      joined: true,
    });
    expect(await play(show.id).join("p-late", show.startsAt)).toEqual({
      refused: "show_started",
    });
    expect(await play(show.id).join("p-in", show.startsAt + 10)).toEqual({
      joined: true,
    });
  });

  it("refuses an answer from a player who never joined", async () => {
    const show = await scheduledShow();
    expect(await play(show.id).answer("p-stranger", 0, "b", show.startsAt)).toEqual({
      refused: "not_joined",
    });
  });

  it("takes answers until the close plus the grace, and none to a question not open", async () => {
    const show = await scheduledShow();
    for (const player of ["p-last", "p-late", "p-ahead"]) {
      await play(show.id).join(player, show.startsAt - 1);
    }
    const lastMoment = closesAt(show, 0) + ANSWER_GRACE_MS;
    expect(await play(show.id).answer("p-last", 0, "a", lastMoment)).toMatchObject({
      accepted: true,
    });
    expect(await play(show.id).answer("p-late", 0, "b", lastMoment + 1)).toEqual({
      refused: "window_closed",
    });
    expect(await play(show.id).answer("p-ahead", 1, "b", show.startsAt)).toEqual({
      refused: "window_closed",
    });
    expect(await play(show.id).answer("p-ahead", 0, "b", show.startsAt - 1)).toEqual({
      refused: "window_closed",
    });
  });

  it("refuses a second answer to the same question, whatever its choice", async () => {
    const show = await scheduledShow();
    await play(show.id).join("p-twice", show.startsAt - 1);
    await play(show.id).answer("p-twice", 0, "a", show.startsAt + 1);
    expect(await play(show.id).answer("p-twice", 0, "b", show.startsAt + 2)).toEqual({
      refused: "already_answered",
    });
  });

  it("eliminates a wrong or missing answer at the reveal; the eliminated watch on", async () => {
    const show = await scheduledShow();
    for (const player of ["p-wrong", "p-silent", "p-right"]) {
      await play(show.id).join(player, show.startsAt - 1);
    }
    await play(show.id).answer("p-wrong", 0, "c", show.startsAt + 1);
    await play(show.id).answer("p-right", 0, "b", show.startsAt + 1);
    await room(show.id).runDue(revealAt(show, 0));
    const next = openAt(show, 1);
    for (const player of ["p-wrong", "p-silent"]) {
      expect(await play(show.id).answer(player, 1, "b", next)).toEqual({
        refused: "eliminated",
      });
      const state = await play(show.id).state(player, next);
      expect(state?.you).toEqual({ joined: true, alive: false, answered: false });
      expect(state?.question?.text).toBe(QUESTIONS[1]?.text);
    }
    expect(await play(show.id).answer("p-right", 1, "b", next)).toMatchObject({
      accepted: true,
    });
  });

  it("does not tell a wrong answer early: asked about the next question, it is only closed", async () => {
    const show = await scheduledShow();
    await play(show.id).join("p-probe", show.startsAt - 1);
    await play(show.id).answer("p-probe", 0, "d", show.startsAt + 1);
    expect(await play(show.id).answer("p-probe", 1, "b", show.startsAt + 2)).toEqual({
      refused: "window_closed",
    });
    const state = await play(show.id).state("p-probe", closesAt(show, 0) + 1);
    expect(state?.you.alive).toBe(true);
  });
});

describe("answers counted once", () => {
  it("lets one of racing duplicate answers in, and counts it once", async () => {
    const show = await scheduledShow();
    await play(show.id).join("p-racer", show.startsAt - 1);
    const replies = await Promise.all(
      (["a", "b", "c", "d", "b", "b"] as const).map((choice, i) =>
        play(show.id).answer("p-racer", 0, choice, show.startsAt + i),
      ),
    );
    expect(replies.filter((reply) => "accepted" in reply)).toHaveLength(1);
    expect(replies.filter((reply) => "refused" in reply)).toEqual(
      Array(5).fill({ refused: "already_answered" }),
    );
    const host = await room(show.id).host(show.id, revealAt(show, 0));
    expect(host?.questions[0]?.counts.reduce((sum, n) => sum + n, 0)).toBe(1);
  });

  it("signs a receipt that names the show, the question and the choice, and verifies", async () => {
    const show = await scheduledShow();
    await play(show.id).join("p-receipt", show.startsAt - 1);
    const reply = await play(show.id).answer("p-receipt", 0, "c", show.startsAt + 7);
    if (!("receipt" in reply)) throw new Error("answer refused");
    const keys = (await call("/.well-known/quizzy-receipts.json")).json as ReceiptKeySet;
    const check = await verifyReceipt(reply.receipt, keys, claimedShowAnswer);
    expect(check.verdict).toBe("valid");
    expect(claimedShowAnswer(reply.receipt)).toEqual({
      v: 1,
      kind: "show-answer",
      showId: show.id,
      index: 0,
      player: expect.stringMatching(/^[0-9a-f]{64}$/),
      choice: "c",
      answeredAt: show.startsAt + 7,
      closesAt: closesAt(show, 0),
      issuedAt: show.startsAt + 7,
    });
  });

  it("keeps its exact counts when a late answer comes after the reveal was fixed", async () => {
    const show = await scheduledShow();
    for (const player of ["p-1", "p-2"]) {
      await play(show.id).join(player, show.startsAt - 1);
    }
    await play(show.id).answer("p-1", 0, "b", show.startsAt + 1);
    const atReveal = revealAt(show, 0);
    await room(show.id).runDue(atReveal);
    // The same millisecond as the reveal, after it: the reveal has fixed the counts.
    expect(await play(show.id).answer("p-2", 0, "b", atReveal)).toEqual({
      refused: "window_closed",
    });
    const state = await play(show.id).state("p-1", atReveal);
    expect(state?.reveal).toEqual({ correct: "b", counts: [0, 1, 0, 0], survivors: 1 });
  });
});

describe("the timeline's steps", () => {
  it("takes each step once when its alarm runs twice", async () => {
    const show = await scheduledShow();
    const heard = await listenTo(show.id);
    await room(show.id).runDue(show.startsAt);
    await room(show.id).runDue(show.startsAt);
    await heardExactly(heard, 1);
    await Promise.all([
      room(show.id).runDue(revealAt(show, 0)),
      room(show.id).runDue(revealAt(show, 0) + 5),
    ]);
    expect(await heardExactly(heard, 2)).toMatchObject([
      { event: "question", index: 0 },
      { event: "reveal", index: 0 },
    ]);
  });

  it("catches up late: a missed question is not sent after its window, its reveal is", async () => {
    const show = await scheduledShow();
    const heard = await listenTo(show.id);
    await room(show.id).runDue(revealAt(show, 0) + 10);
    expect(await heardExactly(heard, 1)).toMatchObject([{ event: "reveal", index: 0 }]);
  });

  it("wakes for the next step, and the lobby's count at most once a second", async () => {
    const show = await scheduledShow();
    const heard = await listenTo(show.id);
    const lobbyAt = show.startsAt - 60_000;
    await play(show.id).join("p-a", lobbyAt);
    await runInDurableObject(room(show.id), async (_instance, state) => {
      expect(await state.storage.getAlarm()).toBe(lobbyAt);
    });
    await room(show.id).runDue(lobbyAt);
    await heardExactly(heard, 1);
    await play(show.id).join("p-b", lobbyAt + 100);
    await play(show.id).join("p-c", lobbyAt + 200);
    await room(show.id).runDue(lobbyAt + 500);
    await heardExactly(heard, 1);
    await room(show.id).runDue(lobbyAt + 1000);
    expect(await heardExactly(heard, 2)).toMatchObject([
      { event: "lobby", waiting: 1 },
      { event: "lobby", waiting: 3 },
    ]);
    await runInDurableObject(room(show.id), async (_instance, state) => {
      expect(await state.storage.getAlarm()).toBe(show.startsAt);
    });
  });

  it("stops at a cancel: one cancelled message, then no step and no alarm", async () => {
    const show = await scheduledShow();
    const heard = await listenTo(show.id);
    await play(show.id).join("p-cancel", show.startsAt - 1);
    await room(show.id).runDue(show.startsAt);
    await room(show.id).cancel(show.id);
    await room(show.id).cancel(show.id);
    await room(show.id).runDue(endsAt(show));
    expect(await heardExactly(heard, 2)).toMatchObject([
      { event: "question", index: 0 },
      { event: "cancelled" },
    ]);
    await runInDurableObject(room(show.id), async (_instance, state) => {
      expect(await state.storage.getAlarm()).toBeNull();
    });
    expect(await play(show.id).answer("p-cancel", 0, "b", show.startsAt + 1)).toEqual({
      refused: "show_cancelled",
    });
  });

  it("loses nothing when the show's object or a player's shard is evicted mid-question", async () => {
    const show = await scheduledShow();
    for (const player of ["p-kept", "p-other"]) {
      await play(show.id).join(player, show.startsAt - 1);
    }
    await room(show.id).runDue(show.startsAt);
    await play(show.id).answer("p-kept", 0, "b", show.startsAt + 10);
    await evictDurableObject(room(show.id));
    await evictDurableObject((await shardOf(show.id, "p-kept")).tally);
    expect(await play(show.id).answer("p-kept", 0, "a", show.startsAt + 20)).toEqual({
      refused: "already_answered",
    });
    await play(show.id).answer("p-other", 0, "a", show.startsAt + 30);
    await evictDurableObject((await shardOf(show.id, "p-other")).tally);
    const heard = await listenTo(show.id);
    await room(show.id).runDue(revealAt(show, 0));
    expect(await heardExactly(heard, 1)).toMatchObject([
      { event: "reveal", counts: [1, 1, 0, 0], survivors: 1 },
    ]);
  });
});

describe("a reconnecting player", () => {
  it("gets where the show stands at once: lobby, open question, reveal", async () => {
    const show = await scheduledShow(2);
    await play(show.id).join("p-back", show.startsAt - 60_000);
    expect(await play(show.id).state("p-back", show.startsAt - 1000)).toEqual({
      status: "lobby",
      index: -1,
      of: 2,
      you: { joined: true, alive: true, answered: false },
      waiting: 1,
      serverNow: show.startsAt - 1000,
    });
    expect(await play(show.id).state("p-back", show.startsAt + 4000)).toEqual({
      status: "live",
      index: 0,
      of: 2,
      question: {
        text: QUESTIONS[0]?.text,
        options: QUESTIONS[0]?.options,
        closesAt: closesAt(show, 0),
      },
      you: { joined: true, alive: true, answered: false },
      waiting: 1,
      serverNow: show.startsAt + 4000,
    });
    await play(show.id).answer("p-back", 0, "b", show.startsAt + 5000);
    expect(await play(show.id).state("p-back", revealAt(show, 0) + 1)).toEqual({
      status: "live",
      index: 0,
      of: 2,
      reveal: { correct: "b", counts: [0, 1, 0, 0], survivors: 1 },
      you: { joined: true, alive: true, answered: true },
      waiting: 1,
      serverNow: revealAt(show, 0) + 1,
    });
  });

  it("sees the show as a visitor would before joining", async () => {
    const show = await scheduledShow();
    const state = await play(show.id).state("p-never", show.startsAt - 1000);
    expect(state?.you).toEqual({ joined: false, alive: false, answered: false });
  });
});

describe("the end (a show in D1)", () => {
  it("pays each survivor once, whatever runs again, and says so to everyone", async () => {
    await addQuestions(2);
    const startsAt = Date.now() + 3_600_000;
    const created = await createShow(
      db(),
      {
        id: crypto.randomUUID(),
        title: "The end",
        startsAt,
        language: "en",
        questionCount: 2,
        secondsPerQuestion: 10,
        prizePoolPaise: 10_000,
        adminId: "test-admin",
      },
      Date.now(),
    );
    if ("error" in created) throw new Error(created.error);
    const showId = created.id;
    const row = await showById(db(), showId);
    if (!row) throw new Error("no show");
    await room(showId).schedule(row, await showQuestions(db(), showId));
    const show = { startsAt, questionCount: 2, secondsPerQuestion: 10 };
    const [one, two, three] = await Promise.all([signInPlayer(), signInPlayer(), signInPlayer()]);
    const [end1, end2, end3] = [one.userId, two.userId, three.userId];
    for (const player of [end1, end2, end3]) await play(showId).join(player, startsAt - 1);
    await room(showId).runDue(startsAt);
    const answer = (player: string, index: number, choice: "a" | "b", at: number) =>
      play(showId).answer(player, index, choice, at);
    await answer(end1, 0, "b", startsAt + 1);
    await answer(end2, 0, "b", startsAt + 2);
    await answer(end3, 0, "a", startsAt + 3);
    await room(showId).runDue(openAt(show, 1));
    await answer(end1, 1, "b", openAt(show, 1) + 1);
    await answer(end2, 1, "b", openAt(show, 1) + 2);
    const heard = await listenTo(showId);
    await room(showId).runDue(endsAt(show));
    await heardExactly(heard, 2);
    expect(heard[0]).toMatchObject({ event: "reveal", index: 1 });
    expect(heard[1]).toEqual({
      type: "show",
      event: "ended",
      showId,
      winners: 2,
      sharePaise: 5000,
    });
    await room(showId).runDue(endsAt(show) + 1000);
    await evictDurableObject(room(showId));
    await room(showId).runDue(endsAt(show) + 2000);
    await heardExactly(heard, 2);
    for (const winner of [end1, end2]) {
      expect((await balancesOf(db(), { kind: "player", id: winner })).cash).toBe(5000);
    }
    expect((await balancesOf(db(), { kind: "player", id: end3 })).cash).toBe(0);
    expect((await balancesOf(db(), showHolder(showId))).cash).toBe(0);
    const state = await play(showId).state(end1, endsAt(show) + 3000);
    expect(state).toMatchObject({
      status: "ended",
      winners: { count: 2, sharePaise: 5000 },
      you: { alive: true },
    });
    expect(await auditLedger(env.DB)).toEqual([]);
  });
});
