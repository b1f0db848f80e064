// Proves /account/history against a mocked server: each ledger entry with its memo,
// account, signed amount in the account's unit and date; an answer's coins offer that
// answer's signed receipt and no other entry does; Load more asks for the page before the
// last one shown and appends it; and the empty state.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { HistoryResponse, LedgerEntryView } from "../../../contract/account";
import { formatMoment } from "../../lib/day-format";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer } from "../../test/sessions";
import { HistoryScreen } from "./history-screen";

const AT = Date.UTC(2026, 2, 3, 10, 30);

function entry(id: string, account: string, amount: number, memo: string): LedgerEntryView {
  return { id, account, amount, memo, createdAt: AT };
}

const firstPage: HistoryResponse = {
  entries: [
    entry("e1", "cash", 2000, "Deposit"),
    entry("e2", "bonus", 1000, "First deposit bonus"),
    entry("e3", "tries", -1, "Game run"),
    entry("e4", "coins", 10, "Correct answer"),
  ],
  nextBefore: AT,
};
const secondPage: HistoryResponse = {
  entries: [entry("e4", "coins", 10, "Correct answer"), entry("e5", "winnings", -4000, "Paid out")],
  nextBefore: null,
};

const renderHistory = () => renderScreen(<HistoryScreen />, "/account/history");
const items = () => within(screen.getByRole("list")).getAllByRole("listitem");

beforeEach(signInPlayer);

describe("/account/history", () => {
  it("shows each entry's memo, account, signed amount and date", async () => {
    mockFetch({ "GET /api/account/history": () => jsonResponse(firstPage) });
    renderHistory();

    expect(await screen.findByText("Deposit")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
    const [deposit, bonus, run, coins] = items();
    expect(deposit).toHaveTextContent("Cash");
    expect(deposit).toHaveTextContent("+₹20.00");
    expect(deposit).toHaveTextContent(formatMoment(AT));
    expect(bonus).toHaveTextContent("First deposit bonus");
    expect(bonus).toHaveTextContent("+₹10.00");
    expect(run).toHaveTextContent("Tries");
    expect(run).toHaveTextContent("-1 try");
    expect(coins).toHaveTextContent("+10 coins");
  });

  it("offers an answer's signed receipt on its coins, and on no other entry", async () => {
    const withReceipt: HistoryResponse = {
      entries: [{ ...entry("e0", "coins", 10, "Correct answer"), receipt: "h.p.s" }],
      nextBefore: null,
    };
    mockFetch({
      "GET /api/account/history": () =>
        jsonResponse({ ...withReceipt, entries: [...withReceipt.entries, ...firstPage.entries] }),
    });
    renderHistory();

    const group = await screen.findByRole("group", {
      name: `Receipt for ${formatMoment(AT)}`,
    });
    expect(within(group).getByRole("link", { name: "Check it" })).toHaveAttribute(
      "href",
      "/verify#receipt=h.p.s",
    );
    expect(screen.getAllByRole("group")).toHaveLength(1);
  });

  it("loads the page before the last entry shown and appends it, once each", async () => {
    const requests = mockFetch({
      "GET /api/account/history": (request) =>
        jsonResponse(new URL(request.url).searchParams.has("before") ? secondPage : firstPage),
    });
    const { user } = renderHistory();

    await user.click(await screen.findByRole("button", { name: "Load more" }));

    await waitFor(() => expect(items()).toHaveLength(5));
    expect(items()[4]).toHaveTextContent("Paid out");
    expect(items()[4]).toHaveTextContent("-₹40.00");
    const pages = callsTo(requests, "GET", "/api/account/history");
    expect(pages).toHaveLength(2);
    expect(new URL(pages[1]!.url).searchParams.get("before")).toBe(String(AT));
    expect(pages[1]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows the server's message when Load more fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch({
      "GET /api/account/history": (request) =>
        new URL(request.url).searchParams.has("before")
          ? errorResponse(429, "rate_limited", "Slow down")
          : jsonResponse(firstPage),
    });
    const { user } = renderHistory();

    await user.click(await screen.findByRole("button", { name: "Load more" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load more. Slow down");
    expect(items()).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Load more" })).toBeVisible();
    expect(logged).toHaveBeenCalled();
  });

  it("says so when there is no history yet", async () => {
    mockFetch({
      "GET /api/account/history": () => jsonResponse({ entries: [], nextBefore: null }),
    });
    renderHistory();

    expect(await screen.findByText(/Nothing here yet/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
