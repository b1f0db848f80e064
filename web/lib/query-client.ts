import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api-client";
import { isDeadSession, messageOf } from "./api-errors";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /**
       * What the failure popup says; null when the screen shows this failure itself (next
       * to a field, say). Without it, the server's own message.
       */
      failureMessage?: (error: Error) => string | null;
    };
  }
}

/** Two more tries reach a server that dropped a phone's request on a poor network. */
const READ_RETRIES = 2;

/** Only a read that got no answer or a 5xx may pass the next time; a 4xx would not. */
function retryRead(failures: number, error: Error): boolean {
  return (
    failures < READ_RETRIES &&
    error instanceof ApiRequestError &&
    (error.status === 0 || error.status >= 500)
  );
}

/**
 * The app's one QueryClient (web/app/server-state.tsx). Each screen reads when it opens,
 * shows the loading screen until its first answer and keeps its last good data while it
 * reads again; nothing is kept once no screen shows it (gcTime 0),
 * because /start, the trial and payments act on what they read. Nothing refetches on focus
 * or reconnect: sockets, polls and the screens' own changes say when to read again.
 * Requests go out even when the browser thinks it is offline, so a failure shows its
 * message instead of a screen waiting for a network that may never come back.
 */
export function createQueryClient({
  showMessage,
  retryReads,
}: {
  /** The popup of components/popup-message.tsx. */
  showMessage: (text: string) => void;
  retryReads: boolean;
}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        console.error("A change failed", error);
        // apiRequest has already ended the dead session (api-client.ts): the page is leaving.
        if (isDeadSession(error)) return;
        const failureMessage = mutation.meta?.failureMessage;
        const message = failureMessage ? failureMessage(error) : messageOf(error);
        if (message) showMessage(message);
      },
    }),
    defaultOptions: {
      queries: {
        gcTime: 0,
        retry: retryReads ? retryRead : false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: "always",
      },
      // Writes are never repeated by themselves: a lost answer does not say whether it landed.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
