import { DurableObject } from "cloudflare:workers";
import type { Choice } from "../../contract/play";
import type { ShowMessage } from "../../contract/realtime";
import type {
  HostQuestionView,
  ShowOptions,
  ShowRevealView,
  ShowStateResponse,
  ShowStatus,
  ShowWinnersView,
} from "../../contract/shows";
import { finishShow } from "../data/shows/show-finish";
import { showById, showQuestions } from "../data/shows/shows";
import { openDatabase } from "../db/client";
import {
  answerRefusal,
  countsOf,
  joinRefusal,
  lobbyPushAt,
  revealedCount,
  type ShowAnswerRefusal,
  type ShowJoinRefusal,
  showStateOf,
} from "../domain/show-play";
import {
  closesAt,
  dueSteps,
  nextStepAt,
  openAt,
  phaseAt,
  type ShowClock,
  type ShowStep,
  stepAt,
} from "../domain/show-timeline";
import { notifyEveryone } from "../realtime/notify";
import { receiptKeyring } from "../receipts/receipt-keyring";
import { receiptOfShowAnswer } from "../receipts/receipt-signer";
import { StoredCell } from "./stored-cell";

/** The show's facts as its object keeps them; `status` becomes ended or cancelled here too. */
export type RoomShow = ShowClock & { id: string };
export type RoomQuestion = { index: number; text: string; options: ShowOptions; correct: Choice };

export type JoinReply = { joined: true } | { refused: ShowJoinRefusal | "not_found" };
export type AnswerReply =
  | { accepted: true; receipt: string }
  | { refused: ShowAnswerRefusal | "not_found" };

/** The host's figures only the show's object knows: who is in, and each opened question's counts. */
export type HostFigures = {
  status: ShowStatus;
  index: number;
  joinedCount: number;
  survivors: number;
  questions: HostQuestionView[];
  winners: ShowWinnersView | null;
};

const SHOW_KEY = "show";
const LAST_STEP_KEY = "last-step";
const WINNERS_KEY = "winners";
const LOBBY_KEY = "lobby-push";
const REVEAL_PREFIX = "reveal:";
/** How soon a step that failed (D1 down at the payout) is tried again. */
const RETRY_MS = 10_000;

/** When the lobby's count last went out, and when the next is due (null: nothing new to say). */
type LobbyPush = { lastAt: number | null; dueAt: number | null };

/**
 * One live show (decision 032), named by the show's id: its timeline's alarm, its
 * entrants and every accepted answer, in its own SQLite storage. It pushes each step to
 * every socket through the hubs and pays the survivors through D1 at the end; the rules
 * are in `domain/show-timeline.ts` and `domain/show-play.ts`.
 *
 * The alarm runs at least once and maybe late, so the object stores the last step it
 * took and takes each due step once, in order. Nothing lives only in memory: after an
 * eviction mid-question the next call reads everything back. An object that has never
 * been told of its show (a seeded one) reads it from D1 on its first call.
 */
