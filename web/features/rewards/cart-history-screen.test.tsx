// Proves /cart/history against a mocked server: each past request with its name, stars,
// date and status (Requested, Shipped, Delivered, Rejected with the reason), the empty
// state and a failed read; the size picked, and a shipped prize's date and
// tracking reference, shown without a reload when the `claim` message arrives or the
// window comes back into focus. The route table is not involved: the screen is rendered
// on its own.
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { CartItemView } from "../../../contract/rewards";
import { formatDay } from "../../lib/day-format";
import { detailsOf } from "../../test/detail-of";
import { errorResponse } from "../../test/error-responses";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { refuseHeldRead } from "../../test/read-states";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer } from "../../test/sessions";
import { CartHistoryScreen } from "./cart-history-screen";

const DAY_ONE = Date.UTC(2026, 1, 10, 12);
const DAY_TWO = Date.UTC(2026, 1, 14, 12);

function historyItem(overrides: Partial<CartItemView>): CartItemView {
  return {
    id: "item",
    prizeId: "prize-bottle",
    name: "Bottle",
    starPrice: 3,
    status: "requested",
    reason: null,
    createdAt: DAY_ONE,
    sizes: [],
    size: null,
    trackingReference: null,
    shippedAt: null,
    ...overrides,
  };
}

const renderHistory = () =>
  renderScreen(<CartHistoryScreen />, "/cart/history", "/cart/history", { realtime: "player" });

beforeEach(signInPlayer);

describe("/cart/history", () => {
  it("lists each request with its name, stars, date and status", async () => {
    const requests = mockFetch({
      "GET /api/cart/history": () =>
        jsonResponse({
          items: [
            historyItem({ id: "a", name: "Bottle", starPrice: 3, status: "requested" }),
            historyItem({
              id: "b",
              name: "Headphones",
              starPrice: 12,
              status: "fulfilled",
              createdAt: DAY_TWO,
            }),
            historyItem({
              id: "c",
              name: "T-shirt",
              starPrice: 1,
              status: "rejected",
              reason: "Out of stock in your size",
            }),
          ],
        }),
    });
    renderHistory();

    const entries = await screen.findAllByRole("listitem");
    expect(screen.getByRole("heading", { level: 1, name: "Cart History" })).toBeVisible();
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(entries).toHaveLength(3);

    expect(within(entries[0]!).getByRole("heading", { name: "Bottle" })).toBeVisible();
    expect(entries[0]).toHaveTextContent("3 stars");
    expect(entries[0]).toHaveTextContent(`Added on ${formatDay(DAY_ONE)}`);
    expect(entries[0]).toHaveTextContent("Status: Requested");

    expect(entries[1]).toHaveTextContent("Headphones");
    expect(entries[1]).toHaveTextContent("12 stars");
    expect(entries[1]).toHaveTextContent(`Added on ${formatDay(DAY_TWO)}`);
    expect(entries[1]).toHaveTextContent("Status: Delivered");
    expect(entries[1]).not.toHaveTextContent("Reason");

    expect(entries[2]).toHaveTextContent("1 star");
    expect(entries[2]).toHaveTextContent("Status: Rejected");
    expect(entries[2]).toHaveTextContent("Reason: Out of stock in your size");
  });

  it("shows the size picked, and a shipped prize's date and tracking reference", async () => {
    mockFetch({
      "GET /api/cart/history": () =>
        jsonResponse({
          items: [
            historyItem({
              name: "T-shirt",
              sizes: ["S", "M"],
              size: "M",
              status: "shipped",
              trackingReference: "DTDC Z123456789",
              shippedAt: DAY_TWO,
            }),
          ],
        }),
    });
    renderHistory();

    const entry = await screen.findByRole("listitem");
    expect(entry).toHaveTextContent("Status: Shipped");
    expect(detailsOf(entry)).toEqual({
      Size: "M",
      "Shipped on": formatDay(DAY_TWO),
      "Tracking reference": "DTDC Z123456789",
    });
  });

  it("turns shipped with its reference when the claim message arrives, and says so", async () => {
    let item = historyItem({ id: "a", status: "requested" });
    mockFetch({ "GET /api/cart/history": () => jsonResponse({ items: [item] }) });
    renderHistory();
    expect(await screen.findByRole("listitem")).toHaveTextContent("Status: Requested");
    const socket = await acceptFirstSocket();

    item = { ...item, status: "shipped", trackingReference: "AWB-42", shippedAt: DAY_TWO };
    act(() => socket.serverSend({ type: "claim", event: "shipped", claimId: "claim-a" }));

    await waitFor(() =>
      expect(screen.getByRole("listitem")).toHaveTextContent("Tracking referenceAWB-42"),
    );
    expect(screen.getByRole("listitem")).toHaveTextContent("Status: Shipped");
    expect(screen.getByText("A prize was just shipped.")).toBeInTheDocument();
  });

  it("reads again when the window comes back into focus", async () => {
    let status = "requested";
    const requests = mockFetch({
      "GET /api/cart/history": () => jsonResponse({ items: [historyItem({ status })] }),
    });
    renderHistory();
    await screen.findByText("Requested");

    status = "fulfilled";
    act(() => {
      window.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("focus"));
    });

    expect(await screen.findByText("Delivered")).toBeVisible();
    expect(callsTo(requests, "GET", "/api/cart/history").length).toBeGreaterThanOrEqual(2);
  });

  it("says so when nothing has been requested yet, with the way back to the cart", async () => {
    mockFetch({ "GET /api/cart/history": () => jsonResponse({ items: [] }) });
    const { user } = renderHistory();

    expect(
      await screen.findByText(
        "You have not requested any prizes yet. Add prizes to your cart and request delivery there.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Back to cart" }));
    expect(screen.getByRole("heading", { name: "Other screen at /cart" })).toBeVisible();
  });

  it("shows a loading state, then the server's message and a retry when the read fails", async () => {
    const { user, alert } = await refuseHeldRead(
      "GET /api/cart/history",
      errorResponse(500, "internal", "Database unavailable"),
      renderHistory,
    );
    expect(alert).toHaveTextContent("Could not load your cart history. Database unavailable");

    mockFetch({
      "GET /api/cart/history": () => jsonResponse({ items: [historyItem({ id: "a" })] }),
    });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("listitem")).toHaveTextContent("Status: Requested");
  });
});
