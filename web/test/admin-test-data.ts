import type { AdminLanguageView, NearDuplicateError, PoolQuestionView } from "../../contract/admin";
import { errorResponse } from "./error-responses";
import type { Handler } from "./fetch-mock";
import { contributorQuestion } from "./question-fixtures";

export const LANGUAGES_PATH = "/admin/get/all/admin/new/languages/data";

export const languages: AdminLanguageView[] = [
  { id: "en", code: "en", name: "English", enabled: true },
  { id: "hi", code: "hi", name: "Hindi", enabled: true },
  { id: "ta", code: "ta", name: "Tamil", enabled: false },
];

/** A question in the review pool, posted by Asha; Paris (b) is right. */
export function poolQuestion(overrides: Partial<PoolQuestionView> = {}): PoolQuestionView {
  return { ...contributorQuestion(), user: "contributor-asha", userName: "Asha", ...overrides };
}

/**
 * A handler for an add, an edit or a selection that the server refuses as a near duplicate
 * of `similar` (issue 14, contract/admin.ts) until the body says `allowSimilar`, and then
 * answers with `accepted`.
 */
export function nearDuplicateUntilAllowed(
  similar: NearDuplicateError["similar"],
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
