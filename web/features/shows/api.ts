import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type { ShowMessage } from "../../../contract/realtime";
import { showRoutes } from "../../../contract/routes/shows";
import type { ShowAnswerBody, ShowStateResponse } from "../../../contract/shows";
import { useRouteMutation } from "../../lib/api/route-mutation";
import { request } from "../../lib/api-client";
import { routeKey } from "../../lib/api-query";

/**
 * Where the show stands for this player, and how far the device's clock is behind the
 * server's (ms to add to `Date.now()`): every time left is counted on the server's clock.
 */
export type ShowState = ShowStateResponse & { clockOffset: number };

export const showStateKey = (id: string) => routeKey(showRoutes.showState, { params: { id } });

/**
 * The show's state over HTTP: on opening, on every socket (re)open and whenever a message
 * leaves this screen unsure. The offset takes the server's clock at the middle of the
 * round trip, so half a slow trip is the most it can be out by.
 */
export const showStateQuery = (id: string) =>
  queryOptions({
    queryKey: showStateKey(id),
    queryFn: async ({ signal }): Promise<ShowState> => {
      const sentAt = Date.now();
      const state = await request(showRoutes.showState, { params: { id }, signal });
      const midway = (sentAt + Date.now()) / 2;
      return {
        ...state,
        clockOffset: state.serverNow - midway,
      };
    },
  });

/**
 * A socket message applied to the state the screen holds, or null when the message says
 * more than it can apply alone (the caller reads the state again). A message is a hint:
 * the HTTP state stays the truth, and is read again on every reconnect.
 */
function stateAfter(
  state: ShowState,
  message: ShowMessage,
  chosen: (index: number) => ShowAnswerBody["choice"] | undefined,
): ShowState | null {
  switch (message.event) {
    case "lobby":
      return { ...state, waiting: message.waiting };
    case "question": {
      const { text, options, closesAt, index, of } = message;
      return {
        ...state,
        status: "live",
        index,
        of,
        question: { text, options, closesAt },
        reveal: undefined,
        you: { ...state.you, answered: false },
      };
    }
    case "reveal": {
      const { correct, counts, survivors, index } = message;
      const { you } = state;
      const choice = chosen(index);
      // Answered, on another device or before a reload, but the choice is not known here.
      if (you.alive && index === state.index && you.answered && choice === undefined) return null;
      const alive = you.alive && choice === correct;
      return {
        ...state,
        index,
        reveal: { correct, counts, survivors },
        waiting: survivors,
        you: { ...you, alive },
      };
    }
    case "ended":
      return {
        ...state,
        status: "ended",
        question: undefined,
        winners: { count: message.winners, sharePaise: message.sharePaise },
      };
    case "cancelled":
      return { ...state, status: "cancelled", question: undefined };
  }
}

/** Applies a socket message to the cached state, reading it again when that cannot be done. */
export function useShowMessages(id: string) {
  const queryClient = useQueryClient();
  return (
    message: ShowMessage,
    chosen: (index: number) => ShowAnswerBody["choice"] | undefined,
  ) => {
    if (message.showId !== id) return;
    const key = showStateKey(id);
    const state = queryClient.getQueryData<ShowState>(key);
    const next = state ? stateAfter(state, message, chosen) : null;
    if (next) queryClient.setQueryData(key, next);
    // A read in flight may have left the server before this moment: it is read again
    // (cancelling that one), so an older state never replaces what the message said.
    if (!next || queryClient.isFetching({ queryKey: key }) > 0) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}

/**
 * The player's answer to the open question: judged on the server's clock, answered with a
 * signed receipt and never with whether it was right. The screen says why one was refused.
 */
export function useShowAnswer(id: string) {
  return useRouteMutation(showRoutes.showAnswer, {
    meta: { failureMessage: () => null },
    input: (body: ShowAnswerBody) => ({ params: { id }, body }),
  });
}
