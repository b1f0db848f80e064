// Proves a player's whole day at 360 px against `npm start`'s fresh seed (issue 16):
// 1. a visitor wins the trial from the demo reward pool (nothing added by the test),
//    scratches the card, signs in and claims it with UPI details;
// 2. the day's free run, after which /start counts down to the next free try;
// 3. the age-and-place step, a sandbox deposit, a try bought on /start from the named
//    balance, and played;
// 4. the unspent cash withdrawn from the Bank, the admin marks it paid with a UTR on
//    /admin/add/reward, and the player's open /account/pending turns paid without a reload.
// `QUIZZY_STATE_DIR=.wrangler/e2e npm run ledger:check` afterwards proves the ledger.
import type { Page } from "@playwright/test";
import { answerFor, wrongAnswerFor } from "./support/answer-key";
import { confirmEligibilityOnScreen } from "./support/eligibility";
import { expect, test } from "./support/people";
import { signInAdminByApi, signInPlayerByApi } from "./support/sign-in";

const PHONE = { width: 360, height: 780 };

async function scratch(page: Page) {
  const card = page.getByRole("img", { name: /^Scratch card/ });
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  for (let y = 10; y < box.height; y += 25) {
    await page.mouse.move(box.x + 5, box.y + y, { steps: 2 });
    await page.mouse.move(box.x + box.width - 5, box.y + y, { steps: 8 });
  }
  await page.mouse.up();
}

/** Starts a run from /start and ends it with a wrong answer to its first question. */
async function playOneQuestion(page: Page) {
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  const text = (await page.locator("p.question-text").textContent())!.trim();
  await page
    .getByRole("button", { name: new RegExp(`^${wrongAnswerFor(text).toUpperCase()} `) })
    .click();
  await expect(page.getByRole("heading", { name: "Game over" })).toBeVisible();
}

test("a player's whole day: trial win and claim, free run, deposit and bought try, withdrawal paid live", async ({
  openPage,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const upi = `day${stamp}@okbank`;

  // 1. The trial, out of the box: the seed's pool is the promise and the prize.
  const player = await openPage({
    viewport: PHONE,
    extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${stamp % 250}` },
  });
  await player.goto("/start/try");
  await expect(player.getByText("Win Up To ₹100.00")).toBeVisible();
  await player.getByRole("link", { name: "Start", exact: true }).click();
  await expect(player.getByText("Answer 1 question and win up to ₹100.00")).toBeVisible();
  const trialText = (await player.locator("p.trial-question-text").textContent())!.trim();
  await player
    .getByRole("button", { name: new RegExp(`^${answerFor(trialText).toUpperCase()} `) })
    .click();
  await expect(player.getByRole("heading", { name: "Correct Answer!" })).toBeVisible();
  await scratch(player);
  await expect(player.getByRole("heading", { name: /^You Won ₹\d+\.00$/ })).toBeVisible();
  await player.getByRole("button", { name: "Claim Now" }).click();
  await expect(
    player.getByText("Add your payment method in seconds, just log in or sign up!"),
  ).toBeVisible();
  await signInPlayerByApi(player);
  await player.goto("/account/upi");
  await player.getByRole("textbox", { name: "UPI id" }).fill(upi);
  await player.getByRole("button", { name: "Save" }).click();
  await expect(player.getByText(/^₹\d+\.00 claim requested$/)).toBeVisible();

  // 2. The day's free run; then Start says when the next free try comes.
  await player.goto("/start");
  await expect(player.getByText("1 free try today")).toBeVisible();
  await playOneQuestion(player);
  await player.goto("/start");
  await expect(player.getByText(/^Next free try in \d\d:\d\d:\d\d$/)).toBeVisible();
  await expect(player.getByRole("button", { name: "Start", exact: true })).toBeDisabled();

  // 3. A deposit through the sandbox, a try bought with its bonus, and played.
  await player.goto("/payment");
  await confirmEligibilityOnScreen(player);
  await player.getByRole("spinbutton", { name: "Amount in rupees" }).fill("30");
  await player.getByRole("button", { name: "Pay" }).click();
  await player.getByRole("button", { name: "Pay ₹30.00" }).click();
  await expect(player.getByText("₹30.00 added to your Bank")).toBeVisible();
  await player.goto("/start");
  await expect(player.getByText("Paid from your bonus money")).toBeVisible();
  await player.getByRole("button", { name: "Buy a try for ₹10.00" }).click();
  await player
    .getByRole("alertdialog", { name: "Buy a try for ₹10.00?" })
    .getByRole("button", { name: "Pay ₹10.00" })
    .click();
  await expect(
    player.getByText("You bought a try for ₹10.00, paid from your bonus money."),
  ).toBeVisible();
  await expect(player.getByText("Tries left: 1")).toBeVisible();
  await playOneQuestion(player);

  // 4. The unspent cash goes back; the admin pays it; the pending screen follows live.
  await player.goto("/account");
  await player.getByRole("button", { name: "Withdraw" }).click();
  await expect(
    player.getByRole("spinbutton", { name: "Amount to withdraw, in rupees" }),
  ).toHaveValue("30");
  await player.getByRole("button", { name: "Request withdrawal" }).click();
  await expect(player.getByText(/^₹30\.00 requested\./)).toBeVisible();
  await player.goto("/account/pending");
  const withdrawal = player.getByRole("listitem").filter({ hasText: "Withdrawal" });
  await expect(withdrawal).toContainText("₹30.00");
  await expect(withdrawal).toContainText("Waiting for Funds");
  await expect(player.getByRole("listitem").filter({ hasText: "Trial reward" })).toBeVisible();

  const admin = await openPage({ viewport: { width: 1280, height: 900 } });
  await signInAdminByApi(admin);
  await admin.goto("/admin/add/reward");
  const payTo = admin.getByRole("region", { name: "Pay to Users" });
  await payTo.getByRole("radio", { name: "Player withdrawals" }).check();
  const card = payTo.getByRole("listitem", { name: upi });
  await expect(card).toContainText("Player withdrawal");
  await expect(card).toContainText("₹30.00");
  await card.getByRole("textbox", { name: "Bank reference (UTR, optional)" }).fill(`UTR${stamp}`);
  await card.getByRole("button", { name: /^Paid: / }).click();
  await expect(card).toHaveCount(0);

  await expect(withdrawal).toContainText(/Paid on /);
  await expect(withdrawal).toContainText(`Reference UTR${stamp}`);
  await expect(withdrawal).not.toContainText("Waiting for Funds");
});
