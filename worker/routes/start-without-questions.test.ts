// Proves the first finding is gone: a Start in a language with no question to serve
// consumes nothing. Tamil, enabled before languages needed a run's worth of questions,
// with none at all, is the player's choice; English (what a language that is not playable
// falls back to) is empty too in this file's database. Start answers 409
// `no_questions_in_language` and leaves the ledger as it was: today's free try unused,
// bought tries kept, no run row, no "Game run" in the history. Once English has a question,
// the same player starts and spends the free try.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { players } from "../db/schema/identity";
import { ledgerEntries } from "../db/schema/money";
import { runs } from "../db/schema/play";
import { languages, questions } from "../db/schema/questions";
import {
  addQuestions,
  call,
  db,
  grant,
  type Player,
  signInPlayer,
  startRun,
} from "../test/harness";

const ledgerOf = (player: Player) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.holderId, player.userId));
const runsOf = (player: Player) => db().select().from(runs).where(eq(runs.playerId, player.userId));
const runState = async (player: Player) =>
  (await call("/api/run/state", { token: player.token })).json;

describe("a Start with no question to serve", () => {
  it("spends no try, opens no run and writes no Game run line", async () => {
    await db()
      .insert(languages)
      .values({ id: "ta", code: "ta", name: "Tamil", enabled: true, createdAt: 1 });
    const player = await signInPlayer();
    await db().update(players).set({ languageId: "ta" }).where(eq(players.id, player.userId));
    await grant(player, "tries", 2);
    const ledgerBefore = await ledgerOf(player);

    const { status, json } = await startRun(player);
    expect(status).toBe(409);
    expect(json).toEqual({
      error: "no_questions_in_language",
      message:
        "There are no questions in your language yet, and nothing was spent. Choose another language in Settings.",
    });
    expect(await ledgerOf(player)).toEqual(ledgerBefore);
    expect(await runsOf(player)).toEqual([]);
    const history = await call("/api/account/history", { token: player.token });
    expect(JSON.stringify(history.json)).not.toContain("Game run");
    expect(await runState(player)).toMatchObject({
      active: false,
      tries: 2,
      freeTryToday: true,
      unplayableLanguage: { id: "ta", name: "Tamil" },
    });
  });

  it("refuses as often as it is pressed, and still spends nothing", async () => {
    const player = await signInPlayer();
    const replies = await Promise.all([startRun(player), startRun(player), startRun(player)]);
    expect(replies.map((reply) => reply.status)).toEqual([409, 409, 409]);
    expect(await ledgerOf(player)).toEqual([]);
    expect(await runsOf(player)).toEqual([]);
  });

  it("counts neither the trial's questions nor a show's held ones as questions to serve", async () => {
    const player = await signInPlayer();
    await addQuestions(2, { language: "en", trial: true });
    const [held] = await addQuestions(1, { language: "en" });
    await db()
      .update(questions)
      .set({ reservedForShow: "show-to-come" })
      .where(eq(questions.id, held as string));
    const { status, json } = await startRun(player);
    expect(status).toBe(409);
    expect(json).toMatchObject({ error: "no_questions_in_language" });
    expect(await ledgerOf(player)).toEqual([]);
    expect(await runsOf(player)).toEqual([]);
  });

  it("starts, spending the free try, once the language it falls back to has a question", async () => {
    const player = await signInPlayer();
    await addQuestions(1, { language: "en" });
    const { json } = await startRun(player);
    expect(json).toMatchObject({ Status: "OK", continued: false });
    expect(await runsOf(player)).toHaveLength(1);
    expect(await runState(player)).toMatchObject({ active: true, freeTryToday: false });
  });
});
