// Proves "no way back to a past run" is gone, in a real browser at 360 px
// against the real server: a player plays a run, opens My runs from the player menu, sees
// the run with its result and try, opens its summary and reports a question from there,
// which then reads as reported; the History's "Game run" entry leads to the same run. /runs
// and the History have no serious accessibility violations.
import { expect, test } from "@playwright/test";
import { wrongAnswerFor } from "./support/answer-key";
import { seriousViolations } from "./support/axe";
import { signInPlayerByApi } from "./support/sign-in";

test("a past run is listed on /runs, opens its summary, and a question is reported from there", async ({
  page,
}) => {
  await signInPlayerByApi(page);
  await page.goto("/runs");
  await expect(page.getByText("No runs yet: play your first.")).toBeVisible();

  await page.getByRole("link", { name: "play your first" }).click();
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Question 1 of 10" })).toBeVisible();
  const question = (await page.locator("p.question-text").textContent())!.trim();
  await page
    .getByRole("button", { name: new RegExp(`^${wrongAnswerFor(question).toUpperCase()} `) })
    .click();
  await expect(page.getByRole("heading", { name: "Game over" })).toBeVisible();
  const runUrl = page.url();

  await page.goto("/start");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "My runs" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "My runs" })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: "Wrong answer: 0 of 10 correct" });
  await expect(row).toContainText("Questions answered1 of 10");
  await expect(row).toContainText("TryToday's free try");
  expect(await seriousViolations(page, "/runs")).toEqual([]);
  await row.getByRole("link", { name: /^Run of / }).click();

  await expect(page).toHaveURL(runUrl);
  await expect(page.getByRole("heading", { name: "Game over" })).toBeVisible();
  await page.getByRole("button", { name: "Report question 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Report a question" });
  await dialog.getByRole("combobox", { name: "Issue" }).selectOption("Question Unclear");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Report sent. An admin will look at it.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("Reported: Processing.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Report question 1" })).toHaveCount(0);

  await page.goto("/account/history");
  await expect(page.getByText("Paid with today's free try")).toBeVisible();
  expect(await seriousViolations(page, "/account/history")).toEqual([]);
  await page.getByRole("link", { name: /^See this run: Game run/ }).click();
  await expect(page).toHaveURL(runUrl);
});
