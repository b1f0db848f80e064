import { DurableObject } from "cloudflare:workers";
import type { GameStatus } from "../../contract/game";
import type {
  Choice,
  QuestionFetchResponse,
  StartRunResponse,
  VerifyAnswerResponse,
} from "../../contract/play";
import { readPlayerLanguage } from "../data/people/players";
import { type AttemptClosing, closingStatements } from "../data/play/run-closing";
import { openRun } from "../data/play/run-opening";
import { endRun, nextQuestionQuery, type QueuedQuestion } from "../data/play/runs";
import { readRunSettings } from "../data/settings";
import { commit, openDatabase } from "../db/client";
import { deadlineOf, effectiveClockStart, isLate } from "../domain/deadline";
import { countHit, type RateWindow } from "../domain/fixed-window";
import { type AttemptOutcome, judge, verdictFor } from "../domain/scoring";
import { newId } from "../ids";
import { gameRoom } from "../realtime/hubs";
import { notifyPlayer } from "../realtime/notify";
import {
  attemptFrom,
  closedRecord,
  graceMs,
  type LiveAttempt,
  type LiveRun,
  progressOf,
  questionView,
  runStatusAfter,
  unavailable,
} from "./live-run";

/** Starting runs and answering: far above a human's pace, far below a script's. */
const PLAY_PACE = { limit: 120, windowMs: 60_000 };

export type TooFast = { kind: "too_fast"; retryAfterMs: number };
export type StartResult = { kind: "started"; response: StartRunResponse } | TooFast;
export type AnswerResult =
  | { kind: "answered"; response: VerifyAnswerResponse }
  | { kind: "refused"; reason: "no_run" | "closed" | "paused" }
  | TooFast;

const RUN_KEY = "run";
const REPLAY_KEY = "replay";
const PACE_KEY = "pace";
/** A closing judged but not yet in D1; recorded again after a restart (see `close`). */
const OUTBOX_KEY = "unrecorded-closing";

/** A refunded question to serve again, with more time, as the next run's first. */
type Replay = { questionId: string; extraSeconds: number };

/**
 * One player's live run with a server-authoritative clock (DESIGN.md section 4): one
 * object per player, so no object sees every player's answers. The run, its open
 * question and the question queued after it live in this object's storage; D1 gets one
 * batch per question, when it closes (record, rewards, and the pick of the next one).
 * Every check-and-set of the run happens synchronously before the first await, so two
 * concurrent answers to one attempt cannot both be judged.
 */
export class PlayerRun extends DurableObject<Env> {
  /** In-flight work that concurrent calls share or wait for instead of repeating. */
  private starting: Promise<StartResult> | null = null;
  private recording: Promise<void> | null = null;

  private get db() {
    return openDatabase(this.env.DB);
  }

  private readRun(): LiveRun | undefined {
    return this.ctx.storage.kv.get<LiveRun>(RUN_KEY);
  }

  private writeRun(run: LiveRun | undefined): void {
    if (run) this.ctx.storage.kv.put(RUN_KEY, run);
    else this.ctx.storage.kv.delete(RUN_KEY);
  }

  /**
   * The per-player pace limit, counted here rather than in a shared limiter object:
   * every play call comes to this object anyway, so it costs no extra round trip.
   */
  private pace(now: number): TooFast | null {
    const kv = this.ctx.storage.kv;
    const { verdict, window } = countHit(kv.get<RateWindow>(PACE_KEY), PLAY_PACE, now);
    if (window) kv.put(PACE_KEY, window);
    return verdict.allowed ? null : { kind: "too_fast", retryAfterMs: verdict.retryAfterMs };
  }

  async hasActiveRun(): Promise<boolean> {
    await this.settled();
    return this.readRun() !== undefined;
  }

