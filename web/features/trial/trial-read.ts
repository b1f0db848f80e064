import { visitorTrialRoutes } from "../../../contract/routes/trial";
import type { TrialFetchResponse } from "../../../contract/trial";
import { replyOf } from "../../lib/api-client";
import { fetchTrialQuestion, trialQuestionRead } from "./api";
import { paintedTrialRead, takeEarlyTrialRead } from "./early-trial-read";

/**
 * A reply that arrived a while before the screen could show it, as it stands now. The
 * server's clock did not wait: the time held comes off what was left of the image grace
 * first, then off the clock. Once the entry had shown the question's answers (`shownAgoMs`
 * before now), their clock has run since then and no grace is left.
 */
export function heldSince(
  reply: TrialFetchResponse,
  heldMs: number,
  shownAgoMs: number | null = null,
): TrialFetchResponse {
  if (reply.Status !== "OK") return reply;
  const { remainingMs, clockStartsInMs } = reply.data;
  if (shownAgoMs !== null) {
    const left = Math.max(0, remainingMs - shownAgoMs);
    return { ...reply, data: { ...reply.data, clockStartsInMs: 0, remainingMs: left } };
  }
  if (heldMs <= 0) return reply;
  const offGrace = Math.min(clockStartsInMs, heldMs);
  return {
    ...reply,
    data: {
      ...reply.data,
      clockStartsInMs: clockStartsInMs - offGrace,
      remainingMs: Math.max(0, remainingMs - (heldMs - offGrace)),
    },
  };
}

/** The question's reply for this device: the entry's early read the first time, if any. */
async function readTrialQuestion(deviceId: string, signal: AbortSignal) {
  const early = takeEarlyTrialRead(deviceId);
  if (!early) {
    return fetchTrialQuestion(deviceId, signal);
  }
  const reply = await replyOf(visitorTrialRoutes.trialQuestion, early.sent);
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
    ...trialQuestionRead(deviceId),
    queryFn: ({ signal }: { signal: AbortSignal }) => readTrialQuestion(deviceId, signal),
    ...(painted && {
      initialData: heldSince(
        painted.reply,
        Date.now() - painted.arrivedAt,
        painted.shownAt === null ? null : Date.now() - painted.shownAt,
      ),
      refetchOnMount: false,
    }),
  };
}
