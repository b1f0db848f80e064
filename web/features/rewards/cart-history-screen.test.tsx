// Proves /cart/history against a mocked server: each past request with its name, stars,
// date and status (Requested, Fulfilled, Rejected with the reason), the empty state and a
// failed read. The route table is not involved: the screen is rendered on its own.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { CartItemView } from "../../../contract/rewards";
import { formatDay } from "../../lib/day-format";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
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
    ...overrides,
  };
}

const renderHistory = () => renderScreen(<CartHistoryScreen />, "/cart/history");

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
    expect(entries[1]).toHaveTextContent("Status: Fulfilled");
    expect(entries[1]).not.toHaveTextContent("Reason");

    expect(entries[2]).toHaveTextContent("1 star");
    expect(entries[2]).toHaveTextContent("Status: Rejected");
    expect(entries[2]).toHaveTextContent("Reason: Out of stock in your size");
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
