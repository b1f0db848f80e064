import { queryOptions } from "@tanstack/react-query";
import type { JsonRoute } from "../../contract/route";
import {
  type Audience,
  audienceOf,
  callPath,
  type RouteInputArgs,
  type RouteKeyArgs,
  requestRead,
} from "./api-client";

type QueryParams = Record<string, string>;

/** What of a call's input names its read: never the body or the signal. */
type KeyInput = { params?: Record<string, string>; query?: QueryParams; audience?: Audience };

/**
 * The cache key of a read of `route`: whose token reads it, the path with its parameters
 * and the query. Screens reading the same route share one entry; a write names the route
 * to refresh what it changed (a key without the query refreshes every page of it).
 */
export function routeKey<Route extends JsonRoute>(route: Route, ...[input]: RouteKeyArgs<Route>) {
  return keyOf(route, input);
}

function keyOf(route: JsonRoute, input: KeyInput | undefined) {
  const audience = audienceOf(route, input);
  const path = callPath(route, input);
  const query = input?.query;
  return query ? ([audience, path, query] as const) : ([audience, path] as const);
}

/**
 * A GET route as TanStack Query options. The query owns ordering: a newer read cancels
 * an older one in flight, so a slow answer never puts stale data back.
 */
export function routeQuery<Route extends JsonRoute>(route: Route, ...args: RouteInputArgs<Route>) {
  return queryOptions({
    queryKey: keyOf(route, args[0]),
    queryFn: ({ signal }) => requestRead(route, args, signal),
  });
}
