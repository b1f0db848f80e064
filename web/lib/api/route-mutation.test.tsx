// Proves useRouteMutation (lib/api/route-mutation.ts) against a mocked server: the write
// sends its route with the input its variables make, reads again what it names after a
// success (pending until they are read, unless in the background), after a failure too
// when it refreshes once settled, what a 409 says is out of date, and writes a reply it
// already knows into the cache. What each screen shows of it is proven in its own tests.
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DecideClaimBody } from "../../../contract/admin-requests";
import { adminPeopleRoutes } from "../../../contract/routes/admin-people";
import { errorResponse } from "../../test/error-responses";
import { callsTo, heldAnswer, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { signInAdminQuietly } from "../../test/sessions";
import { routeKey, routeQuery } from "../api-query";
import { createQueryClient } from "../query-client";
import { useRouteMutation } from "./route-mutation";

const { claimRequests, decideClaimRequest } = adminPeopleRoutes;
const DECIDE_PATH = "/admin/requests/claim-1";
const LIST_PATH = "/admin/requests";
const queueKey = routeKey(claimRequests);
const approve = { id: "claim-1", body: { action: "approve" } as DecideClaimBody };

type Decision = typeof approve;
type Options = Omit<
  Parameters<typeof useRouteMutation<typeof decideClaimRequest, Decision>>[1],
  "input"
>;

/** The claim queue as a screen reads it, beside the write under test. */
function renderWrite(options: Options = {}) {
  const client = createQueryClient({ showMessage: vi.fn(), retryReads: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => ({
      queue: useQuery(routeQuery(claimRequests, { query: { status: "pending" } })),
      decide: useRouteMutation(decideClaimRequest, {
        ...options,
        input: ({ id, body }: Decision) => ({ params: { id }, body }),
      }),
    }),
    { wrapper },
  );
  return { ...view, client };
}

const queueReads = (requests: Request[]) => callsTo(requests, "GET", LIST_PATH).length;
const decided = () => jsonResponse({ Status: "OK", status: "approved" });
const queue = () => jsonResponse({ data: [] });

/** Waits for the queue's first read, so every later read is the write's doing. */
async function queueRead(result: { current: { queue: { isSuccess: boolean } } }) {
  await waitFor(() => expect(result.current.queue.isSuccess).toBe(true));
}

beforeEach(() => {
  signInAdminQuietly();
});

describe("useRouteMutation", () => {
  it("sends its route with the path and body its variables make, and answers the reply", async () => {
    const requests = mockFetch({ [`POST ${DECIDE_PATH}`]: decided, [`GET ${LIST_PATH}`]: queue });
    const { result } = renderWrite();

    let reply: unknown;
    await act(async () => {
      reply = await result.current.decide.mutateAsync(approve);
    });

    expect(reply).toEqual({ Status: "OK", status: "approved" });
    const [sent] = callsTo(requests, "POST", DECIDE_PATH);
    expect(await sent?.json()).toEqual({ action: "approve" });
    expect(sent?.headers.get("Authorization")).toBe("Bearer admin-token");
  });

  it("stays pending until what it refreshes is read again, after the screen's own onSuccess", async () => {
    const held = heldAnswer();
    let reads = 0;
    const order: string[] = [];
    const requests = mockFetch({
      [`POST ${DECIDE_PATH}`]: decided,
      [`GET ${LIST_PATH}`]: () => (reads++ === 0 ? queue() : held.handler()),
    });
    const { result } = renderWrite({
      refreshes: [queueKey],
      onSuccess: () => {
        order.push(`screen saw ${queueReads(requests)} read`);
      },
    });
    await queueRead(result);

    act(() => result.current.decide.mutate(approve));

    await waitFor(() => expect(queueReads(requests)).toBe(2));
    expect(order).toEqual(["screen saw 1 read"]);
    expect(result.current.decide.isPending).toBe(true);
    await act(async () => held.answer(jsonResponse({ data: [] })));
    await waitFor(() => expect(result.current.decide.isSuccess).toBe(true));
  });

  it("in the background, is done when the server answers and the reads follow", async () => {
    const held = heldAnswer();
    let reads = 0;
    const requests = mockFetch({
      [`POST ${DECIDE_PATH}`]: decided,
      [`GET ${LIST_PATH}`]: () => (reads++ === 0 ? queue() : held.handler()),
    });
    const { result } = renderWrite({ refreshes: [queueKey], refreshInBackground: true });
    await queueRead(result);

    act(() => result.current.decide.mutate(approve));

    await waitFor(() => expect(result.current.decide.isSuccess).toBe(true));
    expect(queueReads(requests)).toBe(2);
  });

  it("reads nothing again after a failure, unless it refreshes once settled", async () => {
    const requests = mockFetch({
      [`POST ${DECIDE_PATH}`]: () => errorResponse(400, "validation_failed", "No"),
      [`GET ${LIST_PATH}`]: queue,
    });
    const onSuccessOnly = renderWrite({ refreshes: [queueKey] });
    await queueRead(onSuccessOnly.result);
    await act(() => onSuccessOnly.result.current.decide.mutateAsync(approve).catch(() => {}));
    expect(queueReads(requests)).toBe(1);
    onSuccessOnly.unmount();

    const settled = renderWrite({ refreshes: [queueKey], refreshOn: "settled" });
    await queueRead(settled.result);
    await act(() => settled.result.current.decide.mutateAsync(approve).catch(() => {}));
    await waitFor(() => expect(queueReads(requests)).toBe(3));
  });

  it("reads again what a 409 says is out of date", async () => {
    const requests = mockFetch({
      [`POST ${DECIDE_PATH}`]: () => errorResponse(409, "conflict", "Already decided"),
      [`GET ${LIST_PATH}`]: queue,
    });
    const { result } = renderWrite({ refreshesOnConflict: [queueKey] });
    await queueRead(result);

    await act(() => result.current.decide.mutateAsync(approve).catch(() => {}));

    await waitFor(() => expect(queueReads(requests)).toBe(2));
  });

  it("writes a value its reply already says into the read it names, without reading it", async () => {
    const requests = mockFetch({ [`POST ${DECIDE_PATH}`]: decided, [`GET ${LIST_PATH}`]: queue });
    const stored = ["admin", "/admin/last-decision"] as const;
    const { result, client } = renderWrite({
      stores: { key: stored, value: (reply, { id }) => ({ id, status: reply.status }) },
    });
    await queueRead(result);

    await act(() => result.current.decide.mutateAsync(approve));

    expect(client.getQueryData(stored)).toEqual({ id: "claim-1", status: "approved" });
    expect(queueReads(requests)).toBe(1);
  });
});
