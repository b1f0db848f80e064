import type { SimilarQuestion } from "../../contract/admin-questions";
import { ApiRequestError } from "./api-client";
import { errorText, fieldErrorText, unexpectedText, unreachedText } from "./i18n/error-text";

// What a failed call says: its per-field messages, its own message, or a session now ended,
// in the language in use when it is shown (web/lib/i18n/error-text.ts).

export type FieldErrors = Partial<Record<string, string>>;

/** The server's per-field messages of a 400, keyed by field name (the first one per field). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiRequestError)) return errors;
  for (const field of error.fields ?? []) errors[field.path] ??= fieldErrorText(field.message);
  return errors;
}

/** The server's messages for these fields only, or null when it refused none of them. */
export function fieldErrorsFor(error: unknown, names: readonly string[]): FieldErrors | null {
  const all = fieldErrorsOf(error);
  const known: FieldErrors = {};
  for (const name of names) if (all[name]) known[name] = all[name];
  return Object.keys(known).length > 0 ? known : null;
}

const refusalText = (error: ApiRequestError) => errorText(error.code, error.message);

/** The server's refusal in words, or that it could not be reached (a failure with no answer). */
export function messageOf(error: unknown): string {
  return error instanceof ApiRequestError && error.status !== 0
    ? refusalText(error)
    : unreachedText();
}

/** The error's own words: the server's refusal, or the client's for a request that got no answer. */
export function serverMessageOf(error: unknown): string {
  return error instanceof ApiRequestError ? refusalText(error) : unexpectedText();
}

/** The popup's text for a failure, unless the screen shows it itself (next to its fields). */
export function messageUnless(shownOnScreen: (error: unknown) => unknown) {
  return (error: unknown): string | null => (shownOnScreen(error) ? null : messageOf(error));
}

/** A dead session: the API client is already signing the user out, so say nothing more. */
export function isDeadSession(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.logout === "OUT" || error.legacyStatus === 505);
}

/**
 * A save refused for reading like live questions of its language (contract/admin-questions.ts): a
 * `near_duplicate` names the one most alike, `similar_questions` lists the
 * rewordings it may be.
 */
export type SimilarRefusal = {
  code: "near_duplicate" | "similar_questions";
  similar: LiveLookalike[];
};

/** A live question a refused text reads like, in the screens' words rather than SPEC.md's. */
type LiveLookalike = { id: string; text: string; language: string; similarity: number };

const lookalikeOf = (view: SimilarQuestion): LiveLookalike => ({
  id: view._id,
  text: view.Questio,
  language: view.lang,
  similarity: view.similarity,
});

const isSimilarQuestion = (value: unknown): value is SimilarQuestion =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SimilarQuestion).Questio === "string";

/** The similar questions a refused add, edit or selection names, or null for another failure. */
export function similarRefusalOf(error: unknown): SimilarRefusal | null {
  if (!(error instanceof ApiRequestError)) return null;
  const { similar } = error.body;
  if (error.code === "near_duplicate" && isSimilarQuestion(similar)) {
    return { code: error.code, similar: [lookalikeOf(similar)] };
  }
  if (
    error.code === "similar_questions" &&
    Array.isArray(similar) &&
    similar.length > 0 &&
    similar.every(isSimilarQuestion)
  ) {
    return { code: error.code, similar: similar.map(lookalikeOf) };
  }
  return null;
}

/** What the admin's "anyway" sends again: `allowSimilar` passes a near-duplicate, `confirmSimilar` the band. */
export type SimilarConfirmation = { allowSimilar?: true; confirmSimilar?: true };

export const confirmationOf = ({ code }: SimilarRefusal): SimilarConfirmation =>
  code === "near_duplicate" ? { allowSimilar: true } : { confirmSimilar: true };