  /** Starts a run for one try, or continues the active one. */
  startRun(playerId: string, game: GameStatus, now: number): Promise<StartResult> {
    this.starting ??= this.start(playerId, game, now).finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async start(playerId: string, game: GameStatus, now: number): Promise<StartResult> {
    const tooFast = this.pace(now);
    if (tooFast) return tooFast;
    await this.settled();
    const active = this.readRun();
    if (active) return started({ Status: "OK", runId: active.id, continued: true });
    if (game.Status === "off") {
      return started({
        Status: "BAD",
        reason: "game_off",
        message: "The game is paused right now",
      });
    }
    const db = this.db;
    const settings = await readRunSettings(db);
    const languageId = await readPlayerLanguage(db, playerId);
    const runId = newId();
    const replay = this.ctx.storage.kv.get<Replay>(REPLAY_KEY);
    const opened = await openRun(
      db,
      { runId, playerId, languageId, settings, replayQuestionId: replay?.questionId ?? null },
      now,
    );
    if (!opened.paid) {
      return started({ Status: "BAD", reason: "no_tries", message: "You have no tries left" });
    }
    this.ctx.storage.kv.delete(REPLAY_KEY);
    this.writeRun({
      id: runId,
      playerId,
      languageId,
      settings,
      correctCount: 0,
      timeUsedMs: 0,
      timeAllowedMs: 0,
      nextPosition: 0,
      attempt: null,
      queued: opened.firstQuestion
        ? {
            question: opened.firstQuestion,
            extraSeconds: opened.replayed ? (replay?.extraSeconds ?? 0) : 0,
          }
        : null,
    });
    return started({ Status: "OK", runId, continued: false });
  }

  /** The open question with the server's remaining time, issuing the queued one if due. */
  async currentQuestion(game: GameStatus, now: number): Promise<QuestionFetchResponse> {
    await this.settled();
    const run = this.readRun();
    if (!run) return unavailable("no_run", "Start a game to get a question");
    if (game.Status === "off") return unavailable("game_off", "The game is paused right now");
    if (run.attempt) {
      const deadline = deadlineOf(run.attempt, game, graceMs(run));
      if (isLate(deadline, now, run.settings.answerGraceMs)) {
        await this.expire(run, run.attempt, game, now);
        return unavailable("no_run", "Time ran out on that question");
      }
      await this.armAlarm(run, game);
      return { Status: "OK", data: questionView(run, run.attempt, game, now) };
    }
    if (!run.queued) {
      this.writeRun(undefined);
      await commit(this.db, [
        endRun(this.db, run.id, { ...progressOf(run), status: "forfeited", stars: null }, now),
      ]);
      return unavailable("no_questions", "There are no questions in your language yet");
    }
    const attempt = attemptFrom(run.queued, run.nextPosition, now);
    const next: LiveRun = { ...run, attempt, queued: null, nextPosition: run.nextPosition + 1 };
    this.writeRun(next);
    await this.armAlarm(next, game);
    return { Status: "OK", data: questionView(next, attempt, game, now) };
  }

  /** After a refund with extra seconds: the next run opens with that question again. */
  queueReplay(questionId: string, extraSeconds: number): void {
    this.ctx.storage.kv.put(REPLAY_KEY, { questionId, extraSeconds } satisfies Replay);
  }

  /** The client's report that the question's image loaded (or failed): the clock starts. */
  async imageReady(attemptId: string, game: GameStatus, now: number): Promise<boolean> {
    const run = this.readRun();
    const attempt = run?.attempt;
    if (!run || !attempt || attempt.id !== attemptId || !attempt.hasImage) return false;
    if (attempt.imageReadyAt === null) {
      const next = { ...run, attempt: { ...attempt, imageReadyAt: now } };
      this.writeRun(next);
      await this.armAlarm(next, game);
    }
    return true;
  }

  async answer(
    attemptId: string,
    choice: Choice,
    game: GameStatus,
    now: number,
  ): Promise<AnswerResult> {
    const tooFast = this.pace(now);
    if (tooFast) return tooFast;
    const run = this.readRun();
    if (!run) return { kind: "refused", reason: "no_run" };
    const attempt = run.attempt;
    if (!attempt || attempt.id !== attemptId) return { kind: "refused", reason: "closed" };
    if (game.Status === "off") return { kind: "refused", reason: "paused" };

    const deadline = deadlineOf(attempt, game, graceMs(run));
    const late = isLate(deadline, now, run.settings.answerGraceMs);
    const outcome = judge(choice, attempt.correct, late);
    const response = await this.close(run, attempt, outcome, late ? null : choice, game, now);
    return { kind: "answered", response };
  }

  /** Leaving /play forfeits the run (SPEC.md's "valid data" delete). */
  async forfeit(now: number): Promise<void> {
    await this.settled();
    const run = this.readRun();
    if (!run) return;
    this.writeRun(undefined);
    await this.ctx.storage.deleteAlarm();
    const end = { ...progressOf(run), status: "forfeited" as const, stars: null };
    if (!run.attempt) {
      await commit(this.db, [endRun(this.db, run.id, end, now)]);
      return;
    }
    const clockStartedAt = run.attempt.issuedAt;
    await this.record({
      attempt: closedRecord(run, run.attempt, "forfeited", null, clockStartedAt, null),
      runEnd: end,
      coins: 0,
      coupon: null,
    });
  }

  /** At the deadline (plus the network allowance) an unanswered question times out. */
  override async alarm(): Promise<void> {
    await this.settled();
    const run = this.readRun();
    if (!run?.attempt) return;
    const game = await gameRoom(this.env).status();
    // While the game is paused nothing times out; the next fetch after the pause
    // restarts the clock and arms the alarm again.
    if (game.Status === "off") return;
    const now = Date.now();
    const deadline = deadlineOf(run.attempt, game, graceMs(run));
    if (!isLate(deadline, now, run.settings.answerGraceMs)) {
      await this.armAlarm(run, game);
      return;
    }
    await this.expire(run, run.attempt, game, now);
  }

  private async expire(run: LiveRun, attempt: LiveAttempt, game: GameStatus, now: number) {
    await this.close(run, attempt, "timeout", null, game, now);
    await notifyPlayer(this.env, run.playerId, {
      type: "run",
      event: "timeout",
      attemptId: attempt.id,
    });
  }

  /**
   * Judges one attempt. The run in storage changes before the first await, so a
   * concurrent answer finds the attempt closed. The closing goes to storage as an outbox
   * before its D1 batch, so a restart mid-batch records it later instead of losing it;
   * if D1 refuses the batch, the run is put back so the player can retry.
   */
  private async close(
    run: LiveRun,
    attempt: LiveAttempt,
    outcome: AttemptOutcome,
    answer: Choice | null,
    game: GameStatus,
    now: number,
  ): Promise<VerifyAnswerResponse> {
    const settings = run.settings;
    const clockStart = effectiveClockStart(attempt, game, graceMs(run));
    const allowedMs = attempt.allowedSeconds * 1000;
    const usedMs =
      outcome === "timeout" ? allowedMs : Math.min(allowedMs, Math.max(0, now - clockStart));
    const next: LiveRun = {
      ...run,
      attempt: null,
      correctCount: run.correctCount + (outcome === "correct" ? 1 : 0),
      timeUsedMs: run.timeUsedMs + usedMs,
      timeAllowedMs: run.timeAllowedMs + allowedMs,
    };
    const verdict = verdictFor(outcome, {
      correctSoFar: run.correctCount,
      questionsPerRun: settings.questionsPerRun,
      couponEvery: settings.couponEvery,
      timeUsedMs: next.timeUsedMs,
      timeAllowedMs: next.timeAllowedMs,
    });
    const closing: AttemptClosing = {
      attempt: closedRecord(
        run,
        attempt,
        outcome,
        answer,
        clockStart,
        answer === null ? null : now,
      ),
      runEnd: verdict.runEnds
        ? { ...progressOf(next), status: runStatusAfter(outcome), stars: verdict.stars }
        : null,
      coins: outcome === "correct" ? settings.coinsPerCorrect : 0,
      coupon: verdict.earnsCoupon
        ? { id: `cpn-${attempt.id}`, valuePaise: settings.couponValuePaise }
        : null,
    };
    this.writeRun(verdict.runEnds ? undefined : next);
    try {
      await this.record(closing);
    } catch (error) {
      this.writeRun(run);
      this.ctx.storage.kv.delete(OUTBOX_KEY);
      throw error;
    }
    if (verdict.runEnds) await this.ctx.storage.deleteAlarm();
    return {
      Status: verdict.status,
      ans: attempt.correct,
      coins: closing.coins,
      ...(closing.coupon ? { id: closing.coupon.id } : {}),
      ...(verdict.stars !== null ? { stars: verdict.stars } : {}),
    };
  }

  /**
   * Writes one closing in one batch, with the pick of the run's next question at its end
   * (so the pick already sees this attempt). Other calls wait for it: until it lands the
   * run has no queued question yet.
   */
  private record(closing: AttemptClosing): Promise<void> {
    this.ctx.storage.kv.put(OUTBOX_KEY, closing);
    const db = this.db;
    const run = this.readRun();
    const continues = run && run.id === closing.attempt.runId && !closing.runEnd;
    const work = (async () => {
      const statements = closingStatements(db, closing, Date.now());
      const results = continues
        ? await commit(db, [...statements, nextQuestionQuery(db, run)])
        : await commit(db, statements);
      this.ctx.storage.kv.delete(OUTBOX_KEY);
      const current = this.readRun();
      if (continues && current?.id === run.id && !current.attempt) {
        const [question] = results.at(-1) as QueuedQuestion[];
        this.writeRun({ ...current, queued: question ? { question, extraSeconds: 0 } : null });
      }
    })();
    this.recording = work.finally(() => {
      this.recording = null;
    });
    return work;
  }

  /** Waits for a closing in flight, or records one a restart interrupted. */
  private async settled(): Promise<void> {
    if (this.recording) {
      await this.recording.catch(() => {});
      return;
    }
    const unrecorded = this.ctx.storage.kv.get<AttemptClosing>(OUTBOX_KEY);
    if (unrecorded) await this.record(unrecorded);
  }

  private async armAlarm(run: LiveRun, game: GameStatus): Promise<void> {
    if (!run.attempt) return;
    const deadline = deadlineOf(run.attempt, game, graceMs(run));
    await this.ctx.storage.setAlarm(deadline + run.settings.answerGraceMs + 1);
  }
}

const started = (response: StartRunResponse): StartResult => ({ kind: "started", response });
