import { useSearchParams } from "react-router";

/** The filters by name, each empty when unset, and the page (1 and up). */
export type AddressFilters<Name extends string> = Record<Name, string> & { page: number };

/**
 * A paged list's filters and page, kept in the address so a view of it can be reloaded
 * or shared. Each filter is text, empty when unset; changing a filter goes back to page 1.
 * `query` is what the list's read sends: the filters in `names` order, then the page.
 */
export function useAddressFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const chosen = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ""]));
  const filters: AddressFilters<Name> = {
    ...(chosen as Record<Name, string>),
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };

  function update(next: Partial<AddressFilters<Name>>) {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    for (const name of names) if (merged[name]) search.set(name, merged[name]);
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search);
  }

  return {
    filters,
    update,
    /** Whether any filter narrows the list (its empty state then says so). */
    filtered: names.some((name) => filters[name] !== ""),
    query: { ...(chosen as Record<Name, string>), page: String(filters.page) },
  };
}
