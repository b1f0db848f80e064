import { type MutationMeta, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "../../../contract/route";
import { showRoutes } from "../../../contract/routes/shows";
import { request } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";

/** Every show, with the host's figures. */
export const adminShowsQuery = () => routeQuery(showRoutes.adminShows);

export type CreateShow = BodyIn<typeof showRoutes.createShow>;

/** Schedules a show: its questions are drawn and held, and its pool held in the ledger. */
export function useCreateShow(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: CreateShow) => request(showRoutes.createShow, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routeKey(showRoutes.adminShows) }),
  });
}
