// Proves the Worker's routing as a browser meets it: deep links to player, admin and
// public screens get the SPA shell and render their screen; unknown API paths are JSON.
import { expect, test } from "@playwright/test";

for (const path of ["/play", "/admin/home", "/like/abc", "/admin/user/home", "/no/such/page"]) {
  test(`serves the SPA shell for a deep link to ${path}`, async ({ request }) => {
    const response = await request.get(path, { headers: { Accept: "text/html" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toContain('<div id="root">');
  });
}

test("answers an unknown API path with a JSON 404", async ({ request }) => {
  const response = await request.get("/api/no/such/route");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: "not_found", message: "No such API route" });
});

test("shows the not-found screen for an unknown screen", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("shows the admin login for an admin screen without a token", async ({ page }) => {
  await page.goto("/admin/home");
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
});
