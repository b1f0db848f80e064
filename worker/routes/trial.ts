import { z } from "zod";
import { visitorTrialRoutes } from "../../contract/routes/trial";
import { deviceIdSchema } from "../../contract/trial";
import { claimTrialWin } from "../data/money/payouts";
import { readLargestUntakenReward } from "../data/money/reward-pool";
import {
  closeTrial,
  pickTrialQuestion,
  readPrizeTimesFromAddress,
  readTrial,
  startTrial,
  type TrialWin,
  winTrial,
} from "../data/play/trial";
import { readRunSettings } from "../data/settings";
import type { Database } from "../db/client";
import {
  judgeTrialAnswer,
  nextPrizeForAddressAt,
  resumedTrial,
  settleLate,
  type TrialAnswerResult,
  type TrialAnswerVerdict,
  trialDeadline,
  trialPaused,
  trialStateAt,
} from "../domain/trial";
import { clientBucket, clientIp } from "../http/client-address";
import { conflict, gamePaused, HttpError, notFound } from "../http/errors";
import { enforceRateLimit, limitAccountWrites, rateRules } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { uiLanguageOfRequest } from "../http/ui-language";
import { validate } from "../http/validate";
import { readGameStatus } from "../realtime/game-status";
import { rupees } from "./views/money";
import { trialAnswerResponse, trialClaimResponse, trialFetchResponse } from "./views/trial";

const ALREADY_CLOSED = { kind: "already_closed" } as const;

/** Writes the close an answer's verdict calls for; only the first close of a trial lands. */
async function closeAnswered(
  db: Database,
  win: TrialWin,
  verdict: Exclude<TrialAnswerVerdict, { kind: "not_this_question" }>,
  now: number,
): Promise<TrialAnswerResult> {
  switch (verdict.kind) {
    case "already_closed":
      return ALREADY_CLOSED;
    case "late":
      await closeTrial(db, win.deviceId, "timeout", now);
      return { kind: "timed_out" };
    case "right": {
      const prizePaise = await winTrial(db, win, now);
      return prizePaise === null ? ALREADY_CLOSED : { kind: "won", prizePaise };
    }
    case "wrong": {
      const closed = await closeTrial(db, win.deviceId, "wrong", now);
      return closed ? { kind: "wrong" } : ALREADY_CLOSED;
    }
  }
}

/**
 * The visitor trial (SPEC.md section 7). One question per device id, drawn from the
 * questions marked for the trial, served and judged only while the game is on, by the
 * server's clock, a reward taken atomically from the admin's pool, at most the admin's
 * bound of prizes per address an hour, and a per-IP limit so a fresh device id does not
 * buy endless tries. No reply carries the right option.
 */
export const trialRoutes = routerOf([
  // What the landing may promise this caller before they play: the largest prize left,
  // unless their address has had its prizes for the hour.
  handle(visitorTrialRoutes.trialOffer, async (c) => {
    const db = c.var.db;
    const now = Date.now();
    const [largest, wonAt, settings] = await Promise.all([
      readLargestUntakenReward(db),
      readPrizeTimesFromAddress(db, clientBucket(c), now),
      readRunSettings(db),
    ]);
    const prizeAgainAt = nextPrizeForAddressAt(wonAt, settings, now);
    return c.json({
      largestRupee: largest === null || prizeAgainAt !== null ? null : rupees(largest),
      prizeAgainAt,
    });
  }),
  handle(
    visitorTrialRoutes.trialQuestion,
    validate("param", z.object({ deviceId: deviceIdSchema })),
    async (c) => {
      const { deviceId } = c.req.valid("param");
      const db = c.var.db;
      const now = Date.now();
      const [stored, clock, game] = await Promise.all([
        readTrial(db, deviceId),
        readRunSettings(db),
        readGameStatus(c.env),
      ]);
      if (trialPaused(stored, game)) throw gamePaused();
      if (stored) {
        const { trial, expired } = settleLate(resumedTrial(stored, game, clock), clock, now);
        if (expired) await closeTrial(db, deviceId, "timeout", now);
        return c.json(trialFetchResponse(trialStateAt(trial, now)));
      }

      await enforceRateLimit(c, rateRules.trialStartsPerAddress, [clientBucket(c)]);
      const question = await pickTrialQuestion(db, uiLanguageOfRequest(c));
      if (!question)
        throw new HttpError(503, "no_trial_question", "The trial is not available right now");
      const deadlineAt = trialDeadline(question, clock, now);
      await startTrial(db, { deviceId, ip: clientIp(c), questionId: question.id, deadlineAt }, now);
      // A concurrent first fetch may have started it: answer whatever the device has.
      const started = await readTrial(db, deviceId);
      if (!started) throw new Error("trial vanished after insert");
      return c.json(trialFetchResponse(trialStateAt(started, now)));
    },
  ),
  handle(visitorTrialRoutes.trialTimeout, async (c) => {
    const db = c.var.db;
    const { ip: deviceId } = c.req.valid("json");
    if (!(await readTrial(db, deviceId))) throw notFound("No trial for this device");
    // The client may give up early; it can only cost the visitor their own trial.
    const now = Date.now();
    await closeTrial(db, deviceId, "timeout", now);
    const closed = await readTrial(db, deviceId);
    return c.json(trialFetchResponse(trialStateAt(closed!, now)));
  }),
  handle(visitorTrialRoutes.trialAnswer, async (c) => {
    await enforceRateLimit(c, rateRules.trialAnswersPerAddress, [clientBucket(c)]);
    const now = Date.now();
    const { ip: deviceId, qno, ans } = c.req.valid("json");
    const db = c.var.db;
    const [stored, settings, game] = await Promise.all([
      readTrial(db, deviceId),
      readRunSettings(db),
      readGameStatus(c.env),
    ]);
    if (!stored) throw notFound("No trial for this device");
    if (trialPaused(stored, game)) throw gamePaused();
    const trial = resumedTrial(stored, game, settings);
    const verdict = judgeTrialAnswer(trial, { questionId: qno, choice: ans }, settings, now);
    if (verdict.kind === "not_this_question") {
      throw conflict("That is not this device's trial question");
    }
    const win = { deviceId, address: clientBucket(c), settings };
    return c.json(trialAnswerResponse(await closeAnswered(db, win, verdict, now)));
  }),
  handle(visitorTrialRoutes.trialClaim, async (c) => {
    const playerId = await limitAccountWrites(c);
    const result = await claimTrialWin(
      c.var.db,
      playerId,
      c.req.valid("json").deviceId,
      Date.now(),
    );
    if (result.kind === "not_won") throw notFound("This device has no reward to claim");
    if (result.kind === "claimed_by_other") throw conflict("This reward was already claimed");
    if (result.kind === "no_details") {
      throw new HttpError(409, "payout_details_required", "Add your UPI or bank details first");
    }
    if (result.kind === "prize_taken") {
      throw new HttpError(
        409,
        "trial_prize_taken",
        "A trial prize can be claimed once per person and payout account, and yours was claimed before. This prize goes back to the pool for another visitor.",
      );
    }
    return c.json(trialClaimResponse(result.payoutId, result.amountPaise));
  }),
]);
