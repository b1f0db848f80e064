import { spawnSync } from "node:child_process";

/**
 * `npm test`: every check in order, all of them run even when one fails, then one
 * summary. Exits non-zero when any check failed.
 */
const checks: { name: string; script: string }[] = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint and format", script: "lint" },
  // Builds the SPA first (the deploy needs its assets), which the worker tests then use too.
  { name: "deploy dry-run (vite build, wrangler deploy --dry-run)", script: "deploy:check" },
  { name: "worker and web tests (vitest, workerd + jsdom)", script: "test:unit" },
  { name: "front-end budgets (first JS, image sizes, self-hosted)", script: "budget" },
  { name: "end-to-end (Playwright, Chromium)", script: "e2e" },
];

const results = checks.map(({ name, script }) => {
  console.log(`\n=== ${name}: npm run ${script}\n`);
  const started = Date.now();
  const { status } = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  return { name, ok: status === 0, seconds: (Date.now() - started) / 1000 };
});

console.log("\n=== Summary");
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? "PASS" : "FAIL"}  ${name}  (${seconds.toFixed(1)} s)`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
