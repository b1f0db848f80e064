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

const UNREACHED = "Could not reach the server. Try again.";

/** The server's own message, or that it could not be reached (a failure with no answer). */
export function messageOf(error: unknown): string {
  return error instanceof ApiRequestError && error.status !== 0 ? error.message : UNREACHED;
}

/** A dead session: the API client is already signing the user out, so say nothing more. */
export function isDeadSession(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.logout === "OUT" || error.legacyStatus === 505);
}
