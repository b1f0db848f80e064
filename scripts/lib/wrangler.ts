import { spawn } from "node:child_process";

/** Keeps wrangler offline and quiet (see ../shared/TOOLCHAIN.md). */
export const offlineWranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

/** Where local D1 and Durable Object state lives; e2e runs use their own folder. */
export const stateDir = process.env.QUIZZY_STATE_DIR;
export const persistArgs = stateDir ? ["--persist-to", stateDir] : [];

export function run(command: string, args: string[], options: { quiet?: boolean } = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      env: offlineWranglerEnv,
      stdio: options.quiet ? ["ignore", "pipe", "inherit"] : "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} exited with ${code}`)),
    );
  });
}

/** Runs a SQL file against the local D1 (or the deployed one with `--remote`). */
export function executeSqlFile(file: string, target: "--local" | "--remote" = "--local") {
  return run(
    "wrangler",
    ["d1", "execute", "DB", target, "--file", file, ...(target === "--local" ? persistArgs : [])],
    { quiet: true },
  );
}