export class ShowRoom extends DurableObject<Env> {
  private readonly show = new StoredCell<RoomShow>(this.ctx.storage.kv, SHOW_KEY);
  private readonly lastStep = new StoredCell<number>(this.ctx.storage.kv, LAST_STEP_KEY);
  private readonly winners = new StoredCell<ShowWinnersView>(this.ctx.storage.kv, WINNERS_KEY);
  private readonly lobby = new StoredCell<LobbyPush>(this.ctx.storage.kv, LOBBY_KEY);
  /** The steps in flight: the alarm and a test's explicit run never take one step twice. */
  private stepping: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS questions (
      idx INTEGER PRIMARY KEY, text TEXT NOT NULL, options TEXT NOT NULL, correct TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS entrants (
      player_id TEXT PRIMARY KEY, joined_at INTEGER NOT NULL)`);
    // One row per question and player: of racing duplicates, the key lets one in.
    sql.exec(`CREATE TABLE IF NOT EXISTS answers (
      idx INTEGER NOT NULL, player_id TEXT NOT NULL, choice TEXT NOT NULL,
      answered_at INTEGER NOT NULL, PRIMARY KEY (idx, player_id))`);
    // Each answer asks for its player's earlier answers: without this, a scan of them all.
    sql.exec("CREATE INDEX IF NOT EXISTS answers_by_player ON answers (player_id, idx)");
  }

  /** Keeps the show's facts and questions and wakes for its first moment. */
  async schedule(show: RoomShow, questions: RoomQuestion[]): Promise<void> {
    if (!this.show.get()) this.store(show, questions);
    await this.arm();
  }

  async join(showId: string, playerId: string, now: number): Promise<JoinReply> {
    const show = await this.facts(showId);
    if (!show) return { refused: "not_found" };
    const joined = this.isEntrant(playerId);
    const refusal = joinRefusal(show, now);
    if (refusal === "show_cancelled" || (refusal && !joined)) return { refused: refusal };
    if (!joined) {
      this.ctx.storage.sql.exec(
        "INSERT INTO entrants (player_id, joined_at) VALUES (?, ?) ON CONFLICT DO NOTHING",
        playerId,
        now,
      );
      const lobby = this.lobby.get() ?? { lastAt: null, dueAt: null };
      this.lobby.set({ ...lobby, dueAt: lobby.dueAt ?? lobbyPushAt(lobby.lastAt, now) });
      await this.arm();
    }
    return { joined: true };
  }

  /**
   * Takes one answer to the open question. The receipt is signed before the answer is
   * stored, and the checks run again after the signing: a reveal or a duplicate that came
   * meanwhile wins, and the insert itself lets only one of racing duplicates in.
   */
  async answer(
    showId: string,
    playerId: string,
    index: number,
    choice: Choice,
    now: number,
  ): Promise<AnswerReply> {
    const show = await this.facts(showId);
    if (!show) return { refused: "not_found" };
    const refusal = answerRefusal(show, this.answerFacts(playerId, index), now);
    if (refusal) return { refused: refusal };
    const keyring = await receiptKeyring(this.env.RECEIPT_SIGNING_KEYS);
    const receipt = await receiptOfShowAnswer(keyring, playerId, {
      showId: show.id,
      index,
      choice,
      answeredAt: now,
      closesAt: closesAt(show, index),
      issuedAt: now,
    });
    const current = this.show.get() ?? show;
    const late = answerRefusal(current, this.answerFacts(playerId, index), now);
    if (late) return { refused: late };
    const { rowsWritten } = this.ctx.storage.sql.exec(
      `INSERT INTO answers (idx, player_id, choice, answered_at) VALUES (?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
      index,
      playerId,
      choice,
      now,
    );
    if (rowsWritten === 0) return { refused: "already_answered" };
    return { accepted: true, receipt };
  }

  /** The player's view at `now`: what a reconnecting screen shows at once. */
  async state(showId: string, playerId: string, now: number): Promise<ShowStateResponse | null> {
    const show = await this.facts(showId);
    if (!show) return null;
    const phase = phaseAt(show, now);
    const inShow = phase.status === "live" || phase.status === "ended";
    const revealed = revealedCount(show, now);
    const joined = this.isEntrant(playerId);
    return showStateOf(
      show,
      {
        joined,
        correctRevealed: joined ? this.correctAnswers(playerId, revealed) : 0,
        answeredCurrent: phase.index >= 0 && this.hasAnswered(playerId, phase.index),
        question: phase.status === "live" && phase.open ? this.question(phase.index) : null,
        reveal: inShow && phase.revealed ? this.fixReveal(show, phase.index) : null,
        winners: this.winners.get() ?? null,
        waiting: this.waiting(show, revealed),
      },
      now,
    );
  }

  /** The host's figures: each question from its opening, its counts live until the reveal fixes them. */
  async host(showId: string, now: number): Promise<HostFigures | null> {
    const show = await this.facts(showId);
    if (!show) return null;
    const phase = phaseAt(show, now);
    const revealed = show.status === "cancelled" ? 0 : revealedCount(show, now);
    const questions: HostQuestionView[] = [];
    for (let index = 0; index < show.questionCount && openAt(show, index) <= now; index++) {
      const question = this.question(index);
      if (!question) break;
      const reveal = index < revealed ? this.fixReveal(show, index) : null;
      questions.push({
        index,
        ...question,
        correct: this.correctOf(index),
        counts: reveal?.counts ?? this.liveCounts(index),
        revealed: reveal !== null,
        survivors: reveal?.survivors ?? null,
      });
    }
    return {
      status: phase.status,
      index: phase.index,
      joinedCount: this.entrantCount(),
      survivors: this.waiting(show, revealed),
      questions,
      winners: this.winners.get() ?? null,
    };
  }

  /** After D1 cancelled the show: no more steps, and every screen hears it once. */
  async cancel(showId: string): Promise<void> {
    const before = this.show.get();
    const show = before ?? (await this.facts(showId));
    if (!show || before?.status === "cancelled") return;
    this.show.set({ ...show, status: "cancelled" });
    await this.ctx.storage.deleteAlarm();
    await this.push({ type: "show", event: "cancelled", showId: show.id });
  }

