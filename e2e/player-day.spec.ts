// Proves a player's whole day at 360 px against `npm start`'s fresh seed:
// 1. a visitor wins the trial from the demo reward pool (nothing added by the test),
//    scratches the card, signs in and claims it with UPI details;
// 2. the day's free run, after which /start counts down to the next free try;
// 3. the age-and-place step, a sandbox deposit, a try bought on /start from the named
//    balance, and played;
// 4. the unspent cash withdrawn from the Bank waits a day, since the UPI id is new
//    (decision 023): the admin sees it held on /admin/add/reward with no Paid, rejects it
//    with a reason, and the player's open /account/pending turns rejected without a reload.
// And a star prize delivered: the admin gives a prize sizes on /admin/prize; the
// player, with a perfect run's stars, asks for it at 360 px with a size and an address (a
// wrong PIN code refused at its field first, no serious axe finding on the form); the
// admin sees the delivery on /admin/request, approves it and marks it shipped with a
// tracking reference, which the player's open /cart/history shows without a reload.
// `QUIZZY_STATE_DIR=.wrangler/e2e npm run ledger:check` afterwards proves the ledger.
import type { APIRequestContext, Page } from "@playwright/test";
import { answerFor, wrongAnswerFor } from "./support/answer-key";
import { seriousViolations } from "./support/axe";
import { fillDeliveryAddress } from "./support/delivery";
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

/** A perfect run through the API (its stars pay for the prize; the loop's screens are play.spec.ts's). */
async function perfectRun(request: APIRequestContext, player: { token: string; userId: string }) {
  const headers = { Authorization: `Bearer ${player.token}` };
  await request.post("/api/run/start", { headers });
  for (let number = 1; number <= 10; number++) {
    const served = await request.get(`/api/get/question/no/by/user/name/${player.userId}`, {
      headers,
    });
    const question = ((await served.json()) as { data: { _id: string; Question: string } }).data;
    const verdict = await request.post("/api/verify/answer/question/number", {
      headers,
      data: { user: player.userId, id: question._id, answer: answerFor(question.Question) },
    });
    expect(((await verdict.json()) as { Status: string }).Status).not.toMatch(/WRONG|TIME/);
  }
}

test("a star prize asked for with a size and an address, shipped by the admin, followed live", async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const prize = `E2E cap ${stamp}`;

  const admin = await openPage({ viewport: { width: 1280, height: 900 } });
  await signInAdminByApi(admin);
  await admin.goto("/admin/prize");
  await admin.getByRole("textbox", { name: "Name" }).fill(prize);
  await admin.getByRole("textbox", { name: "Price in stars" }).fill("1");
  await admin.getByRole("textbox", { name: "What one costs us (₹)" }).fill("250");
  await admin.getByRole("textbox", { name: "Stock" }).fill("5");
  await admin.getByRole("textbox", { name: "Sizes" }).fill("S, M, L");
  await admin.getByRole("button", { name: "Add prize" }).click();
  await expect(admin.getByRole("listitem", { name: prize })).toContainText("S, M, L");

  const player = await openPage({ viewport: PHONE });
  const signedIn = await signInPlayerByApi(player);
  await perfectRun(player.request, signedIn);
  await player.goto("/cart");
  await player.getByRole("button", { name: `Add to cart: ${prize}` }).click();
  await expect(player.getByText(`${prize} added to your cart.`)).toBeVisible();
  const delivery = player.getByRole("form", { name: "Where should we deliver?" });
  await delivery.getByRole("combobox", { name: `Size for ${prize}` }).selectOption("M");
  await fillDeliveryAddress(delivery, {
    name: "Asha Rao",
    mobile: "+91 98765 43210",
    street: "14 Residency Road",
    city: "Pune",
    state: "Maharashtra",
  });
  const pin = delivery.getByRole("textbox", { name: "PIN code" });
  await pin.fill("011001");
  await delivery.getByRole("button", { name: "Request delivery" }).click();
  await expect(pin).toHaveAccessibleDescription(/does not start with 0/);
  expect(await seriousViolations(player, "/cart delivery form")).toEqual([]);
  await pin.fill("411001");
  await delivery.getByRole("button", { name: "Request delivery" }).click();
  await expect(player.getByText("Delivery requested for 1 prize.", { exact: false })).toBeVisible();
  await player.getByRole("link", { name: "Cart History" }).click();
  await expect(player.getByRole("heading", { level: 1, name: "Cart History" })).toBeVisible();
  const requested = player.getByRole("listitem").filter({ hasText: prize });
  await expect(requested).toContainText("Status: Requested");
  await expect(requested).toContainText("SizeM");

  await admin.goto("/admin/request");
  const card = admin.getByRole("article", { name: `${prize} for E2E` });
  await expect(card).toContainText("+91 98765 43210");
  await expect(card).toContainText("14 Residency Road, Pune, Maharashtra 411001");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card).toHaveCount(0);
  await admin.getByRole("combobox", { name: "Status" }).selectOption("Approved");
  await card.getByRole("textbox", { name: "Tracking reference" }).fill(`AWB${stamp}`);
  await card.getByRole("button", { name: /^Mark shipped/ }).click();
  await expect(admin.getByText(`Shipped ${prize} for E2E.`)).toBeVisible();

  await expect(requested).toContainText("Status: Shipped");
  await expect(requested).toContainText(`Tracking referenceAWB${stamp}`);
});

test("a player's whole day: trial win and claim, free run, deposit and bought try, held withdrawal decided live", async ({
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

  // 4. The unspent cash goes back, held a day: the UPI id was saved today. The admin cannot
  //    pay it yet and rejects it; the pending screen follows live.
  await player.goto("/account");
  await player.getByRole("button", { name: "Withdraw" }).click();
  await expect(
    player.getByRole("spinbutton", { name: "Amount to withdraw, in rupees" }),
  ).toHaveValue("30");
  await player.getByRole("button", { name: "Request withdrawal" }).click();
  await expect(player.getByText(/^₹30\.00 requested\. Held until /)).toBeVisible();
  await player.goto("/account/pending");
  const withdrawal = player.getByRole("listitem").filter({ hasText: "Withdrawal" });
  await expect(withdrawal).toContainText("₹30.00");
  await expect(withdrawal).toContainText(/Held until .+: your payout details changed recently/);
  await expect(player.getByRole("listitem").filter({ hasText: "Trial reward" })).toBeVisible();

  const admin = await openPage({ viewport: { width: 1280, height: 900 } });
  await signInAdminByApi(admin);
  await admin.goto("/admin/add/reward");
  const payTo = admin.getByRole("region", { name: "Pay to Users" });
  await payTo.getByRole("radio", { name: "Player withdrawals" }).check();
  const card = payTo.getByRole("listitem", { name: upi });
  await expect(card).toContainText("Player withdrawal");
  await expect(card).toContainText("₹30.00");
  await expect(card).toContainText(/Held until /);
  await expect(card.getByRole("button", { name: /^Paid: / })).toHaveCount(0);
  await card.getByRole("button", { name: /^Reject: / }).click();
  const reject = admin.getByRole("dialog", { name: `Reject ₹30.00 to ${upi}?` });
  await reject.getByRole("textbox", { name: "Reason" }).fill(`Not the usual account ${stamp}`);
  await reject.getByRole("button", { name: "Reject payout" }).click();
  await expect(card).toHaveCount(0);

  await expect(withdrawal).toContainText(/Rejected on /);
  await expect(withdrawal).toContainText(`Reason: Not the usual account ${stamp}`);
  await expect(withdrawal).toContainText("The money is back in your cash.");
});
