// Proves the public pages have no serious or critical accessibility violations by
// axe-core's rules (WCAG 2.1 A and AA), as a visitor meets them at phone width.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

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
