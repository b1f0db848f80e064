import { z } from "zod";
import { wholeNumber } from "./numbers";
import { plainText } from "./plain-text";
import { type Choice, choiceSchema } from "./play";

/**
 * Live shows (decision 032): everyone in a show gets the same question at the same moment,
 * a wrong or missing answer eliminates, and the survivors split the prize pool. Times are
 * epoch ms on the server's clock; money is integer paise.
 */

export const SHOW_STATUSES = ["scheduled", "lobby", "live", "ended", "cancelled"] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];

/** The four options, in a, b, c, d order. */
export type ShowOptions = [a: string, b: string, c: string, d: string];
/** How many accepted answers chose a, b, c and d. */
export type ShowCounts = [a: number, b: number, c: number, d: number];

/** `GET /api/shows`: one show as players and visitors see it before and during it. */
export type ShowView = {
  id: string;
  title: string;
  startsAt: number;
  language: string;
  questionCount: number;
  secondsPerQuestion: number;
  prizePoolPaise: number;
  status: ShowStatus;
  /** Whether the caller joined; always false for a visitor. */
  joined: boolean;
};
export type ShowsResponse = { data: ShowView[] };

/** `POST /api/shows/{id}/join`: idempotent; after the start, 409 `show_started`. */
export type JoinShowResponse = { joined: true };

/** The open question: no byte of it exists on the wire before its moment. */
export type ShowQuestionView = { text: string; options: ShowOptions; closesAt: number };
/** After a window closes: the right option, exact counts, and who is still in. */
export type ShowRevealView = {
  correct: Choice;
  counts: ShowCounts;
  survivors: number;
};
export type ShowWinnersView = { count: number; sharePaise: number };

/**
 * `GET /api/shows/{id}/state`: where the show stands now, for a joined player or one who
 * reconnects. `index` is the zero-based question the state speaks of (-1 in the lobby).
 */
export type ShowStateResponse = {
  status: ShowStatus;
  index: number;
  /** How many questions the show has. */
  of: number;
  question?: ShowQuestionView;
  reveal?: ShowRevealView;
  you: { alive: boolean; answered: boolean; joined: boolean };
  winners?: ShowWinnersView;
  /** Players waiting in the lobby or still in, as the host last counted them. */
  waiting: number;
  /**
   * The server's clock as it answered (epoch ms), so a screen counts down to `closesAt` on
   * it rather than on the device's own.
   */
  serverNow: number;
};

export const showIdParam = z.object({ id: z.string().min(1).max(64) });

/** `POST /api/shows/{id}/answers`: once per question; correctness is never in the reply. */
export const showAnswerBody = z.object({
  index: z.number().int().min(0).max(99),
  choice: choiceSchema,
});
export type ShowAnswerBody = z.infer<typeof showAnswerBody>;
export type ShowAnswerResponse = { accepted: true; receipt: string };

export const SHOW_LIMITS = {
  titleMax: 80,
  questionsMin: 1,
  questionsMax: 20,
  secondsMin: 5,
  secondsMax: 60,
  defaultSeconds: 10,
  poolRupeeMax: 1_000_000,
} as const;

/**
 * `POST /admin/shows`: `questionCount` draws that many from the bank in the show's language;
 * `questionIds` chooses them (the order is the show's). The pool is whole rupees, held in
 * the ledger from creation until the show pays out or is cancelled.
 */
export const createShowBody = z
  .object({
    title: plainText(z.string().trim().min(1, "Give the show a title").max(SHOW_LIMITS.titleMax)),
    startsAt: z.number().int().positive("Choose when the show starts"),
    language: z.string().trim().min(2).max(10),
    questionCount: z
      .number()
      .int()
      .min(SHOW_LIMITS.questionsMin, "A show has at least one question")
      .max(SHOW_LIMITS.questionsMax, `A show has at most ${SHOW_LIMITS.questionsMax} questions`)
      .optional(),
    questionIds: z
      .array(z.string().min(1).max(64))
      .min(SHOW_LIMITS.questionsMin, "Choose at least one question")
      .max(SHOW_LIMITS.questionsMax, `Choose at most ${SHOW_LIMITS.questionsMax} questions`)
      .refine((ids) => new Set(ids).size === ids.length, "Choose each question once")
      .optional(),
    secondsPerQuestion: z
      .number()
      .int()
      .min(SHOW_LIMITS.secondsMin, `A question is open at least ${SHOW_LIMITS.secondsMin} seconds`)
      .max(SHOW_LIMITS.secondsMax, `A question is open at most ${SHOW_LIMITS.secondsMax} seconds`)
      .default(SHOW_LIMITS.defaultSeconds),
    prizePoolRupee: wholeNumber(
      { min: 1, max: SHOW_LIMITS.poolRupeeMax },
      {
        notNumber: "The prize pool must be a number of rupees",
        notWhole: "The prize pool must be a whole number of rupees",
        tooSmall: "The prize pool is at least ₹1.00",
        tooLarge: "The prize pool is at most ₹10,00,000.00",
      },
    ),
  })
  .refine((body) => (body.questionCount === undefined) !== (body.questionIds === undefined), {
    message: "Give either a question count or the chosen questions",
    path: ["questionCount"],
  });
export type CreateShowBody = z.input<typeof createShowBody>;
export type CreateShowResponse = { id: string };

/** One question of a show as its host sees it: the answer and the live counts. */
export type HostQuestionView = {
  index: number;
  text: string;
  options: ShowOptions;
  correct: Choice;
  /** Accepted answers so far (exact once revealed). */
  counts: ShowCounts;
  /** Whether its window has closed and the reveal gone out. */
  revealed: boolean;
  /** Players still in after this question's reveal; null before it. */
  survivors: number | null;
};

/** `GET /admin/shows`: every show, newest start first, with the host's figures. */
export type AdminShowView = Omit<ShowView, "joined"> & {
  joinedCount: number;
  survivors: number;
  /** Paid out in total (paise), once ended; 0 before. */
  paidPaise: number;
  createdAt: number;
};
export type AdminShowsResponse = { data: AdminShowView[] };

/** `GET /admin/shows/{id}`: the host's view while the show runs. */
export type AdminShowResponse = AdminShowView & {
  /** The question the show is on now (-1 before the first). */
  index: number;
  questions: HostQuestionView[];
  winners: ShowWinnersView | null;
};
