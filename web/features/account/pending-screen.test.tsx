// Proves /account/pending against a mocked server and a fake socket: each payout's kind,
// amount, day and state (Waiting to be paid; Paid with its day and bank reference;
// Rejected with its day and reason, the money back in cash), the empty state, and issue
// 16's live update: a `payout` message re-reads the list, so a request turns paid
// without a reload and a screen reader hears it; and decision 023: a held request says
// until when and why, and the player cancels a waiting request after a confirmation,
// the list showing it cancelled with the money back in cash.
import { act, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PayoutView } from "../../../contract/account";
import { formatDay, formatNearMoment } from "../../lib/day-format";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { payoutView } from "../../test/money-test-data";
import { renderApp } from "../../test/render-app";
import { signInPlayer } from "../../test/sessions";

const REQUESTED = Date.UTC(2026, 2, 1);
const PAID = Date.UTC(2026, 2, 4);
const PENDING = "GET /api/account/pending";

const payouts: PayoutView[] = [
  payoutView({ _id: "p1", rupee: 40, createdAt: REQUESTED }),
  payoutView({
    _id: "p2",
    rupee: 25,
    status: "paid",
    createdAt: REQUESTED,
    paidAt: PAID,
    reference: "UTR123",
  }),
  payoutView({
    _id: "p3",
    kind: "withdrawal",
    rupee: 15,
    status: "rejected",
    createdAt: REQUESTED,
    rejectedAt: PAID,
    reason: "The UPI id does not exist",
  }),
];

beforeEach(signInPlayer);

describe("/account/pending", () => {
  it("shows each request's kind, amount and state", async () => {
    mockFetch({ [PENDING]: () => jsonResponse({ data: payouts }) });
    renderApp("/account/pending");

    expect(await screen.findByRole("heading", { level: 1, name: "Pending Payouts" })).toBeVisible();
    const list = (await screen.findByText("₹40.00")).closest("ul") as HTMLElement;
    const [waiting, paid, rejected] = within(list).getAllByRole("listitem");
    expect(waiting).toHaveTextContent("Trial reward");
    expect(waiting).toHaveTextContent("₹40.00");
    expect(waiting).toHaveTextContent(`Requested on ${formatDay(REQUESTED)}`);
    expect(waiting).toHaveTextContent("Waiting to be paid");
    expect(paid).toHaveTextContent("₹25.00");
    expect(paid).toHaveTextContent(`Paid on ${formatDay(PAID)}`);
    expect(paid).toHaveTextContent("Reference UTR123");
    expect(paid).not.toHaveTextContent("Waiting to be paid");
    expect(rejected).toHaveTextContent("Withdrawal");
    expect(rejected).toHaveTextContent(`Rejected on ${formatDay(PAID)}`);
    expect(rejected).toHaveTextContent("Reason: The UPI id does not exist");
    expect(rejected).toHaveTextContent("The money is back in your cash.");
  });

  it("says so when there are no payout requests", async () => {
    mockFetch({ [PENDING]: () => jsonResponse({ data: [] }) });
    renderApp("/account/pending");

    expect(await screen.findByText("No payout requests yet.")).toBeVisible();
  });

  it("turns a request paid when the payout message arrives, without a reload", async () => {
    let current = [payoutView({ _id: "w1", kind: "withdrawal", rupee: 20 })];
    const requests = mockFetch({ [PENDING]: () => jsonResponse({ data: current }) });
    renderApp("/account/pending");
    await screen.findByText("Waiting to be paid");
    const socket = await acceptFirstSocket();
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.url.endsWith("/api/account/pending"))).toHaveLength(2),
    );
    current = [{ ...current[0]!, status: "paid", paidAt: PAID, reference: "UTR9" }];

    act(() => socket.serverSend({ type: "payout", event: "paid", payoutId: "w1" }));

    expect(await screen.findByText("Reference UTR9")).toBeVisible();
    expect(screen.queryByText("Waiting to be paid")).not.toBeInTheDocument();
    expect(screen.getByText("A payout was just paid.")).toBeInTheDocument();
  });
});

describe("a held request", () => {
  const heldUntil = Date.now() + 20 * 60 * 60 * 1000;

  it("says until when it waits and why, and cancels after a confirmation, the cash back", async () => {
    let current = [payoutView({ _id: "w2", kind: "withdrawal", rupee: 30, heldUntil })];
    const requests = mockFetch({
      [PENDING]: () => jsonResponse({ data: current }),
      "POST /api/account/withdrawals/w2/cancel": () => {
        current = [{ ...current[0]!, status: "cancelled" }];
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderApp("/account/pending");

    const row = (await screen.findByText("₹30.00")).closest("li") as HTMLElement;
    expect(row).toHaveTextContent(
      `Held until ${formatNearMoment(heldUntil)}: your payout details changed recently`,
    );
    expect(row).not.toHaveTextContent("Waiting to be paid");
    await user.click(within(row).getByRole("button", { name: "Cancel the ₹30.00 withdrawal" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel this ₹30.00 withdrawal?" });
    expect(dialog).toHaveTextContent("It will not be paid out. The money goes back to your cash.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel it" }));

    expect(
      await screen.findByText("₹30.00 cancelled: the money is back in your cash."),
    ).toBeVisible();
    expect(await screen.findByText("Cancelled by you")).toBeVisible();
    expect(callsTo(requests, "POST", "/api/account/withdrawals/w2/cancel")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /^Cancel the/ })).not.toBeInTheDocument();
  });

  it("keeps the request when the player chooses Keep it", async () => {
    const requests = mockFetch({
      [PENDING]: () =>
        jsonResponse({ data: [payoutView({ _id: "w3", kind: "withdrawal", heldUntil })] }),
    });
    const { user } = renderApp("/account/pending");

    await user.click(await screen.findByRole("button", { name: "Cancel the ₹40.00 withdrawal" }));
    await user.click(screen.getByRole("button", { name: "Keep it" }));

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(callsTo(requests, "POST", "/api/account/withdrawals/w3/cancel")).toHaveLength(0);
  });
});
