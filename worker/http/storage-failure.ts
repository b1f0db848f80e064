/**
 * Whether an error is storage being unavailable for a moment, not a bug: D1 failing or
 * timing out (its errors say `D1_…`, or the connection was lost), or a Durable Object
 * reset, overloaded or unreachable (the runtime marks those `retryable`, issue 35). Such a
 * request wrote nothing it reports, so the caller may send it again: it is answered 503
 * `unavailable` with Retry-After, not as a bug. A refused statement (a constraint, a
 * missing table) is a bug and stays one.
 */
const UNAVAILABLE =
  /\bD1_(?:ERROR|EXEC_ERROR|RESET_DO|TYPE_ERROR)?\b|network connection lost|database is (?:locked|busy)|SQLITE_BUSY|timed? ?out|overloaded|durable object (?:reset|storage|is overloaded)|internal error; reference/i;
const A_BUG = /constraint failed|SQLITE_CONSTRAINT|no such (?:table|column)|syntax error/i;

type RuntimeError = Error & { retryable?: boolean; overloaded?: boolean; cause?: unknown };

export function isStorageUnavailable(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; depth++) {
    const failure = at as RuntimeError;
    if (A_BUG.test(failure.message)) return false;
    if (failure.retryable === true || failure.overloaded === true) return true;
    if (UNAVAILABLE.test(failure.message)) return true;
    at = failure.cause;
  }
  return false;
}

/** How long a client waits before sending a request storage refused again. */
export const STORAGE_RETRY_AFTER_SECONDS = 2;
