// Proves the public pages, and the admin console screens (signed in, at 360 and
// 1280 px), have no serious or critical accessibility violations by axe-core's rules
// (WCAG 2.1 A and AA), and that none of them scrolls sideways.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { signInAdminByApi, signInPlayerByApi } from "./support/sign-in";

const publicPages = [
  "/",
  "/about",
  "/terms-condition",
  "/privacy-policy",
  "/refund-shipping",
  "/navi",
  "/sample",
  "/start/try",
  "/try",
  "/signup",
  "/login",
  "/get/start",
  "/cupon",
  "/verify",
  "/admin/login",
  "/admin/user/login",
  "/no/such/page",
];

for (const path of publicPages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    expect(blocking).toEqual([]);
  });
}

for (const width of [360, 768, 1280]) {
  test(`the public pages fit ${width} px without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of publicPages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

/** The admin screens and the delivery, signed in (the reset screen and the user-admin's need no admin). */
const adminScreens = [
  "/admin/home",
  "/admin/players",
  "/admin/players/seed-player",
  "/admin/audit",
  // The seed's prize request waits here with its delivery.
  "/admin/request",
  "/admin/prize",
  "/admin/admins",
  "/admin/languages",
  "/admin/password",
  "/admin/questions",
  "/admin/questions/import",
  "/admin/add/users",
  "/admin/reset-password#a-reset-secret",
  // The seed's warm-up show has ended with its winners paid: the list and its host view.
  "/admin/shows",
  "/admin/shows/seed-show-ended",
];

for (const width of [360, 1280]) {
  test(`the admin console's screens have no serious or critical violations and fit ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAdminByApi(page);
    for (const path of adminScreens) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.locator(".loading-screen")).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
      expect(blocking).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

for (const width of [360, 1280]) {
  test(`a player's live show screens have no serious or critical violations and fit ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInPlayerByApi(page);
    // The seed's demo show starts half an hour after the server: /start invites to it and
    // its screen waits for the lobby; its warm-up show has ended.
    const listed = (await (await page.request.get("/api/shows")).json()) as {
      data: { id: string; title: string; status: string }[];
    };
    const next = listed.data.find((show) => show.status === "scheduled" || show.status === "lobby");
    expect(next, "the seed's demo show").toBeDefined();
    for (const [path, ready] of [
      ["/start", page.getByRole("region", { name: next!.title })],
      [`/show/${next!.id}`, page.getByRole("button", { name: "Join the show" })],
      ["/show/seed-show-ended", page.getByText(/^\d+ players? won, ₹/)],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      expect(await seriousViolations(page, path)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

test("the user-admin's password screen has no serious or critical violations", async ({ page }) => {
  const login = await page.request.post("/admin/auth/user/login", {
    data: { email: "author@quiz.local", password: "author-pass-123" },
  });
  const { token, ssid } = (await login.json()) as { token: string; ssid: string };
  await page.goto("/admin/user/login");
  await page.evaluate(
    ([adminToken, session]) => {
      localStorage.setItem("admin_token", adminToken ?? "");
      localStorage.setItem("ssid_admin", session ?? "");
    },
    [token, ssid],
  );
  await page.goto("/admin/user/password");
  await expect(page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.filter((v) => v.impact === "serious" || v.impact === "critical"),
  ).toEqual([]);
});
