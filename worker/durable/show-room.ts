import type { Choice } from "../../contract/play";
import type { ShowMessage } from "../../contract/realtime";
import type {
  HostQuestionView,
  ShowCounts,
  ShowOptions,
  ShowRevealView,
  ShowStatus,
  ShowWinnersView,
} from "../../contract/shows";
import { finishShow } from "../data/shows/show-finish";
import { showById, showQuestions } from "../data/shows/shows";
import { openDatabase } from "../db/client";
import { lobbyPushAt, revealedCount } from "../domain/show-play";
import { tallyShardCount } from "../domain/show-shards";
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
import { showTallies } from "./show-places";
import type { TallyClose, TallySurvivor } from "./show-tally";
import { StoredCell } from "./stored-cell";
import { StrikableObject } from "./strikable-object";

/** A show as it is handed to its object. */
type ScheduledShow = ShowClock & { id: string };
/**
 * The show's facts as its object keeps them; `status` becomes ended or cancelled here too.
 * `tallyShards` is the shard count it was scheduled with, kept for its whole run.
 */
export type RoomShow = ScheduledShow & { tallyShards: number };
export type RoomQuestion = { index: number; text: string; options: ShowOptions; correct: Choice };

/** The show's public part at a moment, which every player's state shares. */
export type RoomView = {
  show: RoomShow;
  question: { text: string; options: ShowOptions } | null;
  reveal: ShowRevealView | null;
  winners: ShowWinnersView | null;
  waiting: number;
};

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
/** Each shard's entrant count as last heard, summed for the lobby's figure. */
const ENTRANTS_PREFIX = "entrants:";
/** How soon a step that failed (D1 down at the payout) is tried again. */
const RETRY_MS = 10_000;

/** When the lobby's count last went out, and when the next is due (null: nothing new to say). */
type LobbyPush = { lastAt: number | null; dueAt: number | null };

/**
 * One live show (decision 032), named by the show's id: its timeline's alarm, its
 * questions and its fixed reveals, in its own SQLite storage. Entrants and answers are on
 * the show's tally shards (`ShowTally`): at each close the object collects every shard's
 * part in parallel and sums them. It pushes each step to every socket through the hubs
 * and pays the survivors through D1 at the end; the rules are in
 * `domain/show-timeline.ts` and `domain/show-play.ts`.
 *
 * The alarm runs at least once and maybe late, so the object stores the last step it
 * took and takes each due step once, in order. Nothing lives only in memory: after an
 * eviction mid-question the next call reads everything back. An object that has never
 * been told of its show (a seeded one) reads it from D1 on its first call.
 */
