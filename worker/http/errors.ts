import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "../../contract/errors";
import { IdentityError, type IdentityFailure } from "../identity/identity-error";
import { errorPage } from "./error-page";
import { acceptsHtml } from "./html-page";
import { logEvent } from "./log";
import { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from "./storage-failure";

type FieldError = { path: string; message: string };

/**
 * An expected failure with a status and a stable code. `extra` carries SPEC.md's legacy
 * markers (`Logout: "OUT"`, `Status: 505`) that the SPA reacts to, and any other fact a
 * refusal hands back (a timed-out question's receipt).
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldError[],
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldError[]) =>
  new HttpError(400, "bad_request", message, fields);
export const forbidden = (message = "You cannot access this resource") =>
  new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found") => new HttpError(404, "not_found", message);
export const conflict = (message: string) => new HttpError(409, "conflict", message);
/** Nothing is served or judged while the game switch is off (DESIGN.md section 4). */
export const gamePaused = () => new HttpError(409, "game_paused", "The game is paused right now");
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    "rate_limited",
    `Too many requests. Try again in ${retryAfterSeconds} seconds.`,
    undefined,
    undefined,
    { "Retry-After": String(retryAfterSeconds) },
  );

/** A wait as a person says it: "45 seconds", "2 minutes", "1 hour and 5 minutes". */
function waitInWords(seconds: number): string {
  const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (seconds < 60) return counted(Math.max(1, Math.ceil(seconds)), "second");
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return counted(minutes, "minute");
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  return rest === 0
    ? counted(hours, "hour")
    : `${counted(hours, "hour")} and ${counted(rest, "minute")}`;
}

/** Too many failed checks (http/rate-limit.ts `failureLimits`), with the wait in words. */
export const tooManyFailures = (retryAfterSeconds: number, refusal: string) =>
  new HttpError(
    429,
    "rate_limited",
    `${refusal}. Try again in ${waitInWords(retryAfterSeconds)}.`,
    undefined,
    undefined,
    { "Retry-After": String(retryAfterSeconds) },
  );

/** Storage failed for a moment (http/storage-failure.ts): nothing was written; send it again. */
const storageUnavailable = () =>
  new HttpError(
    503,
    "unavailable",
    "The service is busy for a moment. Please try again.",
    undefined,
    undefined,
    { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) },
  );

const identityFailureStatus: Record<IdentityFailure, ContentfulStatusCode> = {
  invalid_id_token: 401,
  identity_unavailable: 503,
};

/** The HTTP face of an expected failure raised below this floor, or null for a bug. */
export function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof IdentityError) {
    return new HttpError(identityFailureStatus[error.failure], error.failure, error.message);
  }
  return null;
}

export function errorResponse(c: Context, error: HttpError): Response {
  const body: ApiError & Record<string, unknown> = {
    ...error.extra,
    error: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
  };
  return c.json(body, error.status, error.headers);
}

/**
 * The one error handler: expected errors keep their status; anything else is a plain 500,
 * as JSON for API calls and as the error page for a browser navigation.
 */
export function handleError(error: Error, c: Context): Response | Promise<Response> {
  const expected = asHttpError(error);
  if (expected) return errorResponse(c, expected);
  if (error instanceof HTTPException && error.status < 500) {
    // Hono raises these for bodies it cannot parse, before our validators run.
    const malformed = /malformed json/i.test(error.message);
    return errorResponse(
      c,
      new HttpError(
        error.status as ContentfulStatusCode,
        malformed ? "malformed_json" : "bad_request",
        malformed ? "The request body is not valid JSON" : error.message || "Bad request",
      ),
    );
  }
  if (isStorageUnavailable(error)) {
    logEvent(c, "warn", "storage_unavailable", { error: error.name, detail: error.message });
    return errorResponse(c, storageUnavailable());
  }
  logEvent(c, "error", "unhandled_error", { error: error.name, detail: error.message });
  if (acceptsHtml(c)) return c.html(errorPage(c.get("requestId")), 500);
  return errorResponse(
    c,
    new HttpError(500, "internal", "Something went wrong. Please try again."),
  );
}
