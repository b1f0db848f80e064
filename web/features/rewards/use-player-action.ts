import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";

export type PlayerAction = {
  /** The key of the action in flight, or null. */
  pending: string | null;
  /**
   * Sends the write (one of ./api.ts) and returns the answer, or null once the popup has
   * told the user why it failed (the server's own message). One action at a time: a second
   * call while one is in flight does nothing and returns null.
   */
  run: <T>(key: string, send: () => Promise<T>) => Promise<T | null>;
};

type Action = { key: string; send: () => Promise<unknown> };

/**
 * The buy, claim, add and checkout buttons. A 409 means what the screen shows is out of
 * date (balance spent elsewhere, stock gone, coupon already claimed), so `onConflict`
 * re-reads it.
 */
export function usePlayerAction(onConflict: () => void): PlayerAction {
  // The state lags a render behind; the ref stops a double click sending twice.
  const busy = useRef(false);
  const action = useMutation({
    mutationFn: ({ send }: Action) => send(),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) onConflict();
    },
    meta: { failureMessage: serverMessageOf },
  });

  async function run<T>(key: string, send: () => Promise<T>): Promise<T | null> {
    if (busy.current) return null;
    busy.current = true;
    try {
      // The answer is the one `send` gave.
      return (await action.mutateAsync({ key, send })) as T;
    } catch {
      // The mutation cache has already told the player why.
      return null;
    } finally {
      busy.current = false;
    }
  }

  return { pending: action.isPending ? action.variables.key : null, run };
}
