import type { GameStatus } from "../../contract/game";
import { readRunPlayer } from "../data/people/players";
import { readReceiptOfPlayer } from "../data/play/receipts";
import { writeClosing } from "../data/play/run-closing";
import { openRun } from "../data/play/run-opening";
import { endRun } from "../data/play/runs";
import { readRunSettings } from "../data/settings";
import { openDatabase } from "../db/client";
import type { AttemptClosing, LiveRun, OwedSeconds } from "../domain/live-run";
import {
  alarmTimeOf,
  answerQuestion,
  type Closed,
  checkAlarm,
  forfeitRun,
  openedRun,
  picksNextQuestion,
  reportImage,
  serveQuestion,
  startOf,
  withPickedQuestion,
} from "../domain/run-machine";
import {
  type AnswerResult,
  type FetchResult,
  type JudgedAnswer,
  type StartResult,
  verdictOnRepeat,
} from "../domain/run-replies";
import type { Choice } from "../domain/scoring";
import { newId } from "../ids";
import { gameRoom } from "../realtime/hubs";
import { notifyPlayer } from "../realtime/notify";
import { closingReceipt } from "../receipts/closing-receipt";
import { ClosingOutbox } from "./closing-outbox";
import { countPlayCall, playPaceCell } from "./play-pace";
import { StoredCell } from "./stored-cell";
import { StrikableObject } from "./strikable-object";

const RUN_KEY = "run";
// The stored key keeps its first name, so seconds owed before the rename are still found.
const OWED_SECONDS_KEY = "replay";
const LAST_ANSWER_KEY = "last-answer";
/** The refunded tickets whose extra seconds were owed, one key each. */
const OWED_TICKET_PREFIX = "owed-ticket:";
/** The id of a run whose opening was sent to D1 and not yet confirmed. */
const OPENING_KEY = "opening-run";

/**
 * One player's live run with a server-authoritative clock (DESIGN.md section 4), one
 * object per player. It keeps the run's storage, alarm and outbox; the rules are the pure
 * transitions of `domain/run-machine.ts`. D1 gets one batch per question, when it closes
 * (decision 008). Every check-and-set of the run happens synchronously before the first
 * await, so two concurrent answers to one attempt cannot both be judged.
 */
export class PlayerRun extends StrikableObject {
  /** A start in flight, which concurrent starts share instead of repeating. */
  private starting: Promise<StartResult> | null = null;
  private readonly liveRun = new StoredCell<LiveRun>(this.ctx.storage.kv, RUN_KEY);
  private readonly pace = playPaceCell(this.ctx.storage.kv);
  private readonly lastAnswer = new StoredCell<JudgedAnswer>(this.ctx.storage.kv, LAST_ANSWER_KEY);
  private readonly outbox = new ClosingOutbox(this.ctx.storage.kv, (closing) =>
    this.writeClosing(closing),
  );

  private get db() {
    return openDatabase(this.env.DB);
  }

  async hasActiveRun(): Promise<boolean> {
    await this.outbox.settled();
    return this.liveRun.get() !== undefined;
  }

