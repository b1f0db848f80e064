import type { Choice } from "../../contract/play";
import type { ShowCounts, ShowStateResponse } from "../../contract/shows";
import {
  answerRefusal,
  countsOf,
  joinRefusal,
  revealedCount,
  type ShowAnswerRefusal,
  type ShowJoinRefusal,
  showStateOf,
} from "../domain/show-play";
import { closesAt, phaseAt } from "../domain/show-timeline";
import { receiptKeyring } from "../receipts/receipt-keyring";
import { receiptOfShowAnswer } from "../receipts/receipt-signer";
import { showRoom } from "./show-places";
import type { RoomShow, RoomView } from "./show-room";
import { StoredCell } from "./stored-cell";
import { StrikableObject } from "./strikable-object";

/** Which shard of which show a call is for: the caller chose it from the player. */
export type TallyPlace = { showId: string; shard: number };

export type JoinReply = { joined: true } | { refused: ShowJoinRefusal | "not_found" };
export type AnswerReply =
  | { accepted: true; receipt: string }
  | { refused: ShowAnswerRefusal | "not_found" };

/** One shard's part of a question's reveal. */
export type TallyClose = { counts: ShowCounts; survivors: number };
export type TallySurvivor = { playerId: string; lastAnsweredAt: number };

const SHOW_KEY = "show";
const TOLD_UNTIL_KEY = "told-until";

/**
 * One tally shard of a live show (decision 032), named `{showId}:tally-{k}`: the entrants
 * whose id hashes to k, whether each is still in, and their accepted answers, in its own
 * SQLite storage. It judges its players' joins and answers on the server's clock with the
 * show's timeline, and signs the receipts. The show's object (`ShowRoom`) keeps the
 * timeline and, at each close, collects every shard's part in parallel.
 *
 * A shard learns the show's facts from the show's object on its first call and keeps
 * them; a cancel is told to every shard. A shard takes answers to a question only once
 * the close before it has reached it, so a player's standing is always the shard's own.
 */
