// Proves /cupon against a mocked server: the coin balance, the player's coupons and the
// catalogue; claiming and buying call the right endpoint with the right body and refresh;
// a short balance switches Buy off with its reason, and the server's refusal is shown.
// The route table is not involved: the screen is rendered on its own.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { CouponsResponse, CouponView } from "../../../contract/rewards";
import { formatDay } from "../../lib/day-format";
import { errorResponse } from "../../test/error-responses";
import { answersInTurn, callsTo, heldAnswer, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { balanceLine, expectBlockedAction } from "../../test/rewards-test-queries";
import { signInPlayer } from "../../test/sessions";
import { CouponsScreen } from "./coupons-screen";

const WON_AT = Date.UTC(2026, 2, 1, 10);
const BOUGHT_AT = Date.UTC(2026, 1, 20, 10);

const wonCoupon: CouponView = {
  id: "coupon-won",
  name: "Game coupon",
  valuePaise: 1000,
  source: "run",
  status: "unclaimed",
  createdAt: WON_AT,
};
const boughtCoupon: CouponView = {
  id: "coupon-bought",
  name: "₹5 coupon",
  valuePaise: 500,
  source: "bought",
  status: "claimed",
  createdAt: BOUGHT_AT,
};
const cheapEntry = { id: "cat-10", name: "₹10 coupon", coinPrice: 100, valuePaise: 1000, stock: 4 };
const dearEntry = { id: "cat-50", name: "₹50 coupon", coinPrice: 500, valuePaise: 5000, stock: 1 };

function couponsPage(overrides: Partial<CouponsResponse> = {}): CouponsResponse {
  return {
    coins: 150,
    coupons: [wonCoupon, boughtCoupon],
    catalogue: [cheapEntry, dearEntry],
    ...overrides,
  };
}

const renderCoupons = () => renderScreen(<CouponsScreen />, "/cupon");

function section(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

beforeEach(signInPlayer);

describe("/cupon", () => {
  it("shows the coin balance, the player's coupons and the catalogue", async () => {
    const requests = mockFetch({ "GET /api/cupon": () => jsonResponse(couponsPage()) });
    renderCoupons();

    await screen.findByRole("region", { name: "My coupons" });
    expect(balanceLine()).toHaveTextContent("You have 150 coins");
    expect(screen.getByRole("heading", { level: 1, name: "Coins / Coupons" })).toBeVisible();
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer player-session");

    const mine = within(section("My coupons")).getAllByRole("listitem");
    expect(mine).toHaveLength(2);
    expect(mine[0]).toHaveTextContent("Game coupon");
    expect(mine[0]).toHaveTextContent("₹10.00");
    expect(mine[0]).toHaveTextContent(`Won on ${formatDay(WON_AT)}`);
    expect(
      within(mine[0]!).getByRole("button", { name: "Claim: Game coupon, ₹10.00" }),
    ).toBeVisible();
    expect(mine[1]).toHaveTextContent(`Bought on ${formatDay(BOUGHT_AT)}`);
    expect(mine[1]).toHaveTextContent("Claimed");
    expect(within(mine[1]!).queryByRole("button")).not.toBeInTheDocument();

    const forSale = within(section("Buy with coins")).getAllByRole("listitem");
    expect(forSale[0]).toHaveTextContent("₹10 coupon");
    expect(forSale[0]).toHaveTextContent("Worth ₹10.00");
    expect(forSale[0]).toHaveTextContent("Costs 100 coins");
    expect(forSale[0]).toHaveTextContent("4 left");
    expect(forSale[1]).toHaveTextContent("Costs 500 coins");
    expect(forSale[1]).toHaveTextContent("1 left");
  });

  it("switches Buy off with the reason when the coins do not cover the price", async () => {
    const requests = mockFetch({ "GET /api/cupon": () => jsonResponse(couponsPage()) });
    const { user } = renderCoupons();

    const affordable = await screen.findByRole("button", { name: "Buy: ₹10 coupon" });
    expect(affordable).toHaveAttribute("aria-disabled", "false");
    const tooDear = expectBlockedAction("Buy: ₹50 coupon", "You need 350 more coins");

    await user.click(tooDear);

    expect(callsTo(requests, "POST", "/api/cupon/buy")).toHaveLength(0);
  });

  it("claims a coupon, says how much went to the bonus balance and refreshes", async () => {
    const requests = mockFetch({
      "GET /api/cupon": answersInTurn(
        couponsPage(),
        couponsPage({ coupons: [{ ...wonCoupon, status: "claimed" }, boughtCoupon] }),
      ),
      "POST /api/claim/cupon": () => jsonResponse({ Status: "OK", valuePaise: 1000 }),
    });
    const { user } = renderCoupons();

    await user.click(await screen.findByRole("button", { name: "Claim: Game coupon, ₹10.00" }));

    const mine = section("My coupons");
    expect(await within(mine).findByRole("status")).toHaveTextContent(
      "₹10.00 added to your bonus balance",
    );
    const claims = callsTo(requests, "POST", "/api/claim/cupon");
    expect(claims).toHaveLength(1);
    expect(await claims[0]?.json()).toEqual({ id: "coupon-won" });
    await waitFor(() => expect(within(mine).queryByRole("button")).not.toBeInTheDocument());
    expect(callsTo(requests, "GET", "/api/cupon")).toHaveLength(2);
    expect(within(mine).getByRole("heading", { name: "My coupons" })).toHaveFocus();
  });

  it("buys a coupon with coins and refreshes the balance and the list", async () => {
    const bought: CouponView = {
      ...wonCoupon,
      id: "coupon-new",
      name: "₹10 coupon",
      source: "bought",
    };
    const requests = mockFetch({
      "GET /api/cupon": answersInTurn(
        couponsPage(),
        couponsPage({ coins: 50, coupons: [bought, wonCoupon, boughtCoupon] }),
      ),
      "POST /api/cupon/buy": () => jsonResponse({ Status: "OK", id: "coupon-new" }, 201),
    });
    const { user } = renderCoupons();

    await user.click(await screen.findByRole("button", { name: "Buy: ₹10 coupon" }));

    expect(await within(section("Buy with coins")).findByRole("status")).toHaveTextContent(
      "You bought ₹10 coupon. It is in My coupons, ready to claim.",
    );
    const buys = callsTo(requests, "POST", "/api/cupon/buy");
    expect(buys).toHaveLength(1);
    expect(await buys[0]?.json()).toEqual({ id: "cat-10" });
    await waitFor(() => expect(balanceLine()).toHaveTextContent("You have 50 coins"));
    expect(within(section("My coupons")).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Buy: ₹10 coupon" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("shows the server's message when the coins ran short and refreshes the balance", async () => {
    mockFetch({
      "GET /api/cupon": answersInTurn(couponsPage(), couponsPage({ coins: 40 })),
      "POST /api/cupon/buy": () =>
        errorResponse(409, "insufficient_balance", "You do not have enough coins"),
    });
    const { user } = renderCoupons();

    await user.click(await screen.findByRole("button", { name: "Buy: ₹10 coupon" }));

    const popup = await screen.findByRole("alertdialog");
    expect(popup).toHaveTextContent("You do not have enough coins");
    await waitFor(() => expectBlockedAction("Buy: ₹10 coupon", "You need 60 more coins"));
    expect(within(section("Buy with coins")).getByRole("status")).toHaveTextContent("");
  });

  it("says so when there are no coupons and nothing for sale", async () => {
    mockFetch({
      "GET /api/cupon": () => jsonResponse(couponsPage({ coins: 0, coupons: [], catalogue: [] })),
    });
    renderCoupons();

    expect(await screen.findByRole("region", { name: "My coupons" })).toHaveTextContent(
      "You have no coupons yet. Win one while you play, or buy one with coins below.",
    );
    expect(screen.getByText("No coupons are for sale right now. Check back later.")).toBeVisible();
    expect(balanceLine()).toHaveTextContent("You have 0 coins");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows a loading state until the coupons arrive", async () => {
    const { handler, answer } = heldAnswer();
    mockFetch({ "GET /api/cupon": handler });
    renderCoupons();

    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    answer(jsonResponse(couponsPage()));
    expect(await screen.findByRole("region", { name: "My coupons" })).toBeVisible();
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
  });

  it("shows the server's message and a retry when the coupons cannot be read", async () => {
    mockFetch({
      "GET /api/cupon": () => errorResponse(401, "unauthorized", "Your session has expired"),
    });
    const { user } = renderCoupons();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load your coupons. Your session has expired",
    );
    mockFetch({ "GET /api/cupon": () => jsonResponse(couponsPage()) });
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("region", { name: "My coupons" })).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks a visitor to log in and calls nothing", async () => {
    localStorage.removeItem("ssid");
    const requests = mockFetch({});
    const { user } = renderCoupons();

    expect(screen.getByText("Log in to see your coins and coupons.")).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Log in" }));

    expect(screen.getByRole("heading", { name: "Other screen at /login" })).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});
