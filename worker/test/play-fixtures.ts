import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { LiveAttempt, LiveRun } from "../domain/live-run";
import { fetchQuestion, type Player, signInPlayer, startRun } from "./harness";

/**
 * The play suites' common ground: a player holding the first question of a fresh run, and
 * that player's PlayerRun object, whose stored clock a test moves instead of sleeping.
 */

/** A question as the player is served it (never its answer), with what a suite reads of it. */
export type ServedQuestion = Record<string, unknown> & {
  _id: string;
  Question: string;
  a: string;
  b: string;
  c: string;
  d: string;
  seconds: number;
};

/**
 * A signed-in player (a new one unless `player` names one made ready by the test) who spent
 * the daily try on a run and holds its first question.
 */
export async function playerWithQuestion(player?: Player) {
  player ??= await signInPlayer();
  const started = await startRun(player);
  expect(started.json).toMatchObject({ Status: "OK", continued: false });
  const served = await fetchQuestion(player);
  expect(served.json.Status).toBe("OK");
  const question = served.json.data as ServedQuestion;
  return {
    player,
    runId: started.json.runId as string,
    question,
    attemptId: question._id,
    seconds: question.seconds,
  };
}

/** The player's own PlayerRun object (one per player, named by user id). */
export const playerRunOf = (player: Player) => env.PLAYER_RUN.getByName(player.userId);

/** The run as the player's PlayerRun object holds it now. */
export const storedRun = (player: Player) =>
  runInDurableObject(
    playerRunOf(player),
    (_instance, state) => state.storage.kv.get<LiveRun>("run")!,
  );

/**
 * Moves the open question's clock back by what `by` says, as if that much time had passed.
 * The object mirrors its run in memory, so it is evicted to read the edited one.
 */
async function moveOpenQuestionClock(player: Player, by: (attempt: LiveAttempt) => number) {
  await runInDurableObject(playerRunOf(player), (_instance, state) => {
    const run = state.storage.kv.get<LiveRun>("run")!;
    run.attempt!.issuedAt -= by(run.attempt!);
    state.storage.kv.put("run", run);
  });
  await evictDurableObject(playerRunOf(player));
}

/** Moves the open question's clock back by `ms`. */
export const ageOpenQuestion = (player: Player, ms: number) =>
  moveOpenQuestionClock(player, () => ms);

/** Moves the open question's clock back past its deadline and the network allowance. */
export const expireOpenQuestion = (player: Player) =>
  moveOpenQuestionClock(player, (attempt) => attempt.allowedSeconds * 1000 + 5_000);

/**
 * Forgets the player's pace window (starting runs and answering, 120 a minute), as if a
 * minute had passed: for a test that plays more than a person could in one.
 */
export async function forgetPlayPace(player: Player) {
  await runInDurableObject(playerRunOf(player), (_instance, state) => {
    state.storage.kv.delete("pace");
  });
  await evictDurableObject(playerRunOf(player));
}
