// Proves /claim/cupon?id= against a mocked server: a won coupon is shown with its value
// and claimed by id, with the way on to /play and /cupon; and the screen's other states:
// no id, an id that is not the player's, an already claimed coupon, a refused claim and
// a failed read. The route table is not involved: the screen is rendered on its own.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { CouponsResponse, CouponView } from "../../../contract/rewards";
import { errorResponse } from "../../test/error-responses";
import { answersInTurn, callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { refuseHeldRead } from "../../test/read-states";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer } from "../../test/sessions";
import { ClaimCouponScreen } from "./claim-coupon-screen";

const wonCoupon: CouponView = {
  id: "coupon-7",
  name: "Game coupon",
  valuePaise: 2500,
  source: "run",
  status: "unclaimed",
  createdAt: Date.UTC(2026, 2, 1),
};

function withCoupons(...coupons: CouponView[]): CouponsResponse {
  return { coins: 0, coupons, catalogue: [] };
}

const renderClaim = (entry: string) => renderScreen(<ClaimCouponScreen />, "/claim/cupon", entry);

beforeEach(signInPlayer);

describe("/claim/cupon", () => {
  it("shows the won coupon's value and claims it by id", async () => {
    const requests = mockFetch({
      "GET /api/cupon": () => jsonResponse(withCoupons(wonCoupon)),
      "POST /api/claim/cupon": () => jsonResponse({ Status: "OK", valuePaise: 2500 }),
    });
    const { user } = renderClaim("/claim/cupon?id=coupon-7");

    expect(await screen.findByRole("heading", { name: "You won a coupon!" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Claim Coupon" })).toBeVisible();
    expect(screen.getByText("₹25.00")).toBeVisible();
    expect(screen.getByText("Game coupon")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Claim now" }));

    const done = await screen.findByText("₹25.00 added to your bonus balance");
    expect(done).toHaveFocus();
    expect(screen.getByRole("heading", { name: "Coupon claimed" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Claim now" })).not.toBeInTheDocument();
    const claims = callsTo(requests, "POST", "/api/claim/cupon");
    expect(claims).toHaveLength(1);
    expect(claims[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(await claims[0]?.json()).toEqual({ id: "coupon-7" });
    expect(screen.getByRole("link", { name: "My coupons" })).toHaveAttribute("href", "/cupon");

    await user.click(screen.getByRole("link", { name: "Keep playing" }));
    expect(screen.getByRole("heading", { name: "Other screen at /play" })).toBeVisible();
  });

  it("says a coupon was already claimed and offers no claim", async () => {
    mockFetch({
      "GET /api/cupon": () => jsonResponse(withCoupons({ ...wonCoupon, status: "claimed" })),
    });
    renderClaim("/claim/cupon?id=coupon-7");

    expect(await screen.findByRole("heading", { name: "Already claimed" })).toBeVisible();
    expect(
      screen.getByText("Game coupon (₹25.00) was already claimed into your bonus balance."),
    ).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Keep playing" })).toHaveAttribute("href", "/play");
  });

  it("says it cannot find a coupon that is not among the player's", async () => {
    const requests = mockFetch({ "GET /api/cupon": () => jsonResponse(withCoupons(wonCoupon)) });
    renderClaim("/claim/cupon?id=someone-elses");

    expect(await screen.findByText("We could not find this coupon in your account.")).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My coupons" })).toHaveAttribute("href", "/cupon");
    expect(callsTo(requests, "POST", "/api/claim/cupon")).toHaveLength(0);
  });

  it("says the link names no coupon when the id is missing, and calls nothing", () => {
    const requests = mockFetch({});
    renderClaim("/claim/cupon");

    expect(screen.getByText("This link does not say which coupon to claim.")).toBeVisible();
    expect(screen.getByRole("link", { name: "My coupons" })).toHaveAttribute("href", "/cupon");
    expect(requests).toHaveLength(0);
  });

  it("shows the server's refusal and then the coupon as already claimed", async () => {
    mockFetch({
      "GET /api/cupon": answersInTurn(
        withCoupons(wonCoupon),
        withCoupons({ ...wonCoupon, status: "claimed" }),
      ),
      "POST /api/claim/cupon": () =>
        errorResponse(409, "conflict", "This coupon is not yours to claim, or was already claimed"),
    });
    const { user } = renderClaim("/claim/cupon?id=coupon-7");

    await user.click(await screen.findByRole("button", { name: "Claim now" }));

    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "This coupon is not yours to claim, or was already claimed",
    );
    expect(await screen.findByRole("heading", { name: "Already claimed" })).toBeVisible();
    expect(screen.queryByText(/added to your bonus balance/)).not.toBeInTheDocument();
  });

  it("shows a loading state, then the server's message and a retry when the read fails", async () => {
    const { user, alert } = await refuseHeldRead(
      "GET /api/cupon",
      errorResponse(500, "internal", "Database unavailable"),
      () => renderClaim("/claim/cupon?id=coupon-7"),
    );
    expect(alert).toHaveTextContent("Could not load this coupon. Database unavailable");

    mockFetch({ "GET /api/cupon": () => jsonResponse(withCoupons(wonCoupon)) });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("button", { name: "Claim now" })).toBeVisible();
  });
});
