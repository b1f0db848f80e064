// Proves /account/history against a mocked server: each entry is what the player did, in
// their words, with its signed amounts and date; a withdrawal reads "Withdrawal
// requested -₹25.00 (waiting)" (then paid or returned), never a Winnings line, a trial
// prize says where its money stands, a run opens its summary; an answer's coins offer
// that answer's signed receipt, behind one closed "Proof", and no other entry does; Load more asks for the page
// before the last one shown and appends it; and the empty state.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { HistoryEntryView, HistoryResponse } from "../../../contract/account";
import { formatMoment } from "../../lib/day-format";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer } from "../../test/sessions";
import { HistoryScreen } from "./history-screen";

const AT = Date.UTC(2026, 2, 3, 10, 30);

function entry(
  id: string,
  kind: HistoryEntryView["kind"],
  movements: HistoryEntryView["movements"],
  extra: Partial<HistoryEntryView> = {},
): HistoryEntryView {
  return { id, kind, movements, memo: "", createdAt: AT, ...extra };
}

const withdrawal = (status: "requested" | "paid" | "rejected") =>
  entry("w1", "withdrawal", [{ account: "cash", amount: -2500 }], {
    memo: "Withdrawal requested",
    payout: { kind: "withdrawal", amount: 2500, status },
  });

const firstPage: HistoryResponse = {
  entries: [
    entry("e1", "deposit", [
      { account: "cash", amount: 2000 },
      { account: "bonus", amount: 1000 },
    ]),
    entry("e2", "try-purchase", [
      { account: "tries", amount: 1 },
      { account: "bonus", amount: -1000 },
    ]),
    entry("e3", "run", [], { runId: "run-7", freeTry: true }),
    entry("e4", "answer-coins", [{ account: "coins", amount: 10 }]),
  ],
  nextBefore: AT,
};
const secondPage: HistoryResponse = {
  entries: [
    entry("e4", "answer-coins", [{ account: "coins", amount: 10 }]),
    entry("e5", "payout-paid", [], {
      payout: { kind: "withdrawal", amount: 4000, status: "paid" },
    }),
  ],
  nextBefore: null,
};

const renderHistory = () => renderScreen(<HistoryScreen />, "/account/history");
const items = () => within(screen.getByRole("list")).getAllByRole("listitem");
const serve = (page: HistoryResponse) =>
  mockFetch({ "GET /api/account/history": () => jsonResponse(page) });

beforeEach(signInPlayer);

describe("/account/history", () => {
  it("shows what the player did, with its signed amounts and date", async () => {
    serve(firstPage);
    renderHistory();

    expect(await screen.findByText("Deposit")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
    const [deposit, purchase, run, coins] = items();
    expect(deposit).toHaveTextContent("With the first-deposit bonus");
    expect(deposit).toHaveTextContent("+₹20.00 · +₹10.00");
    expect(deposit).toHaveTextContent(formatMoment(AT));
    expect(purchase).toHaveTextContent("Bought a try");
    expect(purchase).toHaveTextContent("+1 try · -₹10.00");
    expect(run).toHaveTextContent("Game run");
    expect(run).toHaveTextContent("Paid with today's free try");
    expect(coins).toHaveTextContent("Right answer");
    expect(coins).toHaveTextContent("+10 coins");
  });

  // "Withdrawal waiting to be paid · Winnings +₹25.00" read like money won.
  it.each([
    ["requested", "-₹25.00 (waiting)"],
    ["paid", "-₹25.00 (paid)"],
    ["rejected", "-₹25.00 (returned)"],
  ] as const)("says a %s withdrawal in the player's words", async (status, amount) => {
    serve({ entries: [withdrawal(status)], nextBefore: null });
    renderHistory();

    const [row] = await waitFor(items);
    expect(row).toHaveTextContent(`Withdrawal requested${formatMoment(AT)}${amount}`);
    expect(row).not.toHaveTextContent(/Winnings|waiting to be paid/);
  });

  it("says a withdrawal was paid, or returned to cash, and where a trial prize stands", async () => {
    serve({
      entries: [
        entry("p1", "payout-paid", [], {
          payout: { kind: "withdrawal", amount: 2500, status: "paid" },
        }),
        entry("r1", "payout-returned", [{ account: "cash", amount: 2500 }], {
          payout: { kind: "withdrawal", amount: 2500, status: "rejected" },
        }),
        entry("t1", "trial-prize", [], {
          payout: { kind: "trial", amount: 5000, status: "requested" },
        }),
        entry("t2", "payout-returned", [{ account: "cash", amount: 5000 }], {
          payout: { kind: "trial", amount: 5000, status: "rejected" },
        }),
      ],
      nextBefore: null,
    });
    renderHistory();

    const [paid, returned, prize, prizeReturned] = await waitFor(items);
    expect(paid).toHaveTextContent(/^Withdrawal paidSent to your bank.*₹25\.00$/);
    expect(returned).toHaveTextContent(/^Withdrawal returned.*\+₹25\.00$/);
    expect(prize).toHaveTextContent(/^Trial prize wonWaiting to be paid to your bank.*₹50\.00$/);
    expect(prizeReturned).toHaveTextContent(/^Trial prize moved to your cash.*\+₹50\.00$/);
  });

  it("links a run's entry to that run's summary", async () => {
    serve(firstPage);
    renderHistory();

    const link = await screen.findByRole("link", {
      name: `See this run: Game run, ${formatMoment(AT)}`,
    });
    expect(link).toHaveAttribute("href", "/result?run=run-7");
    expect(within(items()[0]!).queryByRole("link")).not.toBeInTheDocument();
  });

  it("offers an answer's signed receipt on its coins, and on no other entry", async () => {
    const withReceipt = entry("e0", "answer-coins", [{ account: "coins", amount: 10 }], {
      receipt: "h.p.s",
    });
    serve({ entries: [withReceipt, ...firstPage.entries], nextBefore: null });
    const { user } = renderHistory();

    // One closed "Proof" on the answer's entry, and none on any other.
    const proof = await screen.findByText("Proof");
    expect(screen.getAllByText("Proof")).toEqual([proof]);
    expect(items()[0]).toContainElement(proof);
    expect(proof.closest("details")).not.toHaveAttribute("open");
    await user.click(proof);
    const group = screen.getByRole("group", { name: `Receipt for ${formatMoment(AT)}` });
    expect(within(group).getByRole("link", { name: "Check it" })).toHaveAttribute(
      "href",
      "/verify#receipt=h.p.s",
    );
  });

  it("loads the page before the last entry shown and appends it, once each", async () => {
    const requests = mockFetch({
      "GET /api/account/history": (request) =>
        jsonResponse(new URL(request.url).searchParams.has("before") ? secondPage : firstPage),
    });
    const { user } = renderHistory();

    await user.click(await screen.findByRole("button", { name: "Load more" }));

    await waitFor(() => expect(items()).toHaveLength(5));
    expect(items()[4]).toHaveTextContent("Withdrawal paid");
    expect(items()[4]).toHaveTextContent("₹40.00");
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
    serve({ entries: [], nextBefore: null });
    renderHistory();

    expect(await screen.findByText(/Nothing here yet/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
