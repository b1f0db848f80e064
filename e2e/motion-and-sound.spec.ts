// Proves the Sound and Reduce motion settings in a real browser at 360 px: with
// Reduce motion on (the player's setting, or the OS's prefers-reduced-motion) a run from
// /start to its summary never has an animation running longer than 50 ms (sampled every
// 10 ms through document.getAnimations()), while without it the same probe does see
// some; with Sound off (the default) a run never creates an AudioContext, and with Sound
// on the first answer does, after the player's tap. axe finds nothing serious on the
// question screen and the summary.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { answerFor, wrongAnswerFor } from "./support/answer-key";
import { signInPlayerByApi } from "./support/sign-in";

/** Records every running animation longer than 50 ms, and every AudioContext made. */
const PROBES = `
  window.__longAnimations = [];
  window.__audioContexts = 0;
  const Original = window.AudioContext;
  if (Original) {
    window.AudioContext = class extends Original {
      constructor(...args) { super(...args); window.__audioContexts += 1; }
    };
  }
  setInterval(() => {
    for (const animation of document.getAnimations()) {
      const timing = animation.effect && animation.effect.getComputedTiming();
      if (animation.playState === "running" && timing && timing.activeDuration > 50) {
        window.__longAnimations.push(animation.animationName || animation.transitionProperty || "animation");
      }
    }
  }, 10);
`;

async function saveSettings(page: Page, token: string, preferences: object) {
  const response = await page.request.put("/api/settings", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "E2E", languageId: "en", preferences },
  });
  expect(response.ok()).toBe(true);
}

/** One run from /start: a right answer, then a wrong one, to the summary. */
async function playShortRun(page: Page) {
  await page.goto("/start");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Question 1 of 10" })).toBeVisible();
  const first = (await page.locator("p.question-text").textContent())!.trim();
  await page
    .getByRole("button", { name: new RegExp(`^${answerFor(first).toUpperCase()} `) })
    .click();
  await expect(page.getByText("Correct", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(page.getByRole("heading", { name: "Question 2 of 10" })).toBeVisible();
  const second = (await page.locator("p.question-text").textContent())!.trim();
  await page
    .getByRole("button", { name: new RegExp(`^${wrongAnswerFor(second).toUpperCase()} `) })
    .click();
  await expect(page.getByText("Wrong", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Game over" })).toBeVisible();
}

const longAnimations = (page: Page) =>
  page.evaluate(() => (window as never as { __longAnimations: string[] }).__longAnimations);
const audioContexts = (page: Page) =>
  page.evaluate(() => (window as never as { __audioContexts: number }).__audioContexts);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(PROBES);
});

test("with the Reduce motion setting on, nothing animates longer than 50 ms", async ({ page }) => {
  const { token } = await signInPlayerByApi(page);
  await saveSettings(page, token, { sound: false, reducedMotion: true });
  // The settings screen reads the setting; from then on this device remembers it too, so
  // every later page load is covered from its first paint.
  await page.goto("/settings");
  await expect(page.getByRole("checkbox", { name: "Reduce motion" })).toBeChecked();
  await page.evaluate(() => {
    (window as never as { __longAnimations: string[] }).__longAnimations = [];
  });
  await playShortRun(page);
  expect(await longAnimations(page)).toEqual([]);
});

test("with the OS asking for reduced motion, nothing animates longer than 50 ms", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signInPlayerByApi(page);
  await playShortRun(page);
  expect(await longAnimations(page)).toEqual([]);
});

test("without either, the same probe sees the game's animations", async ({ page }) => {
  await signInPlayerByApi(page);
  await playShortRun(page);
  expect((await longAnimations(page)).length).toBeGreaterThan(0);
});

test("with Sound off, as it is by default, a run never makes an AudioContext", async ({ page }) => {
  await signInPlayerByApi(page);
  await page.goto("/settings");
  await expect(page.getByRole("checkbox", { name: "Sound effects" })).not.toBeChecked();
  await playShortRun(page);
  expect(await audioContexts(page)).toBe(0);
});

test("with Sound on, the first answer's tap makes the AudioContext", async ({ page }) => {
  const { token } = await signInPlayerByApi(page);
  await saveSettings(page, token, { sound: true, reducedMotion: false });
  await playShortRun(page);
  expect(await audioContexts(page)).toBe(1);
});

test("the question screen and the run summary have no serious accessibility issue", async ({
  page,
}) => {
  const axe = async () => {
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`);
  };
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signInPlayerByApi(page);
  await page.goto("/start");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Question 1 of 10" })).toBeVisible();
  expect(await axe()).toEqual([]);

  const text = (await page.locator("p.question-text").textContent())!.trim();
  await page
    .getByRole("button", { name: new RegExp(`^${wrongAnswerFor(text).toUpperCase()} `) })
    .click();

  await expect(page.getByRole("heading", { level: 1, name: "Game over" })).toBeVisible();
  await page.getByText("Proof", { exact: true }).first().click();
  await page
    .getByRole("group", { name: /^Signed receipt/ })
    .first()
    .waitFor();
  expect(await axe()).toEqual([]);
});
