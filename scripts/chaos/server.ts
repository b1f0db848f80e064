import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { runtimeResidentKiB, waitUntilUp } from "../../bench/local-server";

/**
 * The chaos run's server: `npm start` on its own port and state folder with the fault
 * control on (CHAOS_FAULTS=1), in a process group of its own so that a kill takes the
 * whole runtime (npm, wrangler, workerd) at once, as a machine losing power would. A
 * restart is `npm start` again on the same state with QUIZZY_RESTART=1: the runtime only,
 * as a platform restarts a Worker (no build, migration or seed).
 */
export type ChaosServer = {
  url: string;
  /** `kill -9` of the whole process group. */
  kill: () => void;
  restart: () => Promise<void>;
  /** The runtime's resident memory in KiB: its workerd, not wrangler's dev proxy. */
  residentKiB: () => number;
  stop: () => void;
};

const UP_TIMEOUT_MS = 180_000;

export async function startChaosServer(port: number, stateDir: string): Promise<ChaosServer> {
  rmSync(stateDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const spawnServer = (restart: boolean) => {
    child = spawn("npm", ["start", "--silent"], {
      env: {
        ...process.env,
        PORT: String(port),
        QUIZZY_STATE_DIR: stateDir,
        CHAOS_FAULTS: "1",
        // The build is the first start's; a restart serves it as it is.
        QUIZZY_PREBUILT: existsSync("dist/client/index.html") ? "1" : "",
        QUIZZY_RESTART: restart ? "1" : "",
        WRANGLER_LOG: "warn",
        // wrangler dev records every request's trace for its local explorer, into the state
        // folder and the runtime's memory; a soak measures the app, not that recorder.
        X_LOCAL_OBSERVABILITY: "false",
      },
      stdio: process.env.CHAOS_VERBOSE ? "inherit" : "ignore",
      detached: true,
    });
  };
  const group = () => child?.pid;
  const kill = () => {
    const pid = group();
    if (!pid) return;
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    child = null;
  };
  spawnServer(false);
  await waitUntilUp(url, UP_TIMEOUT_MS);
  return {
    url,
    kill,
    restart: async () => {
      kill();
      spawnServer(true);
      await waitUntilUp(url, UP_TIMEOUT_MS);
    },
    residentKiB: () => {
      const pid = group();
      return pid ? runtimeResidentKiB(pid, port) : 0;
    },
    stop: () => {
      const pid = group();
      if (pid) process.kill(-pid, "SIGTERM");
    },
  };
}
