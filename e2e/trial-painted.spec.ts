// Proves /try's question painted before the app (docs/decisions/017) in a real browser, with
// React DOM arriving 1.5 s late: the question shows before React has arrived, and an answer
// tapped then is judged once the app is live; a question without an image has its clock
// running meanwhile; a read slower than the entry waits for is shown by the app itself;
// an image question's answers are hidden until its image has loaded, then its clock runs,
// before React and on after it (React replays no load event); and with the image blocked
// the answers show and the clock runs once the server's 3 s grace is over.
// Nothing in the console, each time.
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  consoleProblems,
  holdBack,
  menuAdoptedByReact,
  trialVerdict,
} from "./support/painted-pages";

const REACT_DOM_FILE = /\/assets\/client-[\w-]+\.js$/;

/**
 * A visitor of their own (trials are limited per IP, so each has an address) whose React
 * DOM arrives 1.5 s late, with what the console says and whether React has arrived yet.
 */
async function visitorWithReactLate(browser: Browser) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${Date.now() % 250}` },
  });
  const page = await context.newPage();
  const problems = consoleProblems(page);
  await holdBack(page, REACT_DOM_FILE);
  let arrived = false;
  page.on("requestfinished", (request) => {
    if (REACT_DOM_FILE.test(request.url())) arrived = true;
  });
  return { context, page, problems, reactArrived: () => arrived };
}

/**
 * Whichever question the trial would draw, this visitor's is one with 15 s left, with
 * `img` or without one (it cannot be answered: the server never issued it).
 */
async function drawsQuestion(page: Page, img: string) {
  await page.route(/\/api\/get\/singel\/qst\//, (route) =>
    route.fulfill({
      json: {
        Status: "OK",
        data: {
          Questio: img ? "Which planet is this?" : "How many days are there in a week?",
          img,
          a: "Mars",
          b: "Venus",
          c: "Saturn",
          d: "Earth",
          seconds: 15,
          qno: "painted-question",
          remainingMs: 15_000,
          clockStartsInMs: img ? 3_000 : 0,
        },
      },
    }),
  );
}

test.describe("the trial's question, painted before the app", () => {
  test("shows while React is still on its way, and an answer tapped then is judged", async ({
    browser,
  }) => {
    const { context, page, problems, reactArrived } = await visitorWithReactLate(browser);
    await page.goto("/try");

    const answers = page.getByRole("list", { name: "Answers" }).getByRole("button");
    await expect(answers).toHaveCount(4);
    await expect(page.locator(".trial-question-text")).not.toBeEmpty();
    expect(reactArrived()).toBe(false);
    await answers.first().click();

    await expect(trialVerdict(page)).toBeVisible();
    expect(reactArrived()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a question without an image: its clock runs before React has arrived", async ({
    browser,
  }) => {
    const { context, page, problems, reactArrived } = await visitorWithReactLate(browser);
    await drawsQuestion(page, "");
    await page.goto("/try");

    // The server's clock has run since the question was issued; the painted one with it.
    const clock = page.getByRole("timer", { name: "Seconds left" });
    await expect(clock).toHaveText("15");
    await expect(clock).toHaveText("14", { timeout: 1_200 });
    expect(reactArrived()).toBe(false);
    await expect(clock).toHaveText("12", { timeout: 3_000 });
    expect(reactArrived()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a read slower than the app's wait: the app starts, then shows the question itself", async ({
    browser,
  }) => {
    const { context, page, problems } = await visitorWithReactLate(browser);
    await page.route(/\/api\/get\/singel\/qst\//, async (route) => {
      // Past the entry's 2 s wait and React's 1.5 s more: the app is live before the reply.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await route.continue();
    });
    await page.goto("/try");

    await expect.poll(() => menuAdoptedByReact(page), { timeout: 5_000 }).toBe(true);
    await expect(page.getByText("Loading…")).toBeVisible();
    const answers = page.getByRole("list", { name: "Answers" }).getByRole("button");
    await expect(answers).toHaveCount(4, { timeout: 10_000 });
    await answers.first().click();

    await expect(trialVerdict(page)).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  test("an image question's answers wait for its image, then its clock runs on into the app", async ({
    browser,
  }) => {
    const { context, page, problems, reactArrived } = await visitorWithReactLate(browser);
    await drawsQuestion(page, "/images/questions/planet.svg");
    await page.goto("/try");

    await expect(page.getByRole("img", { name: "The question's illustration" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Answers" })).toBeVisible();
    await expect(page.getByText(/^The answers and the clock start when/)).toBeHidden();
    expect(reactArrived()).toBe(false);
    await expect(page.getByRole("timer", { name: "Seconds left" })).toHaveText("13", {
      timeout: 5_000,
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  test("with the image blocked, the answers show and the clock runs once the 3 s grace is over", async ({
    browser,
  }) => {
    const { context, page, problems } = await visitorWithReactLate(browser);
    await drawsQuestion(page, "/images/questions/planet.svg");
    // The image never arrives.
    await page.route(/\/images\/questions\/planet\.svg$/, () => {});
    await page.goto("/try");

    const answers = page.getByRole("list", { name: "Answers" });
    const clock = page.getByRole("timer", { name: "Seconds left" });
    await expect(page.locator(".trial-question-text")).not.toBeEmpty();
    const paintedAt = Date.now();
    await expect(page.getByText(/^The answers and the clock start when/)).toBeVisible();
    await expect(answers).toBeHidden();
    await expect(clock).toHaveText("15");

    await expect(answers).toBeVisible({ timeout: 4_000 });
    expect(Date.now() - paintedAt).toBeGreaterThan(2_000);
    // By the server's deadline: 3 s of grace, then the question's 15 s.
    await expect(clock).toHaveText("13", { timeout: 5_000 });
    const shownSeconds = Number(await clock.textContent());
    const elapsed = (Date.now() - paintedAt) / 1000;
    expect(shownSeconds).toBeLessThanOrEqual(Math.ceil(18 - elapsed) + 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
