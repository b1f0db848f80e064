// Proves the game switch reaches a player's open page live: an admin on /admin/start
// pauses the game and the player's /play shows the paused screen with its countdown
// within a second, with no reload; starting (after the 3-second countdown) brings the
// player's question back the same way.
import { expect, test } from "./support/people";
import { adminToken, signInAdminByApi, signInPlayerByApi } from "./support/sign-in";

test.afterEach(async ({ request }) => {
  const token = await adminToken(request);
  await request.post("/admin/start/game/by/click", {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: "on" },
  });
});

test("an admin's pause and start reach the player's /play live", async ({ openPage }) => {
  const admin = await openPage();
  const player = await openPage();

  await signInAdminByApi(admin);
  await admin.goto("/admin/start");
  await expect(admin.getByRole("button", { name: "Stop the game" })).toBeVisible();

  const { token } = await signInPlayerByApi(player);
  await player.request.post("/api/run/start", { headers: { Authorization: `Bearer ${token}` } });
  await player.goto("/play");
  await expect(player.getByRole("heading", { name: "Question 1" })).toBeVisible();
  let navigations = 0;
  player.on("framenavigated", () => navigations++);

  await admin.getByRole("button", { name: "10 Minutes" }).click();
  await expect(player.getByRole("heading", { name: "Game paused" })).toBeVisible({ timeout: 1000 });
  await expect(player.getByText("Paused for: 10 Minutes")).toBeVisible();
  await expect(player.getByText(/Resumes in 00:(09|10):\d\d/).first()).toBeVisible();
  const banner = player.getByRole("status", { name: "Game status" });
  await expect(banner).toContainText("Game paused: 10 Minutes");

  await admin.getByRole("button", { name: "Start the game" }).click();
  const countdown = admin.getByRole("dialog", { name: "Starting the game" });
  await expect(countdown).toContainText("Starting in 3...");
  await expect(countdown).toContainText("Starting in 1...", { timeout: 4000 });
  await expect(player.getByRole("heading", { name: "Question 1" })).toBeVisible({
    timeout: 5000,
  });
  await expect(banner).not.toContainText("Game paused");
  expect(navigations).toBe(0);
});

test("a second admin's screen follows the first admin's changes", async ({ openPage }) => {
  const first = await openPage();
  const second = await openPage();
  await signInAdminByApi(first);
  await signInAdminByApi(second);
  await first.goto("/admin/start");
  await second.goto("/admin/start");
  await expect(second.getByRole("button", { name: "Stop the game" })).toBeVisible();
  await first.getByRole("button", { name: "1 Hour" }).click();
  await expect(second.getByRole("button", { name: "Start the game" })).toBeVisible({
    timeout: 1000,
  });
  await expect(second.getByText("Game is Off")).toBeVisible();
});
