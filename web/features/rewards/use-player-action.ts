import { useCallback, useRef, useState } from "react";
import { usePopupMessage } from "../../components/popup-message";
import { ApiRequestError, apiRequest } from "../../lib/api-client";

export type PlayerAction = {
  /** The key of the action in flight, or null. */
  pending: string | null;
  /**
   * POSTs `body` to `path` and returns the answer, or null after telling the user why it
   * failed (the server's own message). One action at a time: a second call while one is
   * in flight does nothing and returns null.
   */
  run: <T>(key: string, path: string, body?: unknown) => Promise<T | null>;
};

/**
 * The buy, claim, add and checkout buttons. A 409 means what the screen shows is out of
 * date (balance spent elsewhere, stock gone, coupon already claimed), so `onConflict`
 * re-reads it.
 */
export function usePlayerAction(onConflict: () => void): PlayerAction {
  const showMessage = usePopupMessage();
  const [pending, setPending] = useState<string | null>(null);
  // The state lags a render behind; the ref stops a double click sending twice.
  const busy = useRef(false);

  const run = useCallback(
    async <T>(key: string, path: string, body?: unknown): Promise<T | null> => {
      if (busy.current) return null;
      busy.current = true;
      setPending(key);
      try {
        return await apiRequest<T>(path, { audience: "player", method: "POST", body });
      } catch (error) {
        console.error(`${path} failed`, error);
        showMessage(
          error instanceof ApiRequestError ? error.message : "Something went wrong. Try again.",
        );
        if (error instanceof ApiRequestError && error.status === 409) onConflict();
        return null;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [showMessage, onConflict],
  );

  return { pending, run };
}