  /**
   * The hourly sweep's call: an object never told of its show (a seeded one) reads it
   * from D1, and a step whose alarm was lost is taken now.
   */
  async wake(showId: string, now: number): Promise<void> {
    if (await this.facts(showId)) await this.runDue(now);
  }

  override async alarm(): Promise<void> {
    await this.runDue(Date.now());
  }

  /** Takes every step due by `now` that is not yet taken, then wakes for the next one. */
  runDue(now: number): Promise<void> {
    const run = this.stepping.then(() => this.takeDueSteps(now));
    this.stepping = run.catch(() => undefined);
    return run;
  }

  private async takeDueSteps(now: number): Promise<void> {
    const show = this.show.get();
    if (show?.status === "scheduled") {
      try {
        for (const place of dueSteps(show, this.lastStep.get() ?? -1, now)) {
          const current = this.show.get();
          // A cancel that came while a step was being pushed ends the steps.
          if (current?.status !== "scheduled") break;
          const due = stepAt(current, place);
          if (due) await this.take(current, due.step, now);
          this.lastStep.set(place);
        }
        await this.pushLobbyIfDue(now);
      } catch (error) {
        // The first line only: a D1 error's parameters stay out of the log.
        const reason = error instanceof Error ? error.message.split("\n")[0] : "unknown";
        console.warn(JSON.stringify({ level: "warn", event: "show-step-retry", reason }));
        await this.ctx.storage.setAlarm(now + RETRY_MS);
        return;
      }
    }
    await this.arm();
  }

  private async take(show: RoomShow, step: ShowStep, now: number): Promise<void> {
    if (step.kind === "question") {
      const question = this.question(step.index);
      const closing = closesAt(show, step.index);
      // A question whose window passed while the object slept is not sent: its reveal follows.
      if (!question || now >= closing) return;
      await this.push({
        type: "show",
        event: "question",
        showId: show.id,
        index: step.index,
        of: show.questionCount,
        ...question,
        closesAt: closing,
      });
    } else if (step.kind === "reveal") {
      const reveal = this.fixReveal(show, step.index);
      await this.push({
        type: "show",
        event: "reveal",
        showId: show.id,
        index: step.index,
        ...reveal,
      });
    } else {
      const { winnersCount, sharePaise } = await finishShow(
        openDatabase(this.env.DB),
        show.id,
        this.survivorsWithLastAnswer(show.questionCount),
        now,
      );
      this.winners.set({ count: winnersCount, sharePaise });
      this.show.set({ ...show, status: "ended" });
      await this.push({
        type: "show",
        event: "ended",
        showId: show.id,
        winners: winnersCount,
        sharePaise,
      });
    }
  }

  private async pushLobbyIfDue(now: number): Promise<void> {
    const show = this.show.get();
    const lobby = this.lobby.get();
    if (!show || !lobby || lobby.dueAt === null || lobby.dueAt > now) return;
    this.lobby.set({ lastAt: now, dueAt: null });
    if (now >= show.startsAt) return;
    await this.push({
      type: "show",
      event: "lobby",
      showId: show.id,
      waiting: this.entrantCount(),
    });
  }

