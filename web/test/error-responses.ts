import type { ApiError } from "../../contract/errors";
import { jsonResponse } from "./fetch-mock";

/**
 * A refusal in the one error shape (contract/errors.ts): `extra` holds its `fields`, or what
 * a route adds beside them (SPEC.md's `Status`, a near duplicate's `similar`).
 */
export function errorResponse(
  status: number,
  error: string,
  message: string,
  extra: Omit<Partial<ApiError>, "error" | "message"> & Record<string, unknown> = {},
): Response {
  return jsonResponse({ error, message, ...extra }, status);
}

/** The 400 of the Worker's validator (worker/http/validate.ts) refusing a body's `fields`. */
export function invalidBody(fields: Record<string, string>): Response {
  return errorResponse(400, "invalid_input", "The body failed validation", {
    fields: Object.entries(fields).map(([path, message]) => ({ path, message })),
  });
}
