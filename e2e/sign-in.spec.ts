// Proves the player's sign-in journey in a real browser: from the home page through the
// development sign-in (the same server-side verification as Google's) to the signed-in
// menu, and back out again.
import { expect, type Page, test } from "@playwright/test";
import { storedSessionKey } from "./support/sign-in";

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("navigation", { name: "Main menu" });
}

test("a player signs in through the dev sign-in, sees the signed-in menu and signs out", async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto("/");

  let menu = await openMenu(page);
  await expect(menu.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "About" })).toBeVisible();
  await menu.getByRole("link", { name: "Log in" }).click();

  await expect(page.getByRole("heading", { name: "Log-In / Sign-Up" })).toBeVisible();
  await page.getByRole("button", { name: "Sign-Up / Sign-In with Google" }).click();
  const dialog = page.getByRole("dialog", { name: "Development sign-in" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Name").fill("E2E Player");
  await dialog.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("email"))).toBe(email);
  menu = await openMenu(page);
  await expect(menu.getByRole("button", { name: "Log out" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Bank" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Log in" })).toHaveCount(0);

  const ssid = await page.evaluate(() => localStorage.getItem("ssid"));
  const me = await page.request.get("/api/me", { headers: { Authorization: `Bearer ${ssid}` } });
  expect(me.status()).toBe(200);

  // Logging out reloads the page; a menu opened before the reload would close with it.
  const reloaded = page.waitForEvent("load");
  await menu.getByRole("button", { name: "Log out" }).click();
  await reloaded;
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect.poll(() => storedSessionKey(page)).toBeNull();
  menu = await openMenu(page);
  await expect(menu.getByRole("link", { name: "Log in" })).toBeVisible();

  const afterLogout = await page.request.get("/api/me", {
    headers: { Authorization: `Bearer ${ssid}` },
  });
  expect(afterLogout.status()).toBe(401);
});

test("a session-gated screen shows the login screen until the player signs in", async ({
  page,
}) => {
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Log-In / Sign-Up" })).toBeVisible();
});

test("the demo main admin signs in and reaches the dashboard", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill("admin@quiz.local");
  await page.getByLabel("Password").fill("admin-pass-123");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const adminMenu = page.getByRole("navigation", { name: "Admin menu" });
  // At phone width the admin menu folds behind its Menu button.
  await adminMenu.getByRole("button", { name: "Menu" }).click();
  await expect(adminMenu.getByRole("link", { name: "Start/Stop" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Admin Log-In" })).toBeVisible();
});

test("the demo user-admin signs in to the contributor area", async ({ page }) => {
  await page.goto("/admin/user/login");
  await page.getByLabel("Email").fill("author@quiz.local");
  await page.getByLabel("Password").fill("author-pass-123");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: /^Admin/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("ssid_admin"))).toBeTruthy();
});
