import { z } from "zod";
import type { NoQuestionsInLanguageError } from "../../contract/play";
import { runRoutes } from "../../contract/routes/play";
import { balancesOf } from "../data/money/ledger";
import { buyTry, readTryStanding } from "../data/money/tries";
import { readRunPlayer } from "../data/people/players";
import { readTimeoutReceipt } from "../data/play/receipts";
import { readRunSettings } from "../data/settings";
import type { Database } from "../db/client";
import type { TooFast } from "../domain/run-replies";
import { requireOwnPath } from "../http/auth";
import { conflict, forbidden, gamePaused, HttpError, tooManyRequests } from "../http/errors";
import { newRowIdOf } from "../http/idempotency";
import { refuseUnlessPaidPlay } from "../http/paid-play-gate";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { validate } from "../http/validate";
import { readGameStatus } from "../realtime/game-status";
import {
  forfeitRunResponse,
  questionFetchResponse,
  startRunResponse,
  verifyAnswerResponse,
} from "./views/play";
import { tryOfferView } from "./views/tries";

const playerRun = (env: Env, playerId: string) => env.PLAYER_RUN.getByName(playerId);
const ownUserParam = validate("param", z.object({ user: z.string().min(1).max(64) }));

/** The player's chosen question language, and whether runs are served in it now. */
async function readRunLanguage(db: Database, playerId: string) {
  const { questionsPerRun } = await readRunSettings(db);
  return { questionsPerRun, ...(await readRunPlayer(db, playerId, questionsPerRun)) };
}

/** A start that found no question to serve: nothing was spent (data/play/run-opening.ts). */
const noQuestionsInLanguage = () =>
  new HttpError(
    409,
    "no_questions_in_language" satisfies NoQuestionsInLanguageError["error"],
    "There are no questions in your language yet, and nothing was spent. Choose another language in Settings.",
  );

const refusals = {
  no_run: () => conflict("There is no game running. Start one first."),
  closed: () => conflict("This question is already closed"),
  paused: gamePaused,
} as const;

const slowDown = ({ retryAfterMs }: TooFast) => tooManyRequests(Math.ceil(retryAfterMs / 1000));

/**
 * An answer to a question that is no longer open. If the alarm timed it out (which also
 * ends the run), this late answer is the call that learns of it, so the refusal says so
 * and carries its receipt.
 */
async function closedRefusal(
  db: Database,
  attemptId: string,
  playerId: string,
  reason: "no_run" | "closed",
) {
  const receipt = await readTimeoutReceipt(db, attemptId, playerId);
  if (!receipt) return refusals[reason]();
  return new HttpError(409, "conflict", "Time ran out on that question", undefined, { receipt });
}

/**
 * The play loop (SPEC.md section 7, DESIGN.md section 4). Every call
 * goes to the caller's own PlayerRun object, which keeps the clock and judges answers.
 */
export const playRoutes = routerOf([
  handle(runRoutes.runState, async (c) => {
    const playerId = c.get("session").subjectId;
    const [active, standing, game, language] = await Promise.all([
      playerRun(c.env, playerId).hasActiveRun(),
      readTryStanding(c.var.db, playerId, c.get("config").paidPlay, Date.now()),
      readGameStatus(c.env),
      readRunLanguage(c.var.db, playerId),
    ]);
    return c.json({
      active,
      tries: standing.balances.tries,
      gameOn: game.Status === "on",
      freeTryToday: standing.freeTryToday,
      nextFreeTryAt: standing.nextFreeTryAt,
      tryOffer: tryOfferView(standing),
      unplayableLanguage: language.unplayable,
      questionsPerRun: language.questionsPerRun,
    });
  }),
  // With paid play off, bonus money earned in the game still buys tries; cash does not. A
  // try that costs something needs the player's age and place first (decision 021).
  handle(runRoutes.buyTry, async (c) => {
    const playerId = c.get("session").subjectId;
    await enforceRateLimit(c, rateRules.accountWrite, [`player:${playerId}`]);
    const db = c.var.db;
    const { tryPricePaise } = await readRunSettings(db);
    const access = tryPricePaise > 0 ? await refuseUnlessPaidPlay(c, playerId) : "open";
    const purchaseId = await newRowIdOf(c);
    const paidFrom = await buyTry(db, playerId, purchaseId, tryPricePaise, access, Date.now());
    if (!paidFrom) {
      throw new HttpError(409, "insufficient_balance", "Your balance does not cover a try");
    }
    const { tries } = await balancesOf(db, { kind: "player", id: playerId });
    return c.json({ Status: "OK", tries, paidFrom });
  }),
  handle(runRoutes.runStart, async (c) => {
    const playerId = c.get("session").subjectId;
    const game = await readGameStatus(c.env);
    const result = await playerRun(c.env, playerId).startRun(playerId, game, Date.now());
    if (result.kind === "too_fast") throw slowDown(result);
    if (result.kind === "refused" && result.reason === "no_questions") {
      throw noQuestionsInLanguage();
    }
    return c.json(startRunResponse(result));
  }),
  handle(runRoutes.runQuestion, ownUserParam, requireOwnPath("user"), async (c) => {
    const game = await readGameStatus(c.env);
    const run = playerRun(c.env, c.get("session").subjectId);
    const { reply, receipt } = await run.currentQuestion(game, Date.now());
    return c.json(questionFetchResponse(reply, receipt));
  }),
  handle(runRoutes.imageReady, async (c) => {
    const game = await readGameStatus(c.env);
    const run = playerRun(c.env, c.get("session").subjectId);
    const accepted = await run.imageReady(c.req.valid("json").id, game, Date.now());
    if (!accepted) throw conflict("That question is not waiting for its image");
    return c.json({ Status: "OK" });
  }),
  handle(runRoutes.verifyAnswer, async (c) => {
    // Taken before anything else, so time spent reaching the player's object never
    // counts against the answer.
    const now = Date.now();
    const body = c.req.valid("json");
    const playerId = c.get("session").subjectId;
    if (body.user !== playerId) throw forbidden();
    const game = await readGameStatus(c.env);
    const result = await playerRun(c.env, playerId).answer(body.id, body.answer, game, now);
    if (result.kind === "too_fast") throw slowDown(result);
    if (result.kind === "refused") {
      if (result.reason === "paused") throw refusals.paused();
      throw await closedRefusal(c.var.db, body.id, playerId, result.reason);
    }
    return c.json(verifyAnswerResponse(result.reply, result.receipt));
  }),
  handle(
    runRoutes.forfeitRun,
    validate("param", z.object({ userId: z.string().min(1).max(64) })),
    requireOwnPath("userId"),
    async (c) => {
      const receipt = await playerRun(c.env, c.get("session").subjectId).forfeit(Date.now());
      return c.json(forfeitRunResponse(receipt));
    },
  ),
]);
