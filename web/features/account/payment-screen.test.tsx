// Proves /payment against a mocked server: the first-deposit offer, Pay POSTs the amount
// in rupees and opens the provider's checkout, the server's amount message is shown on
// the field, and with paid play off (depositsEnabled false, or a 403) deposits are not
// offered. The page navigation itself is mocked: jsdom cannot leave the page.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountResponse } from "../../../contract/account";
import { openPage } from "../../lib/page-location";
import { errorResponse, invalidBody } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { accountView } from "../../test/money-test-data";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { PaymentScreen } from "./payment-screen";

vi.mock("../../lib/page-location");

const CHECKOUT = "http://localhost/api/payments/sandbox/checkout/sbx_order_1";

function account(depositsEnabled: boolean): AccountResponse {
  return accountView({
    balances: { cash: 0, bonus: 0, winnings: 0, coins: 0, stars: 0, tries: 0 },
    depositsEnabled,
  });
}

const renderPayment = () => renderScreen(<PaymentScreen />, "/payment");
const amountField = () => screen.getByRole("spinbutton", { name: "Amount in rupees" });

beforeEach(() => {
  signInPlayer();
  vi.mocked(openPage).mockReset();
  silenceConsoleErrors();
});

describe("/payment", () => {
  it("offers the first-deposit bonus and pays 20 by default through the checkout", async () => {
    const requests = mockFetch({
      "GET /api/account": () => jsonResponse(account(true)),
      "POST /api/payments/deposit": () =>
        jsonResponse({ Status: "OK", paymentId: "pay-1", checkoutUrl: CHECKOUT }, 201),
    });
    const { user } = renderPayment();

    expect(await screen.findByText("Deposit 20 and get 10 bonus on first deposit")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Add Money" })).toBeVisible();
    expect(amountField()).toHaveValue(20);

    await user.click(screen.getByRole("button", { name: "Pay" }));

    expect(await screen.findByText("Opening the payment page…")).toBeVisible();
    expect(openPage).toHaveBeenCalledWith(CHECKOUT);
    const deposits = callsTo(requests, "POST", "/api/payments/deposit");
    expect(deposits).toHaveLength(1);
    expect(await deposits[0]?.json()).toEqual({ amount: 20 });
    expect(deposits[0]?.headers.get("Authorization")).toBe("Bearer player-session");
  });

  it("shows the server's message on the amount", async () => {
    mockFetch({
      "GET /api/account": () => jsonResponse(account(true)),
      "POST /api/payments/deposit": () => invalidBody({ amount: "The smallest deposit is ₹10.00" }),
    });
    const { user } = renderPayment();

    await user.clear(await screen.findByRole("spinbutton", { name: "Amount in rupees" }));
    await user.type(amountField(), "5");
    await user.click(screen.getByRole("button", { name: "Pay" }));

    expect(await screen.findByText("The smallest deposit is ₹10.00")).toBeVisible();
    expect(amountField()).toBeInvalid();
    expect(amountField()).toHaveFocus();
    expect(openPage).not.toHaveBeenCalled();
  });

  it("asks for an amount before sending an empty one", async () => {
    const requests = mockFetch({ "GET /api/account": () => jsonResponse(account(true)) });
    const { user } = renderPayment();

    await user.clear(await screen.findByRole("spinbutton", { name: "Amount in rupees" }));
    await user.click(screen.getByRole("button", { name: "Pay" }));

    expect(amountField()).toHaveAccessibleDescription(
      "From ₹10.00 to ₹10,000.00, in whole rupees. Enter an amount in rupees",
    );
    expect(callsTo(requests, "POST", "/api/payments/deposit")).toHaveLength(0);
  });

  it("says deposits are not available when paid play is off", async () => {
    mockFetch({ "GET /api/account": () => jsonResponse(account(false)) });
    renderPayment();

    expect(await screen.findByText("Deposits are not available here: play is free.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("says deposits are not available when the server refuses with 403", async () => {
    mockFetch({
      "GET /api/account": () => jsonResponse(account(true)),
      "POST /api/payments/deposit": () =>
        errorResponse(403, "paid_play_disabled", "Deposits are not available here; play is free"),
    });
    const { user } = renderPayment();

    await user.click(await screen.findByRole("button", { name: "Pay" }));

    expect(await screen.findByText("Deposits are not available here: play is free.")).toBeVisible();
    expect(openPage).not.toHaveBeenCalled();
  });
});
