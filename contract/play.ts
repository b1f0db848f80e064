import { z } from "zod";
import type { TryOfferView } from "./account";
import { digitsQuery } from "./numbers";
import type { TicketIssue, TicketStatus } from "./tickets";

/** The play loop's wire shapes (SPEC.md sections 3, 4 and 7; DESIGN.md section 2). */

export const choiceSchema = z.enum(["a", "b", "c", "d"]);
export type Choice = z.infer<typeof choiceSchema>;

/** A question's text, picture (`img` is "" when there is none) and options, in SPEC.md's names. */
export type QuestionFaceView = {
  Questio: string;
  img: string;
  a: string;
  b: string;
  c: string;
  d: string;
};

/** A question as served to a player: never its answer (DESIGN.md section 2). */
export type ServedQuestionView = {
  _id: string;
  /** Zero-based position in the run; the SPA shows it plus one. */
  Qno: number;
  Question: string;
  a: string;
  b: string;
  c: string;
  d: string;
  img: string;
  /** Seconds allowed for this question. */
  seconds: number;
  /** Milliseconds left on the server's clock (the full time while it has not started). */
  remainingMs: number;
  /** False while an image question waits for its image report. */
  clockRunning: boolean;
  /**
   * Milliseconds until the server starts the clock whether the image came or not (3 s at
   * most after serving); 0 once it runs. With `remainingMs`, the latest deadline.
   */
  clockStartsInMs: number;
  cat: string;
  tough: string;
  /** The run this question belongs to: its summary is `/result?run={runId}`. */
  runId: string;
  /** How many questions the run has, from the settings it started with. */
  questionsInRun: number;
  /**
   * Right answers in a row so far in this run; a miss ends the run, so it is also the
   * run's score so far. Counts closed questions only: it says nothing about the open one.
   */
  streak: number;
  /** Coins this run has earned so far, from its closed questions. */
  coinsSoFar: number;
};

type QuestionUnavailableReason = "no_run" | "game_off" | "no_questions";

export type QuestionFetchResponse =
  | { Status: "OK"; data: ServedQuestionView }
  | {
      Status: "BAD";
      reason: QuestionUnavailableReason;
      message: string;
      /** The signed receipt of the question this fetch found out of time and closed. */
      receipt?: string;
    };

/** SPEC.md's verify payload; `seconds` and `Ans` are accepted and ignored. */
export const verifyAnswerBody = z.object({
  answer: choiceSchema,
  user: z.string().min(1).max(64),
  id: z.string().min(1).max(64),
  seconds: z.unknown().optional(),
  Ans: z.unknown().optional(),
});

export type VerifyAnswerResponse = {
  Status: "OK" | "OKK" | "STARS" | "WRONG" | "TIME_OUT";
  /** The correct option, revealed now that the attempt is closed. */
  ans: Choice;
  /** The closed attempt's signed receipt (contract/receipts.ts), beside `ans`. */
  receipt: string;
  /** The won coupon's id, with OKK (and with STARS when the last answer also wins one). */
  id?: string;
  stars?: number;
  coins: number;
  /**
   * Whole seconds used on the server's clock (the allowed time for a timeout): what the
   * result's "time used" and the ticket's seconds both show.
   */
  secondsUsed: number;
};

export const imageReadyBody = z.object({ id: z.string().min(1).max(64) });

export type RunStateResponse = {
  active: boolean;
  /** Bought and given tries; today's free try is `freeTryToday`. */
  tries: number;
  gameOn: boolean;
  /** True while today's free try (once per person and day) is unused. */
  freeTryToday: boolean;
  /** When the next day, and its free try, begins: epoch ms. */
  nextFreeTryAt: number;
  tryOffer: TryOfferView;
  /**
   * The question language the player chose, while it is not playable (disabled, or short
   * of a run's questions): their runs come in English meanwhile. Null otherwise.
   */
  unplayableLanguage: { id: string; name: string } | null;
  /** How many questions a run asks, so /start can say what a try buys. */
  questionsPerRun: number;
};

export type StartRunResponse =
  | { Status: "OK"; runId: string; continued: boolean }
  | { Status: "BAD"; reason: "no_tries" | "game_off"; message: string };

/**
 * The 409 `no_questions_in_language` of `POST /api/run/start`: the player's question
 * language has no live question to serve, so nothing was spent (no try, free or bought)
 * and no run was opened. Another language in Settings plays.
 */
export type NoQuestionsInLanguageError = {
  error: "no_questions_in_language";
  message: string;
};

/** Leaving /play (SPEC.md's "valid data" delete), with the forfeited question's receipt. */
export type ForfeitRunResponse = { Status: "OK"; receipt?: string };

export type BuyTryResponse = { Status: "OK"; tries: number; paidFrom: "bonus" | "cash" | "free" };

/** How a run ended, as D1 keeps it: `active` while it is still going. */
export type RunSummaryStatus = "active" | "won" | "lost" | "timeout" | "forfeited";

/** How one closed question of a run went, for the run summary; open ones are never listed. */
export type RunSummaryQuestion = {
  attemptId: string;
  /** Zero-based position in the run. */
  index: number;
  outcome: "correct" | "wrong" | "timeout" | "forfeited";
  question: string;
  options: Record<Choice, string>;
  /** The player's option; "" when none reached the server in time. */
  chosen: Choice | "";
  /** The right option: the question is closed, so it may be told (DESIGN.md section 2). */
  correct: Choice;
  /** The question's category: its language's name, never its code. */
  category: string;
  difficulty: string;
  /** The player's report on this question, if they made one: one report per question. */
  reported: TicketStatus | null;
  /** What a report on it could not get back, by issue: e.g. none for a right answer. */
  refundRefusals: RefundRefusals;
};

/** Why a report with each issue would get no try back (domain/tickets.ts); absent when it might. */
export type RefundRefusals = Partial<Record<TicketIssue, string>>;

/** A coupon the run won (its value in rupees, exact), and whether it was claimed into bonus money. */
export type RunSummaryCoupon = { id: string; rupee: number; claimed: boolean };

/** `GET /api/runs/{runId}`: the player's own run as the server recorded it. */
export type RunSummaryResponse = {
  Status: "OK";
  data: {
    runId: string;
    status: RunSummaryStatus;
    questionsInRun: number;
    correct: number;
    /** Seconds the run's questions used by the server's clock; 0 while it is active. */
    secondsUsed: number;
    coins: number;
    stars: number;
    coupons: RunSummaryCoupon[];
    questions: RunSummaryQuestion[];
  };
};

export const RUNS_PAGE_SIZE = 20;
export const runsQuery = z.object({ page: digitsQuery(100_000).optional().default(1) });

/** How a run's try was paid: today's free try, or one from the player's tries. */
type RunTryPayment = "daily" | "tries";

/** One of the player's runs in their list (`/runs`): each opens `/result?run={runId}`. */
export type RunListItem = {
  runId: string;
  status: RunSummaryStatus;
  startedAt: number;
  endedAt: number | null;
  questionsInRun: number;
  /** Closed questions: served and over (right, wrong, timed out or left). */
  answered: number;
  correct: number;
  coins: number;
  stars: number | null;
  paidWith: RunTryPayment;
  /** A report on one of its questions was refunded: the try came back. */
  refunded: boolean;
};

/** `GET /api/runs?page=`: the caller's own runs, newest first, a page at a time. */
export type RunsResponse = {
  runs: RunListItem[];
  total: number;
  page: number;
  pageSize: number;
};
