import type { APIRequestContext, Page } from "@playwright/test";

/**
 * Signs in through the same HTTP calls the screens make and stores the keys the SPA
 * reads, for journeys whose subject is not sign-in itself (e2e/sign-in.spec.ts drives
 * the sign-in screens).
 */
export async function signInPlayerByApi(
  page: Page,
  email = `player-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
) {
  const request = page.request;
  const tokenResponse = await request.get(
    `/api/dev/id-token?email=${encodeURIComponent(email)}&name=E2E`,
  );
  const { idToken } = (await tokenResponse.json()) as { idToken: string };
  const auth = await request.post("/api/post/google/auth", {
    data: { email, name: "E2E", username: email.split("@")[0], uid: "e2e", idToken },
  });
  const { token, user, username } = (await auth.json()) as Record<string, string>;
  await page.goto("/load");
  await page.evaluate(
    (keys) => {
      for (const [key, value] of Object.entries(keys)) localStorage.setItem(key, value);
    },
    { ssid: token!, user: user!, username: username!, email },
  );
  return { token: token!, userId: user!, email };
}

/** Signs in through the sign-in screen and its development dialog, as a player would. */
export async function signInPlayerOnScreen(page: Page, email: string, name = "E2E Player") {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign-Up / Sign-In with Google" }).click();
  const dialog = page.getByRole("dialog", { name: "Development sign-in" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Sign in" }).click();
}

/**
 * One main-admin session for the whole run: password sign-in is rate-limited per account
 * (ten per quarter hour), and the journeys together would pass that.
 */
let adminSession: Promise<string> | undefined;

export function adminToken(request: APIRequestContext): Promise<string> {
  adminSession ??= (async () => {
    const response = await request.post("/admin/auth/login", {
      data: { email: "admin@quiz.local", password: "admin-pass-123" },
    });
    if (!response.ok()) throw new Error(`demo admin sign-in failed: ${response.status()}`);
    return ((await response.json()) as { token: string }).token;
  })();
  return adminSession;
}

export async function signInAdminByApi(page: Page) {
  const token = await adminToken(page.request);
  await page.goto("/admin/login");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  return token;
}

/**
 * The session key the SPA keeps in localStorage. A sign-in or a sign-out navigates, and a
 * read that the navigation cut is read again on the new page.
 */
export async function storedSessionKey(page: Page): Promise<string | null> {
  for (;;) {
    try {
      return await page.evaluate(() => localStorage.getItem("ssid"));
    } catch (error) {
      if (!String(error).includes("Execution context was destroyed")) throw error;
      await page.waitForLoadState();
    }
  }
}
