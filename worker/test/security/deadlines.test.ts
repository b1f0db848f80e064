// Proves that the server's clock alone decides whether an answer is in time: answers at
// the deadline plus 0, 1, 10, 100 and 1000 ms are judged against the run's network
// allowance to the millisecond, an image question whose image never reports gets the
// admin's image grace, never more than 3 s, to the millisecond, a PlayerRun object that restarts still judges by the
// deadline it stored, an answer judged in time and sent again after the deadline (its
// reply lost) gets its recorded verdict, not a timeout, and a timeout alarm delivered
// twice (alarms run at least once) changes the ledger, the run's records and the
// player's pushes only the first time.
// The clock is the test's `Date`, which the Worker and its Durable Objects share inside
// workerd; the client's own `seconds` always claims an instant answer and is ignored.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { players } from "../../db/schema/identity";
import { attempts, runs } from "../../db/schema/play";
import { DEFAULT_RUN_SETTINGS } from "../../domain/run-settings";
import { addQuestions, db, fetchQuestion, setRunSettings, signInPlayer } from "../harness";
import { playerRunOf, playerWithQuestion } from "../play-fixtures";
import { openSocket } from "../sockets";
import {
  expectLedgerAuditClean,
  expectLedgerOf,
  type LedgerLine,
  ledgerOf,
} from "./race-assertions";
import { answerCoinsLine, answerQuestion, runStartLines } from "./race-play";

const ALLOWANCE_MS = DEFAULT_RUN_SETTINGS.answerGraceMs;

beforeAll(async () => {
  await addQuestions(4, { seconds: 20 });
});

afterAll(expectLedgerAuditClean);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A player whose first question was issued now; `deadline` is when its 20 s run out. */
async function questionWithDeadline() {
  const issuedAt = Date.now();
  const held = await playerWithQuestion();
  return { ...held, deadline: issuedAt + held.seconds * 1000 };
}

type HeldQuestion = Awaited<ReturnType<typeof questionWithDeadline>>;

const setServerClock = (at: number) => vi.setSystemTime(at);

type Verdict = "OK" | "TIME_OUT";

/**
 * Answers right `afterDeadline` ms past the question's deadline and checks the verdict and
 * that coins moved only for an answer in time.
 */
async function expectJudgedAfter(held: HeldQuestion, afterDeadline: number, expected: Verdict) {
  setServerClock(held.deadline + afterDeadline);
  const { json } = await answerQuestion(held.player, held.attemptId, "b");
  expect(json).toMatchObject({ Status: expected, ans: "b" });
  const coins: LedgerLine[] = expected === "OK" ? [answerCoinsLine(held.attemptId)] : [];
  await expectLedgerOf(held.player.userId, [...runStartLines(held.runId), ...coins]);
}

/**
 * One test per row: a question held by `hold`, answered right `afterDeadline` ms past its
 * deadline, is judged `expected`.
 */
function judgesEach(
  rows: (readonly [afterDeadline: number, expected: Verdict])[],
  hold: () => Promise<HeldQuestion> = questionWithDeadline,
) {
  it.each(rows)("%i ms is judged %s", async (afterDeadline, expected) => {
    await expectJudgedAfter(await hold(), afterDeadline, expected);
  });
}

describe("without a network allowance, an answer at the deadline plus", () => {
  beforeAll(() => setRunSettings({ answerGraceMs: 0 }));
  afterAll(() => setRunSettings({}));

  judgesEach([
    [0, "OK"],
    [1, "TIME_OUT"],
    [10, "TIME_OUT"],
    [100, "TIME_OUT"],
    [1_000, "TIME_OUT"],
  ]);
});

describe(`with the default ${ALLOWANCE_MS} ms network allowance, an answer at the deadline plus`, () => {
  judgesEach([
    [0, "OK"],
    [1, "OK"],
    [10, "OK"],
    [100, "OK"],
    [1_000, "OK"],
    [1_001, "TIME_OUT"],
  ]);
});

describe("an image question whose image never reports, with 30 s of image grace stored (read as the 3 s bound), answered at the deadline plus", () => {
  const language = "img-deadline";
  const image = "/images/questions/clock.svg";
  beforeAll(async () => {
    await setRunSettings({ imageGraceSeconds: 30 });
    // A run's worth, so the language is playable and its questions are served.
    await addQuestions(DEFAULT_RUN_SETTINGS.questionsPerRun, {
      language,
      imageUrl: image,
      seconds: 20,
    });
  });
  afterAll(() => setRunSettings({}));

  /** A player served an image question now; its clock starts when the bounded grace ends. */
  async function imageQuestionWithDeadline(): Promise<HeldQuestion> {
    const player = await signInPlayer();
    await db().update(players).set({ languageId: language }).where(eq(players.id, player.userId));
    const issuedAt = Date.now();
    const held = await playerWithQuestion(player);
    expect(held.question).toMatchObject({ img: image, clockRunning: false });
    return { ...held, deadline: issuedAt + 3_000 + held.seconds * 1000 };
  }

  judgesEach(
    [
      [ALLOWANCE_MS, "OK"],
      [ALLOWANCE_MS + 1, "TIME_OUT"],
    ],
    imageQuestionWithDeadline,
  );
});

