// Proves /account (the Bank) against a mocked server: every balance in its unit, the ways
// to History, Pending payouts and Payment details, Add money only while deposits are on,
// the reminder of a trial claim still to make, and the loading and failure states.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountResponse } from "../../../contract/account";
import { rememberPendingTrialClaim } from "../../lib/device-id";
import { detailOf } from "../../test/detail-of";
import { heldAnswer, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { BankScreen } from "./bank-screen";

function account(depositsEnabled: boolean): AccountResponse {
  return {
    balances: { cash: 2000, bonus: 1000, winnings: 4050, coins: 150, stars: 3, tries: 1 },
    depositsEnabled,
  };
}

/** The value shown beside a balance's label. */
function balance(label: string): string | null {
  return detailOf(document.body, label);
}

const renderBank = () => renderScreen(<BankScreen />, "/account");

beforeEach(() => localStorage.setItem("ssid", "player-session"));

describe("/account", () => {
  it("shows every balance, money in rupees and points as counts", async () => {
    const requests = mockFetch({ "GET /api/account": () => jsonResponse(account(true)) });
    renderBank();

    expect(await screen.findByText("Cash")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Bank" })).toBeVisible();
    expect(balance("Cash")).toBe("₹20.00");
    expect(balance("Bonus")).toBe("₹10.00");
    expect(balance("Winnings")).toBe("₹40.50");
    expect(balance("Coins")).toBe("150");
    expect(balance("Stars")).toBe("3");
    expect(balance("Tries")).toBe("1");
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer player-session");
  });

  it("links to the history, payouts, payment details and Add money while deposits are on", async () => {
    mockFetch({ "GET /api/account": () => jsonResponse(account(true)) });
    const { user } = renderBank();

    const nav = await screen.findByRole("navigation", { name: "Bank" });
    expect(within(nav).getByRole("link", { name: "History" })).toHaveAttribute(
      "href",
      "/account/history",
    );
    expect(within(nav).getByRole("link", { name: "Pending payouts" })).toHaveAttribute(
      "href",
      "/account/pending",
    );
    expect(within(nav).getByRole("link", { name: "Payment details" })).toHaveAttribute(
      "href",
      "/account/upi",
    );
    expect(screen.queryByText(/Deposits are not available/)).not.toBeInTheDocument();

    await user.click(within(nav).getByRole("link", { name: "Add money" }));
    expect(screen.getByRole("heading", { name: "Other screen at /payment" })).toBeVisible();
  });

  it("hides Add money and says play is free while deposits are off", async () => {
    mockFetch({ "GET /api/account": () => jsonResponse(account(false)) });
    renderBank();

    expect(await screen.findByText("Deposits are not available here: play is free.")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Add money" })).not.toBeInTheDocument();
  });

  it("reminds of a trial reward still to claim", async () => {
    rememberPendingTrialClaim("device0123456789");
    mockFetch({ "GET /api/account": () => jsonResponse(account(false)) });
    renderBank();

    expect(
      screen.getByRole("link", { name: "Add your payment details to claim it" }),
    ).toHaveAttribute("href", "/account/upi");
  });

  it("shows a loading state, then the server's message and a retry when the read fails", async () => {
    const { handler, answer } = heldAnswer();
    mockFetch({ "GET /api/account": handler });
    const { user } = renderBank();

    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    answer(jsonResponse({ error: "rate_limited", message: "Slow down" }, 429));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your Bank. Slow down");

    mockFetch({ "GET /api/account": () => jsonResponse(account(true)) });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByText("Cash")).toBeVisible();
  });
});
