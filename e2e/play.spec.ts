// Proves the play loop in a real browser at 360 px against the real server: a run starts
// from /start; every answer gets its verdict in the page with the run's
// progress, coins and streak; a perfect run ends on its summary at /result with what it
// won linked to where it is used, which a reload shows again; a wrong answer and a
// question left alone end on the summary too; a reload mid-question resumes the same
// question with the server's remaining time. Reduce motion and sound are in
// e2e/motion-and-sound.spec.ts.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { answerFor, wrongAnswerFor } from "./support/answer-key";
import { signInPlayerByApi } from "./support/sign-in";

async function startRun(page: Page) {
  await page.goto("/start");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Question 1 of 10" })).toBeVisible();
}

/** The open question's text. */
async function questionText(page: Page) {
  return (await page.locator("p.question-text").textContent())!.trim();
}

function answerButton(page: Page, letter: string): Locator {
  return page.getByRole("button", { name: new RegExp(`^${letter.toUpperCase()} `) });
}

test("a perfect run shows progress and every verdict, then a summary whose links lead on", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInPlayerByApi(page);
  await startRun(page);

  for (let number = 1; number <= 10; number++) {
    await expect(page.getByRole("heading", { name: `Question ${number} of 10` })).toBeVisible();
    const progress = page.getByRole("progressbar");
    await expect(progress).toHaveAttribute("value", String(number - 1));
    await expect(progress).toHaveAttribute("max", "10");
    await expect(page.getByText(`Streak: ${number - 1}`)).toBeVisible();
    const coinsBefore = Number((await page.getByText(/^\d+ coins?$/).textContent())!.split(" ")[0]);

    await answerButton(page, answerFor(await questionText(page))).click();

    await expect(page.getByText("Correct", { exact: true })).toBeVisible();
    const gained = Number(
      (await page.getByText(/^\+\d+ coins?$/).textContent())!.replace(/\D/g, ""),
    );
    expect(gained).toBeGreaterThan(0);
    await expect(page.getByText(`${coinsBefore + gained} coins`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Streak: ${number}`)).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Options" }).getByText("Correct answer"),
    ).toBeVisible();
    // Every 5th right answer wins a coupon (the seed's run settings); the 10th also stars.
    if (number % 5 === 0) {
      await expect(page.getByText("You won a coupon", { exact: true })).toBeVisible();
    }
    if (number < 10) {
      await page.getByRole("button", { name: "Next question" }).click();
    } else {
      await expect(page.getByText(/^You won \d stars?$/)).toBeVisible();
    }
  }

  // The summary comes by itself after the last verdict.
  await expect(page.getByRole("heading", { level: 1, name: "Perfect run!" })).toBeVisible();
  await expect(page).toHaveURL(/\/result\?run=/);
  await expect(page.getByText("10 of 10 correct")).toBeVisible();
  await expect(page.getByText(/^Time: /)).toBeVisible();
  const won = page.getByRole("region", { name: "You won" });
  await expect(won.getByRole("link", { name: /^Claim your ₹\d+\.\d\d coupon$/ })).toHaveCount(2);
  await expect(
    page.getByRole("heading", { level: 3, name: /^Question \d+: Correct$/ }),
  ).toHaveCount(10);
  // One closed "Proof" per answer holds its receipt.
  await expect(page.getByText("Proof", { exact: true })).toHaveCount(10);
  await expect(page.getByRole("group", { name: /^Signed receipt for question/ })).toHaveCount(0);
  await page.getByText("Proof", { exact: true }).last().click();
  await expect(page.getByRole("group", { name: "Signed receipt for question 10" })).toBeVisible();
  await expect(page.getByText(/^English · /).first()).toBeVisible();

  // It is the server's record: a reload shows it again.
  await page.reload();
  await expect(page.getByText("10 of 10 correct")).toBeVisible();

  await won.getByRole("link", { name: "Spend stars on prizes" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goBack();
  await won
    .getByRole("link", { name: /^Claim your ₹\d+\.\d\d coupon$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/claim\/cupon\?id=cpn-/);
  await page.goBack();
  await won.getByRole("link", { name: "Spend coins on coupons" }).click();
  await expect(page).toHaveURL(/\/cupon$/);
});

test("a wrong answer is marked in the page, then the run's summary says how far it got", async ({
  page,
}) => {
  await signInPlayerByApi(page);
  await startRun(page);
  await answerButton(page, answerFor(await questionText(page))).click();
  await page.getByRole("button", { name: "Next question" }).click();

  const second = await questionText(page);
  const wrong = wrongAnswerFor(second);
  await answerButton(page, wrong).click();

  await expect(page.getByText("Wrong", { exact: true })).toBeVisible();
  const options = page.getByRole("list", { name: "Options" });
  await expect(options).toContainText("Correct answer");
  await expect(options).toContainText("Your answer");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await expect(page.getByRole("heading", { level: 1, name: "Game over" })).toBeVisible();
  await expect(page.getByText("1 of 10 correct")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Question 2: Wrong" })).toBeVisible();
});

test("a reload mid-question resumes the same question with the server's remaining time", async ({
  page,
}) => {
  await signInPlayerByApi(page);
  await startRun(page);
  const text = await questionText(page);
  const timer = page.getByRole("timer", { name: "Seconds left" });
  await page.waitForTimeout(3000);
  const before = Number(await timer.textContent());
  const reloadedAt = Date.now();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Question 1 of 10" })).toBeVisible();
  expect(await questionText(page)).toBe(text);
  const after = Number(await timer.textContent());
  // The clock kept running on the server through the reload: never more time than before
  // (a restarted clock would show the full time), and no less than the reload took.
  const reloadSeconds = Math.ceil((Date.now() - reloadedAt) / 1000);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThanOrEqual(before - reloadSeconds - 1);
});

test("a question left alone says Time's up with the right answer, then the summary", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInPlayerByApi(page);
  await startRun(page);
  await expect(page.getByText("Time's up", { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole("list", { name: "Options" })).toContainText("Correct answer");
  await expect(page.getByRole("heading", { level: 1, name: "Time's up" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 3, name: "Question 1: Time's up" }),
  ).toBeVisible();
});

test("the open question is reported from the question screen, which ends the run", async ({
  page,
}) => {
  await signInPlayerByApi(page);
  await startRun(page);
  await page.getByRole("button", { name: "Report this question" }).click();
  const dialog = page.getByRole("dialog", { name: "Report a question" });
  await dialog.getByRole("combobox", { name: "Issue" }).selectOption("Question Unclear");
  await dialog.getByRole("button", { name: "End game and send" }).click();
  await expect(dialog.getByText("Report sent. An admin will look at it.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Game ended" })).toBeVisible();
  await page.goto("/tickets");
  await expect(page.getByText("Question Unclear")).toBeVisible();
});
