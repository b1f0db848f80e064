// Proves the returning player's day in Chromium at 360 px against the real server:
// a person who played and deposited before, then deactivated, signs in again on screen
// and is told a new account was opened; home and /payment promise them no first-deposit
// bonus (their earlier account's deposit had it, decision 021); /payment asks their age
// and state before it takes a deposit, which then adds no bonus; with a support
// adjustment's stars they ask for a prize with a delivery address, a wrong PIN code
// refused at its field first; the admin sees the address on /admin/request, approves it
// and marks it shipped, and the player's Cart History shows the tracking reference.
// The second test is the same kind of player's bought try with the connection dropped
// mid-question: the question stays with the offline notice, and once back online the
// answer gets its verdict and its coins are counted once (decision 027).
import type { Page } from "@playwright/test";
import type { AccountResponse, HistoryResponse } from "../contract/account";
import { ELIGIBILITY_REQUIRED_MESSAGE } from "../contract/regions";
import { pathTo } from "../contract/route";
import { adminEconomyRoutes } from "../contract/routes/admin-economy";
import { adminPeopleRoutes } from "../contract/routes/admin-people";
import { bankRoutes } from "../contract/routes/bank";
import { paymentRoutes } from "../contract/routes/payments";
import { runRoutes } from "../contract/routes/play";
import { settingsRoutes } from "../contract/routes/settings";
import { answerFor, wrongAnswerFor } from "./support/answer-key";
import { fillDeliveryAddress } from "./support/delivery";
import { depositByApi, depositTwentyWithoutBonusOnScreen } from "./support/deposit";
import { confirmEligibilityByApi, confirmEligibilityOnScreen } from "./support/eligibility";
import { expect, test } from "./support/people";
import {
  adminToken,
  signInAdminByApi,
  signInPlayerByApi,
  signInPlayerOnScreen,
} from "./support/sign-in";

const PHONE = { width: 360, height: 780 };
const REOPENED =
  "Your earlier account was deactivated, so a new account was opened for you. Welcome!";
const OFFLINE_NOTICE = "No connection. Your answer will be sent again when you are back online.";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The person's earlier account, by the calls its screens make: age and state confirmed,
 * ₹20.00 deposited (which earned the first-deposit bonus), today's free try played and
 * lost, and the account deactivated with its money given up.
 */
async function earlierAccount(page: Page, email: string) {
  const { token, userId } = await signInPlayerByApi(page, email);
  const request = page.request;
  await confirmEligibilityByApi(request, token);
  await depositByApi(request, token, 20);
  expect((await request.post(pathTo(runRoutes.runStart), { headers: bearer(token) })).ok()).toBe(
    true,
  );
  const served = await request.get(pathTo(runRoutes.runQuestion, { user: userId }), {
    headers: bearer(token),
  });
  const question = ((await served.json()) as { data: { _id: string; Question: string } }).data;
  const verdict = await request.post(pathTo(runRoutes.verifyAnswer), {
    headers: bearer(token),
    data: { user: userId, id: question._id, answer: wrongAnswerFor(question.Question) },
  });
  expect(verdict.ok()).toBe(true);
  // Leave the app before its session ends: a request of the open page that met the dead
  // session would reload the page under the next navigation (finding-things.spec.ts).
  await page.evaluate(() => localStorage.clear());
  await page.goto("about:blank");
  const deactivated = await request.post(pathTo(settingsRoutes.deactivateAccount), {
    headers: bearer(token),
    data: { forfeit: true },
  });
  expect(deactivated.status()).toBe(200);
}

