// Proves "the default economy mints tries" cannot come back through learnt
// answers: every closed question reveals its answer, so a player who could meet the same
// question again soon could learn the bank and play every run perfectly. A player is
// shown every question of their language before any comes again, then the one seen
// longest ago first, also in a bank the demo seed's size played perfectly over many runs
// (the bank was learnable); a refunded ticket's extra seconds go to a fresh
// question, never the one whose answer was just shown. What a perfect run pays is proven
// in domain/economy.test.ts.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedQuestions } from "../../../scripts/seed-questions";
import { auditLedger } from "../../data/money/ledger-audit";
import { players } from "../../db/schema/identity";
import { languages, questions } from "../../db/schema/questions";
import {
  addQuestions,
  call,
  db,
  fetchQuestion,
  type Player,
  sendAnswer,
  setRunSettings,
  signInAdmin,
  signInPlayer,
  startRun,
} from "../harness";
import { forgetPlayPace } from "../play-fixtures";
import { settledDeposit } from "./race-flows";

type Served = { _id: string; Question: string; seconds: number };

// Three-question runs, so the small banks below are playable (decision 025).
beforeAll(() => setRunSettings({ questionsPerRun: 3 }));

/** Starts a run and answers its first question wrong: one question shown per run. */
async function showOneQuestion(player: Player): Promise<Served> {
  const start = await call("/api/run/start", { method: "POST", token: player.token });
  expect(start.json.Status).toBe("OK");
  const served = (
    await call(`/api/get/question/no/by/user/name/${player.userId}`, { token: player.token })
  ).json.data as Served;
  await call("/api/verify/answer/question/number", {
    token: player.token,
    body: { answer: "c", user: player.userId, id: served._id },
  });
  return served;
}

/** A player with a language of its own holding `size` questions, and tries to play. */
async function playerWithBank(size: number) {
  const language = `l${Date.now() % 100_000}${Math.floor(Math.random() * 1000)}`;
  await addQuestions(size, { language });
  const player = await signInPlayer();
  await db().update(players).set({ languageId: language }).where(eq(players.id, player.userId));
  await settledDeposit(player, 100);
  for (let i = 0; i < 8; i++) {
    await call("/api/tries/buy", { method: "POST", token: player.token });
  }
  return player;
}

describe("questions a player has seen", () => {
  it("come again only after the whole bank, the one seen longest ago first", async () => {
    const player = await playerWithBank(3);
    const shown: string[] = [];
    for (let i = 0; i < 5; i++) shown.push((await showOneQuestion(player)).Question);
    expect(new Set(shown.slice(0, 3)).size).toBe(3);
    expect(shown.slice(3)).toEqual(shown.slice(0, 2));
  });

  it("come again only once a player has seen the whole seeded-size bank, over many perfect runs", async () => {
    const seeded = seedQuestions.filter((question) => question.language === "en");
    const language = `s${Date.now() % 100_000}`;
    await db()
      .insert(languages)
      .values({ id: language, code: language, name: language, createdAt: 1 });
    for (const question of seeded) {
      await db()
        .insert(questions)
        .values({
          id: `${language}-${question.id}`,
          languageId: language,
          text: question.text,
          optionA: question.options[0],
          optionB: question.options[1],
          optionC: question.options[2],
          optionD: question.options[3],
          answer: question.answer,
          difficulty: question.difficulty,
          seconds: question.seconds,
          createdAt: 1,
        });
    }
    const answerOf = new Map(seeded.map((question) => [question.text, question.answer]));
    // Ten-question runs, as shipped: the bank must outlast this many perfect runs.
    await setRunSettings({ questionsPerRun: 10 });
    const player = await signInPlayer();
    await db().update(players).set({ languageId: language }).where(eq(players.id, player.userId));
    await settledDeposit(player, 200);
    for (let i = 0; i < 18; i++) {
      await call("/api/tries/buy", { method: "POST", token: player.token });
    }

    const shown: string[] = [];
    const runs = new Set<string>();
    while (shown.length <= seeded.length) {
      // Starting continues the run in play, or opens the next once a perfect run ended.
      runs.add((await startRun(player)).json.runId as string);
      const served = (await fetchQuestion(player)).json.data as Served;
      shown.push(served.Question);
      const reply = await sendAnswer(player, served._id, answerOf.get(served.Question) ?? "a");
      expect(reply.status).toBe(200);
      if (shown.length % 50 === 0) await forgetPlayPace(player);
    }
    await setRunSettings({ questionsPerRun: 3 });
    expect(runs.size).toBeGreaterThan(15);
    expect(new Set(shown.slice(0, seeded.length)).size).toBe(seeded.length);
    expect(shown.slice(0, seeded.length)).toContain(shown.at(-1));
  }, 120_000);

  it("never open the run after a refund: the extra seconds go to a fresh question", async () => {
    const admin = await signInAdmin();
    const player = await playerWithBank(4);
    const reported = await showOneQuestion(player);
    const ticket = await call("/api/tickets", {
      token: player.token,
      body: { id: reported._id, msg: "Timer Problem" },
    });
    const refund = await call("/admin/refund/data/and/add/to/users", {
      token: admin.token,
      body: { id: ticket.json.id, text: "refund", ex_seconds: 10 },
    });
    expect(refund.status).toBe(200);
    await call("/api/run/start", { method: "POST", token: player.token });
    const replay = (
      await call(`/api/get/question/no/by/user/name/${player.userId}`, { token: player.token })
    ).json.data as Served;
    expect(replay.Question).not.toBe(reported.Question);
    expect(replay.seconds).toBe(reported.seconds + 10);
  });
});

afterAll(async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});
