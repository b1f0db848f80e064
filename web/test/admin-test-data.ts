import type { AdminLanguageView } from "../../contract/admin-languages";
import type { PoolQuestionView, SimilarQuestion } from "../../contract/admin-questions";
import { errorResponse } from "./error-responses";
import type { Handler } from "./fetch-mock";
import { contributorQuestion } from "./question-fixtures";

export const LANGUAGES_PATH = "/admin/get/all/admin/new/languages/data";

/** A language with its live questions against a run of 10 (decision 025). */
export const languageView = (
  language: Pick<AdminLanguageView, "id" | "name" | "enabled">,
  liveQuestions = 10,
): AdminLanguageView => ({
  ...language,
  code: language.id,
  liveQuestions,
  questionsNeeded: 10,
  ready: liveQuestions >= 10,
});

export const languages: AdminLanguageView[] = [
  languageView({ id: "en", name: "English", enabled: true }, 30),
  languageView({ id: "hi", name: "Hindi", enabled: true }, 12),
  languageView({ id: "ta", name: "Tamil", enabled: false }, 10),
];

/** A question in the review pool, posted by Asha; Paris (b) is right. */
export function poolQuestion(overrides: Partial<PoolQuestionView> = {}): PoolQuestionView {
  return { ...contributorQuestion(), user: "contributor-asha", userName: "Asha", ...overrides };
}

/**
 * A handler for an add, an edit or a selection that the server asks about as reading like
 * `similar` (the 409 `similar_questions`, contract/admin-questions.ts) until the body says
 * `confirmSimilar` or `allowSimilar`, and then answers with `accepted`.
 */
export function similarUntilConfirmed(
  similar: SimilarQuestion[],
  accepted: () => Response,
): Handler {
  return async (request) => {
    const body = (await request.json()) as { allowSimilar?: boolean; confirmSimilar?: boolean };
    if (body.confirmSimilar || body.allowSimilar) return accepted();
    return errorResponse(
      409,
      "similar_questions",
      "This may be a live question of the same language reworded",
      { similar },
    );
  };
}

/**
 * A handler for an add, an edit or a selection that the server refuses as a near duplicate
 * of `similar` (contract/admin-questions.ts) until the body says `allowSimilar`, and then
 * answers with `accepted`.
 */
export function nearDuplicateUntilAllowed(
  similar: SimilarQuestion,
  accepted: () => Response,
): Handler {
  return async (request) => {
    const body = (await request.json()) as { allowSimilar?: boolean };
    if (body.allowSimilar) return accepted();
    return errorResponse(
      409,
      "near_duplicate",
      "This reads like a live question of the same language",
      { similar },
    );
  };
}
