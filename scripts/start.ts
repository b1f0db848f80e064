import { spawn } from "node:child_process";
import { demoAccounts, seedLocalDatabase } from "./lib/seed";
import { offlineWranglerEnv, persistArgs, run } from "./lib/wrangler";

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

await step("Building the web app", () => run("vite", ["build", "--logLevel", "error"]));
await step("Applying database migrations", () =>
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs], { quiet: true }),
);
await step("Seeding demo data", seedLocalDatabase);

console.log(`
Quizzy Edge is starting on http://localhost:${port}

  Player      open /login and use "Sign-Up / Sign-In with Google": locally it asks for
              any email (development sign-in, no Google account needed)
  Main admin  http://localhost:${port}/admin/login   ${demoAccounts.admin.email} / ${demoAccounts.admin.password}
  User-admin  http://localhost:${port}/admin/user/login   ${demoAccounts.contributor.email} / ${demoAccounts.contributor.password}
`);

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
    "--show-interactive-dev-session=false",
    ...persistArgs,
  ],
  { env: offlineWranglerEnv, stdio: "inherit" },
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