describe("after the PlayerRun object restarts", () => {
  it.each([
    [ALLOWANCE_MS, "OK"],
    [ALLOWANCE_MS + 1, "TIME_OUT"],
  ] as const)(
    "an answer at the deadline plus %i ms is judged %s by the stored deadline",
    async (afterDeadline, expected) => {
      const held = await questionWithDeadline();
      await evictDurableObject(playerRunOf(held.player));
      await expectJudgedAfter(held, afterDeadline, expected);
    },
  );

  it("serves the open question again with the time the server has left on it", async () => {
    const held = await questionWithDeadline();
    await evictDurableObject(playerRunOf(held.player));
    setServerClock(held.deadline - 15_000);
    const { json } = await fetchQuestion(held.player);
    expect(json.data).toMatchObject({ _id: held.attemptId, remainingMs: 15_000 });
  });
});

/** What a timeout may change: the player's ledger and the run's rows. */
async function recordsOf(held: HeldQuestion) {
  return {
    ledger: await ledgerOf(held.player.userId),
    run: await db().select().from(runs).where(eq(runs.id, held.runId)),
    attempts: await db().select().from(attempts).where(eq(attempts.runId, held.runId)),
  };
}

describe("an answer judged in time and sent again after the deadline", () => {
  it("gets its recorded verdict and receipt, also after a restart, and its coins once", async () => {
    const held = await questionWithDeadline();
    setServerClock(held.deadline + ALLOWANCE_MS);
    const first = await answerQuestion(held.player, held.attemptId, "b");
    expect(first.json).toMatchObject({ Status: "OK" });
    setServerClock(held.deadline + 60_000);
    expect((await answerQuestion(held.player, held.attemptId, "b")).json).toEqual(first.json);
    await evictDurableObject(playerRunOf(held.player));
    expect((await answerQuestion(held.player, held.attemptId, "b")).json).toEqual(first.json);
    await expectLedgerOf(held.player.userId, [
      ...runStartLines(held.runId),
      answerCoinsLine(held.attemptId),
    ]);
  });
});

/** Sets the alarm again, as the runtime does when it redelivers one. */
const rearm = (stub: DurableObjectStub) =>
  runInDurableObject(stub, (_instance, state) => state.storage.setAlarm(Date.now()));

describe("the timeout alarm", () => {
  it("times the question out once when delivered twice, across a restart", async () => {
    const held = await questionWithDeadline();
    const stub = playerRunOf(held.player);
    const socket = await openSocket("/api/ws", held.player.token);
    await socket.next();
    setServerClock(held.deadline + ALLOWANCE_MS + 1);

    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await socket.next()).toEqual({
      type: "run",
      event: "timeout",
      attemptId: held.attemptId,
    });
    const afterFirst = await recordsOf(held);
    expect(afterFirst.run[0]?.status).toBe("timeout");
    expect(afterFirst.attempts.map((a) => a.outcome)).toEqual(["timeout"]);

    await evictDurableObject(stub);
    await rearm(stub);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await recordsOf(held)).toEqual(afterFirst);
    await expect(socket.next(300)).rejects.toThrow(/timed out/);
    expect((await answerQuestion(held.player, held.attemptId, "b")).status).toBe(409);
    socket.socket.close();
  });

  it("changes nothing when it fires before the allowance is over, and the answer still counts", async () => {
    const held = await questionWithDeadline();
    const stub = playerRunOf(held.player);
    setServerClock(held.deadline + ALLOWANCE_MS);
    const before = await recordsOf(held);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await recordsOf(held)).toEqual(before);
    await expectJudgedAfter(held, ALLOWANCE_MS, "OK");
  });

  it("and an answer racing it after the deadline close the question once", async () => {
    const held = await questionWithDeadline();
    const stub = playerRunOf(held.player);
    setServerClock(held.deadline + ALLOWANCE_MS + 1);
    const [answer] = await Promise.all([
      answerQuestion(held.player, held.attemptId, "b"),
      runDurableObjectAlarm(stub),
    ]);
    if (answer.status === 200) expect(answer.json.Status).toBe("TIME_OUT");
    else expect(answer.status).toBe(409);
    const records = await recordsOf(held);
    expect(records.run[0]?.status).toBe("timeout");
    expect(records.attempts.map((a) => a.outcome)).toEqual(["timeout"]);
    await expectLedgerOf(held.player.userId, runStartLines(held.runId));
  });
});