  /** Starts a run for one try, or continues the active one. */
  startRun(playerId: string, game: GameStatus, now: number): Promise<StartResult> {
    this.starting ??= this.start(playerId, game, now).finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async start(playerId: string, game: GameStatus, now: number): Promise<StartResult> {
    const tooFast = countPlayCall(this.pace, now);
    if (tooFast) return tooFast;
    await this.outbox.settled();
    const decision = startOf(this.liveRun.get(), game);
    if (decision.kind !== "open") return decision;
    const db = this.db;
    const settings = await readRunSettings(db);
    const { languageId, personKey } = await readRunPlayer(db, playerId, settings.questionsPerRun);
    // An opening D1 may have taken without answering (a timeout, a restart) is sent again
    // with its id, so it opens that run instead of spending a second try on another.
    const runId = this.ctx.storage.kv.get<string>(OPENING_KEY) ?? newId();
    this.ctx.storage.kv.put(OPENING_KEY, runId);
    const owed = this.ctx.storage.kv.get<OwedSeconds>(OWED_SECONDS_KEY);
    const opened = await openRun(db, { runId, playerId, languageId, personKey, settings }, now);
    this.ctx.storage.kv.delete(OPENING_KEY);
    if (!opened.firstQuestion) return { kind: "refused", reason: "no_questions" };
    if (!opened.paid) return { kind: "refused", reason: "no_tries" };
    this.ctx.storage.kv.delete(OWED_SECONDS_KEY);
    this.liveRun.set(openedRun({ id: runId, playerId, languageId, settings }, opened, owed));
    return { kind: "started", runId, continued: false };
  }

  /** The open question with the server's remaining time, issuing the queued one if due. */
  async currentQuestion(game: GameStatus, now: number): Promise<FetchResult> {
    await this.outbox.settled();
    const serving = serveQuestion(this.liveRun.get(), game, now, newId());
    let receipt: string | null = null;
    if (serving.kind === "timed_out") receipt = await this.expire(serving.closed);
    if (serving.kind === "exhausted") {
      this.liveRun.set(undefined);
      await endRun(this.db, serving.runId, serving.runEnd, now);
    }
    if (serving.kind === "served") {
      if (serving.issued) this.liveRun.set(serving.run);
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
    await this.outbox.settled();
    const run = this.liveRun.get();
    if (run?.attempt?.id !== attemptId) return false;
    const check = checkAlarm(run, game, now);
    if (check.kind !== "timed_out") return true;
    await this.expire(check.closed);
    return false;
  }

  /**
   * After a refund with extra seconds: the next run's first question gets them. It is a
   * fresh question, never the refunded one, whose answer the player has now seen. Each
   * ticket's are owed once, so the decision may be told again (after a lost reply).
   */
  oweExtraSeconds(ticketId: string, extraSeconds: number): void {
    const owedFor = `${OWED_TICKET_PREFIX}${ticketId}`;
    if (extraSeconds <= 0 || this.ctx.storage.kv.get(owedFor)) return;
    this.ctx.storage.kv.put(owedFor, true);
    this.ctx.storage.kv.put(OWED_SECONDS_KEY, { extraSeconds } satisfies OwedSeconds);
  }

  /** The client's report that the question's image loaded (or failed): the clock starts. */
  async imageReady(attemptId: string, game: GameStatus, now: number): Promise<boolean> {
    const { accepted, next } = reportImage(this.liveRun.get(), attemptId, now);
    if (next) {
      this.liveRun.set(next);
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
    const tooFast = countPlayCall(this.pace, now);
    if (tooFast) return tooFast;
    const judged = answerQuestion(this.liveRun.get(), attemptId, choice, game, now);
    if (!judged.closed) {
      if (judged.reply.reason === "paused") return judged.reply;
      return (await this.repeatedAnswer(attemptId, choice)) ?? judged.reply;
    }
    const playerId = judged.closed.previous.playerId;
    const answered = { attemptId, choice, reply: judged.reply.reply, playerId };
    const receipt = await this.close(judged.closed, answered);
    return { ...judged.reply, receipt };
  }

  /**
   * The judged answer sent again because its reply was lost (decision 027): its verdict
   * and receipt as they were, once its closing is in D1, and nothing credited again.
   */
  private async repeatedAnswer(attemptId: string, choice: Choice): Promise<AnswerResult | null> {
    if (!verdictOnRepeat(this.lastAnswer.get(), attemptId, choice)) return null;
    await this.outbox.settled();
    const last = this.lastAnswer.get();
    const reply = verdictOnRepeat(last, attemptId, choice);
    if (!last || !reply) return null;
    const receipt = await readReceiptOfPlayer(this.db, attemptId, last.playerId);
    return receipt === null ? null : { kind: "answered", reply, receipt };
  }

  /**
   * Leaving /play forfeits the run (SPEC.md's "valid data" delete); an open question's
   * forfeit gets its receipt, returned here.
   */
  async forfeit(now: number): Promise<string | null> {
    await this.outbox.settled();
    const run = this.liveRun.get();
    if (!run) return null;
    this.liveRun.set(undefined);
    await this.ctx.storage.deleteAlarm();
    const { runEnd, closing } = forfeitRun(run, now);
    if (closing) return this.outbox.record(closing);
    await endRun(this.db, run.id, runEnd, now);
    return null;
  }

  /** At the deadline (plus the network allowance) an unanswered question times out. */
  override async alarm(): Promise<void> {
    await this.outbox.settled();
    if (!this.liveRun.get()?.attempt) return;
    const game = await gameRoom(this.env).status();
    // Read again after the await: an answer may have closed the question meanwhile.
    const check = checkAlarm(this.liveRun.get(), game, Date.now());
    if (check.kind === "early") await this.ctx.storage.setAlarm(check.alarmAt);
    if (check.kind === "timed_out") await this.expire(check.closed);
  }

  /**
   * Stores a closed question's run before the first await, so a concurrent answer finds
   * the attempt closed, and hands the closing to the outbox. An answer that closed it is
   * remembered with it, so the same answer sent again gets this verdict. Returns the
   * closing's receipt. If the write fails, the judgment stands and the closing stays in
   * the outbox: D1 may have taken it even so (a timeout after the commit, which the chaos
   * run found), so judging the answer again could tell the player a verdict and receipt
   * other than D1's. The next call of this object, or the alarm, records it again.
   */
  private async close({ next, closing }: Closed, answered?: JudgedAnswer): Promise<string> {
    this.liveRun.set(next);
    if (answered) this.lastAnswer.set(answered);
    const receipt = await this.outbox.record(closing);
    if (!next) await this.ctx.storage.deleteAlarm();
    return receipt;
  }

  /** A question that ran out of time unanswered: closed, and the player's socket told. */
  private async expire(closed: Closed): Promise<string> {
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
   * while the run goes on (the outbox's writer). Until it lands the run has no queued
   * question yet.
   */
  private async writeClosing(closing: AttemptClosing): Promise<string> {
    const run = this.liveRun.get();
    const picksNext = picksNextQuestion(run, closing);
    const receipt = await closingReceipt(this.env, closing);
    const picked = await writeClosing(
      this.db,
      closing,
      receipt,
      picksNext ? run : null,
      Date.now(),
    );
    if (picksNext) {
      const next = withPickedQuestion(this.liveRun.get(), closing.attempt.runId, picked);
      if (next) this.liveRun.set(next);
    }
    return receipt;
  }

  private async armAlarm(run: LiveRun, game: GameStatus): Promise<void> {
    const at = alarmTimeOf(run, game);
    if (at !== null) await this.ctx.storage.setAlarm(at);
  }
}
