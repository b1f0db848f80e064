// Proves the production headers as a browser meets them on `npm start` (wrangler dev on
// the built assets): the security headers are on files Workers assets serves without
// the Worker (/, /try, a built script, the service worker) as on the Worker's answers,
// with the very values of worker/http/security-headers.ts; a cross-origin preflight gets
// no allow headers; and the app works under the CSP: no violation and no uncaught error
// on /, /try, /play after sign-in, /admin/home and the Worker's own checkout page.
import { expect, type Page, test } from "@playwright/test";
import { securityHeaderValues } from "../worker/http/security-headers";
import { confirmEligibilityByApi } from "./support/eligibility";
import { signInAdminByApi, signInPlayerByApi } from "./support/sign-in";

/** Collects what a strict CSP would break: violations (and their console errors) and crashes. */
async function watchForBreakage(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (
      message.type() === "error" &&
      /content security policy|csp violation/i.test(message.text())
    ) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test("every kind of response carries the security headers, assets without the Worker too", async ({
  request,
  page,
}) => {
  await page.goto("/");
  const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute("src");
  const expected = await securityHeaderValues();
  for (const path of [
    "/",
    "/try",
    script!,
    "/sw.js",
    "/manifest.webmanifest",
    "/admin/home",
    "/api/health",
  ]) {
    const response = await request.get(path, { headers: { Accept: "text/html" } });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected)) {
      expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
    expect(headers["access-control-allow-origin"], path).toBeUndefined();
    // Only content-hashed build files may be cached for good; the shell must revalidate.
    const immutable = headers["cache-control"]?.includes("immutable") ?? false;
    expect(immutable, `Cache-Control on ${path}`).toBe(path === script);
  }
});

test("a cross-origin preflight gets no allow headers", async ({ request }) => {
  const response = await request.fetch("/api/post/google/auth", {
    method: "OPTIONS",
    headers: {
      Origin: "https://evil.example",
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    },
  });
  const allowHeaders = Object.keys(response.headers()).filter((name) =>
    name.startsWith("access-control-allow"),
  );
  expect(allowHeaders).toEqual([]);
});

test("the public pages and the trial work under the CSP", async ({ browser }) => {
  // Trials are limited per IP; this visitor has an address of its own.
  const context = await browser.newContext({
    extraHTTPHeaders: { "CF-Connecting-IP": `198.18.${Date.now() % 250}.7` },
  });
  const page = await context.newPage();
  const problems = await watchForBreakage(page);
  await page.goto("/");
  await expect(page.getByRole("heading").first()).toBeVisible();
  await page.goto("/try");
  await expect(page.locator("p.trial-question-text")).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test("play after sign-in and the deposit checkout work under the CSP", async ({ page }) => {
  const problems = await watchForBreakage(page);
  const { token } = await signInPlayerByApi(page);
  const auth = { Authorization: `Bearer ${token}` };
  await page.request.post("/api/run/start", { headers: auth });
  await page.goto("/play");
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();

  await confirmEligibilityByApi(page.request, token);
  const deposit = await page.request.post("/api/payments/deposit", {
    headers: auth,
    data: { amount: 20 },
  });
  const { checkoutUrl } = (await deposit.json()) as { checkoutUrl: string };
  await page.goto(checkoutUrl);
  const pay = page.getByRole("button", { name: "Pay ₹20.00" });
  await expect(pay).toBeVisible();
  // The page's only style is inline, allowed by its hash: a blocked one leaves it grey.
  await expect(pay).toHaveCSS("background-color", "rgb(76, 31, 196)");
  expect(problems).toEqual([]);
});

test("the admin home works under the CSP", async ({ page }) => {
  const problems = await watchForBreakage(page);
  await signInAdminByApi(page);
  await page.goto("/admin/home");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(problems).toEqual([]);
});
