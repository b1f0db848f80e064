// Proves "at 360 px the floating menu button covers 'Report this question' on
// image questions" is gone, in a real browser at 360 px: on /start, on /play with an image
// question, on the run's summary at /result and on the Bank at /account, no focusable
// control's box meets the menu button's box, neither as the screen first shows (nothing
// scrolled) nor when each control is focused (the browser scrolls it into view, clear of
// the button, and the page has room under its last control for that).
import { expect, type Page, test } from "@playwright/test";
import { wrongAnswerFor } from "./support/answer-key";
import { playableLanguage } from "./support/playable-language";
import { signInPlayerByApi } from "./support/sign-in";

const FOCUSABLE =
  "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";

/**
 * The controls whose boxes meet the menu button's, by their text, as the page stands now;
 * with `eachFocused`, each control is focused first (scrolling it into view) and checked there.
 */
function controlsUnderMenuButton(page: Page, eachFocused: boolean): Promise<string[]> {
  return page.evaluate(
    ({ selector, focusEach }) => {
      const button = document.querySelector(".menu-button");
      if (!button) throw new Error("no menu button on this screen");
      const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (control) =>
          !control.closest(".orbit-menu") &&
          !control.closest("[hidden]") &&
          control.getClientRects().length > 0 &&
          !control.classList.contains("skip-link"),
      );
      const covered: string[] = [];
      for (const control of controls) {
        if (focusEach) control.focus();
        const menu = button.getBoundingClientRect();
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const meets =
          box.right > menu.left &&
          box.left < menu.right &&
          box.bottom > menu.top &&
          box.top < menu.bottom;
        if (meets) {
          const name = control.getAttribute("aria-label") ?? control.textContent ?? "";
          covered.push(`${name.trim()} (${Math.round(box.top)}–${Math.round(box.bottom)})`);
        }
      }
      if (focusEach) (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
      return covered;
    },
    { selector: FOCUSABLE, focusEach: eachFocused },
  );
}

async function expectNothingUnderMenuButton(page: Page, screen: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await controlsUnderMenuButton(page, false), `${screen}, as it first shows`).toEqual([]);
  expect(await controlsUnderMenuButton(page, true), `${screen}, each control focused`).toEqual([]);
}

const questionText = async (page: Page) =>
  (await page.locator("p.question-text").textContent())!.trim();
const answerButton = (page: Page, letter: string) =>
  page.getByRole("button", { name: new RegExp(`^${letter.toUpperCase()} `) });

test("the floating menu button covers no control at 360 px on /start, /play, /result and /account", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A language whose questions all have an image, so the first question served has one.
  await playableLanguage(
    page.request,
    { code: "or", name: "Odia" },
    { difficulty: "Too Easy", image: "/images/questions/clock.svg" },
  );
  const { token } = await signInPlayerByApi(page);
  const settings = await page.request.put("/api/settings", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: "Menu Player",
      languageId: "or",
      preferences: { sound: false, reducedMotion: false },
    },
  });
  expect(settings.ok()).toBe(true);
  await page.goto("/start");
  await expect(page.getByRole("button", { name: "Start", exact: true })).toBeEnabled();
  await expectNothingUnderMenuButton(page, "/start");

  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Question 1 of 10" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Report this question" })).toBeVisible();
  await expect(page.locator(".screen img")).toBeVisible();
  await expectNothingUnderMenuButton(page, "/play with an image question");

  await answerButton(page, wrongAnswerFor(await questionText(page))).click();
  await expect(page.getByRole("heading", { name: "Game over" })).toBeVisible();
  await expectNothingUnderMenuButton(page, "/result");

  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Bank" })).toBeVisible();
  await expectNothingUnderMenuButton(page, "/account");
});