export class ShowRoom extends StrikableObject {
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
  }

  /** Keeps the show's facts and questions and wakes for its first moment. */
  async schedule(show: ScheduledShow, questions: RoomQuestion[]): Promise<void> {
    if (!this.show.get()) this.store(show, questions);
    await this.arm();
  }

  /** The show's facts for a shard or a route: the timeline and the shard count. */
  clock(showId: string): Promise<RoomShow | null> {
    return this.facts(showId);
  }

  /**
   * A shard's word that it has new entrants: the lobby's count goes out when due. The
   * reply is when: the shard's joins before then are in that count without another word.
   */
  async entrantsChanged(shard: number, count: number, now: number): Promise<number | null> {
    const show = this.show.get();
    if (show?.status !== "scheduled") return null;
    this.ctx.storage.kv.put(`${ENTRANTS_PREFIX}${shard}`, count);
    if (now >= show.startsAt) return null;
    const lobby = this.lobby.get() ?? { lastAt: null, dueAt: null };
    const dueAt = lobby.dueAt ?? lobbyPushAt(lobby.lastAt, now);
    this.lobby.set({ ...lobby, dueAt });
    await this.arm();
    return dueAt;
  }

  /**
   * The public part of every player's state at `now`: the question while it is open, the
   * reveal once it is out (fixed now if its moment passed before the alarm came), the
   * winners at the end.
   */
  async view(showId: string, now: number): Promise<RoomView | null> {
    const show = await this.facts(showId);
    if (!show) return null;
    const phase = phaseAt(show, now);
    const inShow = phase.status === "live" || phase.status === "ended";
    return {
      show,
      question: phase.status === "live" && phase.open ? this.question(phase.index) : null,
      reveal: inShow && phase.revealed ? await this.fixReveal(show, phase.index) : null,
      winners: this.winners.get() ?? null,
      waiting: await this.waiting(show, revealedCount(show, now)),
    };
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
      const reveal = index < revealed ? await this.fixReveal(show, index) : null;
      questions.push({
        index,
        ...question,
        correct: this.correctOf(index),
        counts: reveal?.counts ?? (await this.liveCounts(show, index)),
        revealed: reveal !== null,
        survivors: reveal?.survivors ?? null,
      });
    }
    const joinedCount = await this.entrantsNow(show);
    return {
      status: phase.status,
      index: phase.index,
      joinedCount,
      survivors: await this.waiting(show, revealed),
      questions,
      winners: this.winners.get() ?? null,
    };
  }

  /**
   * After D1 cancelled the show: no more steps, every shard refuses from now on (told again
   * on a retry), and every screen hears it once.
   */
  async cancel(showId: string): Promise<void> {
    const before = this.show.get();
    const show = before ?? (await this.facts(showId));
    if (!show) return;
    const cancelled: RoomShow = { ...show, status: "cancelled" };
    this.show.set(cancelled);
    await this.ctx.storage.deleteAlarm();
    await Promise.all(showTallies(this.env, show).map((tally) => tally.cancel(cancelled)));
    if (before?.status !== "cancelled") {
      await this.push({ type: "show", event: "cancelled", showId: show.id });
    }
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
      if (question && now < closing) {
        await this.push({
          type: "show",
          event: "question",
          showId: show.id,
          index: step.index,
          of: show.questionCount,
          ...question,
          closesAt: closing,
        });
      }
      // Nobody joins after the first question: the count the state reads is now final.
      if (step.index === 0) await this.entrantsNow(show);
    } else if (step.kind === "reveal") {
      const reveal = await this.fixReveal(show, step.index);
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
        await this.survivors(show),
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
      waiting: await this.entrantsNow(show),
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

  private store(show: ScheduledShow, questions: RoomQuestion[]): void {
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
    const tallyShards = tallyShardCount(this.env.SHOW_TALLY_SHARDS);
    this.show.set({ id, startsAt, questionCount, secondsPerQuestion, status, tallyShards });
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

  /** The entrants as each shard last told, summed: the lobby's figure without asking them all. */
  private knownEntrants(show: RoomShow): number {
    let sum = 0;
    for (let shard = 0; shard < show.tallyShards; shard++) {
      sum += this.ctx.storage.kv.get<number>(`${ENTRANTS_PREFIX}${shard}`) ?? 0;
    }
    return sum;
  }

  /** Asks every shard for its entrants, keeps each figure, and sums them. */
  private async entrantsNow(show: RoomShow): Promise<number> {
    const counts = await Promise.all(showTallies(this.env, show).map((tally) => tally.entrants()));
    for (const [shard, count] of counts.entries()) {
      this.ctx.storage.kv.put(`${ENTRANTS_PREFIX}${shard}`, count);
    }
    return counts.reduce((sum, count) => sum + count, 0);
  }

  private async liveCounts(show: RoomShow, index: number): Promise<ShowCounts> {
    const parts = await Promise.all(
      showTallies(this.env, show).map((tally) => tally.counts(index)),
    );
    return sumCounts(parts as ShowCounts[]);
  }

  private async survivors(show: RoomShow): Promise<TallySurvivor[]> {
    const parts = await Promise.all(showTallies(this.env, show).map((tally) => tally.survivors()));
    return parts.flat();
  }

  /**
   * The reveal of a question, computed once and kept: every shard closes the question (no
   * more answers to it, its wrong and missing answers out) and its parts are summed, so the
   * counts and survivors are exact and every reader sees the same ones. The questions
   * before it are closed first, in order, since each close builds on the one before.
   */
  private async fixReveal(show: RoomShow, index: number): Promise<ShowRevealView> {
    const key = `${REVEAL_PREFIX}${index}`;
    const kept = this.ctx.storage.kv.get<ShowRevealView>(key);
    if (kept) return kept;
    if (index > 0) await this.fixReveal(show, index - 1);
    const correct = this.correctOf(index);
    const parts = (await Promise.all(
      showTallies(this.env, show).map((tally) => tally.close(index, correct)),
    )) as TallyClose[];
    const reveal: ShowRevealView = {
      correct,
      counts: sumCounts(parts.map((part) => part.counts)),
      survivors: parts.reduce((sum, part) => sum + part.survivors, 0),
    };
    // Two readers may have collected at once: the shards gave both the same figures.
    this.ctx.storage.kv.put(key, reveal);
    return reveal;
  }

  /** Waiting in the lobby, or still in after the last reveal, or the winners at the end. */
  private async waiting(show: RoomShow, revealed: number): Promise<number> {
    if (show.status === "ended" && this.winners.get()) return this.winners.get()?.count ?? 0;
    if (revealed === 0) return this.knownEntrants(show);
    return (await this.fixReveal(show, revealed - 1)).survivors;
  }
}

const sumCounts = (parts: ShowCounts[]) =>
  parts.reduce<ShowCounts>(
    (sum, part) => [sum[0] + part[0], sum[1] + part[1], sum[2] + part[2], sum[3] + part[3]],
    [0, 0, 0, 0],
  );
