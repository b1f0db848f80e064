// Proves "a dropped connection loses nothing" in a real browser at 360 px
// against the real server (decision 027): an answer tapped while offline keeps the
// question, its clock and the chosen option on screen with the offline notice, is sent
// again once back online and gets its verdict, and the next question's read that gets no
// reply waits with its own notice instead of an error screen; an answer the server judged but whose reply
// was lost gets that recorded verdict when sent again. Either way its coins are counted
// once, as the player's balance and history show. The backoff's timing is in
// web/features/play/play-screen.test.tsx; a repeat after a restart, in workerd tests.
import { expect, type Page, test } from "@playwright/test";
import type { AccountResponse, HistoryResponse } from "../contract/account";
import { pathTo } from "../contract/route";
import { bankRoutes } from "../contract/routes/bank";
import { runRoutes } from "../contract/routes/play";
import { answerFor } from "./support/answer-key";
import { signInPlayerByApi } from "./support/sign-in";

const NOTICE = "No connection. Your answer will be sent again when you are back online.";
const NEXT_NOTICE = "No connection. Your next question will load when you are back online.";

async function startRun(page: Page) {
  await page.goto("/start");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Question 1 of 10" })).toBeVisible();
}

async function rightAnswerButton(page: Page) {
  const text = (await page.locator("p.question-text").textContent())!.trim();
  const letter = answerFor(text).toUpperCase();
  return page.getByRole("button", { name: new RegExp(`^${letter} `) });
}

/** The player's coins and how many answers' coins their history lists. */
async function coinsAndCredits(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const account = (await (
    await page.request.get(bankRoutes.account.path, { headers })
  ).json()) as AccountResponse;
  const history = (await (
    await page.request.get(bankRoutes.accountHistory.path, { headers })
  ).json()) as HistoryResponse;
  const credits = history.entries.filter((entry) => entry.kind === "answer-coins").length;
  return { coins: account.balances.coins, credits };
}

/** The coins the verdict on screen says the answer won. */
async function coinsWon(page: Page) {
  await expect(page.getByText("Correct", { exact: true })).toBeVisible();
  return Number((await page.getByText(/^\+\d+ coins?$/).textContent())!.replace(/\D/g, ""));
}

test("an answer tapped offline stays on screen with a notice and gets its verdict once back online, and the next question waits the same way", async ({
  page,
  context,
}) => {
  const { token, userId } = await signInPlayerByApi(page);
  await startRun(page);
  const question = (await page.locator("p.question-text").textContent())!.trim();
  const answer = await rightAnswerButton(page);

  await context.setOffline(true);
  await answer.click();

  const notice = page.getByRole("status").filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("heading", { name: "Question 1 of 10" })).toBeVisible();
  await expect(page.locator("p.question-text")).toHaveText(question);
  await expect(page.getByRole("timer", { name: "Seconds left" })).toBeVisible();
  await expect(answer).toContainText("Your answer");
  await expect(page.getByText("Could not reach the server")).toHaveCount(0);
  // The next question's read, after the verdict, gets no reply either, until let through.
  let questionsDown = true;
  await page.route(`**${pathTo(runRoutes.runQuestion, { user: userId })}`, (route) =>
    questionsDown ? route.abort("internetdisconnected") : route.continue(),
  );

  await context.setOffline(false);

  const won = await coinsWon(page);
  await expect(notice).toHaveCount(0);
  expect(await coinsAndCredits(page, token)).toEqual({ coins: won, credits: 1 });
  await expect(page.getByRole("status").filter({ hasText: NEXT_NOTICE })).toBeVisible();
  await expect(page.getByText("Could not reach the server")).toHaveCount(0);

  questionsDown = false;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Question 2 of 10" })).toBeVisible();
});

test("an answer whose reply was lost gets the verdict the server recorded, and its coins once", async ({
  page,
}) => {
  const { token } = await signInPlayerByApi(page);
  await startRun(page);
  let sends = 0;
  // The first send reaches the server, which judges it; its reply never reaches the page.
  await page.route(`**${pathTo(runRoutes.verifyAnswer)}`, async (route) => {
    sends += 1;
    if (sends > 1) return route.continue();
    await route.fetch();
    return route.abort("internetdisconnected");
  });

  await (await rightAnswerButton(page)).click();

  const won = await coinsWon(page);
  expect(sends).toBe(2);
  expect(await coinsAndCredits(page, token)).toEqual({ coins: won, credits: 1 });
});
