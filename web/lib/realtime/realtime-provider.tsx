import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
} from "react";
import type { ServerMessage } from "../../../contract/realtime";
import type { RealtimeAudience, RealtimeSink } from "./realtime-socket";

type MessageType = ServerMessage["type"];
type MessageOf<Type extends MessageType> = Extract<ServerMessage, { type: Type }>;

type RealtimeHub = RealtimeSink & {
  subscribe: <Type extends MessageType>(
    type: Type,
    listener: (message: MessageOf<Type>) => void,
  ) => () => void;
  onResync: (listener: () => void) => () => void;
};

/** Fans one socket's messages out to the screens that listen, by message type. */
function createRealtimeHub(): RealtimeHub {
  const listeners = new Map<MessageType, Set<(message: ServerMessage) => void>>();
  const resyncListeners = new Set<() => void>();
  return {
    deliver(message) {
      for (const listener of listeners.get(message.type) ?? []) listener(message);
    },
    resync() {
      for (const listener of resyncListeners) listener();
    },
    subscribe(type, listener) {
      const forType = listeners.get(type) ?? new Set();
      listeners.set(type, forType);
      // Only messages of this type reach this set (see deliver).
      const untyped = listener as (message: ServerMessage) => void;
      forType.add(untyped);
      return () => forType.delete(untyped);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
  };
}

const RealtimeContext = createContext<RealtimeHub | null>(null);

const openAtOnce = Promise.resolve();

/**
 * One socket for the area below it (DESIGN.md section 6), closed on unmount. The socket
 * code (partysocket and the zod schemas) is loaded after the first render, so it stays
 * out of the first screen's bundle; screens subscribe to the hub meanwhile. `opensAfter`
 * holds it back further, until the first screen is live: its download and evaluation then
 * never come between a painted page and its content.
 */
export function RealtimeProvider({
  audience,
  opensAfter = openAtOnce,
  children,
}: {
  audience: RealtimeAudience;
  opensAfter?: Promise<void>;
  children: ReactNode;
}) {
  const hub = useMemo(createRealtimeHub, []);

  useEffect(() => {
    let unmounted = false;
    let close: (() => void) | undefined;
    opensAfter
      .then(() => (unmounted ? null : import("./realtime-socket")))
      .then(
        (socket) => {
          if (socket && !unmounted) close = socket.openRealtimeSocket(audience, hub);
        },
        // Screens still read every state over HTTP; they only miss the live updates.
        (error: unknown) =>
          console.error("Live updates are off: the socket code did not load", error),
      );
    return () => {
      unmounted = true;
      close?.();
    };
  }, [audience, hub, opensAfter]);

  return <RealtimeContext value={hub}>{children}</RealtimeContext>;
}

function useHub(): RealtimeHub {
  const hub = useContext(RealtimeContext);
  if (!hub) throw new Error("Realtime hooks need a RealtimeProvider above them");
  return hub;
}

/** Calls the listener with every valid socket message of this type. */
export function useRealtimeMessage<Type extends MessageType>(
  type: Type,
  listener: (message: MessageOf<Type>) => void,
): void {
  const hub = useHub();
  const onMessage = useEffectEvent(listener);
  useEffect(() => hub.subscribe(type, (message) => onMessage(message)), [hub, type]);
}

/**
 * Calls the listener whenever the socket (re)opens: messages may have been missed while
 * it was down, so the caller re-reads its state over HTTP.
 */
export function useResync(listener: () => void): void {
  const hub = useHub();
  const onResync = useEffectEvent(listener);
  useEffect(() => hub.onResync(() => onResync()), [hub]);
}
