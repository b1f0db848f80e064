import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { DepositResponse } from "../../contract/payments";
import { paymentRoutes } from "../../contract/routes/payments";

/**
 * A deposit settled through the development payment sandbox by the calls its checkout page
 * makes, for journeys whose subject is not the deposit itself (promises-and-eligibility
 * and player-day drive the checkout on screen). The player must have confirmed their age
 * and state first.
 */
export async function depositByApi(request: APIRequestContext, token: string, rupees: number) {
  const ordered = await request.post(paymentRoutes.deposit.path, {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: rupees },
  });
  expect(ordered.status()).toBe(201);
  const { checkoutUrl } = (await ordered.json()) as DepositResponse;
  const orderId = decodeURIComponent(new URL(checkoutUrl).pathname.split("/").pop()!);
  const settled = await request.post(paymentRoutes.sandboxComplete.path, {
    form: { orderId, outcome: "settled" },
    maxRedirects: 0,
  });
  expect(settled.status()).toBe(303);
}

/** One balance of the Bank screen (/account), by its label. */
const bankBalance = (page: Page, label: string) =>
  page.locator(".account-balance").filter({ has: page.getByText(label, { exact: true }) });

/**
 * A ₹20.00 deposit made on the Bank screen through the sandbox's checkout, as a returning
 * player makes it: no bonus is promised before paying, and none is paid.
 */
export async function depositTwentyWithoutBonusOnScreen(player: Page) {
  await player.getByRole("spinbutton", { name: "Amount in rupees" }).fill("20");
  await expect(player.getByText(/bonus/)).toHaveCount(0);
  await player.getByRole("button", { name: "Pay" }).click();
  await player.getByRole("button", { name: "Pay ₹20.00" }).click();
  await expect(player.getByText("₹20.00 added to your Bank")).toBeVisible();
  await player.goto("/account");
  await expect(bankBalance(player, "Cash")).toContainText("₹20.00");
  await expect(bankBalance(player, "Bonus")).toContainText("₹0.00");
}
