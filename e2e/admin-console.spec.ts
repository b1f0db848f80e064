// Proves the admin console at 1280 px in Chromium: the navigation grouped under
// Game, Questions, Money, People and Insights in a sidebar with the current screen
// marked; the dashboard's `online` figure rising as a player's socket connects and
// falling when it leaves, with no reload; a support adjustment landing in the player's
// own history and in the audit log; and a near-duplicate question refused beside the one
// it reads like, then saved with allowSimilar.
import type { Page } from "@playwright/test";
import { questionsAddedByTests } from "./support/answer-key";
import { expect, test } from "./support/people";
import { signInAdminByApi, signInPlayerByApi } from "./support/sign-in";

test.use({ viewport: { width: 1280, height: 900 } });

/** The number a dashboard figure shows, read from its link. */
async function figureValue(page: Page, name: string): Promise<number> {
  const text = await page.locator(`[data-figure="${name}"] .dashboard-figure-value`).textContent();
  return Number((text ?? "").replace(/\D/g, ""));
}

test("the menu groups every screen in a sidebar and marks the one shown", async ({ page }) => {
  await signInAdminByApi(page);
  await page.goto("/admin/home");
  const menu = page.getByRole("navigation", { name: "Admin menu" });

  await expect(menu.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(menu.getByRole("heading", { level: 2 })).toHaveText([
    "Game",
    "Questions",
    "Money",
    "People",
    "Insights",
    "Your account",
  ]);
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const sidebar = await menu.boundingBox();
  const main = await page.getByRole("main").boundingBox();
  expect(sidebar && main && sidebar.x + sidebar.width <= main.x).toBe(true);

  for (const [label, path, heading] of [
    ["Run settings", "/admin/coins", "Coins and Run Settings"],
    ["Contributed", "/admin/select", "Select Questions"],
    ["Payouts", "/admin/add/reward", /./],
    ["Players", "/admin/players", "Players"],
    ["Audit log", "/admin/audit", "Audit log"],
  ] as const) {
    await menu.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test("the dashboard's online figure follows a player's socket in and out", async ({ openPage }) => {
  const admin = await openPage();
  await signInAdminByApi(admin);
  await admin.goto("/admin/home");
  // The baseline counts this admin's own socket: a read answered before the socket was
  // counted would leave it out, and the figure would end one above it.
  await expect(admin.locator('[data-figure="online"]')).toContainText(/[1-9]\d* admins?\b/, {
    timeout: 10_000,
  });
  // Let sockets of earlier journeys finish closing before taking the baseline.
  await admin.waitForTimeout(1500);
  const before = await figureValue(admin, "online");

  const player = await openPage();
  await signInPlayerByApi(player);
  await player.goto("/start");
  await expect(player.getByRole("heading", { level: 1 })).toBeVisible();

  await expect
    .poll(() => figureValue(admin, "online"), { timeout: 6000 })
    .toBeGreaterThanOrEqual(before + 1);
  await expect(admin.locator('[data-figure="online"]')).toContainText(/\d+ players?,/);

  await player.context().close();
  await expect.poll(() => figureValue(admin, "online"), { timeout: 6000 }).toBe(before);
});

test("a support adjustment shows in the player's history and in the audit log", async ({
  openPage,
}) => {
  const playerPage = await openPage();
  const { email } = await signInPlayerByApi(playerPage);
  const admin = await openPage();
  await signInAdminByApi(admin);
  const reason = `Lost connection during a run ${Date.now()}`;

  await admin.goto("/admin/players");
  await admin.getByRole("searchbox", { name: "Email or name" }).fill(email);
  await admin.getByRole("button", { name: "Find players" }).click();
  await admin.getByRole("link", { name: "E2E" }).click();
  await expect(admin).toHaveURL(/\/admin\/players\/[\w-]+$/);
  const form = admin.getByRole("region", { name: "Support adjustment" });
  await form.getByLabel("Balance").selectOption({ label: "Tries" });
  await form.getByLabel("Amount").fill("2");
  await form.getByLabel("Reason").fill(reason);
  await form.getByRole("button", { name: "Adjust balance…" }).click();
  await admin
    .getByRole("alertdialog", { name: "Credit 2 tries?" })
    .getByRole("button", { name: "Credit" })
    .click();
  await expect(form.getByText(/^Credited 2 tries\. The player now has \d+ tries\.$/)).toBeVisible();
  await expect(
    admin.getByRole("region", { name: "History" }).getByText(`Adjusted by support: ${reason}`),
  ).toBeVisible();

  await playerPage.goto("/account/history");
  await expect(playerPage.getByText(`Adjusted by support: ${reason}`)).toBeVisible();

  await admin
    .getByRole("navigation", { name: "Admin menu" })
    .getByRole("link", { name: "Audit log" })
    .click();
  await admin
    .getByRole("combobox", { name: "Action" })
    .selectOption({ label: "Support adjustment" });
  await expect(admin).toHaveURL(/action=support-adjustment/);
  const row = admin.getByRole("row").filter({ hasText: `Credited 2 tries: ${reason}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Demo Admin");
  await expect(row).toContainText(/Tries: \d+ → \d+/);
});

test("a near-duplicate question is refused beside its twin, then added with allowSimilar", async ({
  page,
}) => {
  await signInAdminByApi(page);
  await page.goto("/admin/addquestion");
  // The seeded "What colour do you get by mixing blue and yellow?" in other case and marks.
  const twin = questionsAddedByTests.nearDuplicateTwin;
  await page.getByLabel("Question", { exact: true }).fill(twin);
  await page.getByLabel("Option A").fill("Green");
  await page.getByLabel("Option B").fill("Purple");
  await page.getByLabel("Option C").fill("Orange");
  await page.getByLabel("Option D").fill("Brown");
  await page.getByLabel("Answer").selectOption({ label: "a: Green" });
  await page.getByLabel("Difficulty").selectOption("Too Easy");
  await page.getByLabel("Seconds").fill("15");
  await page.getByLabel("Language", { exact: true }).selectOption({ label: "English" });
  await page.getByRole("button", { name: "Add Question", exact: true }).click();

  const notice = page.getByRole("alert").filter({ hasText: "reads like a live question" });
  await expect(notice).toContainText("What colour do you get by mixing blue and yellow?");
  await expect(notice).toContainText(twin);
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue(twin);

  const [saved] = await Promise.all([
    page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/admin/questions"),
    ),
    notice.getByRole("button", { name: "Add Question anyway" }).click(),
  ]);
  expect(saved.postDataJSON()).toMatchObject({ Questio: twin, allowSimilar: true });
  await expect(page.getByText("Added the question to English.")).toBeVisible();
});
