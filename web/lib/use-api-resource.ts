import { useCallback, useEffect, useRef, useState } from "react";
import { type Audience, apiRequest } from "./api-client";

export type ApiResource<T> = {
  /** The last good answer; kept while a refresh is in flight or after one fails. */
  data: T | null;
  /** True only while the first answer is awaited. */
  loading: boolean;
  /** The last failed read; cleared by the next good one. */
  error: Error | null;
  /** Reads again, e.g. after a socket message, a poll or a change made on the screen. */
  refresh: () => void;
};

/**
 * A GET of one of our paths, read on mount and on every `refresh()`. Reads may overlap (a
 * poll and a socket message at once); an answer to an older read than the one already
 * shown is dropped, so a slow read never puts stale data back. Reads stop on unmount.
 */
export function useApiResource<T>(path: string, audience: Audience): ApiResource<T> {
  const [state, setState] = useState<Omit<ApiResource<T>, "refresh">>({
    data: null,
    loading: true,
    error: null,
  });
  const lifetime = useRef<AbortController | null>(null);
  const started = useRef(0);
  const shown = useRef(0);

  const refresh = useCallback(() => {
    const signal = lifetime.current?.signal;
    if (!signal) return;
    started.current += 1;
    const read = started.current;
    const isCurrent = () => !signal.aborted && read > shown.current;
    apiRequest<T>(path, { audience, signal }).then(
      (data) => {
        if (!isCurrent()) return;
        shown.current = read;
        setState({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        shown.current = read;
        const failure = error instanceof Error ? error : new Error(String(error));
        setState((current) => ({ ...current, loading: false, error: failure }));
      },
    );
  }, [path, audience]);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    refresh();
    return () => {
      controller.abort();
      lifetime.current = null;
    };
  }, [refresh]);

  return { ...state, refresh };
}
