import { type ChildProcess, execSync, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * Benchmarks and audits run against the app as `npm start` serves it (wrangler dev on
 * workerd), each on its own port and state folder, unless `--url` points at a server
 * already running.
 */
export type LocalServer = {
  /** Where a browser goes: wrangler dev's own port. */
  url: string;
  /** Where load goes: the runtime itself, behind wrangler's dev proxy (see `runtimeUrl`). */
  runtimeUrl: string;
  /**
   * Finds the runtime again: a second `npm start` rebuilding the SPA under this one makes
   * wrangler restart its runtime on another port.
   */
  relocate: () => Promise<void>;
  /** Resident memory of this server's processes, in MiB (0 for a server given by URL). */
  memoryMiB: () => number;
  /** CPU time so far of every thread of this server's processes, in clock ticks, by thread. */
  threadCpuTicks: () => Map<string, number>;
  stop: () => void;
};

async function waitUntilUp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/auth/config`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${url} did not come up`);
}

/**
 * What a bench may leave out of wrangler.toml, only to weigh it, each with the section
 * that goes:
 * - `assets-router`: `[assets]`, so no static-assets router runs in front of the Worker
 *   (which a Worker with assets and `run_worker_first` gets, locally and on Cloudflare).
 *   Pages are not served then; the API and the sockets are (`npm run bench:fanout`).
 * - `answer-rate-limit`: the answer route's Rate Limiting binding. Locally each `limit()`
 *   is a fetch to an object of miniflare's that reads and writes a SQLite row (a durable
 *   commit); at the edge it is a native counter. Without the binding the middleware
 *   fails open and writes a warning line on every answer instead, so what this variant
 *   saves is an underestimate of the simulation's cost (`npm run bench:play`).
 */
