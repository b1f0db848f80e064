// Proves the journey in a real browser at 360 px against the real server: a player
// answers wrong, the run's summary offers the question's signed receipt behind one closed
// "Proof", "Check it" opens /verify filled in, which finds it valid (and the
// question's hash matching) in the browser with the receipt in no request; then one
// character edited makes it tampered.
import { expect, type Page, test } from "@playwright/test";
import { wrongAnswerFor } from "./support/answer-key";
import { signInPlayerByApi } from "./support/sign-in";

async function answerFirstQuestionWrong(page: Page) {
  await page.goto("/start");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  const text = (await page.locator("p.question-text").textContent())!.trim();
  const wrong = wrongAnswerFor(text);
  await page.getByRole("button", { name: new RegExp(`^${wrong.toUpperCase()} `) }).click();
  await expect(page.getByRole("heading", { name: "Game over" })).toBeVisible();
}

test("a player checks a wrong answer's receipt: valid, then tampered after one edit", async ({
  page,
}) => {
  await signInPlayerByApi(page);
  await answerFirstQuestionWrong(page);

  // The actions sit closed behind the answer's one "Proof".
  const receiptActions = page.getByRole("group", { name: "Signed receipt" });
  await expect(page.getByText("Proof", { exact: true })).toHaveCount(1);
  await expect(receiptActions).toBeHidden();
  await page.getByText("Proof", { exact: true }).click();
  await expect(receiptActions).toBeVisible();
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));
  await receiptActions.getByRole("link", { name: "Check it" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Check a receipt" })).toBeVisible();
  await expect(page.getByText("Valid", { exact: true })).toBeVisible();
  await expect(page.getByText("Your choice", { exact: false })).toContainText(": Wrong, no coins");
  await expect(page.getByText(/^Answered \d+\.\d s before the deadline$/)).toBeVisible();
  await expect(
    page.getByText("Matches: this is the question the receipt was signed for."),
  ).toBeVisible();
  const box = page.getByLabel("Receipt", { exact: true });
  const receipt = await box.inputValue();
  expect(receipt.split(".")).toHaveLength(3);
  expect(sent.filter((line) => line.includes(receipt.split(".")[2]!))).toEqual([]);
  expect(sent.some((line) => line.includes("/.well-known/quizzy-receipts.json"))).toBe(true);

  // One character of the payload changed, as a doctored screenshot of a receipt would be.
  const at = receipt.indexOf(".") + 20;
  const edited = `${receipt.slice(0, at)}${receipt[at] === "A" ? "B" : "A"}${receipt.slice(at + 1)}`;
  await box.fill(edited);
  await expect(page.getByText("Tampered", { exact: true })).toBeVisible();
  await expect(page.getByText("Valid", { exact: true })).toHaveCount(0);

  // The page works at phone width: nothing scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
