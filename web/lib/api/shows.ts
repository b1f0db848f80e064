import { showRoutes } from "../../../contract/routes/shows";
import type { ShowView } from "../../../contract/shows";
import { routeKey, routeQuery } from "../api-query";
import { useRouteMutation } from "./route-mutation";

/**
 * Whose list it is: a signed-in player's says which shows they joined, a visitor's never
 * does. The two are separate cache entries, so a sign-in or sign-out reads it afresh.
 */
const listAudience = (signedIn: boolean) => (signedIn ? "player" : "visitor");

/** The shows to come and running (soonest first), read by the home, /start and show screens. */
export const showsQuery = (signedIn: boolean) =>
  routeQuery(showRoutes.shows, { audience: listAudience(signedIn) });

/** A show that is still to come or running: the one a card invites to. */
const isUpcoming = (show: ShowView) =>
  show.status === "scheduled" || show.status === "lobby" || show.status === "live";

/** The next show to join or watch, or null when none is coming. */
export const nextShowOf = (shows: readonly ShowView[]): ShowView | null =>
  shows.find(isUpcoming) ?? null;

/** Joins a show before its start (idempotent); the list is read again for its `joined`. */
export function useJoinShow() {
  return useRouteMutation(showRoutes.joinShow, {
    // The screen says why a join was refused (a show that has started), in its own words.
    meta: { failureMessage: () => null },
    input: (id: string) => ({ params: { id } }),
    refreshes: [routeKey(showRoutes.shows, { audience: listAudience(true) })],
  });
}