export class ShowTally extends StrikableObject {
  private readonly show = new StoredCell<RoomShow>(this.ctx.storage.kv, SHOW_KEY);
  /** The show's next lobby count covers this shard's joins before this moment. */
  private readonly toldUntil = new StoredCell<number>(this.ctx.storage.kv, TOLD_UNTIL_KEY);
  /**
   * The show's public part for the live step it was read in. Within a step it does not
   * change (the question, or the fixed reveal and its survivors), so this shard's players
   * ask the show's object once per step, not once each, even all at once. Memory only.
   */
  private liveView: { step: string; view: Promise<RoomView | null> } | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS entrants (
      player_id TEXT PRIMARY KEY, joined_at INTEGER NOT NULL, alive INTEGER NOT NULL DEFAULT 1)`);
    // One row per question and player: of racing duplicates, the key lets one in.
    sql.exec(`CREATE TABLE IF NOT EXISTS answers (
      idx INTEGER NOT NULL, player_id TEXT NOT NULL, choice TEXT NOT NULL,
      answered_at INTEGER NOT NULL, PRIMARY KEY (idx, player_id))`);
    sql.exec("CREATE INDEX IF NOT EXISTS answers_by_player ON answers (player_id, idx)");
    // A question's close, kept: a second call returns the same figures.
    sql.exec(`CREATE TABLE IF NOT EXISTS closes (
      idx INTEGER PRIMARY KEY, correct TEXT NOT NULL, counts TEXT NOT NULL,
      survivors INTEGER NOT NULL)`);
  }

  async join(place: TallyPlace, playerId: string, now: number): Promise<JoinReply> {
    const show = await this.facts(place.showId);
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
      await this.tellRoom(place, now);
    }
    return { joined: true };
  }

  /**
   * Takes one answer to the open question. The receipt is signed before the answer is
   * stored, and the checks run again after the signing: a close or a duplicate that came
   * meanwhile wins, and the insert itself lets only one of racing duplicates in.
   */
  async answer(
    place: TallyPlace,
    playerId: string,
    index: number,
    choice: Choice,
    now: number,
  ): Promise<AnswerReply> {
    const show = await this.facts(place.showId);
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

  /**
   * The player's view at `now`: the show's public part from its object (which fixes any
   * reveal due, so this shard has had its close), and the player's own part from here.
   */
  async state(place: TallyPlace, playerId: string, now: number): Promise<ShowStateResponse | null> {
    const view = await this.publicView(place.showId, now);
    if (!view) return null;
    const show = view.show as RoomShow;
    const phase = phaseAt(show, now);
    const joined = this.isEntrant(playerId);
    return showStateOf(
      show,
      {
        joined,
        correctRevealed: joined ? this.correctAnswers(playerId, revealedCount(show, now)) : 0,
        answeredCurrent: phase.index >= 0 && this.hasAnswered(playerId, phase.index),
        question: view.question as RoomView["question"],
        reveal: view.reveal as RoomView["reveal"],
        winners: view.winners,
        waiting: view.waiting,
      },
      now,
    );
  }

  /** How many of the show's entrants are this shard's. */
  entrants(): number {
    return this.ctx.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM entrants").one().n;
  }

  /** The question's answers so far, by option: the host's live figures. */
  counts(index: number): ShowCounts {
    const closed = this.closeOf(index);
    if (closed) return closed.counts;
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
   * Closes a question on this shard once: no more answers to it, the players still in who
   * did not answer it right are out, and its counts and survivors are kept. The show's
   * object closes the questions in order; a second call returns the same figures.
   */
  close(index: number, correct: Choice): TallyClose {
    return this.ctx.storage.transactionSync(() => {
      const kept = this.closeOf(index);
      if (kept) return kept;
      const counts = this.counts(index);
      const sql = this.ctx.storage.sql;
      sql.exec(
        `UPDATE entrants SET alive = 0 WHERE alive = 1 AND player_id NOT IN
           (SELECT player_id FROM answers WHERE idx = ? AND choice = ?)`,
        index,
        correct,
      );
      const survivors = sql
        .exec<{ n: number }>("SELECT count(*) AS n FROM entrants WHERE alive = 1")
        .one().n;
      sql.exec(
        "INSERT INTO closes (idx, correct, counts, survivors) VALUES (?, ?, ?, ?)",
        index,
        correct,
        JSON.stringify(counts),
        survivors,
      );
      return { counts, survivors };
    });
  }

  /** The players still in after every close, with their last answer's time (the payout's tie-break). */
  survivors(): TallySurvivor[] {
    return this.ctx.storage.sql
      .exec<TallySurvivor>(
        `SELECT e.player_id AS playerId, max(a.answered_at) AS lastAnsweredAt
           FROM entrants e JOIN answers a ON a.player_id = e.player_id
           WHERE e.alive = 1 GROUP BY e.player_id`,
      )
      .toArray();
  }

  /** The show's public part, read from its object once per live step. */
  private publicView(showId: string, now: number): Promise<RoomView | null> {
    const known = this.show.get();
    const phase = known ? phaseAt(known, now) : null;
    const step = phase?.status === "live" ? `${phase.index}:${phase.open}:${phase.revealed}` : null;
    if (step && this.liveView?.step === step) return this.liveView.view;
    const read = showRoom(this.env, showId).view(showId, now) as Promise<RoomView | null>;
    if (!step) return read;
    const kept = { step, view: read };
    this.liveView = kept;
    const forget = () => {
      if (this.liveView === kept) this.liveView = null;
    };
    // Kept only when complete for its step: the question while open, the reveal once out.
    read.then((view) => {
      const complete = phase?.open ? view?.question : !phase?.revealed || view?.reveal;
      if (view?.show.status !== "scheduled" || !complete) forget();
    }, forget);
    return read;
  }

  /** The show was cancelled: no more joins or answers here. */
  cancel(show: RoomShow): void {
    this.show.set({ ...(this.show.get() ?? show), status: "cancelled" });
  }

  /**
   * Tells the show's object that this shard has new entrants, at most once per lobby count:
   * a join before the count the object already has due is in that count anyway.
   */
  private async tellRoom(place: TallyPlace, now: number): Promise<void> {
    const until = this.toldUntil.get();
    if (until !== undefined && now < until) return;
    const dueAt = await showRoom(this.env, place.showId).entrantsChanged(
      place.shard,
      this.entrants(),
      now,
    );
    this.toldUntil.set(dueAt ?? undefined);
  }

  /** The show's facts, from the show's object the first time this shard is asked. */
  private async facts(showId: string): Promise<RoomShow | null> {
    const known = this.show.get();
    if (known) return known;
    const show = (await showRoom(this.env, showId).clock(showId)) as RoomShow | null;
    if (!show) return null;
    const raced = this.show.get();
    if (raced) return raced;
    this.show.set(show);
    return show;
  }

  private closeOf(index: number): TallyClose | null {
    const [row] = this.ctx.storage.sql
      .exec<{ counts: string; survivors: number }>(
        "SELECT counts, survivors FROM closes WHERE idx = ?",
        index,
      )
      .toArray();
    return row ? { counts: JSON.parse(row.counts) as ShowCounts, survivors: row.survivors } : null;
  }

  private isEntrant(playerId: string): boolean {
    return (
      this.ctx.storage.sql.exec("SELECT 1 FROM entrants WHERE player_id = ?", playerId).toArray()
        .length > 0
    );
  }

  private hasAnswered(playerId: string, index: number): boolean {
    return (
      this.ctx.storage.sql
        .exec("SELECT 1 FROM answers WHERE idx = ? AND player_id = ?", index, playerId)
        .toArray().length > 0
    );
  }

  /** The player's right answers among the first `before` questions closed here. */
  private correctAnswers(playerId: string, before: number): number {
    return this.ctx.storage.sql
      .exec<{ n: number }>(
        `SELECT count(*) AS n FROM answers a JOIN closes c ON c.idx = a.idx AND c.correct = a.choice
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
      // Closed here, or the close before it has not reached this shard yet: either way
      // this shard cannot judge an answer to it.
      revealFixed: this.closeOf(index) !== null || (index > 0 && this.closeOf(index - 1) === null),
    };
  }
}
