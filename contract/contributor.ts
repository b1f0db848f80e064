import { z } from "zod";
import { isOwnImagePath, OWN_IMAGE_MESSAGE } from "./images";
import { wholeNumber } from "./numbers";
import { plainText } from "./plain-text";
import { type Choice, choiceSchema, type QuestionFaceView } from "./play";

/**
 * The user-admin (contributor) area: SPEC.md section 3's question as posted or viewed
 * by a user-admin, section 5's Add Question rules, and the wallet. The question fields
 * are shared with the main admin's live bank (contract/admin-questions.ts).
 */

/** SPEC.md sections 4 and 9, in the order a form shows them. */
export const difficulties = ["Too Easy", "Easy", "Medium", "Tough", "Too Tough"] as const;
export type Difficulty = (typeof difficulties)[number];

export const QUESTION_TEXT_MAX = 500;
export const OPTION_TEXT_MAX = 200;
export const SECONDS_MIN = 5;
export const SECONDS_MAX = 120;
const IMAGE_PATH_MAX = 256;

/**
 * "" and null mean no image (SPEC.md: img may be empty); both parse to null. Anything else
 * is one of our own image paths (contract/images.ts): an image on another host would load
 * from it for everyone who sees the question, and the CSP allows none.
 */
export const imageField = z
  .union([
    z.literal(""),
    z.null(),
    z.string().trim().max(IMAGE_PATH_MAX).refine(isOwnImagePath, OWN_IMAGE_MESSAGE),
  ])
  .transform((value) => value || null);

const optionText = plainText(z.string().trim().min(1, "Write this option").max(OPTION_TEXT_MAX));

/** SPEC.md's question fields; `seconds` may arrive as a form's numeric string. */
export const questionFields = z.object({
  Questio: plainText(
    z.string().trim().min(1, "Write the question").max(QUESTION_TEXT_MAX),
    "lines",
  ),
  img: imageField.optional(),
  a: optionText,
  b: optionText,
  c: optionText,
  d: optionText,
  Ans: choiceSchema,
  tough: z.enum(difficulties),
  seconds: wholeNumber(
    { min: SECONDS_MIN, max: SECONDS_MAX },
    {
      notNumber: "Seconds must be a number",
      notWhole: "Seconds must be a whole number",
      tooSmall: `At least ${SECONDS_MIN} seconds`,
      tooLarge: `At most ${SECONDS_MAX} seconds`,
    },
  ),
});

const languageId = z.string().trim().max(32);

/**
 * `POST /admin/get/a/users/admin/posted/questions/from/all/users`. `user` is the caller's
 * own session id (`ssid_admin`); `lang`, optional, is the language it is written in.
 */
export const postContributorQuestionBody = questionFields.extend({
  user: z.string().min(1).max(64),
  lang: languageId.optional(),
});
export type PostContributorQuestionBody = z.input<typeof postContributorQuestionBody>;
export type PostContributorQuestionResponse = { Status: "OK"; qno: number };

export type LanguageChoice = { id: string; name: string };

/** `GET /admin/get/user/admin/languages/to/post/{sessionId}`: SPEC.md's `data.user`. */
export type ContributorProfileResponse = {
  data: { user: string; email: string; languages: LanguageChoice[] };
};

/** A question's own fields as both admin areas show them; `img` is "" when there is none. */
export type QuestionFieldsView = QuestionFaceView & {
  Ans: Choice;
  tough: Difficulty;
  seconds: number;
};

/** SPEC.md section 3's question as viewed by a user-admin. */
export type ContributorQuestionView = QuestionFieldsView & {
  _id: string;
  /** The contributor's own running number ("Question No"). */
  qno: number;
  /** The language it was written in, or "". */
  lang: string;
  /** The languages a main admin selected it into (ids). */
  selectedInto: string[];
};
export type ContributorQuestionsResponse = { data: ContributorQuestionView[] };

/** SPEC.md's wallet: Earned ₹{Rupee}.00, Selected, Total Questions, Outs, Answerd. */
export type ContributorWalletResponse = {
  Datas: {
    /** Earnings in rupees, exact (worker/routes/views/money.ts). */
    Rupee: number;
    Total_Quest: number;
    /** Times the contributor's questions were served to players. */
    Out: number;
    /** Times they were answered. */
    Ans: number;
    Selected: number;
  };
  /**
   * Beside SPEC.md's `Datas`, in rupees: everything earned, what waits in the
   * payout queue, what was paid, and what may be withdrawn now.
   */
  money: { earned: number; requested: number; paid: number; available: number };
};
