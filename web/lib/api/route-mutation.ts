import {
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { JsonRoute, ReplyOf } from "../../../contract/route";
import { ApiRequestError, type RouteCall, requestCall } from "../api-client";

/**
 * A route whose call needs an input takes it from the mutation's variables; an input that
 * waits on another call first (a receipt to attach, say) is part of the write's pending.
 */
type Input<Route extends JsonRoute, Variables> = (
  variables: Variables,
) => RouteCall<Route> | Promise<RouteCall<Route>>;
type InputOption<Route extends JsonRoute, Variables> =
  undefined extends RouteCall<Route>
    ? { input?: Input<Route, Variables> }
    : { input: Input<Route, Variables> };

/** What a screen adds to a feature's write: its callbacks and what the popup says. */
export type ScreenMutationOptions<Route extends JsonRoute, Variables> = Omit<
  UseMutationOptions<ReplyOf<Route>, Error, Variables>,
  "mutationFn"
>;

type RouteMutationOptions<Route extends JsonRoute, Variables> = ScreenMutationOptions<
  Route,
  Variables
> &
  InputOption<Route, Variables> & {
    /** The reads this write changes, read again once it is made. */
    refreshes?: readonly QueryKey[];
    /** `"settled"`: they are read again whether the write landed or not. */
    refreshOn?: "success" | "settled";
    /**
     * The write stays pending until they are read again, so its busy state covers the
     * new reading; `true`: it is done when the server says so, and they follow.
     */
    refreshInBackground?: boolean;
    /**
     * The reads a 409 refusal says the screen showed out of date (another admin acted
     * first, stock ran out): read again in the background to show them as they are.
     */
    refreshesOnConflict?: readonly QueryKey[];
    /** A read whose new value the reply says: it is written into the cache, not read again. */
    stores?: { key: QueryKey; value: (reply: ReplyOf<Route>, variables: Variables) => unknown };
  };

/**
 * One write of the route table as a TanStack mutation: `isPending` is the screen's busy
 * state, `meta.failureMessage` what the app's popup says (lib/query-client.ts), and
 * `refreshes` the reads it changed. The screen's own `onSuccess` runs first.
 */
export function useRouteMutation<Route extends JsonRoute, Variables = void>(
  route: Route,
  options: RouteMutationOptions<Route, Variables>,
): UseMutationResult<ReplyOf<Route>, Error, Variables> {
  const queryClient = useQueryClient();
  const {
    input,
    refreshes,
    refreshOn,
    refreshInBackground,
    refreshesOnConflict,
    stores,
    ...mutation
  } = options as RouteMutationOptions<Route, Variables> & { input?: Input<Route, Variables> };

  const readAgain = (keys: readonly QueryKey[] = []) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  function refresh() {
    const reading = readAgain(refreshes);
    return refreshInBackground ? undefined : reading;
  }

  return useMutation({
    ...mutation,
    mutationFn: async (variables: Variables) => requestCall(route, await input?.(variables)),
    onSuccess: async (reply, variables, ...rest) => {
      await mutation.onSuccess?.(reply, variables, ...rest);
      if (stores) queryClient.setQueryData(stores.key, stores.value(reply, variables));
      if (refreshOn !== "settled") await refresh();
    },
    onError: async (error, ...rest) => {
      await mutation.onError?.(error, ...rest);
      if (error instanceof ApiRequestError && error.status === 409) {
        void readAgain(refreshesOnConflict);
      }
    },
    onSettled: async (reply, error, variables, ...rest) => {
      await mutation.onSettled?.(reply, error, variables, ...rest);
      if (refreshOn === "settled") await refresh();
    },
  });
}
