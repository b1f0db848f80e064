// Proves /account/pending against a mocked server: each payout request's amount, source
// and state (Waiting for Funds, or Paid with its date), and the empty state.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { PayoutView } from "../../../contract/account";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { formatDay } from "./account-format";
import { PendingScreen } from "./pending-screen";

const REQUESTED = Date.UTC(2026, 2, 1);
const PAID = Date.UTC(2026, 2, 4);

const payouts: PayoutView[] = [
  {
    _id: "p1",
    source: "trial",
    rupee: 40,
    status: "requested",
    createdAt: REQUESTED,
    paidAt: null,
  },
  { _id: "p2", source: "trial", rupee: 25, status: "paid", createdAt: REQUESTED, paidAt: PAID },
];

const renderPending = () => renderScreen(<PendingScreen />, "/account/pending");

beforeEach(() => localStorage.setItem("ssid", "player-session"));

describe("/account/pending", () => {
  it("shows each request's amount, source and state", async () => {
    mockFetch({ "GET /api/account/pending": () => jsonResponse({ data: payouts }) });
    renderPending();

    const list = await screen.findByRole("list");
    expect(screen.getByRole("heading", { level: 1, name: "Pending Payouts" })).toBeVisible();
    const [waiting, paid] = within(list).getAllByRole("listitem");
    expect(waiting).toHaveTextContent("Trial reward");
    expect(waiting).toHaveTextContent("₹40.00");
    expect(waiting).toHaveTextContent(`Requested on ${formatDay(REQUESTED)}`);
    expect(waiting).toHaveTextContent("Waiting for Funds");
    expect(paid).toHaveTextContent("₹25.00");
    expect(paid).toHaveTextContent(`Paid on ${formatDay(PAID)}`);
    expect(paid).not.toHaveTextContent("Waiting for Funds");
  });

  it("says so when there are no payout requests", async () => {
    mockFetch({ "GET /api/account/pending": () => jsonResponse({ data: [] }) });
    renderPending();

    expect(await screen.findByText("No payout requests yet.")).toBeVisible();
  });
});
