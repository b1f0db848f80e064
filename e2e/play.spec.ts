// Proves the play loop in a real browser against the real server: a run starts from
// /start, a right answer brings the next question, a wrong one the result page with
// SPEC.md's query parameters, a reload resumes the same question with the server's
// remaining time, and a question left alone times out.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { answerFor, wrongAnswerFor } from "./support/answer-key";
import { signInPlayerByApi } from "./support/sign-in";

async function startRun(page: Page) {
  await page.goto("/start");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
}

/** The open question's text: the paragraph under the "Question N" heading. */
async function questionText(page: Page) {
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: /^Question \d+$/ }),
  });
  return (await section.locator("p.question-text").textContent())!.trim();
}

function answerButton(page: Page, letter: string): Locator {
  return page.getByRole("button", { name: new RegExp(`^${letter.toUpperCase()} `) });
}

test("a player answers right, then wrong, and lands on the result with SPEC.md's parameters", async ({
  page,
}) => {
  await signInPlayerByApi(page);
  await startRun(page);

  const first = await questionText(page);
  await answerButton(page, answerFor(first)).click();
  await expect(page.getByRole("heading", { name: "Question 2" })).toBeVisible();

  const second = await questionText(page);
  const wrong = wrongAnswerFor(second);
  await answerButton(page, wrong).click();
  await expect(page.getByRole("heading", { name: "Wrong Answer" })).toBeVisible();

  const params = new URL(page.url()).searchParams;
  expect([...params.keys()].sort()).toEqual(
    ["a", "ans", "b", "c", "cat", "d", "id", "img", "qst", "sec", "tough", "usa", "vr"].sort(),
  );
  expect(params.get("qst")).toBe(second);
  expect(params.get("usa")).toBe(wrong);
  expect(params.get("ans")).toBe(answerFor(second));
  expect(params.get("vr")).toBe("true");
  const options = page.getByRole("list", { name: "Options" });
  await expect(options).toContainText("Correct answer");
  await expect(options).toContainText("Your answer");
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
  await page.reload();
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  expect(await questionText(page)).toBe(text);
  const after = Number(await timer.textContent());
  expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
});

test("a question left alone times out to the result with vr=false and no answer", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInPlayerByApi(page);
  await startRun(page);
  await expect(page.getByRole("heading", { name: "Time ran out" })).toBeVisible({
    timeout: 45_000,
  });
  const params = new URL(page.url()).searchParams;
  expect(params.get("vr")).toBe("false");
  expect(params.get("usa")).toBe("");
});
