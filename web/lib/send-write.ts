import { isApiError, jsonOf } from "./reply-body";

/** The waits before the first and the second resend of a write, when the server names none. */
const RESEND_WAITS_MS = [1000, 2000];
/** A Retry-After longer than this is not waited out: the error shows at once. */
const LONGEST_RESEND_WAIT_MS = 10_000;

/**
 * A write that got no answer (the network failed), a 503 (the server was busy and wrote
 * nothing) or a 409 `request_in_progress` (an earlier send of it still runs) is sent
 * again, the same request with the same Idempotency-Key, at most twice, after the reply's
 * Retry-After or 1 s then 2 s. The server runs a key once and answers a resend of one that
 * ran with its first reply (worker/http/idempotency.ts), so a reply lost on the way back
 * costs nothing. The last answer, or failure, is the call's.
 */
export async function sendWrite(
  url: string,
  init: RequestInit,
  signal?: AbortSignal,
): Promise<Response> {
  for (const fallbackWait of RESEND_WAITS_MS) {
    let wait = fallbackWait;
    try {
      const response = await fetch(url, init);
      if (!(await saysSendAgain(response))) return response;
      wait = retryAfterMs(response) ?? fallbackWait;
      if (wait > LONGEST_RESEND_WAIT_MS) return response;
      void response.body?.cancel();
    } catch (cause) {
      if (signal?.aborted) throw cause;
    }
    await pause(wait, signal);
  }
  return fetch(url, init);
}

/** Whether a reply says the write did not run: storage was busy, or its first send still runs. */
async function saysSendAgain(response: Response): Promise<boolean> {
  if (response.status === 503) return true;
  if (response.status !== 409) return false;
  const payload = jsonOf(await response.clone().text());
  return isApiError(payload) && payload.error === "request_in_progress";
}

/** A reply's Retry-After in milliseconds, when it gives one in seconds. */
function retryAfterMs(response: Response): number | null {
  const header = response.headers.get("Retry-After")?.trim();
  if (!header || !/^\d+$/.test(header)) return null;
  return Number(header) * 1000;
}

/** Waits `ms`, or rejects with the abort's reason as soon as the call is cancelled. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
