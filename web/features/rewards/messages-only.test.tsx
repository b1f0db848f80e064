// Proves the rewards screens (coupons, claim coupon, cart with its delivery form, cart
// history) show no words that are not messages (issue 34): each is rendered in a
// pseudo-language whose every message is wrapped in ⟦ ⟧, in its main states (with entries,
// empty, a failed read, a refused form), and no letter may be left outside a wrapper, shared
// components' words included. Prize and coupon names and a refusal's reason are the
// admin's data.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import type { CartItemView, CouponView, PrizeView } from "../../../contract/rewards";
import { formatDay } from "../../lib/day-format";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { CartHistoryScreen } from "./cart-history-screen";
import { CartScreen } from "./cart-screen";
import { ClaimCouponScreen } from "./claim-coupon-screen";
import { CouponsScreen } from "./coupons-screen";

renderInWrappedMessages();

beforeEach(() => {
  silenceConsoleErrors();
  signInPlayer();
});

/**
 * The container without the selects' choices: the delivery form's states are the contract's
 * places and a prize's sizes the admin's, each an option of its own that textContent runs
 * together with the next. The placeholder (no value) is a message and stays.
 */
function withoutDataChoices(container: HTMLElement): HTMLElement {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const option of copy.querySelectorAll("option:not([value=''])")) option.remove();
  return copy;
}

const DAY = Date.UTC(2026, 2, 1, 10);
const wonCoupon: CouponView = {
  id: "coupon-won",
  name: "Game coupon",
  valuePaise: 1000,
  source: "run",
  status: "unclaimed",
  createdAt: DAY,
};
const boughtCoupon: CouponView = {
  ...wonCoupon,
  id: "coupon-bought",
  name: "₹5 coupon",
  source: "bought",
  status: "claimed",
};
const COUPON_NAMES = ["Game coupon", "₹5 coupon", "₹10 coupon", "₹50 coupon"];
const catalogue = [
  { id: "cat-10", name: "₹10 coupon", coinPrice: 100, valuePaise: 1000, stock: 4 },
  { id: "cat-50", name: "₹50 coupon", coinPrice: 500, valuePaise: 5000, stock: 1 },
];

const bottle: PrizeView = {
  id: "prize-bottle",
  name: "Bottle",
  starPrice: 3,
  stock: 5,
  imageUrl: "/images/bottle.png",
  sizes: [],
};
const tshirt: PrizeView = {
  ...bottle,
  id: "prize-tshirt",
  name: "T-shirt",
  starPrice: 9,
  sizes: ["S", "M"],
};
const PRIZE_NAMES = ["Bottle", "T-shirt", "M"];

function cartItem(
  id: string,
  prize: PrizeView,
  overrides: Partial<CartItemView> = {},
): CartItemView {
  return {
    id,
    prizeId: prize.id,
    name: prize.name,
    starPrice: prize.starPrice,
    status: "in_cart",
    reason: null,
    createdAt: DAY,
    sizes: prize.sizes,
    size: null,
    trackingReference: null,
    shippedAt: null,
    ...overrides,
  };
}

