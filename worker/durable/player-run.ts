import { DurableObject } from "cloudflare:workers";
import type { GameStatus } from "../../contract/game";
import { readConfig } from "../config";
import { readRunPlayer } from "../data/people/players";
import { writeClosing } from "../data/play/run-closing";
import { openRun } from "../data/play/run-opening";
import { endRun } from "../data/play/runs";
import { readRunSettings } from "../data/settings";
import { openDatabase } from "../db/client";
import { countHit, type RateWindow } from "../domain/fixed-window";
import type { AttemptClosing, LiveRun, Replay } from "../domain/live-run";
import {
  type AnswerRefusal,
  type AttemptReply,
  alarmTimeOf,
  answerQuestion,
  type Closed,
  checkAlarm,
  forfeitRun,
  openedRun,
  picksNextQuestion,
  type QuestionFetch,
  type RunStart,
  reportImage,
  serveQuestion,
  startOf,
  withPickedQuestion,
} from "../domain/run-machine";
import type { Choice } from "../domain/scoring";
import { newId } from "../ids";
import { gameRoom } from "../realtime/hubs";
import { notifyPlayer } from "../realtime/notify";
import { receiptKeyring } from "../receipts/receipt-keyring";
import { receiptOfClosing } from "../receipts/receipt-signer";

/** Starting runs and answering: far above a human's pace, far below a script's. */
const PLAY_PACE = { limit: 120, windowMs: 60_000 };

export type TooFast = { kind: "too_fast"; retryAfterMs: number };
export type StartResult = RunStart | TooFast;
/** A judged answer comes with its attempt's signed receipt (issue 18). */
export type AnswerResult =
  | { kind: "answered"; reply: AttemptReply; receipt: string | null }
  | { kind: "refused"; reason: AnswerRefusal }
  | TooFast;
/** A reply, with the receipt of a question the same call found timed out and closed. */
export type FetchResult = { reply: QuestionFetch; receipt: string | null };

const RUN_KEY = "run";
const REPLAY_KEY = "replay";
const PACE_KEY = "pace";
/** A closing judged but not yet in D1; recorded again after a restart (see `close`). */
const OUTBOX_KEY = "unrecorded-closing";

/**
 * One player's live run with a server-authoritative clock (DESIGN.md section 4), one
 * object per player. It keeps the run's storage, alarm and outbox; the rules are the pure
 * transitions of `domain/run-machine.ts`. D1 gets one batch per question, when it closes
 * (decision 008). Every check-and-set of the run happens synchronously before the first
 * await, so two concurrent answers to one attempt cannot both be judged.
 */
