// Proves the first screens painted at build time (docs/decisions/017) in a real browser:
// with JavaScript off, / and /try still show their screen (the HTML alone is the page);
// with it on, the same painted elements are adopted by React (hydrated, not replaced),
// with nothing in the console, home asks for the app only once it is painted (at once when
// opened in the background), a tap before the screen is live is answered once it is (the
// menu's, and the sign-in button's while its screen's code is late), and the screens work:
// home's menu opens and /try's question arrives and can be answered, paused or not (its
// question painted before React is trial-painted.spec.ts's). The Worker answers / with the painted home and every other unpainted
// path keeps the SPA shell (routing.spec.ts).
import { expect, type Page, test } from "@playwright/test";
import {
  consoleProblems,
  holdBack,
  menuAdoptedByReact,
  trialVerdict,
} from "./support/painted-pages";
import { adminToken } from "./support/sign-in";

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("home shows its screen from the HTML alone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Quizzy Edge" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How a game works" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try one question" })).toHaveAttribute(
      "href",
      "/start/try",
    );
    await expect(page).toHaveTitle("Timed quizzes, real rewards · Quizzy Edge");
  });

  test("the trial shows its screen from the HTML alone", async ({ page }) => {
    await page.goto("/try");
    await expect(page.getByRole("heading", { level: 1, name: "Try a Question" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("© 2026 Quizzy Edge");
  });
});

/**
 * Tags the painted h1 the moment the parser creates it, before any script runs; after
 * hydration the tag is still there only if React kept that element.
 */
async function tagPaintedHeading(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector("#root h1");
      if (!heading) return;
      heading.setAttribute("data-painted-element", "yes");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe("with JavaScript on", () => {
  test("home is hydrated, keeping the painted page, and its menu works", async ({ page }) => {
    const problems = consoleProblems(page);
    await tagPaintedHeading(page);
    await page.goto("/");

    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Quizzy Edge" })).toHaveAttribute(
      "data-painted-element",
      "yes",
    );
    expect(problems).toEqual([]);
  });

  test("home asks for the app's files only once its styles are in and it is painted", async ({
    page,
  }) => {
    await page.goto("/");
    // The menu opens once the app has started, so both its files are in by then.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();

    // The paint waits for the stylesheets; files named in <head> would be asked for beside them.
    const timings = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        stylesLoaded: Math.max(
          ...resources
            .filter((entry) => entry.name.endsWith(".css"))
            .map((entry) => entry.responseEnd),
        ),
        appFilesAskedFor: resources
          .filter((entry) => /\/assets\/(boot|client)-[\w-]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      };
    });
    expect(timings.appFilesAskedFor).toHaveLength(2);
    for (const askedFor of timings.appFilesAskedFor) {
      expect(askedFor).toBeGreaterThan(timings.stylesLoaded);
    }
  });

  test("a tap on the menu before the app has arrived opens it once the app is there", async ({
    page,
  }) => {
    // React DOM arrives well after the page is painted.
    await holdBack(page, /\/assets\/client-[\w-]+\.js$/);
    await page.goto("/");
    expect(await menuAdoptedByReact(page)).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();

    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  });

  test("a tap on the sign-in button while its screen's code is late opens the dialog once it is in", async ({
    page,
  }) => {
    // The layout is live, but React cannot hydrate the screen until its chunk arrives.
    await holdBack(page, /\/assets\/login-screen-[\w-]+\.js$/);
    await page.goto("/login");
    await expect.poll(() => menuAdoptedByReact(page)).toBe(true);

    await page.getByRole("button", { name: "Sign-Up / Sign-In with Google" }).click();

    await expect(page.getByRole("dialog", { name: "Development sign-in" })).toBeVisible();
  });

  test("a page opened in the background asks for the app at once, with nothing painted", async ({
    page,
  }) => {
    // A background tab: hidden, and no frame is painted (so no animation frame runs).
    await page.addInitScript(() => {
      Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
      window.requestAnimationFrame = () => 0;
    });
    const appFileAskedFor = page.waitForRequest(/\/assets\/boot-[\w-]+\.js$/);
    await page.goto("/");

    await appFileAskedFor;
  });

  test("the trial is hydrated, then its question arrives and takes an answer", async ({
    browser,
  }) => {
    // Trials are limited per IP: this visitor comes from an address of its own.
    const context = await browser.newContext({
      extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${Date.now() % 250}` },
    });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await tagPaintedHeading(page);
    await page.goto("/try");

    const answers = page.getByRole("list", { name: "Answers" }).getByRole("button");
    await expect(answers).toHaveCount(4);
    await expect(page.getByRole("heading", { level: 1, name: "Try a Question" })).toBeVisible();
    await answers.first().click();
    await expect(trialVerdict(page)).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe("while the game is paused", () => {
  const flipSwitch = async (page: Page, body: object) => {
    const token = await adminToken(page.request);
    const flipped = await page.request.post("/admin/start/game/by/click", {
      headers: { Authorization: `Bearer ${token}` },
      data: body,
    });
    expect(flipped.ok()).toBe(true);
  };

  test.afterEach(async ({ page }) => flipSwitch(page, { status: "on" }));

  test("the trial hydrates as painted, then shows the pause, whichever read lands first", async ({
    browser,
    page,
  }) => {
    await flipSwitch(page, { status: "off", text: "30 Minutes" });
    // The switch's read, the socket's first message and the trial's refused read race the
    // screen's and the banner's hydration: a few visits meet more of the orders.
    for (let visit = 0; visit < 3; visit++) {
      const context = await browser.newContext({
        extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${(Date.now() + visit) % 250}` },
      });
      const visitor = await context.newPage();
      const problems = consoleProblems(visitor);
      await visitor.goto("/try");

      await expect(visitor.getByRole("heading", { level: 1, name: "Game paused" })).toBeVisible();
      await expect(visitor.getByText("Paused for: 30 Minutes")).toBeVisible();
      await expect(visitor.getByRole("status", { name: "Game status" })).toContainText(
        "Game paused: 30 Minutes",
      );
      // The refused read is the browser's own line; a mismatch would be React's.
      expect(problems.filter((problem) => !/status of 409/.test(problem))).toEqual([]);
      await context.close();
    }
  });
});
