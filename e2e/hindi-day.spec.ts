// Proves a new player's whole day at 360 px entirely in Hindi, chosen by nothing but the
// browser's language (Accept-Language: hi-IN), against `npm start`'s fresh seed (issue 34):
// 1. the painted trial landing and /try arrive in Hindi in the HTML itself; the trial's
//    question is the Hindi bank's; a right answer, the scratch card, Claim Now;
// 2. sign-in on the login screen, the trial's claim with a UPI id, the day's free try:
//    a run with its feedback and its summary, and a report of its question;
// 3. the Bank: the age-and-place step, a sandbox deposit, a try bought on /start, and a
//    withdrawal of the unspent cash;
// 4. the reports list, settings, and the language switched back to English there, which
//    takes effect without a reload.
// Every screen is looked for by its Hindi message (e2e/support/messages.ts), so no English
// word is needed to find anything, and each is saved as a screenshot in Hindi and then,
// once switched, in English.
import type { Page } from "@playwright/test";
import { answerFor, wrongAnswerFor } from "./support/answer-key";
import { english, exactly, hindi, unknownValue } from "./support/messages";
import { expect, test } from "./support/people";
import { adminToken } from "./support/sign-in";

const PHONE = { width: 360, height: 780 };
/** A prize's amount, which the trial's draw decides. */
const RUPEES = "₹\\d+\\.00";
/** Devanagari, the script Hindi is written in. */
const DEVANAGARI = /[\u0900-\u097F]/;

/** The screens of the day, by address, to see again in English at the end. */
const screens: { name: string; path: string }[] = [];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`hi-${name}.png`), fullPage: true });
  screens.push({ name, path: new URL(page.url()).pathname });
}

async function scratch(page: Page) {
  const card = page.getByRole("img", { name: exactly(hindi("scratch.label")) });
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  for (let y = 10; y < box.height; y += 25) {
    await page.mouse.move(box.x + 5, box.y + y, { steps: 2 });
    await page.mouse.move(box.x + box.width - 5, box.y + y, { steps: 8 });
  }
  await page.mouse.up();
}

