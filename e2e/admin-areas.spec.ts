// Proves the question pipeline across three browsers: a contributor posts a question
// (after the form refuses an invalid one), sees it listed and deletes another; the main
// admin selects it into Marathi, a language given a run's worth of harder questions here
// (so the new Too Easy one is served first: easier first, decision 025's playable rule);
// a player whose language is Marathi is served it; and the contributor's wallet shows the
// earning.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/people";
import { playableLanguage } from "./support/playable-language";
import { signInAdminByApi, signInPlayerByApi } from "./support/sign-in";

async function signInContributor(page: Page) {
  await page.goto("/admin/user/login");
  await page.getByLabel("Email").fill("author@quiz.local");
  await page.getByLabel("Password").fill("author-pass-123");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Admin/ })).toBeVisible();
}

async function postQuestion(page: Page, text: string) {
  await page.goto("/admin/user/add");
  await page.getByLabel("Question", { exact: true }).fill(text);
  await page.getByLabel("Option A").fill("Right option");
  await page.getByLabel("Option B").fill("Wrong one");
  await page.getByLabel("Option C").fill("Wrong two");
  await page.getByLabel("Option D").fill("Wrong three");
  await page.getByLabel("Answer").selectOption({ label: "a: Right option" });
  await page.getByLabel("Difficulty").selectOption("Too Easy");
  await page.getByLabel("Seconds").fill("30");
  await page.getByRole("button", { name: "Post Question" }).click();
  const posted = page.getByRole("alertdialog", {
    name: /^Question no\. \d+ posted successfully\.$/,
  });
  await expect(posted).toBeVisible();
  await posted.getByRole("button", { name: "OK" }).click();
}

test("a contributor's question is selected into Marathi, served to a Marathi player, and earns", async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const keep = `Which letter comes first in the alphabet? (${stamp})`;
  const discard = `A question to delete (${stamp})`;

  const contributor = await openPage();
  await signInContributor(contributor);
  await contributor.goto("/admin/user/add");
  await contributor.getByRole("button", { name: "Post Question" }).click();
  await expect(contributor.getByLabel("Question", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(contributor.getByLabel("Question", { exact: true })).toBeFocused();
  await postQuestion(contributor, keep);
  await postQuestion(contributor, discard);

  await contributor.goto("/admin/user/questions");
  await expect(contributor.getByText(keep)).toBeVisible();
  const doomed = contributor.getByRole("article").filter({ hasText: discard });
  const deleteButton = doomed.getByRole("button", { name: /^Delete question \d+$/ });
  await deleteButton.click();
  await contributor
    .getByRole("alertdialog", { name: /^Delete question \d+\?$/ })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(contributor.getByText(discard)).toHaveCount(0);
  await expect(contributor.getByText(keep)).toBeVisible();

  const admin = await openPage();
  await signInAdminByApi(admin);
  await playableLanguage(admin.request, { code: "mr", name: "Marathi" });
  await admin.goto("/admin/select");
  await admin.getByRole("combobox", { name: "Language" }).selectOption({ label: "Marathi" });
  await admin.getByRole("article", { name: keep }).getByRole("button", { name: "Select" }).click();
  const posted = admin.getByRole("alertdialog", {
    name: "Selected: players of this language are served it now.",
  });
  await expect(posted).toBeVisible();
  await posted.getByRole("button", { name: "OK" }).click();

  const player = await openPage();
  const { token } = await signInPlayerByApi(player);
  const settings = await player.request.put("/api/settings", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: "Marathi Player",
      languageId: "mr",
      preferences: { sound: true, reducedMotion: false },
    },
  });
  expect(settings.ok()).toBe(true);
  await player.goto("/start");
  await player.getByRole("button", { name: "Start", exact: true }).click();
  await expect(player.getByRole("heading", { name: "Question 1" })).toBeVisible();
  await expect(player.locator("p.question-text")).toHaveText(keep);

  await contributor.goto("/admin/user/wallet");
  await expect(contributor.getByText(/^Earned: ₹\d+\.00$/)).not.toHaveText("Earned: ₹0.00");
});
