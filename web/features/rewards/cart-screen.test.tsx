// Proves /cart against a mocked server: the star balance, the cart and the prize
// catalogue; Add to cart and Request delivery call the right endpoint with the right body
// and refresh; a short balance switches Add to cart off with its reason, and the server's
// refusals are shown. The route table is not involved: the screen is rendered on its own.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { CartItemView, CartResponse, PrizeView } from "../../../contract/rewards";
import { formatDay } from "../../lib/day-format";
import { errorResponse } from "../../test/error-responses";
import { answersInTurn, callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { refuseHeldRead } from "../../test/read-states";
import { renderScreen } from "../../test/render-screen";
import { balanceLine, expectBlockedAction } from "../../test/rewards-test-queries";
import { signInPlayer } from "../../test/sessions";
import { CartScreen } from "./cart-screen";

const ADDED_AT = Date.UTC(2026, 2, 2, 9);

const bottle: PrizeView = {
  id: "prize-bottle",
  name: "Bottle",
  starPrice: 3,
  stock: 5,
  imageUrl: "/images/bottle.png",
};
const headphones: PrizeView = {
  id: "prize-phones",
  name: "Headphones",
  starPrice: 12,
  stock: 2,
  imageUrl: null,
};

function inCart(id: string, prize: PrizeView): CartItemView {
  return {
    id,
    prizeId: prize.id,
    name: prize.name,
    starPrice: prize.starPrice,
    status: "in_cart",
    reason: null,
    createdAt: ADDED_AT,
  };
}

function cartPage(overrides: Partial<CartResponse> = {}): CartResponse {
  return {
    stars: 7,
    items: [inCart("item-1", bottle), inCart("item-2", bottle)],
    prizes: [bottle, headphones],
    ...overrides,
  };
}

const renderCart = () => renderScreen(<CartScreen />, "/cart");
const section = (name: string) => screen.getByRole("region", { name });

beforeEach(signInPlayer);

describe("/cart", () => {
  it("shows the star balance, the cart, the prizes and the way to the history", async () => {
    const requests = mockFetch({ "GET /api/cart": () => jsonResponse(cartPage()) });
    const { user } = renderCart();

    const cart = await screen.findByRole("region", { name: "In your cart" });
    expect(screen.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    expect(balanceLine()).toHaveTextContent("You have 7 stars");
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer player-session");

    const items = within(cart).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Bottle");
    expect(items[0]).toHaveTextContent("3 stars");
    expect(items[0]).toHaveTextContent(`Added on ${formatDay(ADDED_AT)}`);
    expect(within(cart).getByRole("button", { name: "Request delivery" })).toBeVisible();

    const prizes = within(section("Buy with stars")).getAllByRole("listitem");
    expect(prizes[0]).toHaveTextContent("Costs 3 stars");
    expect(prizes[0]).toHaveTextContent("5 left");
    expect(prizes[0]?.querySelector("img")).toHaveAttribute("src", "/images/bottle.png");
    expect(prizes[1]).toHaveTextContent("Headphones");
    expect(prizes[1]).toHaveTextContent("Costs 12 stars");
    expect(prizes[1]).toHaveTextContent("2 left");

    await user.click(screen.getByRole("link", { name: "Cart History" }));
    expect(screen.getByRole("heading", { name: "Other screen at /cart/history" })).toBeVisible();
  });

  it("switches Add to cart off with the reason when the stars do not cover the price", async () => {
    const requests = mockFetch({ "GET /api/cart": () => jsonResponse(cartPage()) });
    const { user } = renderCart();

    const affordable = await screen.findByRole("button", { name: "Add to cart: Bottle" });
    expect(affordable).toHaveAttribute("aria-disabled", "false");
    const tooDear = expectBlockedAction("Add to cart: Headphones", "You need 5 more stars");

    await user.click(tooDear);

    expect(callsTo(requests, "POST", "/api/cart/add")).toHaveLength(0);
  });

  it("adds a prize to the cart by id and refreshes the stars and the cart", async () => {
    const requests = mockFetch({
      "GET /api/cart": answersInTurn(
        cartPage({ items: [] }),
        cartPage({ stars: 4, items: [inCart("item-3", bottle)] }),
      ),
      "POST /api/cart/add": () => jsonResponse({ Status: "OK", id: "item-3" }, 201),
    });
    const { user } = renderCart();

    await user.click(await screen.findByRole("button", { name: "Add to cart: Bottle" }));

    expect(await within(section("Buy with stars")).findByRole("status")).toHaveTextContent(
      "Bottle added to your cart.",
    );
    const adds = callsTo(requests, "POST", "/api/cart/add");
    expect(adds).toHaveLength(1);
    expect(await adds[0]?.json()).toEqual({ id: "prize-bottle" });
    await waitFor(() => expect(balanceLine()).toHaveTextContent("You have 4 stars"));
    expect(within(section("In your cart")).getAllByRole("listitem")).toHaveLength(1);
    expect(callsTo(requests, "GET", "/api/cart")).toHaveLength(2);
  });

  it("shows the server's message when the stars ran short and refreshes the balance", async () => {
    mockFetch({
      "GET /api/cart": answersInTurn(cartPage(), cartPage({ stars: 1 })),
      "POST /api/cart/add": () =>
        errorResponse(409, "insufficient_balance", "You do not have enough stars"),
    });
    const { user } = renderCart();

    await user.click(await screen.findByRole("button", { name: "Add to cart: Bottle" }));

    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "You do not have enough stars",
    );
    await waitFor(() => expectBlockedAction("Add to cart: Bottle", "You need 2 more stars"));
  });

  it("requests delivery, says how many prizes were requested and refreshes", async () => {
    const requests = mockFetch({
      "GET /api/cart": answersInTurn(cartPage(), cartPage({ items: [] })),
      "POST /api/cart/checkout": () => jsonResponse({ Status: "OK", requested: 2 }),
    });
    const { user } = renderCart();

    await user.click(await screen.findByRole("button", { name: "Request delivery" }));

    const cart = section("In your cart");
    expect(await within(cart).findByRole("status")).toHaveTextContent(
      "Delivery requested for 2 prizes. Follow it in Cart History.",
    );
    const checkouts = callsTo(requests, "POST", "/api/cart/checkout");
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(await within(cart).findByText(/Your cart is empty/)).toBeVisible();
    expect(within(cart).queryByRole("button")).not.toBeInTheDocument();
    expect(within(cart).getByRole("heading", { name: "In your cart" })).toHaveFocus();
  });

  it("shows the server's message when the cart was already empty", async () => {
    mockFetch({
      "GET /api/cart": answersInTurn(cartPage(), cartPage({ items: [] })),
      "POST /api/cart/checkout": () => errorResponse(409, "conflict", "Your cart is empty"),
    });
    const { user } = renderCart();

    await user.click(await screen.findByRole("button", { name: "Request delivery" }));

    expect(await screen.findByRole("alertdialog")).toHaveTextContent("Your cart is empty");
    expect(
      await within(section("In your cart")).findByText(/Your cart is empty\. Add a prize/),
    ).toBeVisible();
  });

  it("says so when the cart is empty and there are no prizes", async () => {
    mockFetch({
      "GET /api/cart": () => jsonResponse(cartPage({ stars: 0, items: [], prizes: [] })),
    });
    renderCart();

    expect(
      await screen.findByText("Your cart is empty. Add a prize with your stars below."),
    ).toBeVisible();
    expect(screen.getByText("No prizes are available right now. Check back later.")).toBeVisible();
    expect(balanceLine()).toHaveTextContent("You have 0 stars");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows a loading state, then the server's message and a retry when the read fails", async () => {
    const { user, alert } = await refuseHeldRead(
      "GET /api/cart",
      errorResponse(429, "rate_limited", "Slow down"),
      renderCart,
    );
    expect(alert).toHaveTextContent("Could not load your cart. Slow down");

    mockFetch({ "GET /api/cart": () => jsonResponse(cartPage()) });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("region", { name: "In your cart" })).toBeVisible();
  });
});