  /** The alarm goes to the next step or the lobby's next count, whichever is first. */
  private async arm(): Promise<void> {
    const show = this.show.get();
    const times = [
      show?.status === "scheduled" ? nextStepAt(show, this.lastStep.get() ?? -1) : null,
      show?.status === "scheduled" ? (this.lobby.get()?.dueAt ?? null) : null,
    ].filter((at): at is number => at !== null);
    if (times.length === 0) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.min(...times));
  }

  private push(message: ShowMessage): Promise<void> {
    return notifyEveryone(this.env, message);
  }

  /** The show's facts, or read from D1 the first time this object is asked about it. */
  private async facts(showId: string): Promise<RoomShow | null> {
    const known = this.show.get();
    if (known) return known;
    const db = openDatabase(this.env.DB);
    const row = await showById(db, showId);
    if (!row) return null;
    const questions = await showQuestions(db, showId);
    const raced = this.show.get();
    if (raced) return raced;
    this.store(row, questions);
    if (row.status === "ended") {
      // Paid before this object knew it (a seeded show): D1's figures are the end.
      this.winners.set({ count: row.winnersCount, sharePaise: row.sharePaise });
    }
    await this.arm();
    return this.show.get() ?? null;
  }

  private store(show: RoomShow, questions: RoomQuestion[]): void {
    for (const question of questions) {
      this.ctx.storage.sql.exec(
        "INSERT OR REPLACE INTO questions (idx, text, options, correct) VALUES (?, ?, ?, ?)",
        question.index,
        question.text,
        JSON.stringify(question.options),
        question.correct,
      );
    }
    const { id, startsAt, questionCount, secondsPerQuestion, status } = show;
    this.show.set({ id, startsAt, questionCount, secondsPerQuestion, status });
  }

  private question(index: number): { text: string; options: ShowOptions } | null {
    const [row] = this.ctx.storage.sql
      .exec<{ text: string; options: string }>(
        "SELECT text, options FROM questions WHERE idx = ?",
        index,
      )
      .toArray();
    return row ? { text: row.text, options: JSON.parse(row.options) as ShowOptions } : null;
  }

  private correctOf(index: number): Choice {
    return this.ctx.storage.sql
      .exec<{ correct: Choice }>("SELECT correct FROM questions WHERE idx = ?", index)
      .one().correct;
  }

  private isEntrant(playerId: string): boolean {
    return (
      this.ctx.storage.sql.exec("SELECT 1 FROM entrants WHERE player_id = ?", playerId).toArray()
        .length > 0
    );
  }

  private entrantCount(): number {
    return this.ctx.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM entrants").one().n;
  }

  private hasAnswered(playerId: string, index: number): boolean {
    return (
      this.ctx.storage.sql
        .exec("SELECT 1 FROM answers WHERE idx = ? AND player_id = ?", index, playerId)
        .toArray().length > 0
    );
  }

  /** The player's right answers among the first `before` questions. */
  private correctAnswers(playerId: string, before: number): number {
    return this.ctx.storage.sql
      .exec<{ n: number }>(
        `SELECT count(*) AS n FROM answers a JOIN questions q ON q.idx = a.idx AND q.correct = a.choice
         WHERE a.player_id = ? AND a.idx < ?`,
        playerId,
        before,
      )
      .one().n;
  }

  private answerFacts(playerId: string, index: number) {
    return {
      joined: this.isEntrant(playerId),
      index,
      correctBefore: this.correctAnswers(playerId, index),
      answered: this.hasAnswered(playerId, index),
      revealFixed: this.ctx.storage.kv.get(`${REVEAL_PREFIX}${index}`) !== undefined,
    };
  }

  private liveCounts(index: number) {
    return countsOf(
      this.ctx.storage.sql
        .exec<{ choice: Choice; count: number }>(
          "SELECT choice, count(*) AS count FROM answers WHERE idx = ? GROUP BY choice",
          index,
        )
        .toArray(),
    );
  }

  /**
   * Players who answered each of the first `through` questions right: still in after the
   * reveal of question `through - 1`. Only a player still in may answer, so a right answer
   * to every one of them is the whole rule.
   */
  private survivorCount(through: number): number {
    if (through === 0) return this.entrantCount();
    return this.ctx.storage.sql
      .exec<{ n: number }>(
        `SELECT count(*) AS n FROM (SELECT a.player_id FROM answers a
           JOIN questions q ON q.idx = a.idx AND q.correct = a.choice
           WHERE a.idx < ? GROUP BY a.player_id HAVING count(*) = ?)`,
        through,
        through,
      )
      .one().n;
  }

  private survivorsWithLastAnswer(questionCount: number) {
    return this.ctx.storage.sql
      .exec<{ playerId: string; lastAnsweredAt: number }>(
        `SELECT a.player_id AS playerId, max(a.answered_at) AS lastAnsweredAt FROM answers a
           JOIN questions q ON q.idx = a.idx AND q.correct = a.choice
           GROUP BY a.player_id HAVING count(*) = ?`,
        questionCount,
      )
      .toArray();
  }

  /**
   * The reveal of a question, computed once and kept: from then on no answer to it is
   * taken, so its counts and survivors are exact and every reader sees the same ones.
   */
  private fixReveal(show: RoomShow, index: number): ShowRevealView {
    const key = `${REVEAL_PREFIX}${index}`;
    const kept = this.ctx.storage.kv.get<ShowRevealView>(key);
    if (kept) return kept;
    const reveal: ShowRevealView = {
      correct: this.correctOf(index),
      counts: this.liveCounts(index),
      survivors: this.survivorCount(Math.min(index + 1, show.questionCount)),
    };
    this.ctx.storage.kv.put(key, reveal);
    return reveal;
  }

  /** Waiting in the lobby, or still in after the last reveal, or the winners at the end. */
  private waiting(show: RoomShow, revealed: number): number {
    if (show.status === "ended" && this.winners.get()) return this.winners.get()?.count ?? 0;
    if (revealed === 0) return this.entrantCount();
    return this.fixReveal(show, revealed - 1).survivors;
  }
}
