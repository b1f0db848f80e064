// What the painted-page journeys share: a file held back as on a slow link, whether React
// has adopted the painted menu, what the console says, and the trial's verdict.
import type { Page } from "@playwright/test";

/** A slow link for one of the app's files: it arrives 1.5 s after it is asked for. */
export async function holdBack(page: Page, file: RegExp) {
  await page.route(file, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

/** Whether React has adopted the painted menu button (it keeps its props on the element). */
export const menuAdoptedByReact = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector(".menu-button") ?? {}).some((key) =>
      key.startsWith("__reactProps"),
    ),
  );

/** Console errors and warnings, and uncaught errors: a hydration mismatch shows as one. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** The trial's verdict once an answer is judged, whichever it was. */
export const trialVerdict = (page: Page) =>
  page.getByRole("heading", { level: 1, name: /^(Correct Answer!|Wrong Answer)$/ });
