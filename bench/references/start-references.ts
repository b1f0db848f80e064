import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { GameStatus } from "../../contract/game";

/**
 * The two references `npm run bench:fanout` measures beside ours, in the same sitting:
 * the platform's floor (a bare hibernating Durable Object in the same local
 * runtime, workerd through miniflare, the one wrangler brings) and a raw Node `ws`
 * broadcast server in its own process. Both take the trigger as `POST /publish` with a
 * game status, answer new sockets with the last message, and speak `quizzy.v1`.
 */
export type ReferenceServer = { url: string; stop: () => Promise<void> };

/** A reference's trigger: the switch's state, so its message is the size and shape of ours. */
export function publishTo(url: string) {
  return async (pause: boolean) => {
    const state: GameStatus = pause
      ? { Status: "off", text: "Few Minutes", resumeAt: null, changedAt: Date.now() }
      : { Status: "on", text: "", resumeAt: null, changedAt: Date.now() };
    const response = await fetch(`${url}/publish`, { method: "POST", body: JSON.stringify(state) });
    if (!response.ok) throw new Error(`publish failed: ${response.status}`);
  };
}

const here = import.meta.dirname;

type MiniflareLike = { ready: Promise<URL>; dispose: () => Promise<void> };
type MiniflareModule = {
  Miniflare: new (options: object) => MiniflareLike;
  convertV4MiniflareOptions: (options: object) => object;
};

/** miniflare is wrangler's own dependency (not hoisted), so it is loaded from there. */
function loadMiniflare(): MiniflareModule {
  const fromWrangler = createRequire(join(process.cwd(), "node_modules/wrangler/package.json"));
  return fromWrangler("miniflare") as MiniflareModule;
}

export async function startFloorServer(port: number): Promise<ReferenceServer> {
  const { Miniflare, convertV4MiniflareOptions } = loadMiniflare();
  const runtime = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: readFileSync(join(here, "floor-worker.js"), "utf8"),
      scriptPath: join(here, "floor-worker.js"),
      // The app's own date (wrangler.toml), so both run the same runtime behaviour.
      compatibilityDate: "2026-10-30",
      // SQLite-backed, as every object of the app is (wrangler.toml).
      durableObjects: { FLOOR_HUB: { className: "FloorHub", useSQLite: true } },
      host: "127.0.0.1",
      port,
    }),
  );
  await runtime.ready;
  return { url: `http://127.0.0.1:${port}`, stop: () => runtime.dispose() };
}

export async function startWsServer(port: number): Promise<ReferenceServer> {
  const child: ChildProcess = fork(join(here, "ws-broadcast-server.ts"), [String(port)], {
    execArgv: ["--import", "tsx"],
    stdio: "ignore",
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`ws reference exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
    },
  };
}
