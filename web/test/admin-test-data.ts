import type { AdminLanguageView, PoolQuestionView } from "../../contract/admin";
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
