import { DurableObject } from "cloudflare:workers";
import type { GameStatus } from "../../contract/game";
import type {
  Choice,
  QuestionFetchResponse,
  StartRunResponse,
  VerifyAnswerResponse,
} from "../../contract/play";
import { credit, guardedDebit } from "../data/ledger";
import { readPlayerLanguage } from "../data/players";
import {
  closeAttempt,
  countAnswer,
  insertPaidRun,
  issueAttemptStatements,
  pickNextQuestion,
  readLiveQuestion,
  updateRun,
} from "../data/runs";
import { readRunSettings } from "../data/settings";
import { commit, openDatabase, type Statement } from "../db/client";
import { coupons } from "../db/schema/catalogue";
import { deadlineOf, effectiveClockStart, isLate, remainingMs } from "../domain/deadline";
import { ledgerReference } from "../domain/ledger";
import { dayOf, type RunSettings } from "../domain/run-settings";
import { type AttemptOutcome, judge, verdictFor } from "../domain/scoring";
import { newId } from "../identity/tokens";
import { notifyPlayer } from "../realtime/notify";

type LiveAttempt = {
  id: string;
  position: number;
  questionId: string;
  issuedAt: number;
  hasImage: boolean;
  imageReadyAt: number | null;
  allowedSeconds: number;
  correct: Choice;
  text: string;
  options: [string, string, string, string];
  imageUrl: string;
  language: string;
  difficulty: string;
};

type LiveRun = {
  id: string;
  playerId: string;
  languageId: string;
  settings: RunSettings;
  correctCount: number;
  timeUsedMs: number;
  timeAllowedMs: number;
  nextPosition: number;
  attempt: LiveAttempt | null;
};

export type AnswerResult =
  | { kind: "answered"; response: VerifyAnswerResponse }
  | { kind: "refused"; reason: "no_run" | "closed" | "paused" };

const RUN_KEY = "run";
const REPLAY_KEY = "replay";

/** A refunded question to serve again, with more time, as the next run's first. */
type Replay = { questionId: string; extraSeconds: number };
const grace = (run: LiveRun) => run.settings.imageGraceSeconds * 1000;

/**
 * One player's live run with a server-authoritative clock (DESIGN.md section 4): one
 * object per player, so no object sees every player's answers. The run lives in this
 * object's storage; D1 keeps the durable records and the ledger. Every check-and-set of
 * the run happens synchronously before the first await, so two concurrent answers to one
 * attempt cannot both be judged.
 */
export class PlayerRun extends DurableObject<Env> {
  /** In-flight work that concurrent calls share instead of repeating. */
  private issuing: Promise<QuestionFetchResponse> | null = null;
  private starting: Promise<StartRunResponse> | null = null;

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

  hasActiveRun(): boolean {
    return this.readRun() !== undefined;
  }

