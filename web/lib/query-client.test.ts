// Proves the app's QueryClient (lib/query-client.ts): a failed write pops the server's
// message, or the screen's own text, or nothing where the screen shows the failure itself
// or the session is dead (the API client is already ending it, per area); a read is retried
// when it got no answer or a 5xx, never on a 4xx; and writes are never retried. The
// screens' own use of it is proven in their tests.
import { MutationObserver } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { bankRoutes } from "../../contract/routes/bank";
import { callAs } from "../test/call-as";
import { errorResponse } from "../test/error-responses";
import { mockFetch } from "../test/fetch-mock";
import { silenceConsoleErrors } from "../test/sessions";
import type { Audience } from "./api-client";
import { routeQuery } from "./api-query";
import { openPage, reloadPage } from "./page-location";
import { createQueryClient } from "./query-client";

// jsdom cannot load pages; the dead-session cases assert which load was asked for.
vi.mock("./page-location");

const showMessage = vi.fn();

beforeEach(() => {
  showMessage.mockReset();
  vi.mocked(reloadPage).mockReset();
  vi.mocked(openPage).mockReset();
  // The app logs each failed write; the tests only look at what the user is told.
  silenceConsoleErrors();
});

/** POSTs to `path` through a mutation of a fresh client, as a screen's useMutation would. */
async function failWrite(
  path: `/${string}`,
  audience: Audience,
  meta?: { failureMessage: (error: Error) => string | null },
) {
  const client = createQueryClient({ showMessage, retryReads: true });
  const write = new MutationObserver(client, {
    mutationFn: () => callAs(path, { audience, method: "POST" }),
    meta,
  });
  await expect(write.mutate()).rejects.toThrow();
}

describe("a failed write", () => {
  it("pops up the server's own message, once, without trying again", async () => {
    const requests = mockFetch({
      "POST /api/cupon/buy": () => errorResponse(409, "insufficient_balance", "Not enough coins"),
    });

    await failWrite("/api/cupon/buy", "player");

    expect(showMessage).toHaveBeenCalledExactlyOnceWith("Not enough coins");
    expect(requests).toHaveLength(1);
  });

  it("pops up the screen's own text when the write names one", async () => {
    mockFetch({
      "POST /api/cupon/buy": () => errorResponse(409, "conflict", "Taken"),
    });

    await failWrite("/api/cupon/buy", "player", { failureMessage: () => "Something Went Wrong" });

    expect(showMessage).toHaveBeenCalledExactlyOnceWith("Something Went Wrong");
  });

  it("says nothing when the screen shows the failure itself", async () => {
    mockFetch({
      "POST /admin/languages": () => errorResponse(400, "validation", "Bad", { fields: [] }),
    });

    await failWrite("/admin/languages", "admin", { failureMessage: () => null });

    expect(showMessage).not.toHaveBeenCalled();
  });

  it.each<[string, Audience, string, Record<string, unknown>]>([
    ["a player's", "player", "/api/cupon/buy", { Logout: "OUT" }],
    ["a main admin's", "admin", "/admin/languages", { Logout: "OUT" }],
    [
      "a user-admin's",
      "userAdmin",
      "/admin/get/a/users/admin/posted/questions/from/all/users",
      { Status: 505 },
    ],
  ])(
    "says nothing when %s session is dead, while the session is ended",
    async (_, audience, path, marker) => {
      mockFetch({
        [`POST ${path}`]: () => errorResponse(401, "unauthorized", "Session expired", marker),
      });

      await failWrite(path as `/${string}`, audience, {
        failureMessage: () => "Something Went Wrong",
      });

      expect(showMessage).not.toHaveBeenCalled();
      expect(vi.mocked(reloadPage).mock.calls.length + vi.mocked(openPage).mock.calls.length).toBe(
        1,
      );
    },
  );
});

describe("a failed read", () => {
  const read = () => routeQuery(bankRoutes.account);

  it.each([
    ["a 5xx", () => errorResponse(503, "internal", "Down")],
    ["no answer", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("is tried twice more after %s", async (_, answer) => {
    const requests = mockFetch({ "GET /api/account": answer });
    const client = createQueryClient({ showMessage, retryReads: true });

    await expect(client.fetchQuery({ ...read(), retryDelay: 0 })).rejects.toThrow();

    expect(requests).toHaveLength(3);
  });

  it("is not tried again after a 4xx", async () => {
    const requests = mockFetch({
      "GET /api/account": () => errorResponse(403, "forbidden", "No"),
    });
    const client = createQueryClient({ showMessage, retryReads: true });

    await expect(client.fetchQuery({ ...read(), retryDelay: 0 })).rejects.toThrow();

    expect(requests).toHaveLength(1);
  });
});
