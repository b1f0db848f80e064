import type { ApiError } from "../../contract/errors";

// The one error shape as a reply carries it, read without zod (contract/errors.ts).

/** A reply's text as JSON, or undefined when it is none. */
export function jsonOf(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// A hand-written guard instead of contract's zod schema keeps zod out of the entry chunk.
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== "object" || value === null) return false;
  const { error, message } = value as Record<string, unknown>;
  return typeof error === "string" && typeof message === "string";
}
