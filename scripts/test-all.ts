import { spawn } from "node:child_process";

/**
 * `npm test`: every check, all of them run even when one fails, then one summary. Exits
 * non-zero when any check failed.
 *
 * Checks run in two waves of independent lanes, aiming at ten minutes on
 * two cores (docs/TESTING.md). The first wave is short and makes the run's one production
 * build (deploy:check, into dist/client). The second runs the unit tests, which keep both
 * cores busy, beside the end-to-end suite, which mostly waits on a browser and the clock,
 * and the short chaos run (issue 35), which mostly waits on its restarts.
 * A lane's output is printed whole when it ends, so lanes running side by side never
 * interleave their lines.
 */
type Check = { name: string; script: string; env?: Record<string, string> };
type Result = Check & { ok: boolean; seconds: number };

/** The second wave reads the first wave's build instead of making its own (start.ts, web/prerender.test.tsx). */
const usesTheBuild = { QUIZZY_PREBUILT: "1" };

const waves: Check[][][] = [
  [
    [{ name: "typecheck", script: "typecheck" }],
    [
      { name: "lint and format", script: "lint" },
      { name: "dead code (knip: unused files, exports and dependencies)", script: "deadcode" },
    ],
    [{ name: "deploy dry-run (vite build, wrangler deploy --dry-run)", script: "deploy:check" }],
    // Its own build in a temporary folder; here it fills the cores while typecheck runs.
    [{ name: "front-end budgets (first JS, image sizes, self-hosted)", script: "budget" }],
  ],
  [
    [
      {
        name: "unit tests (vitest: workerd, Node and jsdom projects)",
        script: "test:unit",
        env: usesTheBuild,
      },
    ],
    [{ name: "end-to-end (Playwright, Chromium)", script: "e2e", env: usesTheBuild }],
    // Mostly waits on restarts and the clock, so it shares the cores with the two above.
    [{ name: "chaos, short (5 kills, one D1 window, seed 505)", script: "chaos:short" }],
  ],
];

function runCheck(check: Check): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", check.script], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...check.env },
    });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n=== ${check.name}: npm run ${check.script} (${seconds.toFixed(1)} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ ...check, ok: code === 0, seconds });
    });
  });
}

async function runLane(lane: Check[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const check of lane) results.push(await runCheck(check));
  return results;
}

const started = Date.now();
const results: Result[] = [];
for (const wave of waves) {
  results.push(...(await Promise.all(wave.map(runLane))).flat());
}

console.log("\n=== Summary");
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? "PASS" : "FAIL"}  ${name}  (${seconds.toFixed(1)} s)`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(
  `checks: ${results.length - failed} passed, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed === 0 ? 0 : 1);
