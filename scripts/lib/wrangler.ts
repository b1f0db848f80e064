import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";

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

export type StatementResult = { results: Record<string, unknown>[]; success: boolean };

/** Runs read-only statements against the local D1 of `npm start`, one result each. */
export async function queryLocalD1(statements: string[]): Promise<StatementResult[]> {
  const { stdout } = await promisify(execFile)(
    "wrangler",
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--json",
      ...persistArgs,
      "--command",
      statements.join(";\n"),
    ],
    { env: offlineWranglerEnv, maxBuffer: 64 * 1024 * 1024 },
  );
  const results = JSON.parse(stdout) as StatementResult[];
  if (results.length !== statements.length) {
    throw new Error(`expected ${statements.length} results from wrangler, got ${results.length}`);
  }
  return results;
}

/** The message for a local state that `npm start` has not made yet. */
export function missingDatabase(error: { stdout?: string }): string | null {
  // wrangler answers a missing database with an empty one, so the tables are missing.
  if (!error.stdout?.includes("no such table")) return null;
  return `No migrated local database in ${stateDir ?? ".wrangler/state"}: run \`npm start\` first.`;
}
