import { type InfiniteData, infiniteQueryOptions } from "@tanstack/react-query";
import type { HistoryEntryView, HistoryResponse } from "../../../contract/account";
import { bankRoutes } from "../../../contract/routes/bank";
import { paymentRoutes } from "../../../contract/routes/payments";
import { useRouteMutation } from "../../lib/api/route-mutation";
import { request } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";
import { openPage } from "../../lib/page-location";

/**
 * Each page's entries once, in order: entries that share a page boundary's timestamp may
 * come on both pages. Module-level, so the query keeps the list between renders.
 */
function entriesOf({ pages }: InfiniteData<HistoryResponse>): HistoryEntryView[] {
  const seen = new Set<string>();
  const entries: HistoryEntryView[] = [];
  for (const entry of pages.flatMap((page) => page.entries)) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
  }
  return entries;
}

/**
 * The player's history, newest first, a page at a time: each next page is the one before
 * the last page's `nextBefore`, until it is null.
 */
export const historyPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: routeKey(bankRoutes.accountHistory),
    queryFn: ({ pageParam, signal }) =>
      request(bankRoutes.accountHistory, {
        query: pageParam === null ? undefined : { before: String(pageParam) },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    select: entriesOf,
  });

/** Where the player's payouts go. */
export const payoutDetailsQuery = () => routeQuery(bankRoutes.payoutDetails);

/**
 * Opens a deposit of whole rupees and leaves for the provider's checkout the reply names.
 * The deposit form says every refusal itself, so no popup.
 */
export const useStartDeposit = () =>
  useRouteMutation(paymentRoutes.deposit, {
    input: (rupees: number) => ({ body: { amount: rupees } }),
    onSuccess: (deposit) => openPage(deposit.checkoutUrl),
    meta: { failureMessage: () => null },
  });

/** How a deposit stands, read until it settles or fails. */
export const paymentStatusQuery = (paymentId: string) =>
  routeQuery(paymentRoutes.paymentStatus, { params: { paymentId } });
