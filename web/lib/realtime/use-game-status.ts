import { useCallback, useEffect, useRef, useState } from "react";
import { adminPaths, apiPaths } from "../../../contract/api-paths";
import type { GameStatus } from "../../../contract/game";
import { apiRequest } from "../api-client";
import { useRealtimeMessage, useResync } from "./realtime-provider";
import type { RealtimeAudience } from "./realtime-socket";

export type GameStatusState = {
  /** Null until the first answer arrives. */
  status: GameStatus | null;
  /** True only while the first answer is awaited. */
  loading: boolean;
  /** The last failed read; cleared by the next good one. */
  error: Error | null;
  /** Re-reads the status over HTTP, e.g. after switching it. */
  refresh: () => void;
};

// Players read the public status: it needs no session, so a dead one cannot hide a pause.
const statusReads = {
  player: { path: apiPaths.gameStatus, audience: "visitor" },
  admin: { path: adminPaths.gameStatus, audience: "admin" },
} as const;

/**
 * HTTP answers and socket messages can arrive out of order (a slow GET after a newer
 * `game` message); the switch stamps every change, so the newest stamp wins.
 */
function newest(current: GameStatus | null, next: GameStatus): GameStatus {
  return current && current.changedAt > next.changedAt ? current : next;
}

/**
 * The game switch, read over HTTP on mount and after every socket (re)open, and updated
 * live by `game` messages. Needs the area's RealtimeProvider.
 */
export function useGameStatus(audience: RealtimeAudience): GameStatusState {
  const [state, setState] = useState<Omit<GameStatusState, "refresh">>({
    status: null,
    loading: true,
    error: null,
  });
  // Aborted on unmount, so no read started by this hook outlives it.
  const lifetime = useRef<AbortController | null>(null);

  const apply = useCallback((next: GameStatus) => {
    setState((current) => ({ status: newest(current.status, next), loading: false, error: null }));
  }, []);

  const refresh = useCallback(() => {
    const signal = lifetime.current?.signal;
    if (!signal) return;
    const read = statusReads[audience];
    apiRequest<GameStatus>(read.path, { audience: read.audience, signal }).then(
      apply,
      (error: unknown) => {
        if (signal.aborted) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setState((current) => ({ ...current, loading: false, error: failure }));
      },
    );
  }, [audience, apply]);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    refresh();
    return () => {
      controller.abort();
      lifetime.current = null;
    };
  }, [refresh]);

  useResync(refresh);
  useRealtimeMessage("game", apply);

  return { ...state, refresh };
}
