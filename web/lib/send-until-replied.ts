import { ApiRequestError } from "./api-client";

/** The waits before each send again: 0.5, 1, 2, 4 s, then every 8 s. */
const RESEND_WAITS_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;

/** A call that got no reply at all (a dropped connection), as opposed to a refusal. */
const isUnreplied = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

/** Resolves after `ms`, at once when the browser is back online, or when `signal` aborts. */
function waitToResend(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
    signal.addEventListener("abort", done);
  });
}

/**
 * Sends a call until the server replies, for a call that is safe to repeat (decision 027:
 * the same answer sent again gets its verdict). A send with no reply calls `onUnreplied`
 * and is sent again after the next wait, or at once when the browser is back online; a
 * refusal (an HTTP error) is thrown as it is. Once `signal` aborts, the last failure is
 * thrown instead of waiting again.
 */
export async function sendUntilReplied<T>(
  send: () => Promise<T>,
  { signal, onUnreplied }: { signal: AbortSignal; onUnreplied: () => void },
): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await send();
    } catch (error) {
      if (!isUnreplied(error) || signal.aborted) throw error;
      onUnreplied();
      const wait = RESEND_WAITS_MS[Math.min(failures, RESEND_WAITS_MS.length - 1)]!;
      await waitToResend(wait, signal);
      if (signal.aborted) throw error;
    }
  }
}
