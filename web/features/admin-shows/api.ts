import { type MutationMeta, queryOptions } from "@tanstack/react-query";
import type { BodyIn } from "../../../contract/route";
import { showRoutes } from "../../../contract/routes/shows";
import type { AdminShowResponse } from "../../../contract/shows";
import { useRouteMutation } from "../../lib/api/route-mutation";
import { routeKey, routeQuery } from "../../lib/api-query";

/** Every show, with the host's figures. */
export const adminShowsQuery = () => routeQuery(showRoutes.adminShows);

/** How often the host's view reads the counts while answers are coming in. */
const LIVE_READ_MS = 2_000;

const isRunning = (show: AdminShowResponse | undefined) =>
  show?.status === "lobby" || show?.status === "live";

/**
 * One show as its host sees it. While it runs the counts are read every two seconds: the
 * socket says when a question opens or is revealed, never how many have answered so far.
 */
export const adminShowQuery = (id: string) =>
  queryOptions({
    ...routeQuery(showRoutes.adminShow, { params: { id } }),
    refetchInterval: (query) => (isRunning(query.state.data) ? LIVE_READ_MS : false),
  });

const adminShowKey = (id: string) => routeKey(showRoutes.adminShow, { params: { id } });

export type CreateShow = BodyIn<typeof showRoutes.createShow>;

/** Schedules a show: its questions are drawn and held, and its pool held in the ledger. */
export function useCreateShow(meta?: MutationMeta) {
  return useRouteMutation(showRoutes.createShow, {
    meta,
    input: (body: CreateShow) => ({ body }),
    refreshes: [routeKey(showRoutes.adminShows)],
  });
}

/** Cancels a show before its end: the pool is released and every player is told. */
export function useCancelShow(id: string) {
  return useRouteMutation(showRoutes.cancelShow, {
    input: () => ({ params: { id } }),
    refreshes: [adminShowKey(id), routeKey(showRoutes.adminShows)],
  });
}
