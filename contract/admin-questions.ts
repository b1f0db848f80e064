import { z } from "zod";
import { languageId } from "./admin-writes";
import {
  type ContributorQuestionView,
  difficulties,
  type QuestionFieldsView,
  questionFields,
} from "./contributor";
import { digitsQuery } from "./numbers";

/** The review pool and its selection into languages, and the live bank (SPEC.md /admin/select, /admin/questions). */

/** SPEC.md section 3's question as seen by the main admin. */
export type PoolQuestionView = ContributorQuestionView & {
  /** The contributor's id. */
  user: string;
  userName: string;
};
export type PoolQuestionsResponse = { data: PoolQuestionView[]; total: number };

/**
 * SPEC.md's select payload plus `_id`, the pool question to copy. The copy is made from
 * the stored question, so the other question fields are accepted for SPEC.md's shape and
 * ignored. A missing `sel_lang` is a 400 "Please select a language!".
 */
export const selectQuestionBody = z.object({
  _id: z.string().min(1).max(64),
  /** Select it even though a live question of that language reads almost the same. */
  allowSimilar: z.boolean().optional(),
  /** Select it though it reads somewhat like live questions of that language. */
  confirmSimilar: z.boolean().optional(),
  /** Missing, null or "" (the dropdown's "Select Language") all mean none was chosen. */
  sel_lang: languageId.nullish(),
  user: z.unknown().optional(),
  img: z.unknown().optional(),
  Questio: z.unknown().optional(),
  a: z.unknown().optional(),
  b: z.unknown().optional(),
  c: z.unknown().optional(),
  d: z.unknown().optional(),
  Ans: z.unknown().optional(),
  lang: z.unknown().optional(),
  tough: z.unknown().optional(),
  seconds: z.unknown().optional(),
});
export type SelectQuestionBody = z.input<typeof selectQuestionBody>;

// The live bank (/admin/questions, /admin/addquestion)

export const LIVE_QUESTIONS_PAGE_SIZE = 25;

/** Empty parameters mean "any", as a form with nothing chosen sends them. */
export const liveQuestionsQuery = z.object({
  lang: languageId.optional(),
  tough: z.union([z.literal(""), z.enum(difficulties)]).optional(),
  /** `yes`: only questions marked for the trial; `no`: only those paid runs serve. */
  trial: z.enum(["", "yes", "no"]).optional(),
  q: z.string().trim().max(100).optional(),
  page: digitsQuery(100_000).optional().default(1),
});

export type LiveQuestionView = QuestionFieldsView & {
  _id: string;
  lang: string;
  /** The pool question it was selected from; null when added here. */
  source: string | null;
  served: number;
  /** Answered in time, right or wrong (timeouts and forfeits are served only). */
  answered: number;
  /** Answered correctly. */
  correct: number;
  createdAt: number;
  /** Retired questions are never served again. */
  retiredAt: number | null;
  /** Marked for the visitor trial: only the trial draws it, and paid runs never serve it. */
  trial: boolean;
};
export type LiveQuestionsResponse = {
  data: LiveQuestionView[];
  total: number;
  page: number;
  pageSize: number;
};

/**
 * Save it even though a live question of its language reads almost the same (a
 * `NearDuplicateError`); it confirms a `SimilarQuestionsError` too.
 */
const allowSimilar = z.boolean().optional();
/** Save it though it reads somewhat like live questions of its language (a `SimilarQuestionsError`). */
const confirmSimilar = z.boolean().optional();
/** Fields that confirm a save rather than change the question. */
const confirmations = new Set(["allowSimilar", "confirmSimilar"]);
/** The trial mark (`LiveQuestionView.trial`); a new question is for paid runs unless it says so. */
const trial = z.boolean().optional();

export const addLiveQuestionBody = questionFields.extend({
  lang: languageId.min(1, "Choose a language"),
  allowSimilar,
  confirmSimilar,
  trial,
});
export type AddLiveQuestionBody = z.input<typeof addLiveQuestionBody>;

/** `img: ""` or `null` removes the image. */
export const editLiveQuestionBody = questionFields
  .partial()
  .extend({ allowSimilar, confirmSimilar, trial })
  .refine(
    (value) => Object.keys(value).some((key) => !confirmations.has(key)),
    "Change at least one field",
  );
export type EditLiveQuestionBody = z.input<typeof editLiveQuestionBody>;

/**
 * The 409 `near_duplicate` of an add, an edit or a selection: the text is at least
 * `NEAR_DUPLICATE_THRESHOLD` alike (after case, punctuation and spacing are set aside) to
 * this live question of the same language. Sending it again with `allowSimilar: true`
 * saves it anyway.
 */
export type NearDuplicateError = {
  error: "near_duplicate";
  message: string;
  similar: SimilarQuestion;
};

/** A live question a text reads like, and how alike (0 to 1, three decimals). */
export type SimilarQuestion = { _id: string; Questio: string; lang: string; similarity: number };

/**
 * The 409 `similar_questions` of an add, an edit or a selection: no live
 * question is a near-duplicate, but these of the same language are at least
 * `SIMILAR_QUESTION_THRESHOLD` alike, most alike first, at most five: perhaps the same
 * question reworded. Sending it again with `confirmSimilar: true` (or `allowSimilar: true`)
 * saves it.
 */
export type SimilarQuestionsError = {
  error: "similar_questions";
  message: string;
  similar: SimilarQuestion[];
};
