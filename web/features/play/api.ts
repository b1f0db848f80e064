import type { BodyIn } from "../../../contract/route";
import { runRoutes } from "../../../contract/routes/play";
import { ticketRoutes } from "../../../contract/routes/tickets";
import { useRouteMutation } from "../../lib/api/route-mutation";
import { request } from "../../lib/api-client";
import { routeQuery } from "../../lib/api-query";

/**
 * A report of a question of the player's run (a ticket for the main admins), with the
 * receipt to attach, if any: `receipt` may first give the open question up for its own.
 */
type Report = {
  body: BodyIn<typeof ticketRoutes.reportTicket>;
  receipt: () => Promise<string | undefined> | string | undefined;
};

/** Sends a report. The dialog says a failure itself, so no popup says it again. */
export const useSendReport = () =>
  useRouteMutation(ticketRoutes.reportTicket, {
    input: async ({ body, receipt }: Report) => {
      const attached = await receipt();
      return { body: attached ? { ...body, receipt: attached } : body };
    },
    meta: { failureMessage: () => null },
  });

/**
 * Start: spends a try and opens a run. The screen tells every failure itself, beside the
 * button, so no popup says it again.
 */
export const useStartRun = () =>
  useRouteMutation(runRoutes.runStart, { meta: { failureMessage: () => null } });

/** The run's open question, or how the run ended. */
export const fetchQuestion = (userId: string, signal: AbortSignal) =>
  request(runRoutes.runQuestion, { params: { user: userId }, signal });

/** The question's image has shown: its clock starts now. */
export const sendImageReady = (attemptId: string) =>
  request(runRoutes.imageReady, { body: { id: attemptId } });

export type AnswerBody = BodyIn<typeof runRoutes.verifyAnswer>;

/** The player's answer to the open question, judged by the server's clock. */
export const sendAnswer = (body: AnswerBody) => request(runRoutes.verifyAnswer, { body });

/** Gives the run up; answers with the open question's receipt, if there was one. */
export const forfeitRunOf = (userId: string) =>
  request(runRoutes.forfeitRun, { params: { userId } });

/** A closed question's signed receipt. */
export const receiptQuery = (attemptId: string) =>
  routeQuery(runRoutes.receipt, { params: { attemptId } });

/** One of the player's runs, as the server recorded it. */
export const runSummaryQuery = (runId: string) =>
  routeQuery(runRoutes.runSummary, { params: { runId } });

/** Every receipt of one of the player's runs. */
export const runReceiptsQuery = (runId: string) =>
  routeQuery(runRoutes.runReceipts, { params: { runId } });

/** One page of the player's runs, newest first. */
export const runsPageQuery = (page: number) =>
  routeQuery(runRoutes.runs, { query: { page: String(page) } });
