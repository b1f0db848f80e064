import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from "@playwright/test";

/**
 * `openPage` opens a page in a browser context of its own: another person on another
 * device. Each context is closed when the test ends, pass or fail. One left open keeps its
 * socket, and the next journey would count that person as online (admin-console.spec.ts).
 */
export const test = base.extend<{
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
}>({
  openPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from "@playwright/test";