export type LeftOut = "assets-router" | "answer-rate-limit";
/** Each section, and a text found only in it: once it is gone, the section is too. */
const leftOutSections: Record<LeftOut, { section: RegExp; marker: string }> = {
  "assets-router": { section: /^\[assets\][\s\S]*?(?=^\[)/m, marker: "[assets]" },
  "answer-rate-limit": {
    section: /^\[\[ratelimits\]\]\nname = "ANSWER_RATE_LIMIT"[\s\S]*?(?=^\[)/m,
    marker: "ANSWER_RATE_LIMIT",
  },
};

/** wrangler.toml without the sections named, written beside the state. */
function configWithout(stateDir: string, leftOut: LeftOut[]): string {
  const root = process.cwd();
  let config = readFileSync(join(root, "wrangler.toml"), "utf8")
    // Paths in a config are read from its own folder.
    .replace(/^main = "(.+)"$/m, (_, main: string) => `main = "${resolve(root, main)}"`)
    .replace(
      /^(migrations_dir|directory) = "(.+)"$/gm,
      (_, key: string, dir: string) => `${key} = "${resolve(root, dir)}"`,
    );
  for (const name of leftOut) {
    const { section, marker } = leftOutSections[name];
    config = config.replace(section, "");
    if (config.includes(marker)) throw new Error(`wrangler.toml's ${name} section was not removed`);
  }
  const folder = `${stateDir}-config`;
  mkdirSync(folder, { recursive: true });
  const file = resolve(folder, "wrangler.toml");
  writeFileSync(file, config);
  return file;
}

export async function startLocalServer(
  url: string | undefined,
  {
    port = 8799,
    stateDir = ".wrangler/bench",
    env = {},
    leftOut = [],
  }: {
    port?: number;
    stateDir?: string;
    env?: Record<string, string>;
    /** Sections of wrangler.toml to leave out, only to weigh them (`LeftOut`). */
    leftOut?: LeftOut[];
  } = {},
): Promise<LocalServer> {
  if (url) {
    await waitUntilUp(url, 5_000);
    return {
      url,
      runtimeUrl: url,
      relocate: async () => {},
      memoryMiB: () => 0,
      threadCpuTicks: () => new Map(),
      stop: () => {},
    };
  }
  // Fresh state each time, so one run's leftovers (rows, alarms) never weigh on the next.
  rmSync(stateDir, { recursive: true, force: true });
  const child: ChildProcess = spawn("npm", ["start", "--silent"], {
    // Request logging is off so the runtime's own console is not what gets measured.
    env: {
      ...process.env,
      ...env,
      ...(leftOut.length > 0 ? { QUIZZY_WRANGLER_CONFIG: configWithout(stateDir, leftOut) } : {}),
      PORT: String(port),
      QUIZZY_STATE_DIR: stateDir,
      WRANGLER_LOG: "warn",
    },
    stdio: "ignore",
    detached: true,
  });
  const localUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(localUrl, 180_000);
  const locate = () => (child.pid ? runtimeUrl(child.pid, localUrl) : Promise.resolve(localUrl));
  const server: LocalServer = {
    url: localUrl,
    runtimeUrl: await locate(),
    relocate: async () => {
      await waitUntilUp(localUrl, 60_000);
      server.runtimeUrl = await locate();
    },
    memoryMiB: () => (child.pid ? residentMiB(descendantsOf(child.pid)) : 0),
    threadCpuTicks: () => (child.pid ? threadCpuTicks(descendantsOf(child.pid)) : new Map()),
    stop: () => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    },
  };
  return server;
}

function descendantsOf(root: number): Set<number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/PID/stat is the parent; the name before it may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const found = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (found.has(parent) && !found.has(pid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * `wrangler dev` answers on its port through a proxy: a second workerd process, which
 * production does not have, that forwards every request and socket frame to the runtime
 * and drops some handshakes when thousands arrive at once. Load goes to the runtime's
 * own listening socket instead: among the ports our server's workerd processes listen
 * on, the one that serves the app.
 */
async function runtimeUrl(serverPid: number, publicUrl: string): Promise<string> {
  const ours = descendantsOf(serverPid);
  const ports = execSync("ss -ltnpH")
    .toString()
    .split("\n")
    .filter((line) => [...line.matchAll(/pid=(\d+)/g)].some((m) => ours.has(Number(m[1]))))
    .map((line) => line.split(/\s+/)[3]?.split(":").pop())
    .filter((port) => port && port !== new URL(publicUrl).port);
  for (const port of ports) {
    const candidate = `http://127.0.0.1:${port}`;
    try {
      const response = await fetch(`${candidate}/api/auth/config`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return candidate;
    } catch {
      // Not the app: the inspector or the runtime's internal loopback.
    }
  }
  console.warn(`No runtime found behind ${publicUrl}; measuring through wrangler's dev proxy.`);
  return publicUrl;
}

/**
 * Resident memory of these processes, in MiB. Only this server's own tree counts: other
 * runtimes on the machine (the bench's references, other people's servers) do not.
 */
function residentMiB(pids: Set<number>): number {
  let kib = 0;
  for (const pid of pids) {
    try {
      const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
      kib += Number(match?.[1] ?? 0);
    } catch {
      // The process ended while we looked.
    }
  }
  return kib / 1024;
}

/** User plus system CPU ticks of each thread of these processes (fields 14 and 15 of stat). */
function threadCpuTicks(pids: Set<number>): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of pids) {
    let threads: string[] = [];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of threads) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        ticks.set(`${pid}/${tid}`, Number(fields[11]) + Number(fields[12]));
      } catch {
        // The thread ended while we looked.
      }
    }
  }
  return ticks;
}

export async function signInDemoAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/admin/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "127.0.0.1" },
    body: JSON.stringify({ email: "admin@quiz.local", password: "admin-pass-123" }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`admin sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

export type DevPlayer = { token: string; user: string; username: string; email: string };

/**
 * A player signed in through the development identity provider, by the same two calls
 * the sign-in screen makes. Locally the Worker trusts CF-Connecting-IP, so callers that
 * sign in many players give each its own address to stay under the per-IP limit.
 */
export async function signInDevPlayer(
  url: string,
  { email, name, ip = "127.0.0.1" }: { email: string; name: string; ip?: string },
): Promise<DevPlayer> {
  const headers = { "CF-Connecting-IP": ip, "Content-Type": "application/json" };
  const tokenResponse = await fetch(
    `${url}/api/dev/id-token?${new URLSearchParams({ email, name })}`,
    { headers },
  );
  const { idToken } = (await tokenResponse.json()) as { idToken: string };
  const username = email.split("@")[0] ?? name;
  const response = await fetch(`${url}/api/post/google/auth`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, name, username, uid: username, idToken }),
  });
  const body = (await response.json()) as Partial<DevPlayer>;
  if (!body.token || !body.user) throw new Error(`player sign-in failed: ${JSON.stringify(body)}`);
  return { token: body.token, user: body.user, username: body.username ?? username, email };
}
