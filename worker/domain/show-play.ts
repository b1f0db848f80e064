import type { Choice } from "../../contract/play";
import type {
  ShowCounts,
  ShowOptions,
  ShowRevealView,
  ShowStateResponse,
  ShowWinnersView,
} from "../../contract/shows";
import { answerInTime, closesAt, openAt, phaseAt, type ShowClock } from "./show-timeline";

/**
 * A live show's rules for one player (decision 032), pure: who may join, whose answer is
 * taken, and what the player's state says. The show's object gathers the facts from its
 * storage and keeps the records; nothing here reads a clock or storage.
 */

export type ShowJoinRefusal = "show_started" | "show_cancelled";

/** A player joins until the first question opens; joining again is the same join. */
export function joinRefusal(show: ShowClock, now: number): ShowJoinRefusal | null {
  if (show.status === "cancelled") return "show_cancelled";
  if (show.status === "ended" || now >= openAt(show, 0)) return "show_started";
  return null;
}

export type ShowAnswerRefusal =
  | "show_cancelled"
  | "not_joined"
  | "window_closed"
  | "eliminated"
  | "already_answered";

/** What an answer is judged on; `correctBefore` counts the player's right answers to the questions before `index`. */
export type AnswerFacts = {
  joined: boolean;
  index: number;
  correctBefore: number;
  answered: boolean;
  /** Whether the question's reveal is already fixed: its counts take no more answers. */
  revealFixed: boolean;
};

/**
 * The window comes before elimination: asked about a question that is not open, the
 * reply must not say whether the player's last answer was right before its reveal.
 */
export function answerRefusal(
  show: ShowClock,
  facts: AnswerFacts,
  now: number,
): ShowAnswerRefusal | null {
  if (show.status === "cancelled") return "show_cancelled";
  if (!facts.joined) return "not_joined";
  if (show.status === "ended" || facts.revealFixed || !answerInTime(show, facts.index, now)) {
    return "window_closed";
  }
  // Every question before an open one has been revealed, so this tells nothing early.
  if (facts.correctBefore < facts.index) return "eliminated";
  if (facts.answered) return "already_answered";
  return null;
}

/** How many questions' reveals have gone out by the clock: the player may know these verdicts. */
export function revealedCount(show: ShowClock, now: number): number {
  const phase = phaseAt(show, now);
  if (phase.status === "ended") return show.questionCount;
  if (phase.status !== "live") return 0;
  return phase.revealed ? phase.index + 1 : phase.index;
}

type StateQuestion = { text: string; options: ShowOptions };

/** What the show's object knows of one player and the show at `now`. */
export type StateFacts = {
  joined: boolean;
  /** The player's right answers among the revealed questions. */
  correctRevealed: number;
  /** Whether the player answered the question the phase is on. */
  answeredCurrent: boolean;
  /** The question the phase is on, read only while it is open. */
  question: StateQuestion | null;
  /** The reveal of the question the phase is on, once it is out. */
  reveal: ShowRevealView | null;
  winners: ShowWinnersView | null;
  waiting: number;
};

export function showStateOf(show: ShowClock, facts: StateFacts, now: number): ShowStateResponse {
  const phase = phaseAt(show, now);
  const revealed = revealedCount(show, now);
  const state: ShowStateResponse = {
    status: phase.status,
    index: phase.index,
    of: show.questionCount,
    you: {
      joined: facts.joined,
      alive: facts.joined && phase.status !== "cancelled" && facts.correctRevealed === revealed,
      answered: facts.answeredCurrent,
    },
    waiting: facts.waiting,
    serverNow: now,
  };
  if (phase.status === "live" && phase.open && facts.question) {
    state.question = { ...facts.question, closesAt: closesAt(show, phase.index) };
  }
  if (phase.revealed && phase.status !== "cancelled" && facts.reveal) state.reveal = facts.reveal;
  if (phase.status === "ended" && facts.winners) state.winners = facts.winners;
  return state;
}

/** The exact counts of a question from its accepted answers, grouped by choice. */
export function countsOf(rows: { choice: Choice; count: number }[]): ShowCounts {
  const counts: ShowCounts = [0, 0, 0, 0];
  const place: Record<Choice, 0 | 1 | 2 | 3> = { a: 0, b: 1, c: 2, d: 3 };
  for (const row of rows) counts[place[row.choice]] += row.count;
  return counts;
}

/** The lobby's count goes out at most once a second, however fast players join. */
const LOBBY_PUSH_EVERY_MS = 1000;

export const lobbyPushAt = (lastPushAt: number | null, now: number) =>
  lastPushAt === null ? now : Math.max(now, lastPushAt + LOBBY_PUSH_EVERY_MS);