  /** Starts a run for one try, or continues the active one. */
  startRun(playerId: string, game: GameStatus, now: number): Promise<StartRunResponse> {
    this.starting ??= this.start(playerId, game, now).finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async start(playerId: string, game: GameStatus, now: number): Promise<StartRunResponse> {
    const active = this.readRun();
    if (active) return { Status: "OK", runId: active.id, continued: true };
    if (game.Status === "off") {
      return { Status: "BAD", reason: "game_off", message: "The game is paused right now" };
    }
    const settings = await readRunSettings(this.db);
    const languageId = await readPlayerLanguage(this.db, playerId);
    const runId = newId();
    const holder = { kind: "player" as const, id: playerId };
    const [, debit] = await this.db.batch([
      credit(
        this.db,
        {
          holder,
          account: "tries",
          amount: settings.freeTriesPerDay,
          reference: ledgerReference.dailyTry(playerId, dayOf(now, settings.dayTimeZone)),
          memo: "Daily free try",
        },
        now,
      ),
      guardedDebit(
        this.db,
        {
          holder,
          account: "tries",
          amount: -1,
          reference: ledgerReference.runTry(runId),
          memo: "Game run",
        },
        now,
      ),
      insertPaidRun(
        this.db,
        { id: runId, playerId, languageId, questionCount: settings.questionsPerRun },
        now,
      ),
    ]);
    if (debit.meta.changes !== 1) {
      return { Status: "BAD", reason: "no_tries", message: "You have no tries left" };
    }
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
    });
    return { Status: "OK", runId, continued: false };
  }

  /** The open question with the server's remaining time, issuing the next one if due. */
  async currentQuestion(game: GameStatus, now: number): Promise<QuestionFetchResponse> {
    const run = this.readRun();
    if (!run) return unavailable("no_run", "Start a game to get a question");
    if (game.Status === "off") return unavailable("game_off", "The game is paused right now");
    if (run.attempt) {
      const deadline = deadlineOf(run.attempt, game, grace(run));
      if (isLate(deadline, now, run.settings.answerGraceMs)) {
        await this.expire(run, game, now);
        return unavailable("no_run", "Time ran out on that question");
      }
      await this.armAlarm(run, game);
      return { Status: "OK", data: viewOf(run, run.attempt, game, now) };
    }
    this.issuing ??= this.issueNext(run, game, now).finally(() => {
      this.issuing = null;
    });
    return this.issuing;
  }

  /** After a refund with extra seconds: the next run opens with that question again. */
  queueReplay(questionId: string, extraSeconds: number): void {
    this.ctx.storage.kv.put(REPLAY_KEY, { questionId, extraSeconds } satisfies Replay);
  }

  private async issueNext(run: LiveRun, game: GameStatus, now: number) {
    const replay = run.nextPosition === 0 ? this.ctx.storage.kv.get<Replay>(REPLAY_KEY) : undefined;
    const question = replay
      ? await readLiveQuestion(this.db, replay.questionId)
      : await pickNextQuestion(this.db, {
          id: run.id,
          playerId: run.playerId,
          languageId: run.languageId,
        });
    if (replay) this.ctx.storage.kv.delete(REPLAY_KEY);
    if (!question) {
      await this.db.batch([
        updateRun(this.db, run.id, { ...progressOf(run), status: "forfeited" }, now),
      ]);
      this.writeRun(undefined);
      return unavailable("no_questions", "There are no questions in your language yet");
    }
    const attempt: LiveAttempt = {
      id: newId(),
      position: run.nextPosition,
      questionId: question.id,
      issuedAt: now,
      hasImage: Boolean(question.imageUrl),
      imageReadyAt: null,
      allowedSeconds: question.seconds + (replay?.extraSeconds ?? 0),
      correct: question.answer as Choice,
      text: question.text,
      options: [question.optionA, question.optionB, question.optionC, question.optionD],
      imageUrl: question.imageUrl ?? "",
      language: question.languageId,
      difficulty: question.difficulty,
    };
    const issue = issueAttemptStatements(
      this.db,
      {
        id: attempt.id,
        runId: run.id,
        playerId: run.playerId,
        questionId: question.id,
        position: attempt.position,
        allowedSeconds: attempt.allowedSeconds,
      },
      now,
    );
    await commit(this.db, [...issue]);
    const next = { ...run, attempt, nextPosition: run.nextPosition + 1 };
    this.writeRun(next);
    await this.armAlarm(next, game);
    return { Status: "OK" as const, data: viewOf(next, attempt, game, now) };
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
    const run = this.readRun();
    if (!run) return { kind: "refused", reason: "no_run" };
    const attempt = run.attempt;
    if (!attempt || attempt.id !== attemptId) return { kind: "refused", reason: "closed" };
    if (game.Status === "off") return { kind: "refused", reason: "paused" };

    const deadline = deadlineOf(attempt, game, grace(run));
    const late = isLate(deadline, now, run.settings.answerGraceMs);
    const outcome = judge(choice, attempt.correct, late);
    const response = await this.close(run, attempt, outcome, late ? null : choice, game, now);
    return { kind: "answered", response };
  }

  /** Leaving /play forfeits the run (SPEC.md's "valid data" delete). */
  async forfeit(now: number): Promise<void> {
    const run = this.readRun();
    if (!run) return;
    this.writeRun(undefined);
    await this.ctx.storage.deleteAlarm();
    const statements: Statement[] = [
      updateRun(this.db, run.id, { ...progressOf(run), status: "forfeited" }, now),
    ];
    if (run.attempt) {
      statements.push(
        closeAttempt(
          this.db,
          {
            attemptId: run.attempt.id,
            outcome: "forfeited",
            answer: null,
            clockStartedAt: run.attempt.issuedAt,
            deadlineAt: run.attempt.issuedAt + run.attempt.allowedSeconds * 1000,
          },
          now,
        ),
      );
    }
    await commit(this.db, statements);
  }

  /** At the deadline (plus the network allowance) an unanswered question times out. */
  override async alarm(): Promise<void> {
    const run = this.readRun();
    if (!run?.attempt) return;
    const game = await this.env.GAME_ROOM.getByName("global").status();
    // While the game is paused nothing times out; the next fetch after the pause
    // restarts the clock and arms the alarm again.
    if (game.Status === "off") return;
    const now = Date.now();
    const deadline = deadlineOf(run.attempt, game, grace(run));
    if (!isLate(deadline, now, run.settings.answerGraceMs)) {
      await this.armAlarm(run, game);
      return;
    }
    await this.expire(run, game, now);
  }

  private async expire(run: LiveRun, game: GameStatus, now: number): Promise<void> {
    const attempt = run.attempt;
    if (!attempt) return;
    await this.close(run, attempt, "timeout", null, game, now);
    await notifyPlayer(this.env, run.playerId, {
      type: "run",
      event: "timeout",
      attemptId: attempt.id,
    });
  }

  /**
   * Judges and records one attempt. The run in storage changes before the first await,
   * so a concurrent answer finds the attempt closed; if D1 refuses the batch, the run is
   * put back so the player can retry.
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
    const clockStart = effectiveClockStart(attempt, game, grace(run));
    const allowedMs = attempt.allowedSeconds * 1000;
    const usedMs =
      outcome === "timeout" ? allowedMs : Math.min(allowedMs, Math.max(0, now - clockStart));
    const verdict = verdictFor(outcome, {
      correctSoFar: run.correctCount,
      questionsPerRun: settings.questionsPerRun,
      couponEvery: settings.couponEvery,
      timeUsedMs: run.timeUsedMs + usedMs,
      timeAllowedMs: run.timeAllowedMs + allowedMs,
    });
    const next: LiveRun = {
      ...run,
      attempt: null,
      correctCount: run.correctCount + (outcome === "correct" ? 1 : 0),
      timeUsedMs: run.timeUsedMs + usedMs,
      timeAllowedMs: run.timeAllowedMs + allowedMs,
    };
    this.writeRun(verdict.runEnds ? undefined : next);

    const holder = { kind: "player" as const, id: run.playerId };
    const coins = outcome === "correct" ? settings.coinsPerCorrect : 0;
    const couponId = verdict.earnsCoupon ? `cpn-${attempt.id}` : undefined;
    const runStatus = verdict.runEnds
      ? outcome === "correct"
        ? "won"
        : outcome === "wrong"
          ? "lost"
          : "timeout"
      : "active";
    const statements: Statement[] = [
      closeAttempt(
        this.db,
        {
          attemptId: attempt.id,
          outcome,
          answer,
          clockStartedAt: clockStart,
          deadlineAt: clockStart + allowedMs,
        },
        now,
      ),
      updateRun(
        this.db,
        run.id,
        { ...progressOf(next), status: runStatus, stars: verdict.stars },
        now,
      ),
    ];
    if (outcome !== "timeout") statements.push(countAnswer(this.db, attempt.questionId));
    if (coins > 0) {
      statements.push(
        credit(
          this.db,
          {
            holder,
            account: "coins",
            amount: coins,
            reference: ledgerReference.answerCoins(attempt.id),
            memo: "Correct answer",
          },
          now,
        ),
      );
    }
    if (couponId) {
      statements.push(
        this.db
          .insert(coupons)
          .values({
            id: couponId,
            playerId: run.playerId,
            source: "run",
            sourceId: attempt.id,
            valuePaise: settings.couponValuePaise,
            createdAt: now,
          })
          .onConflictDoNothing(),
      );
    }
    if (verdict.stars !== null) {
      statements.push(
        credit(
          this.db,
          {
            holder,
            account: "stars",
            amount: verdict.stars,
            reference: ledgerReference.runStars(run.id),
            memo: "Perfect run",
          },
          now,
        ),
      );
    }
    try {
      await commit(this.db, statements);
    } catch (error) {
      this.writeRun(run);
      throw error;
    }
    if (verdict.runEnds) await this.ctx.storage.deleteAlarm();

    return {
      Status: verdict.status,
      ans: attempt.correct,
      coins,
      ...(couponId ? { id: couponId } : {}),
      ...(verdict.stars !== null ? { stars: verdict.stars } : {}),
    };
  }

  private async armAlarm(run: LiveRun, game: GameStatus): Promise<void> {
    if (!run.attempt) return;
    const deadline = deadlineOf(run.attempt, game, grace(run));
    await this.ctx.storage.setAlarm(deadline + run.settings.answerGraceMs + 1);
  }
}

function unavailable(
  reason: "no_run" | "game_off" | "no_questions",
  message: string,
): QuestionFetchResponse {
  return { Status: "BAD", reason, message };
}

function progressOf(run: LiveRun) {
  return { correctCount: run.correctCount, timeUsedMs: run.timeUsedMs };
}

function viewOf(run: LiveRun, attempt: LiveAttempt, game: GameStatus, now: number) {
  const graceMs = grace(run);
  return {
    _id: attempt.id,
    Qno: attempt.position,
    Question: attempt.text,
    a: attempt.options[0],
    b: attempt.options[1],
    c: attempt.options[2],
    d: attempt.options[3],
    img: attempt.imageUrl,
    seconds: attempt.allowedSeconds,
    remainingMs: remainingMs(attempt, game, now, graceMs),
    clockRunning: effectiveClockStart(attempt, game, graceMs) <= now,
    cat: attempt.language,
    tough: attempt.difficulty,
  };
}
