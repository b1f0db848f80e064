// Proves the visitor trial and the money it moves, across browsers: a visitor wins the
// trial, finds the prize in neither the page's text nor its accessibility tree until the
// card is scratched, scratches the card with pointer moves, signs in, adds UPI details, and the claim
// reaches the admin's Pay to Users, held for a day since the details are new (decision
// 023): no Paid until then, and the visitor's pending screen says until when. The same
// person wins again on another phone and network, and that second claim is refused with
// the prize back in the pool. Also a deposit through the sandbox checkout, after the
// age-and-place step, shows the first-deposit bonus in the Bank.

import type { Page } from "@playwright/test";
import { answerFor } from "./support/answer-key";
import { confirmEligibilityOnScreen } from "./support/eligibility";
import { expect, test } from "./support/people";
import { adminToken, signInAdminByApi, signInPlayerByApi } from "./support/sign-in";

/** Plays /try with the right answer and waits for the win. */
async function winTrial(visitor: Page) {
  await visitor.goto("/try");
  const text = (await visitor.locator("p.trial-question-text").textContent())!.trim();
  await visitor
    .getByRole("button", { name: new RegExp(`^${answerFor(text).toUpperCase()} `) })
    .click();
  await expect(visitor.getByRole("heading", { name: "Correct Answer!" })).toBeVisible();
}

test("a visitor wins, scratches, signs in, adds UPI, the claim waits a day, and a second prize is refused", async ({
  openPage,
  request,
}) => {
  const stamp = Date.now();
  const token = await adminToken(request);
  await request.post("/admin/add/singel/rewards", {
    headers: { Authorization: `Bearer ${token}` },
    data: { data: 40 },
  });

  // Trials are limited per IP; this visitor comes from an address of its own (the local
  // Worker trusts CF-Connecting-IP, as Cloudflare sets it in production).
  const visitor = await openPage({
    extraHTTPHeaders: { "CF-Connecting-IP": `203.0.113.${stamp % 250}` },
  });
  await winTrial(visitor);

  // Before it is scratched, the prize is in neither the page's text nor its accessibility tree.
  const card = visitor.getByRole("img", { name: /^Scratch card/ });
  await expect(card).toBeVisible();
  const textBefore = await visitor.evaluate(() => document.body.textContent ?? "");
  const treeBefore = await visitor.locator("body").ariaSnapshot();
  const box = (await card.boundingBox())!;
  await visitor.mouse.move(box.x + 5, box.y + 5);
  await visitor.mouse.down();
  for (let y = 10; y < box.height; y += 25) {
    await visitor.mouse.move(box.x + 5, box.y + y, { steps: 2 });
    await visitor.mouse.move(box.x + box.width - 5, box.y + y, { steps: 8 });
  }
  await visitor.mouse.up();
  const won = visitor.getByRole("heading", { name: /^You Won ₹\d+\.00$/ });
  await expect(won).toBeVisible();
  const prize = (await won.textContent())!.replace("You Won ", "");
  expect(textBefore).not.toContain(prize);
  expect(treeBefore).not.toContain(prize);
  expect(`${textBefore}${treeBefore}`).not.toContain("₹");

  await visitor.getByRole("button", { name: "Claim Now" }).click();
  await expect(
    visitor.getByText("Add your payment method in seconds, just log in or sign up!"),
  ).toBeVisible();
  const signedIn = await signInPlayerByApi(visitor);
  await visitor.goto("/account/upi");
  await visitor.getByRole("textbox", { name: "UPI id" }).fill("winner@okbank");
  await visitor.getByRole("button", { name: "Save" }).click();
  await expect(visitor.getByText(/^₹\d+\.00 claim requested$/)).toBeVisible();

  const admin = await openPage();
  await signInAdminByApi(admin);
  await admin.goto("/admin/add/reward");
  const payTo = admin.getByRole("region", { name: "Pay to Users" });
  const claim = payTo.getByRole("listitem", { name: "winner@okbank" });
  await expect(claim).toContainText(/Held until /);
  await expect(claim.getByRole("button", { name: /^Paid: / })).toHaveCount(0);

  await visitor.goto("/account/pending");
  await expect(
    visitor.getByText(/^Held until .+: your payout details changed recently$/),
  ).toBeVisible();
  expect(signedIn.userId).toBeTruthy();

  // The same person on another phone and network: a trial prize is once per person.
  const untaken = async () =>
    (
      (await (
        await request.get("/admin/rewards", { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { data: unknown[] }
    ).data.length;
  const poolBefore = await untaken();
  const again = await openPage({
    extraHTTPHeaders: { "CF-Connecting-IP": `203.0.113.${(stamp + 101) % 250}` },
  });
  await winTrial(again);
  expect(await untaken()).toBe(poolBefore - 1);
  await again.getByRole("button", { name: "Reveal" }).click();
  await again.getByRole("button", { name: "Claim Now" }).click();
  await signInPlayerByApi(again, signedIn.email);
  await again.goto("/account/upi");
  await expect(
    again.getByText("Save your payment details to claim your trial reward."),
  ).toBeVisible();
  await again.getByRole("textbox", { name: "UPI id" }).fill("second.phone@okbank");
  await again.getByRole("button", { name: "Save" }).click();
  await expect(again.getByRole("alertdialog")).toContainText(
    "A trial prize can be claimed once per person and payout account",
  );
  expect(await untaken()).toBe(poolBefore);
  await again.goto("/try");
  await expect(again.getByText("Your answer was right, but no prize goes with it.")).toBeVisible();
});

test("a deposit through the sandbox lands in the Bank with the first-deposit bonus", async ({
  page,
}) => {
  await signInPlayerByApi(page);
  await page.goto("/payment");
  await expect(
    page.getByText("Deposit ₹20.00 and get ₹10.00 bonus on your first deposit"),
  ).toBeVisible();
  await confirmEligibilityOnScreen(page);
  await page.getByRole("spinbutton", { name: "Amount in rupees" }).fill("20");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay ₹20.00" }).click();
  await expect(page.getByText("₹20.00 added to your Bank")).toBeVisible();
  await page.goto("/account");
  const balances = page.getByRole("definition");
  await expect(balances.filter({ hasText: "₹20.00" }).first()).toBeVisible();
  await expect(balances.filter({ hasText: "₹10.00" }).first()).toBeVisible();
});
