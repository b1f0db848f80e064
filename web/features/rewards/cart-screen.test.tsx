// Proves /cart against a mocked server: the star balance, the cart and the prize
// catalogue; Add to cart and Request delivery call the right endpoint with the right body
// and refresh; a short balance switches Add to cart off with its reason, and the server's
// refusals are shown. Request delivery asks where to deliver (name, mobile,
// address, state, PIN code) and a size for each prize that has sizes, checks each with
// the contract's schema before any request and shows every message at its field (the
// server's too), and starts from the last address used. The route table is not involved:
// the screen is rendered on its own.
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { CartItemView, CartResponse, PrizeView } from "../../../contract/rewards";
import { formatDay } from "../../lib/day-format";
import { errorResponse, invalidBody } from "../../test/error-responses";
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
  sizes: [],
};
const headphones: PrizeView = {
  id: "prize-phones",
  name: "Headphones",
  starPrice: 12,
  stock: 2,
  imageUrl: null,
  sizes: [],
};
const tshirt: PrizeView = {
  id: "prize-tshirt",
  name: "T-shirt",
  starPrice: 5,
  stock: 9,
  imageUrl: null,
  sizes: ["S", "M", "L", "XL"],
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
    sizes: prize.sizes,
    size: null,
    trackingReference: null,
    shippedAt: null,
  };
}

function cartPage(overrides: Partial<CartResponse> = {}): CartResponse {
  return {
    stars: 7,
    items: [inCart("item-1", bottle), inCart("item-2", bottle)],
    prizes: [bottle, headphones],
    lastDelivery: null,
    ...overrides,
  };
}

const address = {
  name: "Asha Rao",
  phone: "98765 43210",
  addressLine1: "12 MG Road, Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
  pinCode: "560038",
};

