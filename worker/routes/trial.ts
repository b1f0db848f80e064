import { Hono } from "hono";
import { z } from "zod";
import {
  deviceIdSchema,
  type TrialAnswerResponse,
  type TrialClaimResponse,
  type TrialFetchResponse,
  trialAnswerBody,
  trialClaimBody,
  trialTimeoutBody,
} from "../../contract/trial";
import { claimTrialWin } from "../data/money/payouts";
import {
  closeTrial,
  pickTrialQuestion,
  readTrial,
  startTrial,
  type TrialRecord,
  winTrial,
} from "../data/play/trial";
import type { Database } from "../db/client";
import { isLate } from "../domain/deadline";
import { DEFAULT_RUN_SETTINGS } from "../domain/run-settings";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/auth";
import { clientBucket, clientIp } from "../http/client-address";
import { conflict, HttpError, notFound } from "../http/errors";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { validate } from "../http/validate";

/** An image trial question gets the same grace for its image as a run's question. */
const IMAGE_GRACE_MS = DEFAULT_RUN_SETTINGS.imageGraceSeconds * 1000;
const ANSWER_GRACE_MS = DEFAULT_RUN_SETTINGS.answerGraceMs;
const rupees = (paise: number) => Math.round(paise / 100);

function stateOf({ trial, question, reward }: TrialRecord, now: number): TrialFetchResponse {
  if (trial.outcome === "correct")
    return { Status: "Yes", rupee: rupees(reward?.amountPaise ?? 0) };
  if (trial.outcome === "wrong") return { Status: "NO" };
  if (trial.outcome === "timeout") return { Status: "Time_Out" };
  return {
    Status: "OK",
    data: {
      Questio: question.text,
      img: question.imageUrl ?? "",
      a: question.optionA,
      b: question.optionB,
      c: question.optionC,
      d: question.optionD,
      seconds: question.seconds,
      qno: question.id,
      remainingMs: Math.max(0, Math.min(question.seconds * 1000, (trial.deadlineAt ?? now) - now)),
    },
  };
}

/** A pending trial past its deadline is a timeout, whoever notices first. */
async function settleLate(db: Database, record: TrialRecord, now: number) {
  const { trial } = record;
  if (
    trial.outcome === "pending" &&
    trial.deadlineAt !== null &&
    isLate(trial.deadlineAt, now, ANSWER_GRACE_MS)
  ) {
    await closeTrial(db, trial.deviceId, "timeout", now);
    return { ...record, trial: { ...trial, outcome: "timeout" } };
  }
  return record;
}

/**
 * The visitor trial (SPEC.md section 7); mounted at /api. One question per device id,
 * judged by the server's clock, a reward taken atomically from the admin's pool, and a
 * per-IP limit so a fresh device id does not buy endless tries.
 */
export const trialRoutes = new Hono<AppEnv>()
  .get(
    "/get/singel/qst/:deviceId",
    validate("param", z.object({ deviceId: deviceIdSchema })),
    async (c) => {
      const { deviceId } = c.req.valid("param");
      const db = c.var.db;
      const now = Date.now();
      const existing = await readTrial(db, deviceId);
      if (existing) return c.json(stateOf(await settleLate(db, existing, now), now));

      await enforceRateLimit(c, rateRules.trialStartsPerAddress, [clientBucket(c)]);
      const question = await pickTrialQuestion(db);
      if (!question)
        throw new HttpError(503, "no_trial_question", "The trial is not available right now");
      const imageGrace = question.imageUrl ? IMAGE_GRACE_MS : 0;
      await startTrial(
        db,
        {
          deviceId,
          ip: clientIp(c),
          questionId: question.id,
          deadlineAt: now + imageGrace + question.seconds * 1000,
        },
        now,
      );
      // A concurrent first fetch may have started it: answer whatever the device has.
      const started = await readTrial(db, deviceId);
      if (!started) throw new Error("trial vanished after insert");
      return c.json(stateOf(started, now));
    },
  )
  .post("/time/out/by/singel/qst/data", validate("json", trialTimeoutBody), async (c) => {
    const db = c.var.db;
    const { ip: deviceId } = c.req.valid("json");
    if (!(await readTrial(db, deviceId))) throw notFound("No trial for this device");
    // The client may give up early; it can only cost the visitor their own trial.
    await closeTrial(db, deviceId, "timeout", Date.now());
    const record = await readTrial(db, deviceId);
    return c.json(stateOf(record!, Date.now()));
  })
  .post("/get/singel/qst/ans", validate("json", trialAnswerBody), async (c) => {
    await enforceRateLimit(c, rateRules.trialAnswersPerAddress, [clientBucket(c)]);
    const now = Date.now();
    const { ip: deviceId, qno, ans } = c.req.valid("json");
    const db = c.var.db;
    const found = await readTrial(db, deviceId);
    if (!found) throw notFound("No trial for this device");
    if (found.trial.questionId !== qno) throw conflict("That is not this device's trial question");
    const record = await settleLate(db, found, now);
    const correct = record.question.answer;
    let response: TrialAnswerResponse;
    if (record.trial.outcome === "timeout" && found.trial.outcome === "pending") {
      response = { Status: "Time_Out", ans: correct };
    } else if (record.trial.outcome !== "pending") {
      response = { Status: "EX CORRECT" };
    } else if (ans === correct) {
      const won = await winTrial(db, deviceId, now);
      if (won === null) response = { Status: "EX CORRECT" };
      else if (won === 0) response = { Status: "CORRECT NO REWARD", ans: correct };
      else response = { Status: "CORRECT", rupee: rupees(won), ans: correct };
    } else {
      const closed = await closeTrial(db, deviceId, "wrong", now);
      response = closed ? { Status: "INCORRECT", ans: correct } : { Status: "EX CORRECT" };
    }
    return c.json(response);
  })
  .post("/trial/claim", requireRole("player"), validate("json", trialClaimBody), async (c) => {
    const playerId = c.get("session").subjectId;
    await enforceRateLimit(c, rateRules.accountWrite, [`player:${playerId}`]);
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
    return c.json({
      Status: "OK",
      payoutId: result.payoutId,
      rupee: rupees(result.amountPaise),
    } satisfies TrialClaimResponse);
  });
