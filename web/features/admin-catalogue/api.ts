import type { UseMutationResult, UseQueryOptions } from "@tanstack/react-query";
import type { BodyIn } from "../../../contract/route";
import { adminEconomyRoutes } from "../../../contract/routes/admin-economy";
import { adminPeopleRoutes } from "../../../contract/routes/admin-people";
import { type ScreenMutationOptions, useRouteMutation } from "../../lib/api/route-mutation";
import { type RouteCall, requestCall } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";

const {
  couponCatalogue,
  createCatalogueCoupon,
  editCatalogueCoupon,
  prizeCatalogue,
  createCataloguePrize,
  editCataloguePrize,
} = adminEconomyRoutes;

type CreateRoute = typeof createCatalogueCoupon | typeof createCataloguePrize;
type EditRoute = typeof editCatalogueCoupon | typeof editCataloguePrize;
type CatalogueKey = ReturnType<typeof routeKey>;

/** What a catalogue form parsed from its specs; the server judges it against the route's schema. */
type CatalogueFields = Record<string, unknown>;

/** A catalogue form's save: it adds an entry, or edits the one it was opened on. */
type CatalogueSaveOptions = ScreenMutationOptions<CreateRoute | EditRoute, CatalogueFields>;

/**
 * One catalogue's reads and writes, for the shared catalogue screen: its list, a form's
 * save, which reads the list again, and the edit the list's on/off switch sends.
 */
function catalogueApi<Entry>(
  list: () => UseQueryOptions<{ data: Entry[] }, Error, { data: Entry[] }, CatalogueKey>,
  writes: { create: CreateRoute; edit: EditRoute },
) {
  const refreshes = [list().queryKey];
  // The form's fields are the route's body as its specs parsed them: the server judges them.
  const editCall = (id: string, fields: CatalogueFields) =>
    ({ params: { id }, body: fields }) as RouteCall<EditRoute>;
  const edit = (id: string, fields: CatalogueFields) =>
    requestCall(writes.edit, editCall(id, fields));
  return {
    list,
    edit,
    /** Saves a form's fields: an edit of `entryId`, or a new entry when there is none. */
    useSave(
      entryId: string | undefined,
      options: CatalogueSaveOptions,
    ): UseMutationResult<unknown, Error, CatalogueFields> {
      // Hooks run whatever the form is for, so both are made; an add never sends the edit.
      const adding = useRouteMutation(writes.create, {
        ...options,
        input: (fields) => ({ body: fields }) as RouteCall<CreateRoute>,
        refreshes,
        refreshInBackground: true,
      });
      const editing = useRouteMutation(writes.edit, {
        ...options,
        input: (fields) => editCall(entryId ?? "", fields),
        refreshes,
        refreshInBackground: true,
      });
      return entryId === undefined ? adding : editing;
    },
  };
}

/** A catalogue's reads and writes (`catalogueApi`'s), for the entries of `Entry`. */
export type CatalogueApi<Entry> = ReturnType<typeof catalogueApi<Entry>>;

export const couponCatalogueApi = catalogueApi(() => routeQuery(couponCatalogue), {
  create: createCatalogueCoupon,
  edit: editCatalogueCoupon,
});

export const prizeCatalogueApi = catalogueApi(() => routeQuery(prizeCatalogue), {
  create: createCataloguePrize,
  edit: editCataloguePrize,
});

export const claimRequestsQuery = (status: string) =>
  routeQuery(adminPeopleRoutes.claimRequests, { query: { status } });

export type ClaimDecision = BodyIn<typeof adminPeopleRoutes.decideClaimRequest>;

/**
 * Moves one claim request along; the queue is read again once it moved, or once another
 * admin turns out to have moved it first (a 409).
 */
export function useDecideClaim<Variables extends { id: string; body: ClaimDecision }>(
  options: ScreenMutationOptions<typeof adminPeopleRoutes.decideClaimRequest, Variables>,
) {
  return useRouteMutation(adminPeopleRoutes.decideClaimRequest, {
    ...options,
    input: ({ id, body }) => ({ params: { id }, body }),
    refreshes: [routeKey(adminPeopleRoutes.claimRequests)],
    refreshesOnConflict: [routeKey(adminPeopleRoutes.claimRequests)],
  });
}