/** Fills the delivery form as a person would: typing, and picking the state. */
async function fillDelivery(user: UserEvent, change: Partial<typeof address> = {}) {
  const values = { ...address, ...change };
  const form = within(screen.getByRole("form", { name: "Where should we deliver?" }));
  for (const [label, value] of [
    ["Full name", values.name],
    ["Mobile number", values.phone],
    ["House, street and area", values.addressLine1],
    ["City or town", values.city],
    ["PIN code", values.pinCode],
  ] as const) {
    await user.clear(form.getByRole("textbox", { name: label }));
    if (value) await user.type(form.getByRole("textbox", { name: label }), value);
  }
  if (values.state) {
    await user.selectOptions(
      form.getByRole("combobox", { name: "State or union territory" }),
      values.state,
    );
  }
  return form;
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
    expect(within(cart).getByRole("form", { name: "Where should we deliver?" })).toBeVisible();
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

  it("requests delivery to the address typed, says how many prizes were requested and refreshes", async () => {
    const requests = mockFetch({
      "GET /api/cart": answersInTurn(cartPage(), cartPage({ items: [] })),
      "POST /api/cart/checkout": () => jsonResponse({ Status: "OK", requested: 2 }),
    });
    const { user } = renderCart();
    await screen.findByRole("region", { name: "In your cart" });

    await fillDelivery(user);
    await user.click(screen.getByRole("button", { name: "Request delivery" }));

    const cart = section("In your cart");
    expect(await within(cart).findByRole("status")).toHaveTextContent(
      "Delivery requested for 2 prizes. Follow it in Cart History.",
    );
    const checkouts = callsTo(requests, "POST", "/api/cart/checkout");
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(await checkouts[0]?.json()).toEqual({ ...address, addressLine2: "", sizes: [] });
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
    await screen.findByRole("region", { name: "In your cart" });

    await fillDelivery(user);
    await user.click(screen.getByRole("button", { name: "Request delivery" }));

    expect(await screen.findByRole("alertdialog")).toHaveTextContent("Your cart is empty");
    expect(
      await within(section("In your cart")).findByText(/Your cart is empty\. Add a prize/),
    ).toBeVisible();
  });

  it("checks every field before sending and shows each message at its field", async () => {
    const requests = mockFetch({ "GET /api/cart": () => jsonResponse(cartPage()) });
    const { user } = renderCart();
    await screen.findByRole("region", { name: "In your cart" });

    await user.click(screen.getByRole("button", { name: "Request delivery" }));

    const form = within(screen.getByRole("form", { name: "Where should we deliver?" }));
    const name = form.getByRole("textbox", { name: "Full name" });
    expect(name).toBeInvalid();
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription("Enter the name of the person who receives it");
    expect(form.getByRole("textbox", { name: "Mobile number" })).toBeInvalid();
    expect(form.getByRole("textbox", { name: "House, street and area" })).toBeInvalid();
    expect(form.getByRole("textbox", { name: "City or town" })).toBeInvalid();
    expect(
      form.getByRole("combobox", { name: "State or union territory" }),
    ).toHaveAccessibleDescription("Choose the state or union territory");
    expect(form.getByRole("textbox", { name: "Landmark (optional)" })).toBeValid();
    expect(callsTo(requests, "POST", "/api/cart/checkout")).toHaveLength(0);

    await fillDelivery(user, { phone: "5876543210", pinCode: "012345" });
    await user.click(form.getByRole("button", { name: "Request delivery" }));

    const phone = form.getByRole("textbox", { name: "Mobile number" });
    expect(phone).toHaveAccessibleDescription(
      "10 digits, e.g. 98765 43210 (+91 optional). The courier may call it. Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
    );
    expect(phone).toHaveFocus();
    expect(form.getByRole("textbox", { name: "PIN code" })).toHaveAccessibleDescription(
      "6 digits A PIN code is 6 digits and does not start with 0",
    );
    expect(form.getByRole("textbox", { name: "Full name" })).toBeValid();
    expect(callsTo(requests, "POST", "/api/cart/checkout")).toHaveLength(0);
  });

  it("asks a size for each prize that has sizes, and sends it with its cart item", async () => {
    const requests = mockFetch({
      "GET /api/cart": answersInTurn(
        cartPage({ items: [inCart("item-1", bottle), inCart("item-7", tshirt)] }),
        cartPage({ items: [] }),
      ),
      "POST /api/cart/checkout": () => jsonResponse({ Status: "OK", requested: 2 }),
    });
    const { user } = renderCart();
    await screen.findByRole("region", { name: "In your cart" });
    const form = await fillDelivery(user);
    expect(form.getAllByRole("combobox", { name: /^Size for/ })).toHaveLength(1);

    await user.click(form.getByRole("button", { name: "Request delivery" }));

    const size = form.getByRole("combobox", { name: "Size for T-shirt" });
    expect(size).toHaveAccessibleDescription("Choose a size for T-shirt");
    expect(size).toHaveFocus();
    expect(callsTo(requests, "POST", "/api/cart/checkout")).toHaveLength(0);

    await user.selectOptions(size, "L");
    await user.click(form.getByRole("button", { name: "Request delivery" }));

    await screen.findByText(/Delivery requested for 2 prizes/);
    expect(await callsTo(requests, "POST", "/api/cart/checkout")[0]?.json()).toMatchObject({
      sizes: [{ item: "item-7", size: "L" }],
    });
  });

  it("shows the server's refusal of a field at that field, without a popup", async () => {
    mockFetch({
      "GET /api/cart": () => jsonResponse(cartPage({ items: [inCart("item-7", tshirt)] })),
      "POST /api/cart/checkout": () =>
        invalidBody({ "sizes.item-7": "T-shirt comes in S, M: choose one of them" }),
    });
    const { user } = renderCart();
    await screen.findByRole("region", { name: "In your cart" });
    const form = await fillDelivery(user);
    await user.selectOptions(form.getByRole("combobox", { name: "Size for T-shirt" }), "XL");

    await user.click(form.getByRole("button", { name: "Request delivery" }));

    await waitFor(() =>
      expect(form.getByRole("combobox", { name: "Size for T-shirt" })).toHaveAccessibleDescription(
        "T-shirt comes in S, M: choose one of them",
      ),
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("starts from the address the last prize went to", async () => {
    const requests = mockFetch({
      "GET /api/cart": answersInTurn(
        cartPage({
          lastDelivery: {
            ...address,
            phone: "9876543210",
            addressLine2: "Near the metro station",
          },
        }),
        cartPage({ items: [] }),
      ),
      "POST /api/cart/checkout": () => jsonResponse({ Status: "OK", requested: 2 }),
    });
    const { user } = renderCart();
    const form = within(await screen.findByRole("form", { name: "Where should we deliver?" }));
    expect(form.getByRole("textbox", { name: "Full name" })).toHaveValue("Asha Rao");
    expect(form.getByRole("combobox", { name: "State or union territory" })).toHaveValue(
      "Karnataka",
    );

    await user.click(form.getByRole("button", { name: "Request delivery" }));

    await screen.findByText(/Delivery requested for 2 prizes/);
    expect(await callsTo(requests, "POST", "/api/cart/checkout")[0]?.json()).toEqual({
      ...address,
      phone: "9876543210",
      addressLine2: "Near the metro station",
      sizes: [],
    });
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
