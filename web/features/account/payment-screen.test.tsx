// Proves /payment against a mocked server: the player's own first-deposit offer (none for
// a returning person, whose earlier account had it), Pay POSTs the amount in
// rupees and opens the provider's checkout, the server's amount message is shown on the
// field; the age-and-place step before a first deposit, after which the deposit form
// takes focus (decision 021); why there is no deposit where paid play is off here or in
// the player's state; and a 403 refreshes the Bank's read, which says which. The page
// navigation itself is mocked: jsdom cannot leave the page.
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountResponse } from "../../../contract/account";
import type { PaidPlayAccess } from "../../../contract/eligibility";
import { openPage } from "../../lib/page-location";
import { errorResponse, invalidBody } from "../../test/error-responses";
import { answersInTurn, callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { accountView } from "../../test/money-test-data";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { PaymentScreen } from "./payment-screen";

vi.mock("../../lib/page-location");

const CHECKOUT = "http://localhost/api/payments/sandbox/checkout/sbx_order_1";
const NEW_PLAYER_OFFER = "Deposit ₹20.00 and get ₹10.00 bonus on your first deposit";

function account(
  access: PaidPlayAccess = "open",
  overrides: Partial<AccountResponse> = {},
): AccountResponse {
  return accountView({
    balances: { cash: 0, bonus: 0, winnings: 0, coins: 0, stars: 0, tries: 0 },
    depositsEnabled: access === "open" || access === "eligibility_required",
    eligibility: access === "eligibility_required" ? null : accountView().eligibility,
    paidPlay: {
      access,
      region: access === "closed_in_region" ? "TN" : access === "open" ? "MH" : null,
    },
    ...overrides,
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
      "GET /api/account": () => jsonResponse(account()),
      "POST /api/payments/deposit": () =>
        jsonResponse({ Status: "OK", paymentId: "pay-1", checkoutUrl: CHECKOUT }, 201),
    });
    const { user } = renderPayment();

    expect(await screen.findByText(NEW_PLAYER_OFFER)).toBeVisible();
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
      "GET /api/account": () => jsonResponse(account()),
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
    const requests = mockFetch({ "GET /api/account": () => jsonResponse(account()) });
    const { user } = renderPayment();

    await user.clear(await screen.findByRole("spinbutton", { name: "Amount in rupees" }));
    await user.click(screen.getByRole("button", { name: "Pay" }));

    expect(amountField()).toHaveAccessibleDescription(
      "From ₹10.00 to ₹10,000.00, in whole rupees. Enter an amount in rupees",
    );
    expect(callsTo(requests, "POST", "/api/payments/deposit")).toHaveLength(0);
  });

  it("shows a returning player, whose earlier account had the bonus, no first-deposit offer", async () => {
    const returning = account("open", {
      offers: { firstDeposit: null, referralRewardPaise: 5000, likeFreeTries: 0 },
    });
    mockFetch({ "GET /api/account": () => jsonResponse(returning) });
    renderPayment();

    expect(await screen.findByRole("spinbutton", { name: "Amount in rupees" })).toHaveValue(10);
    expect(screen.queryByText(/bonus/)).not.toBeInTheDocument();
  });

  it("states the offer with the figures the settings hold", async () => {
    const changed = account("open", {
      offers: {
        firstDeposit: { minPaise: 5000, bonusPaise: 2500 },
        referralRewardPaise: 5000,
        likeFreeTries: 1,
      },
    });
    mockFetch({ "GET /api/account": () => jsonResponse(changed) });
    renderPayment();

    expect(
      await screen.findByText("Deposit ₹50.00 and get ₹25.00 bonus on your first deposit"),
    ).toBeVisible();
    expect(amountField()).toHaveValue(50);
  });

  it("asks age and place before the first deposit, then the deposit form takes focus", async () => {
    const requests = mockFetch({
      "GET /api/account": answersInTurn(account("eligibility_required"), account("open")),
      "PUT /api/account/eligibility": () =>
        jsonResponse({
          eligibility: { adult: true, region: "KA", confirmedAt: 1 },
          paidPlay: { access: "open", region: "KA" },
        }),
    });
    const { user } = renderPayment();

    expect(await screen.findByRole("heading", { name: "Before your first deposit" })).toBeVisible();
    expect(screen.getByText(NEW_PLAYER_OFFER)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Confirm" }));
    const adult = screen.getByRole("checkbox", { name: "I am 18 or older" });
    expect(adult).toBeInvalid();
    expect(adult).toHaveFocus();
    expect(adult).toHaveAccessibleDescription("Confirm that you are 18 or older");
    const place = screen.getByRole("combobox", { name: "State or union territory where you live" });
    expect(place).toHaveAccessibleDescription("Choose your state or union territory");
    expect(callsTo(requests, "PUT", "/api/account/eligibility")).toHaveLength(0);

    await user.keyboard(" ");
    await user.selectOptions(place, "Karnataka");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    await waitFor(() => expect(amountField()).toHaveFocus());
    const [put] = callsTo(requests, "PUT", "/api/account/eligibility");
    expect(await put?.json()).toEqual({ adult: true, region: "KA" });
    expect(put?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(screen.getByRole("button", { name: "Pay" })).toBeVisible();
  });

  it("shows the server's message on the field it refused in the step", async () => {
    mockFetch({
      "GET /api/account": () => jsonResponse(account("eligibility_required")),
      "PUT /api/account/eligibility": () =>
        invalidBody({ region: "Choose your state or union territory" }),
    });
    const { user } = renderPayment();

    await user.click(await screen.findByRole("checkbox", { name: "I am 18 or older" }));
    await user.selectOptions(
      screen.getByRole("combobox", { name: "State or union territory where you live" }),
      "Delhi",
    );
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    const place = screen.getByRole("combobox", { name: "State or union territory where you live" });
    await waitFor(() => expect(place).toBeInvalid());
    expect(place).toHaveFocus();
  });

  it("says why there is no deposit where paid play is off in the player's state", async () => {
    mockFetch({ "GET /api/account": () => jsonResponse(account("closed_in_region")) });
    renderPayment();

    expect(
      await screen.findByText(
        "Paid play is not available in Tamil Nadu. Your free daily try is still yours.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the Bank" })).toHaveAttribute(
      "href",
      "/account",
    );
  });

  it("says deposits are not available when paid play is off", async () => {
    mockFetch({ "GET /api/account": () => jsonResponse(account("off")) });
    renderPayment();

    expect(await screen.findByText("Deposits are not available here: play is free.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("reads the Bank again on a 403, and shows what it says", async () => {
    mockFetch({
      "GET /api/account": answersInTurn(account("open"), account("closed_in_region")),
      "POST /api/payments/deposit": () =>
        errorResponse(
          403,
          "paid_play_unavailable_in_region",
          "Paid play is not available in Tamil Nadu. Your free daily try is still yours.",
        ),
    });
    const { user } = renderPayment();

    await user.click(await screen.findByRole("button", { name: "Pay" }));

    expect(
      await screen.findByText(
        "Paid play is not available in Tamil Nadu. Your free daily try is still yours.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(openPage).not.toHaveBeenCalled();
  });
});
