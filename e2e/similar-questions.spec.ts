// Proves the rewording check at 360 px in Chromium: an admin adding the seeded "Which animal is known
// as the King of the Jungle?" reworded sees both texts side by side, 72 % alike, goes back
// to the question (text kept, focus on it), then adds it anyway with confirmSimilar.
import { questionsAddedByTests } from "./support/answer-key";
import { expect, test } from "./support/people";
import { signInAdminByApi } from "./support/sign-in";

test.use({ viewport: { width: 360, height: 780 } });

test("a reworded question is shown beside the live one, then added with confirmSimilar", async ({
  page,
}) => {
  await signInAdminByApi(page);
  await page.goto("/admin/addquestion");
  const reworded = questionsAddedByTests.rewordedKingOfTheJungle;
  const question = page.getByLabel("Question", { exact: true });
  await question.fill(reworded);
  await page.getByLabel("Option A").fill("Tiger");
  await page.getByLabel("Option B").fill("Elephant");
  await page.getByLabel("Option C").fill("Lion");
  await page.getByLabel("Option D").fill("Bear");
  await page.getByLabel("Answer").selectOption({ label: "c: Lion" });
  await page.getByLabel("Difficulty").selectOption("Too Easy");
  await page.getByLabel("Seconds").fill("15");
  await page.getByLabel("Language", { exact: true }).selectOption({ label: "English" });
  const add = page.getByRole("button", { name: "Add Question", exact: true });
  await add.click();

  const notice = page.getByRole("alert").filter({ hasText: "reworded" });
  await expect(notice).toContainText("This may be a live question of the same language, reworded.");
  const pair = notice.getByRole("listitem");
  await expect(pair).toHaveCount(1);
  await expect(pair).toContainText(reworded);
  await expect(pair).toContainText("Already live, 72 % alike");
  await expect(pair).toContainText("Which animal is known as the King of the Jungle?");
  const fitsTheScreen = await page.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );
  expect(fitsTheScreen).toBe(true);

  await notice.getByRole("button", { name: "Go back and edit" }).click();
  await expect(notice).toBeHidden();
  await expect(question).toBeFocused();
  await expect(question).toHaveValue(reworded);

  await add.click();
  const [saved] = await Promise.all([
    page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/admin/questions"),
    ),
    notice.getByRole("button", { name: "Add Question anyway" }).click(),
  ]);
  expect(saved.postDataJSON()).toMatchObject({ Questio: reworded, confirmSimilar: true });
  await expect(page.getByText("Added the question to English.")).toBeVisible();
});
