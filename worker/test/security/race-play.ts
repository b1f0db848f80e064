import { expect } from "vitest";
import { ledgerReference } from "../../domain/ledger";
import { DEFAULT_RUN_SETTINGS } from "../../domain/run-settings";
import { type Player, sendAnswer, setRunSettings } from "../harness";
import { playerWithQuestion } from "../play-fixtures";
import type { LedgerLine } from "./race-assertions";

/** The play loop's calls as a player's client makes them, for the race and deadline suites. */

/** An answer whose client-side `seconds` and `Ans` claim an instant right answer. */
export const answerQuestion = (player: Player, attemptId: string, choice: string) =>
  sendAnswer(player, attemptId, choice, { seconds: 0, Ans: choice });

/** The ledger lines of a run's start: today's free try credited, then spent on the run. */
export const runStartLines = (runId: string): LedgerLine[] => [
  { account: "tries", amount: 1, reference: expect.stringMatching(/^daily-try:/) },
  { account: "tries", amount: -1, reference: ledgerReference.runTry(runId) },
];

export const answerCoinsLine = (
  attemptId: string,
  coins = DEFAULT_RUN_SETTINGS.coinsPerCorrect,
): LedgerLine => ({
  account: "coins",
  amount: coins,
  reference: ledgerReference.answerCoins(attemptId),
});

/**
 * A one-question run answered right, so the player earns stars and a coupon the way
 * players do; settings are read when a run starts, so the defaults return at once.
 */
export async function perfectRun() {
  await setRunSettings({ questionsPerRun: 1, couponEvery: 1 });
  const held = await playerWithQuestion().finally(() => setRunSettings({}));
  const { json } = await answerQuestion(held.player, held.attemptId, "b");
  expect(json.Status).toBe("STARS");
  const stars = json.stars as number;
  const lines: LedgerLine[] = [
    ...runStartLines(held.runId),
    answerCoinsLine(held.attemptId),
    { account: "stars", amount: stars, reference: ledgerReference.runStars(held.runId) },
  ];
  return { player: held.player, couponId: json.id as string, stars, lines };
}