test("a new player's whole day in Hindi at 360 px, then back to English", async ({
  openPage,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const upi = `hindi${stamp}@okbank`;
  // The prize this visitor wins is added for it: the journeys share one server, and the
  // seed's pool is what others (the trial's, the player's day) count on.
  const added = await request.post("/admin/add/singel/rewards", {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { data: 100 },
  });
  expect(added.ok()).toBe(true);

  // The painted pages a Hindi browser is served are Hindi before any script runs.
  for (const path of ["/", "/try"]) {
    const painted = await request.get(path, { headers: { "Accept-Language": "hi-IN,hi;q=0.9" } });
    const html = await painted.text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain(hindi(path === "/" ? "home.game.heading" : "trial.title"));
  }

  const page = await openPage({
    viewport: PHONE,
    locale: "hi-IN",
    // A network of its own (the trial gives one prize per network an hour, and the journeys
    // share one server): TEST-NET-1, which no other journey uses.
    extraHTTPHeaders: { "CF-Connecting-IP": `192.0.2.${stamp % 250}` },
  });

  // 1. The trial, in Hindi, its question from the Hindi bank.
  await page.goto("/start/try");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByText(hindi("trialLanding.winUpTo", { largest: "₹100.00" }))).toBeVisible();
  await shot(page, "trial-landing");
  await page.getByRole("link", { name: exactly(hindi("trialLanding.start")) }).click();
  await expect(page.getByRole("heading", { level: 1, name: hindi("trial.title") })).toBeVisible();
  const question = page.locator("p.trial-question-text");
  await expect(question).toHaveText(DEVANAGARI);
  await shot(page, "trial-question");
  const trialText = (await question.textContent())!.trim();
  await page
    .getByRole("button", { name: new RegExp(`^${answerFor(trialText).toUpperCase()} `) })
    .click();
  await expect(page.getByRole("heading", { name: hindi("trial.correct.title") })).toBeVisible();
  await scratch(page);
  const won = page.getByRole("heading", {
    name: exactly(hindi("scratch.won", { amount: unknownValue(RUPEES) })),
  });
  await expect(won).toBeVisible();
  await shot(page, "trial-won");
  await page.getByRole("button", { name: exactly(hindi("scratch.claim")) }).click();
  await expect(page.getByText(hindi("scratch.signInToClaim"))).toBeVisible();

  // 2. Sign-in on the screen, the claim, and the day's free try.
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: hindi("login.title") })).toBeVisible();
  await shot(page, "login");
  await page.getByRole("button", { name: exactly(hindi("login.google")) }).click();
  const signIn = page.getByRole("dialog", { name: hindi("devSignIn.title") });
  await signIn.getByLabel(hindi("devSignIn.email")).fill(`hindi-${stamp}@example.com`);
  await signIn.getByLabel(hindi("devSignIn.name")).fill("आशा");
  await signIn.getByRole("button", { name: exactly(hindi("devSignIn.submit")) }).click();
  // Signed in, the app leaves the login screen (for the claim's payment details).
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto("/account/upi");
  await page.getByRole("textbox", { name: exactly(hindi("payoutForm.upi.label")) }).fill(upi);
  await page.getByRole("button", { name: exactly(hindi("payoutForm.save")) }).click();
  await expect(
    page.getByText(exactly(hindi("payoutDetails.claimed", { amount: unknownValue(RUPEES) }))),
  ).toBeVisible();
  await shot(page, "payout-details");

  await page.goto("/start");
  await expect(page.getByText(hindi("startScreen.freeTryToday"))).toBeVisible();
  await shot(page, "start");
  await page.getByRole("button", { name: exactly(hindi("startScreen.start")) }).click();
  await expect(
    page.getByRole("heading", { name: hindi("playRound.title", { number: 1, total: 10 }) }),
  ).toBeVisible();
  await shot(page, "question");
  const text = (await page.locator("p.question-text").textContent())!.trim();
  await page
    .getByRole("button", { name: new RegExp(`^${wrongAnswerFor(text).toUpperCase()} `) })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: hindi("runSummary.heading", { status: "lost" }) }),
  ).toBeVisible();
  await shot(page, "run-summary");
  await page
    .getByRole("button", { name: exactly(hindi("summaryQuestion.report", { number: 1 })) })
    .click();
  const report = page.getByRole("dialog", { name: hindi("reportDialog.title") });
  await report
    .getByRole("combobox", { name: hindi("reportDialog.issue") })
    .selectOption({ label: hindi("reportDialog.issue.unclear") });
  await shot(page, "report");
  await report.getByRole("button", { name: exactly(hindi("reportDialog.send")) }).click();
  await expect(page.getByText(hindi("reportDialog.sent"))).toBeVisible();

  // 3. The Bank: the age-and-place step, a deposit, a try bought with its bonus, a withdrawal.
  await page.goto("/payment");
  await page.getByRole("checkbox", { name: hindi("eligibility.adult") }).check();
  await page
    .getByRole("combobox", { name: hindi("eligibility.region.label") })
    .selectOption({ label: "Maharashtra" });
  await page.getByRole("button", { name: exactly(hindi("eligibility.confirm")) }).click();
  await page.getByRole("spinbutton", { name: hindi("payment.amount.label") }).fill("30");
  await shot(page, "payment");
  await page.getByRole("button", { name: exactly(hindi("payment.pay")) }).click();
  // The sandbox's checkout is the payment provider's page, in its own language.
  await page.getByRole("button", { name: "Pay ₹30.00" }).click();
  await expect(page.getByText(hindi("check.settled", { amount: "₹30.00" }))).toBeVisible();
  await shot(page, "payment-settled");

  await page.goto("/start");
  await expect(page.getByText(hindi("buyTry.paidFrom", { source: "bonus" }))).toBeVisible();
  await page
    .getByRole("button", { name: exactly(hindi("buyTry.buy", { price: "₹10.00" })) })
    .click();
  await page
    .getByRole("alertdialog", { name: hindi("buyTry.confirm.title", { price: "₹10.00" }) })
    .getByRole("button", { name: exactly(hindi("buyTry.confirm.pay", { price: "₹10.00" })) })
    .click();
  await expect(
    page.getByText(hindi("buyTry.bought.paid", { source: "bonus", price: "₹10.00" })),
  ).toBeVisible();
  await shot(page, "try-bought");

  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEVANAGARI);
  await shot(page, "bank");
  await page.getByRole("button", { name: exactly(hindi("withdraw.open")) }).click();
  await expect(page.getByRole("spinbutton", { name: hindi("withdraw.amount.label") })).toHaveValue(
    "30",
  );
  await page.getByRole("button", { name: exactly(hindi("withdraw.submit")) }).click();
  await expect(
    page.getByText(
      exactly(hindi("withdraw.requestedHeld", { amount: "₹30.00", until: unknownValue(".+") })),
    ),
  ).toBeVisible();
  await shot(page, "withdrawal");
  await page.goto("/account/pending");
  await expect(page.getByRole("heading", { level: 1, name: hindi("pending.title") })).toBeVisible();
  await shot(page, "pending");

  // 4. The reports, settings, and back to English.
  await page.goto("/tickets");
  await expect(page.getByRole("heading", { level: 1, name: hindi("tickets.title") })).toBeVisible();
  await expect(page.getByText(hindi("tickets.issue.unclear"))).toBeVisible();
  await shot(page, "reports");

  await page.goto("/settings");
  await expect(
    page.getByRole("heading", { level: 1, name: hindi("settings.title") }),
  ).toBeVisible();
  await shot(page, "settings");
  await page
    .getByRole("main")
    .getByRole("group", { name: hindi("language.switch.label") })
    .getByRole("button", { name: english("language.ownName.en") })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: english("settings.title") }),
  ).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // The same screens in English, for the eye that compares the two.
  for (const { name, path } of screens) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // A shot taken at the first paint catches the loading screen: wait for the screen itself.
    await expect(
      page.getByRole("status").filter({ hasText: english("loading.label") }),
    ).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`en-${name}.png`), fullPage: true });
  }
});
