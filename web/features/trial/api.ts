import type { Choice } from "../../../contract/play";
import { visitorTrialRoutes } from "../../../contract/routes/trial";
import { useRouteMutation } from "../../lib/api/route-mutation";
import { request } from "../../lib/api-client";
import { routeQuery } from "../../lib/api-query";

/** This device's trial question as TanStack Query options (its key is the trial path's). */
export const trialQuestionRead = (deviceId: string) =>
  routeQuery(visitorTrialRoutes.trialQuestion, { params: { deviceId } });

/** Asks for this device's trial question. */
export const fetchTrialQuestion = (deviceId: string, signal: AbortSignal) =>
  request(visitorTrialRoutes.trialQuestion, { params: { deviceId }, signal });

/** The visitor's clock ran out: the server closes the trial as timed out. */
export const sendTrialTimeout = (deviceId: string) =>
  request(visitorTrialRoutes.trialTimeout, { body: { ip: deviceId } });

/**
 * The visitor's one answer. The trial says a failure in its own closed state, so no popup
 * says it again.
 */
export const useTrialAnswer = () =>
  useRouteMutation(visitorTrialRoutes.trialAnswer, {
    input: (answer: { deviceId: string; questionId: string; choice: Choice }) => ({
      body: { ip: answer.deviceId, qno: answer.questionId, ans: answer.choice },
    }),
    meta: { failureMessage: () => null },
  });