test("a returning player is promised no bonus, confirms age and state before the deposit, and gets a prize delivered", async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `returning-day-${stamp}@example.com`;
  const prize = `Returning mug ${stamp}`;
  const player = await openPage({ viewport: PHONE });
  await earlierAccount(player, email);

  // Back the same day: the sign-in says the earlier account is gone.
  await signInPlayerOnScreen(player, email, "Meera Iyer");
  const reopened = player.getByRole("alertdialog", { name: REOPENED });
  await expect(reopened).toBeVisible();
  await reopened.getByRole("button", { name: "OK" }).click();

  // No first-deposit bonus promised: home offers referrals only, /payment none.
  await player.goto("/");
  const offer = player.getByRole("region", { name: "Refer and earn" });
  await expect(offer).toBeVisible();
  await expect(player.getByText(/Deposit ₹|first deposit of|bonus to your Bank/)).toHaveCount(0);
  await offer.getByRole("link", { name: "Add money" }).click();

  // The deposit waits for the age-and-state step of the new account: the earlier account's
  // confirmation went with it, and the server refuses a deposit until it is taken again.
  await expect(player.getByRole("heading", { name: "Before your first deposit" })).toBeVisible();
  await expect(player.getByRole("spinbutton", { name: "Amount in rupees" })).toHaveCount(0);
  const token = (await player.evaluate(() => localStorage.getItem("ssid")))!;
  const early = await player.request.post(paymentRoutes.deposit.path, {
    headers: bearer(token),
    data: { amount: 20 },
  });
  expect(early.status()).toBe(403);
  expect(await early.json()).toEqual({
    error: "eligibility_required",
    message: ELIGIBILITY_REQUIRED_MESSAGE,
  });
  await expect(player.getByText(/bonus/)).toHaveCount(0);
  await confirmEligibilityOnScreen(player, "Karnataka");
  await depositTwentyWithoutBonusOnScreen(player);

  // Stars for a prize: a support adjustment, as support makes good lost stars.
  const admin = await openPage({ viewport: { width: 1280, height: 900 } });
  const adminHeaders = bearer(await adminToken(admin.request));
  const added = await admin.request.post(adminEconomyRoutes.createCataloguePrize.path, {
    headers: adminHeaders,
    data: { name: prize, starPrice: 3, costPaise: 30_000, stock: 5 },
  });
  expect(added.ok()).toBe(true);
  // The new account's id, as its sign-in stored it.
  const userId = (await player.evaluate(() => localStorage.getItem("user")))!;
  const credited = await admin.request.post(
    pathTo(adminPeopleRoutes.adminPlayerAdjustment, { id: userId }),
    {
      headers: adminHeaders,
      data: {
        account: "stars",
        direction: "credit",
        amount: 3,
        reason: "Stars for the returning player's prize",
        key: crypto.randomUUID(),
      },
    },
  );
  expect(credited.ok()).toBe(true);

  // The prize, asked for with where it goes; a short PIN code is refused at its field.
  await player.goto("/cart");
  await player.getByRole("button", { name: `Add to cart: ${prize}` }).click();
  await expect(player.getByText(`${prize} added to your cart.`)).toBeVisible();
  const delivery = player.getByRole("form", { name: "Where should we deliver?" });
  await fillDeliveryAddress(delivery, {
    name: "Meera Iyer",
    mobile: "+91 98450 12345",
    street: "12 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
  });
  const pin = delivery.getByRole("textbox", { name: "PIN code" });
  await pin.fill("56001");
  await delivery.getByRole("button", { name: "Request delivery" }).click();
  await expect(pin).toHaveAccessibleDescription(/A PIN code is 6 digits and does not start with 0/);
  await expect(player.getByText(/Delivery requested/)).toHaveCount(0);
  await pin.fill("560001");
  await delivery.getByRole("button", { name: "Request delivery" }).click();
  await expect(player.getByText("Delivery requested for 1 prize.", { exact: false })).toBeVisible();
  await player.getByRole("link", { name: "Cart History" }).click();
  await expect(player.getByRole("heading", { level: 1, name: "Cart History" })).toBeVisible();
  const requested = player.getByRole("listitem").filter({ hasText: prize });
  await expect(requested).toContainText("Status: Requested");

  // The admin sees where it goes, approves it and ships it with a tracking reference.
  await signInAdminByApi(admin);
  await admin.goto("/admin/request");
  const card = admin.getByRole("article", { name: `${prize} for Meera Iyer` });
  await expect(card).toContainText("+91 98450 12345");
  await expect(card).toContainText("12 MG Road, Bengaluru, Karnataka 560001");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card).toHaveCount(0);
  await admin.getByRole("combobox", { name: "Status" }).selectOption("Approved");
  await card.getByRole("textbox", { name: "Tracking reference" }).fill(`AWB${stamp}`);
  await card.getByRole("button", { name: /^Mark shipped/ }).click();
  await expect(admin.getByText(`Shipped ${prize} for Meera Iyer.`)).toBeVisible();

  // The player's open Cart History follows without a reload.
  await expect(requested).toContainText("Status: Shipped");
  await expect(requested).toContainText(`Tracking referenceAWB${stamp}`);
});

test("a returning player's answer tapped with the connection dropped stays on screen and is counted once", async ({
  openPage,
}) => {
  const email = `returning-offline-${Date.now()}@example.com`;
  const player = await openPage({ viewport: PHONE });
  await earlierAccount(player, email);
  const { token } = await signInPlayerByApi(player, email);
  await confirmEligibilityByApi(player.request, token);
  await depositByApi(player.request, token, 20);

  // Today's free try went with the earlier account: the run is a bought one.
  await player.goto("/start");
  await player.getByRole("button", { name: "Buy a try for ₹10.00" }).click();
  await player
    .getByRole("alertdialog", { name: "Buy a try for ₹10.00?" })
    .getByRole("button", { name: "Pay ₹10.00" })
    .click();
  await expect(player.getByText("Tries left: 1")).toBeVisible();
  await player.getByRole("button", { name: "Start", exact: true }).click();
  await expect(player.getByRole("heading", { name: "Question 1 of 10" })).toBeVisible();
  const question = (await player.locator("p.question-text").textContent())!.trim();
  const right = player.getByRole("button", {
    name: new RegExp(`^${answerFor(question).toUpperCase()} `),
  });

  await player.context().setOffline(true);
  await right.click();
  const notice = player.getByRole("status").filter({ hasText: OFFLINE_NOTICE });
  await expect(notice).toBeVisible();
  await expect(player.getByRole("heading", { name: "Question 1 of 10" })).toBeVisible();
  await expect(player.locator("p.question-text")).toHaveText(question);

  await player.context().setOffline(false);
  await expect(player.getByText("Correct", { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
  const won = Number((await player.getByText(/^\+\d+ coins?$/).textContent())!.replace(/\D/g, ""));
  expect(won).toBeGreaterThan(0);

  const headers = bearer(token);
  const account = (await (
    await player.request.get(bankRoutes.account.path, { headers })
  ).json()) as AccountResponse;
  const history = (await (
    await player.request.get(bankRoutes.accountHistory.path, { headers })
  ).json()) as HistoryResponse;
  expect(account.balances.coins).toBe(won);
  expect(history.entries.filter((entry) => entry.kind === "answer-coins")).toHaveLength(1);
});
