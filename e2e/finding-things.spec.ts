// Proves "finding things" and sign-in messages at 360 px in Chromium: every
// entry of the signed-in player menu reaches its screen (and Log out signs out); a
// blocked player signing in is told in the page where to write, with the seeded support
// address; a player whose account was deactivated is told a new one was opened; and axe
// finds no serious issue on those states or on the screens this issue changed.
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import {
  signInAdminByApi,
  signInPlayerByApi,
  signInPlayerOnScreen,
  storedSessionKey,
} from "./support/sign-in";

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("navigation", { name: "Main menu" });
}

const destinations = [
  { entry: "Play", path: "/start", heading: "Start" },
  { entry: "My runs", path: "/runs", heading: "My runs" },
  { entry: "Bank", path: "/account", heading: "Bank" },
  { entry: "Rewards", path: "/cupon", heading: "Coins / Coupons" },
  { entry: "Reports", path: "/tickets", heading: "Reports" },
  { entry: "Review and like", path: "/review", heading: /review/i },
  { entry: "Refer and earn", path: "/refer", heading: "Refer and earn" },
  { entry: "Settings", path: "/settings", heading: "Settings" },
];

test("each entry of the signed-in menu reaches its screen, in order, and Log out signs out", async ({
  page,
}) => {
  await signInPlayerByApi(page);
  await page.goto("/");

  const menu = await openMenu(page);
  await expect(menu.getByRole("listitem")).toHaveText([
    ...destinations.map((destination) => destination.entry),
    "Log out",
  ]);
  expect(await seriousViolations(page, "open menu")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  for (const { entry, path, heading } of destinations) {
    await (await openMenu(page)).getByRole("link", { name: entry, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
  }

  await (await openMenu(page)).getByRole("link", { name: "Rewards" }).click();
  await page.getByRole("link", { name: "your cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);

  await (await openMenu(page)).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);

  await (await openMenu(page)).getByRole("button", { name: "Log out" }).click();
  // Logging out reloads the page: retry through the navigation.
  await expect(async () =>
    expect(await page.evaluate(() => localStorage.getItem("ssid"))).toBeNull(),
  ).toPass();
  await expect((await openMenu(page)).getByRole("link", { name: "Log in" })).toBeVisible();
});

test("a blocked player is told in the sign-in page to write to the support address", async ({
  page,
}) => {
  const support = await page.request.get("/api/auth/config");
  const { supportEmail } = (await support.json()) as { supportEmail: string };

  // The demo seed's blocked player (scripts/lib/seed.ts).
  await signInPlayerOnScreen(page, "blocked.demo@example.com");

  const notice = page.getByRole("alert");
  await expect(notice).toHaveText(
    `This account has been blocked. Write to ${supportEmail} if you think this is a mistake.`,
  );
  await expect(notice.getByRole("link", { name: supportEmail })).toHaveAttribute(
    "href",
    `mailto:${supportEmail}`,
  );
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("ssid"))).toBeNull();
  expect(await seriousViolations(page, "/login blocked")).toEqual([]);
});

test("a player who deactivated their account and signs in again is told a new one was opened", async ({
  page,
}) => {
  const email = `returning-${Date.now()}@example.com`;
  const { token } = await signInPlayerByApi(page, email);
  // Leave the app before its session ends: a request of the open page that met the dead
  // session would reload the page under the next navigation (net::ERR_ABORTED).
  await page.evaluate(() => localStorage.clear());
  await page.goto("about:blank");
  const deactivated = await page.request.post("/api/account/deactivate", {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(deactivated.status()).toBe(200);

  await signInPlayerOnScreen(page, email);

  await expect(
    page.getByRole("alertdialog", {
      name: "Your earlier account was deactivated, so a new account was opened for you. Welcome!",
    }),
  ).toBeVisible();
  await expect.poll(() => storedSessionKey(page)).not.toBeNull();
});

test("the finding-things screens have no serious or critical accessibility violations", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInPlayerByApi(page);
  for (const path of ["/tickets", "/refer", "/cupon", "/start"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.locator(".loading-screen")).toHaveCount(0);
    expect(await seriousViolations(page, path)).toEqual([]);
  }
  await signInAdminByApi(page);
  await page.goto("/admin/coins");
  await expect(page.getByRole("textbox", { name: "Support email address" })).toBeVisible();
  expect(await seriousViolations(page, "/admin/coins")).toEqual([]);
});
