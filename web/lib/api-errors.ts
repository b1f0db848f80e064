import type { NearDuplicateError } from "../../contract/admin";
import { ApiRequestError } from "./api-client";

// What a failed call says: its per-field messages, its own message, or a session now ended.

export type FieldErrors = Partial<Record<string, string>>;

/** The server's per-field messages of a 400, keyed by field name (the first one per field). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiRequestError)) return errors;
  for (const field of error.fields ?? []) errors[field.path] ??= field.message;
  return errors;
}

/** The server's messages for these fields only, or null when it refused none of them. */
export function fieldErrorsFor(error: unknown, names: readonly string[]): FieldErrors | null {
  const all = fieldErrorsOf(error);
  const known: FieldErrors = {};
  for (const name of names) if (all[name]) known[name] = all[name];
  return Object.keys(known).length > 0 ? known : null;
}

const UNREACHED = "Could not reach the server. Try again.";
const UNEXPECTED = "Something went wrong. Try again.";

/** The server's own message, or that it could not be reached (a failure with no answer). */
export function messageOf(error: unknown): string {
  return error instanceof ApiRequestError && error.status !== 0 ? error.message : UNREACHED;
}

/** The error's own message: the server's, or the client's for a request that got no answer. */
export function serverMessageOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : UNEXPECTED;
}

/** The popup's text for a failure, unless the screen shows it itself (next to its fields). */
export function messageUnless(shownOnScreen: (error: unknown) => unknown) {
  return (error: unknown): string | null => (shownOnScreen(error) ? null : messageOf(error));
}

/** A dead session: the API client is already signing the user out, so say nothing more. */
export function isDeadSession(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.logout === "OUT" || error.legacyStatus === 505);
}

/** What a 409 `near_duplicate` names: the live question the text reads like. */
export type SimilarQuestion = NearDuplicateError["similar"];

/** The similar question a refused add, edit or selection names, or null for another failure. */
export function nearDuplicateOf(error: unknown): SimilarQuestion | null {
  if (!(error instanceof ApiRequestError) || error.code !== "near_duplicate") return null;
  const similar = error.body.similar as SimilarQuestion | undefined;
  return similar && typeof similar.Questio === "string" ? similar : null;
}
