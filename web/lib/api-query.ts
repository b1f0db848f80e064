import { queryOptions } from "@tanstack/react-query";
import type { JsonRoute } from "../../contract/route";
import {
  audienceOf,
  callPath,
  type RouteInputArgs,
  type RouteKeyArgs,
  request,
} from "./api-client";

type QueryParams = Record<string, string>;

/**
 * The cache key of a read of `route`: whose token reads it, the path with its parameters
 * and the query. Screens reading the same route share one entry; a write names the route
 * to refresh what it changed (a key without the query refreshes every page of it).
 */
export function routeKey<Route extends JsonRoute>(route: Route, ...[input]: RouteKeyArgs<Route>) {
  const query = (input as { query?: QueryParams } | undefined)?.query;
  const audience = audienceOf(route, input);
  const path = callPath(route, input);
  return query ? ([audience, path, query] as const) : ([audience, path] as const);
}

/**
 * A GET route as TanStack Query options. The query owns ordering: a newer read cancels
 * an older one in flight, so a slow answer never puts stale data back.
 */
export function routeQuery<Route extends JsonRoute>(route: Route, ...args: RouteInputArgs<Route>) {
  const [input] = args;
  return queryOptions({
    queryKey: routeKey(route, ...(args as unknown as RouteKeyArgs<Route>)),
    queryFn: ({ signal }) =>
      request(route, ...([{ ...input, signal }] as unknown as RouteInputArgs<Route>)),
  });
}
