import { z } from "zod";
import { edit } from "./admin-writes";
import { plainText } from "./plain-text";

/** The main admin's languages: add, rename, enable or disable (SPEC.md /admin/language). */

/** Players choose their question language by this name. */
const languageName = plainText(z.string().trim().min(1).max(60));

export type AdminLanguageView = {
  id: string;
  code: string;
  name: string;
  enabled: boolean;
  /** Live (not retired) questions in the language. */
  liveQuestions: number;
  /** How many it needs to be played: one run's worth (the run settings). */
  questionsNeeded: number;
  /**
   * Whether it has them: only a ready language can be enabled, and an enabled one is
   * offered to players only while it stays ready (decision 025).
   */
  ready: boolean;
};
/** `GET /admin/get/all/admin/new/languages/data`: SPEC.md's `Data`, every language. */
export type AdminLanguagesResponse = { Data: AdminLanguageView[] };

/** `/admin/languages/{id}`: a language's id, its code. */
export const languageIdParam = z.object({ id: z.string().min(1).max(32) });

/** The code is also the language's id (e.g. `en`, `hi`, `pt-br`). */
export const createLanguageBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z-]{0,8}[a-z]$/, "A code is 2 to 10 lowercase letters or hyphens"),
  name: languageName,
});
export type CreateLanguageBody = z.infer<typeof createLanguageBody>;

/**
 * Players of a disabled language are served English; `en` itself cannot be disabled. A
 * language short of a run's questions cannot be enabled: 409 `language_not_ready`.
 */
export const updateLanguageBody = edit(z.object({ name: languageName, enabled: z.boolean() }));
export type UpdateLanguageBody = z.infer<typeof updateLanguageBody>;

/** The 409 `language_not_ready` of enabling a language without a run's worth of questions. */
export type LanguageNotReadyError = {
  error: "language_not_ready";
  message: string;
  liveQuestions: number;
  questionsNeeded: number;
};