describe("only messages are shown", () => {
  it("on the coupons screen, to a visitor", () => {
    localStorage.clear();
    const { container } = renderScreen(<CouponsScreen />, "/cupon");
    expectOnlyMessages(container);
  });

  it("on the coupons screen with coupons to claim and a catalogue, one too dear", async () => {
    mockFetch({
      "GET /api/cupon": () =>
        jsonResponse({ coins: 150, coupons: [wonCoupon, boughtCoupon], catalogue }),
    });
    const { container } = renderScreen(<CouponsScreen />, "/cupon");
    await screen.findByRole("heading", { name: "Game coupon", level: 3 });
    expectOnlyMessages(container, COUPON_NAMES);
  });

  it("on the coupons screen with no coupons and nothing for sale", async () => {
    mockFetch({ "GET /api/cupon": () => jsonResponse({ coins: 1, coupons: [], catalogue: [] }) });
    const { container } = renderScreen(<CouponsScreen />, "/cupon");
    await screen.findByText("⟦No coupons are for sale right now. Check back later.⟧");
    expectOnlyMessages(container);
  });

  it("on the coupons screen when its read fails", async () => {
    mockFetch({
      "GET /api/cupon": () => errorResponse(503, "unavailable", "Database unavailable."),
    });
    const { container } = renderScreen(<CouponsScreen />, "/cupon");
    await screen.findByRole("alert");
    expectOnlyMessages(container);
  });

  it.each([
    ["an already claimed coupon", [boughtCoupon], "/claim/cupon?id=coupon-bought"],
    ["a coupon not in the account", [], "/claim/cupon?id=coupon-gone"],
  ])("on the claim screen with %s", async (_state, coupons, address) => {
    mockFetch({ "GET /api/cupon": () => jsonResponse({ coins: 0, coupons, catalogue: [] }) });
    const { container } = renderScreen(<ClaimCouponScreen />, "/claim/cupon", address);
    await screen.findByRole("link", { name: "⟦Keep playing⟧" });
    expectOnlyMessages(container, COUPON_NAMES);
  });

  it("on the claim screen with a won coupon to claim", async () => {
    mockFetch({
      "GET /api/cupon": () => jsonResponse({ coins: 0, coupons: [wonCoupon], catalogue: [] }),
    });
    const { container } = renderScreen(
      <ClaimCouponScreen />,
      "/claim/cupon",
      "/claim/cupon?id=coupon-won",
    );
    await screen.findByRole("heading", { name: "⟦You won a coupon!⟧" });
    expectOnlyMessages(container, COUPON_NAMES);
  });

  it("on the claim screen once the coupon is claimed", async () => {
    mockFetch({
      "GET /api/cupon": () => jsonResponse({ coins: 0, coupons: [wonCoupon], catalogue: [] }),
      "POST /api/claim/cupon": () => jsonResponse({ Status: "OK", valuePaise: 1000 }),
    });
    const { container, user } = renderScreen(
      <ClaimCouponScreen />,
      "/claim/cupon",
      "/claim/cupon?id=coupon-won",
    );
    await user.click(await screen.findByRole("button", { name: "⟦Claim now⟧" }));
    await screen.findByText("⟦Coupon claimed⟧");
    expectOnlyMessages(container, COUPON_NAMES);
  });

  it("on the claim screen opened without a coupon's id", () => {
    const { container } = renderScreen(<ClaimCouponScreen />, "/claim/cupon");
    expectOnlyMessages(container);
  });

  it("on the cart with prizes, one sized, and the delivery form's refusals", async () => {
    mockFetch({
      "GET /api/cart": () =>
        jsonResponse({
          stars: 7,
          items: [
            cartItem("item-1", bottle),
            cartItem("item-2", tshirt),
            cartItem("item-3", tshirt),
          ],
          prizes: [bottle, tshirt],
          lastDelivery: null,
        }),
    });
    const { container, user } = renderScreen(<CartScreen />, "/cart");
    await user.click(await screen.findByRole("button", { name: "⟦Request delivery⟧" }));
    await screen.findByText("⟦Enter the city or town⟧");
    expectOnlyMessages(withoutDataChoices(container), PRIZE_NAMES);
  });

  it("on an empty cart with nothing for sale", async () => {
    mockFetch({
      "GET /api/cart": () => jsonResponse({ stars: 0, items: [], prizes: [], lastDelivery: null }),
    });
    const { container } = renderScreen(<CartScreen />, "/cart");
    await screen.findByText("⟦No prizes are available right now. Check back later.⟧");
    expectOnlyMessages(container);
  });

  it("on the cart history with a request in each state", async () => {
    mockFetch({
      "GET /api/cart/history": () =>
        jsonResponse({
          items: [
            cartItem("h-1", bottle, { status: "requested" }),
            cartItem("h-2", tshirt, {
              status: "shipped",
              size: "M",
              shippedAt: DAY,
              trackingReference: "4200731",
            }),
            cartItem("h-3", bottle, { status: "fulfilled" }),
            cartItem("h-4", bottle, { status: "rejected", reason: "Out of stock" }),
          ],
        }),
    });
    const { container } = renderScreen(<CartHistoryScreen />, "/cart/history", "/cart/history", {
      realtime: "player",
    });
    await screen.findAllByRole("listitem");
    // The shipping day is a date formatted for the language, not words a message holds.
    expectOnlyMessages(container, [...PRIZE_NAMES, formatDay(DAY), "Out of stock"]);
  });

  it("on an empty cart history", async () => {
    mockFetch({ "GET /api/cart/history": () => jsonResponse({ items: [] }) });
    const { container } = renderScreen(<CartHistoryScreen />, "/cart/history", "/cart/history", {
      realtime: "player",
    });
    await screen.findByText(/^⟦You have not requested any prizes yet/);
    expectOnlyMessages(container);
  });
});
