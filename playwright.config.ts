import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the app
 * as `npm start` serves it, on its own port and with its own fresh local state.
 */
const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  // Two cores: one browser at a time beside workerd keeps timings honest.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 360, height: 780 } } },
  ],
  webServer: {
    command: "rm -rf .wrangler/e2e && npm start",
    url: `${baseURL}/api/auth/config`,
    env: { PORT: String(port), QUIZZY_STATE_DIR: ".wrangler/e2e" },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
