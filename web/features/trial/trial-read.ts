import { apiPaths } from "../../../contract/api-paths";
import type { TrialFetchResponse } from "../../../contract/trial";
import { apiReply, apiRequest } from "../../lib/api-client";
import { apiQuery } from "../../lib/api-query";
import { clockRunsFromArrival, paintedTrialRead, takeEarlyTrialRead } from "./early-trial-read";

/**
 * A reply that arrived a while before the screen could show it. The server's clock of a
 * question without an image has run since it was issued, so the screen's must start that
 * much lower; an image question's clock waits for its image (the whole image grace on the
 * server), and the screen starts it once the image has loaded.
 */
export function heldSince(reply: TrialFetchResponse, heldMs: number): TrialFetchResponse {
  if (reply.Status !== "OK" || !clockRunsFromArrival(reply.data) || heldMs <= 0) return reply;
  return {
    ...reply,
    data: { ...reply.data, remainingMs: Math.max(0, reply.data.remainingMs - heldMs) },
  };
}

/** The question's reply for this device: the entry's early read the first time, if any. */
async function readTrialQuestion(deviceId: string, signal: AbortSignal) {
  const early = takeEarlyTrialRead(deviceId);
  if (!early) {
    return apiRequest<TrialFetchResponse>(apiPaths.trialQuestion(deviceId), {
      audience: "visitor",
      signal,
    });
  }
  const reply = await apiReply<TrialFetchResponse>(early.sent, "visitor");
  return heldSince(reply, Date.now() - (await early.arrivedAt));
}

/**
 * /try's read, as TanStack Query options: the key is the trial path's like any read's. A
 * question the entry painted is the read's first data, so the screen hydrates it as painted
 * instead of asking again.
 */
export function trialQuestionQuery(deviceId: string) {
  const painted = paintedTrialRead(deviceId);
  return {
    ...apiQuery<TrialFetchResponse>(apiPaths.trialQuestion(deviceId), "visitor"),
    queryFn: ({ signal }: { signal: AbortSignal }) => readTrialQuestion(deviceId, signal),
    ...(painted && {
      initialData: heldSince(painted.reply, Date.now() - painted.arrivedAt),
      refetchOnMount: false,
    }),
  };
}