export class PlayerRun extends DurableObject<Env> {
  /** In-flight work that concurrent calls share or wait for instead of repeating. */
  private starting: Promise<StartResult> | null = null;
  private recording: Promise<unknown> | null = null;

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
    const decision = startOf(this.readRun(), game);
    if (decision.kind !== "open") return decision;
    const db = this.db;
    const settings = await readRunSettings(db);
    const { languageId, personKey } = await readRunPlayer(db, playerId);
    const runId = newId();
    const replay = this.ctx.storage.kv.get<Replay>(REPLAY_KEY);
    const opened = await openRun(db, { runId, playerId, languageId, personKey, settings }, now);
    if (!opened.paid) return { kind: "refused", reason: "no_tries" };
    this.ctx.storage.kv.delete(REPLAY_KEY);
    this.writeRun(openedRun({ id: runId, playerId, languageId, settings }, opened, replay));
    return { kind: "started", runId, continued: false };
  }

  /** The open question with the server's remaining time, issuing the queued one if due. */
  async currentQuestion(game: GameStatus, now: number): Promise<FetchResult> {
    await this.settled();
    const serving = serveQuestion(this.readRun(), game, now, newId());
    let receipt: string | null = null;
    if (serving.kind === "timed_out") receipt = await this.expire(serving.closed);
    if (serving.kind === "exhausted") {
      this.writeRun(undefined);
      await endRun(this.db, serving.runId, serving.runEnd, now);
    }
    if (serving.kind === "served") {
      if (serving.issued) this.writeRun(serving.run);
      await this.armAlarm(serving.run, game);
    }
    return { reply: serving.reply, receipt };
  }

  /**
   * For the receipt route: settles any closing in flight, and closes the open attempt
   * `attemptId` as a timeout if its time is up, as the alarm would. True while it is still
   * open (it has no receipt yet); false once it is closed or not this run's at all.
   */
  async closeIfDue(attemptId: string, game: GameStatus, now: number): Promise<boolean> {
    await this.settled();
    const run = this.readRun();
    if (run?.attempt?.id !== attemptId) return false;
    const check = checkAlarm(run, game, now);
    if (check.kind !== "timed_out") return true;
    await this.expire(check.closed);
    return false;
  }

  /**
   * After a refund with extra seconds: the next run's first question gets them. It is a
   * fresh question, never the refunded one, whose answer the player has now seen.
   */
  queueReplay(extraSeconds: number): void {
    this.ctx.storage.kv.put(REPLAY_KEY, { extraSeconds } satisfies Replay);
  }

  /** The client's report that the question's image loaded (or failed): the clock starts. */
  async imageReady(attemptId: string, game: GameStatus, now: number): Promise<boolean> {
    const { accepted, next } = reportImage(this.readRun(), attemptId, now);
    if (next) {
      this.writeRun(next);
      await this.armAlarm(next, game);
    }
    return accepted;
  }

  async answer(
    attemptId: string,
    choice: Choice,
    game: GameStatus,
    now: number,
  ): Promise<AnswerResult> {
    const tooFast = this.pace(now);
    if (tooFast) return tooFast;
    const judged = answerQuestion(this.readRun(), attemptId, choice, game, now);
    if (!judged.closed) return judged.reply;
    const receipt = await this.close(judged.closed);
    return { ...judged.reply, receipt };
  }

  /**
   * Leaving /play forfeits the run (SPEC.md's "valid data" delete); an open question's
   * forfeit gets its receipt, returned here.
   */
  async forfeit(now: number): Promise<string | null> {
    await this.settled();
    const run = this.readRun();
    if (!run) return null;
    this.writeRun(undefined);
    await this.ctx.storage.deleteAlarm();
    const { runEnd, closing } = forfeitRun(run, now);
    if (closing) return this.record(closing);
    await endRun(this.db, run.id, runEnd, now);
    return null;
  }

  /** At the deadline (plus the network allowance) an unanswered question times out. */
  override async alarm(): Promise<void> {
    await this.settled();
    if (!this.readRun()?.attempt) return;
    const game = await gameRoom(this.env).status();
    // Read again after the await: an answer may have closed the question meanwhile.
    const check = checkAlarm(this.readRun(), game, Date.now());
    if (check.kind === "early") await this.ctx.storage.setAlarm(check.alarmAt);
    if (check.kind === "timed_out") await this.expire(check.closed);
  }

  /**
   * Stores a closed question's run before the first await, so a concurrent answer finds
   * the attempt closed. The closing goes to storage as an outbox before its D1 batch, so
   * a restart mid-batch records it later instead of losing it; if signing or D1 fails,
   * the run is put back so the player can retry. Returns the closing's receipt.
   */
  private async close({ previous, next, closing }: Closed): Promise<string | null> {
    this.writeRun(next);
    let receipt: string | null;
    try {
      receipt = await this.record(closing);
    } catch (error) {
      this.writeRun(previous);
      this.ctx.storage.kv.delete(OUTBOX_KEY);
      throw error;
    }
    if (!next) await this.ctx.storage.deleteAlarm();
    return receipt;
  }

  /** A question that ran out of time unanswered: closed, and the player's socket told. */
  private async expire(closed: Closed): Promise<string | null> {
    const receipt = await this.close(closed);
    await notifyPlayer(this.env, closed.previous.playerId, {
      type: "run",
      event: "timeout",
      attemptId: closed.closing.attempt.id,
    });
    return receipt;
  }

  /**
   * Signs one closing's receipt and writes both, with the pick of the run's next question
   * while the run goes on. The receipt is signed from the closing alone, so replaying it
   * from the outbox stores the same one. Other calls wait for it: until it lands the run
   * has no queued question yet.
   */
  private record(closing: AttemptClosing): Promise<string | null> {
    this.ctx.storage.kv.put(OUTBOX_KEY, closing);
    const run = this.readRun();
    const picksNext = picksNextQuestion(run, closing);
    const work = (async () => {
      const receipt = await this.receiptOf(closing);
      const continuing = picksNext ? run : null;
      const picked = await writeClosing(this.db, closing, receipt, continuing, Date.now());
      this.ctx.storage.kv.delete(OUTBOX_KEY);
      if (picksNext) {
        const next = withPickedQuestion(this.readRun(), closing.attempt.runId, picked);
        if (next) this.writeRun(next);
      }
      return receipt;
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

  private async receiptOf(closing: AttemptClosing): Promise<string | null> {
    if (!readConfig(this.env).signsReceipts) return null;
    const keyring = await receiptKeyring(this.env.RECEIPT_SIGNING_KEYS);
    return receiptOfClosing(keyring, closing);
  }

  private async armAlarm(run: LiveRun, game: GameStatus): Promise<void> {
    const at = alarmTimeOf(run, game);
    if (at !== null) await this.ctx.storage.setAlarm(at);
  }
}
