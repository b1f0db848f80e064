import { type ChildProcess, execSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * Benchmarks run against the app as `npm start` serves it (wrangler dev on workerd), on
 * their own port and state folder, unless `--url` points at a server already running.
 */
export type LocalServer = {
  /** Where a browser goes: wrangler dev's own port. */
  url: string;
  /** Where load goes: the runtime itself, behind wrangler's dev proxy (see `runtimeUrl`). */
  runtimeUrl: string;
  /** The process group of every process of this server (none for a server given by URL). */
  processGroup: number | undefined;
  stop: () => void;
};

/** Waits until the app at `url` answers, each probe given 2 s (a runtime just killed may hold one). */
export async function waitUntilUp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/auth/config`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not come up`);
}

/**
 * The resident memory in KiB of a `wrangler dev` server's runtime: the workerd processes of
 * its process group, without wrangler's dev proxy (a workerd too, on the public port;
 * production has none).
 */
export function runtimeResidentKiB(processGroup: number, publicPort: number): number {
  const lines = execSync(`ps -o rss=,args= -g ${processGroup}`).toString().trim().split("\n");
  return lines
    .filter((line) => line.includes("workerd serve") && !line.includes(`:${publicPort} `))
    .reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[0]), 0);
}

/** Sends `count` GETs of `paths` in turn, 8 at a time; throws on any answer but 200. */
export async function sendReads(
  url: string,
  paths: readonly string[],
  count: number,
  headers: Record<string, string> = {},
): Promise<void> {
  let sent = 0;
  const reader = async () => {
    while (sent < count) {
      const path = paths[sent++ % paths.length];
      const response = await fetch(`${url}${path}`, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`read ${path} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));
}

export async function startLocalServer(
  url: string | undefined,
  {
    port = 8799,
    stateDir = ".wrangler/bench",
    env = {},
  }: { port?: number; stateDir?: string; env?: Record<string, string> } = {},
): Promise<LocalServer> {
  if (url) {
    await waitUntilUp(url, 5_000);
    return { url, runtimeUrl: url, processGroup: undefined, stop: () => {} };
  }
  // Fresh state each time, so one run's leftovers (rows, alarms) never weigh on the next.
  rmSync(stateDir, { recursive: true, force: true });
  const child: ChildProcess = spawn("npm", ["start", "--silent"], {
    // Request logging is off so the runtime's own console is not what gets measured.
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      QUIZZY_STATE_DIR: stateDir,
      WRANGLER_LOG: "warn",
    },
    stdio: "ignore",
    // Its own process group: the runtime is found, and everything stopped, through it.
    detached: true,
  });
  const localUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(localUrl, 180_000);
  return {
    url: localUrl,
    runtimeUrl: child.pid ? await runtimeUrl(child.pid, localUrl) : localUrl,
    processGroup: child.pid,
    stop: () => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    },
  };
}

/**
 * `wrangler dev` answers on its port through a proxy: a second workerd process, which
 * production does not have, that forwards every request and socket frame to the runtime
 * and drops some handshakes when thousands arrive at once. Load goes to the runtime's
 * own listening socket instead: among the ports our server's processes listen on, the
 * one that serves the app.
 */
export async function runtimeUrl(processGroup: number, publicUrl: string): Promise<string> {
  const ours = new Set(execSync(`ps -o pid= -g ${processGroup}`).toString().split(/\s+/));
  const ports = execSync("ss -ltnpH")
    .toString()
    .split("\n")
    .filter((line) => [...line.matchAll(/pid=(\d+)/g)].some((m) => ours.has(m[1]!)))
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

/**
 * The admin's game switch, exactly as the console sends it. A connection the runtime
 * resets (thousands of sockets reconnecting at once) is retried, as the console would.
 */
export async function flipGameSwitch(url: string, adminToken: string, pause: boolean) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${url}/admin/start/game/by/click`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` },
        body: JSON.stringify(pause ? { status: "off", text: "Few Minutes" } : { status: "on" }),
      });
      if (!response.ok)
        throw new Error(`switch failed: ${response.status} ${await response.text()}`);
      return;
    } catch (error) {
      if (attempt === 3 || !(error instanceof TypeError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
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
