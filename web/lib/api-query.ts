import { queryOptions } from "@tanstack/react-query";
import { type Audience, apiRequest } from "./api-client";

type QueryParams = Record<string, string>;

/**
 * The one place a read's cache key is made: the area whose token reads it, the path of
 * contract/api-paths.ts and its query parameters. Screens reading the same path share one
 * entry, and a write names the path to refresh what it changed.
 */
export function apiQueryKey(path: string, audience: Audience, query?: QueryParams) {
  return query ? ([audience, path, query] as const) : ([audience, path] as const);
}

/**
 * A GET of one of our paths as TanStack Query options. The query owns ordering: a newer
 * read cancels an older one in flight, so a slow answer never puts stale data back.
 */
export function apiQuery<T>(path: string, audience: Audience, query?: QueryParams) {
  return queryOptions({
    queryKey: apiQueryKey(path, audience, query),
    queryFn: ({ signal }) => apiRequest<T>(path, { audience, signal, query }),
  });
}
