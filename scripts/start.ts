import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeReceiptKey } from "../worker/receipts/receipt-key";
import { demoAccounts, seedLocalDatabase } from "./lib/seed";
import { offlineWranglerEnv, persistArgs, run, stateDir } from "./lib/wrangler";

/**
 * `npm start`: build the SPA, migrate and seed the local D1, then serve everything with
 * `wrangler dev` and the development identity provider on. No account, no network.
 */
const port = process.env.PORT ?? "8787";
/** `npm run dev`: rebuild the SPA on every change; wrangler reloads the Worker itself. */
const watch = process.argv.includes("--watch");

async function step(title: string, work: () => Promise<void>) {
  const started = Date.now();
  process.stdout.write(`• ${title}... `);
  await work();
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The receipts' signing key of this local state: made on the first start and
 * kept beside the local D1, so receipts signed yesterday still verify today; a fresh
 * state (the e2e run's) gets a fresh key. Never committed; production's is a secret.
 */
async function developmentReceiptKeys(): Promise<string> {
  const folder = stateDir ?? ".wrangler/state";
  const file = join(folder, "receipt-signing-keys.json");
  if (existsSync(file)) return readFileSync(file, "utf8");
  const keys = JSON.stringify([await makeReceiptKey()]);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, keys, { mode: 0o600 });
  return keys;
}

// `npm run chaos` restarts the runtime after killing it, on the state this script set up
// and with its build, as a platform restarts a Worker: nothing to build, migrate or seed.
const restart = process.env.QUIZZY_RESTART === "1";
// `npm test` builds once for all its checks and says so, so the end-to-end server does not
// rebuild the assets under the unit tests that read them.
if (restart) console.log("• Restarting on the state and build already here");
else if (process.env.QUIZZY_PREBUILT === "1")
  console.log("• Using the web app npm test just built");
else await step("Building the web app", () => run("vite", ["build", "--logLevel", "error"]));
if (!restart) {
  await step("Applying database migrations", () =>
    run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs], {
      quiet: true,
    }),
  );
  await step("Seeding demo data", seedLocalDatabase);
}
const receiptKeys = process.env.RECEIPT_SIGNING_KEYS ?? (await developmentReceiptKeys());

console.log(`
Quizzy Edge is starting on http://localhost:${port}

  Player      open /login and use "Sign-Up / Sign-In with Google": locally it asks for
              any email (development sign-in, no Google account needed)
  Main admin  http://localhost:${port}/admin/login   ${demoAccounts.admin.email} / ${demoAccounts.admin.password}
  User-admin  http://localhost:${port}/admin/user/login   ${demoAccounts.contributor.email} / ${demoAccounts.contributor.password}
  Blocked     sign in as ${demoAccounts.blockedPlayer.email} to see the blocked-account message
  Returning   sign in as ${demoAccounts.returningPlayer.email} to see "a new account was opened"
  Held payout sign in as ${demoAccounts.heldPayoutPlayer.email} to see a withdrawal held after a change of payout details
  Past runs   sign in as ${demoAccounts.pastRunsPlayer.email} and open /runs
  Eligible    sign in as ${demoAccounts.eligiblePlayer.email}: 18+ in Maharashtra, /payment takes a deposit at once
  Paid off    sign in as ${demoAccounts.closedRegionPlayer.email}: in Tamil Nadu, where paid play is off, free tries only
  Live show   a demo show starts 30 minutes after this start (its lobby opens 10 minutes before);
              sign in as ${demoAccounts.showWinner.email} to see the warm-up show's prize in the Bank
`);

/**
 * Wrangler's default inspector port is 9229 or the next free one, found by probing before
 * binding: two servers starting at the same moment (npm test's end-to-end and chaos lanes)
 * both find 9229 free and the second dies "Address already in use". A port tied to the
 * HTTP port is as unique as that one. The lab's profiler (lab/cpu-profile.ts) sets its own.
 */
const inspectorPort = process.env.INSPECTOR_PORT ?? String(Number(port) + 1000);

const server = spawn(
  "wrangler",
  [
    "dev",
    "--port",
    port,
    "--var",
    "DEV_IDENTITY:on",
    // Lets the fan-out benchmark (and anyone curious) try more socket hubs locally.
    ...(process.env.SOCKET_HUB_SHARDS
      ? ["--var", `SOCKET_HUB_SHARDS:${process.env.SOCKET_HUB_SHARDS}`]
      : []),
    // `npm run chaos` only: the fault-injection control (worker/http/chaos-control.ts).
    ...(process.env.CHAOS_FAULTS === "1" ? ["--var", "CHAOS_FAULTS:1"] : []),
    "--inspector-port",
    inspectorPort,
    // Only the lab sets this (lab/server.ts): the same Worker from a copy of wrangler.toml
    // without a section, to weigh what that section costs.
    ...(process.env.QUIZZY_WRANGLER_CONFIG ? ["--config", process.env.QUIZZY_WRANGLER_CONFIG] : []),
    "--show-interactive-dev-session=false",
    ...persistArgs,
  ],
  // The required secret (wrangler.toml `[secrets]`) reaches wrangler dev through its
  // environment, so it never shows in a process list.
  { env: { ...offlineWranglerEnv, RECEIPT_SIGNING_KEYS: receiptKeys }, stdio: "inherit" },
);
const children = [server];
if (watch) {
  children.push(spawn("vite", ["build", "--watch", "--logLevel", "warn"], { stdio: "inherit" }));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
server.on("exit", (code) => process.exit(code ?? 0));
