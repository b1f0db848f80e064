import type { BodyIn } from "../../../contract/route";
import { visitorTrialRoutes } from "../../../contract/routes/trial";
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

/** The visitor's one answer. */
export const sendTrialAnswer = (body: BodyIn<typeof visitorTrialRoutes.trialAnswer>) =>
  request(visitorTrialRoutes.trialAnswer, { body });
