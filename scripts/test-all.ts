import { spawn } from "node:child_process";

/**
 * `npm test`: every check, all of them run even when one fails, then one summary. Exits
 * non-zero when any check failed.
 *
 * Checks run in two waves of independent lanes, so the whole stays under ten minutes on
 * two cores: the unit suites keep the CPU busy while the end-to-end suite mostly waits on
 * a browser and the clock. A lane's output is printed whole when it ends, so lanes running
 * side by side never interleave their lines.
 */
type Check = { name: string; script: string; env?: Record<string, string> };
type Result = Check & { ok: boolean; seconds: number };

const waves: Check[][][] = [
  [
    [{ name: "typecheck", script: "typecheck" }],
    [{ name: "lint and format", script: "lint" }],
    [{ name: "deploy dry-run (vite build, wrangler deploy --dry-run)", script: "deploy:check" }],
  ],
  [
    [{ name: "unit tests (vitest: workerd, Node and jsdom projects)", script: "test:unit" }],
    [
      { name: "front-end budgets (first JS, image sizes, self-hosted)", script: "budget" },
      // The first wave's deploy dry-run built the SPA; the unit tests read it meanwhile.
      { name: "end-to-end (Playwright, Chromium)", script: "e2e", env: { QUIZZY_PREBUILT: "1" } },
    ],
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
