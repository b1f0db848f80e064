import { execSync, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { startLocalServer } from "../bench/local-server";

/**
 * `npm run weigh -- [--port 8799] [--state-root /dev/shm/quizzy] [--inspector-port 9229]
 * [--without-assets-router] [--without-answer-rate-limit] -- <command...>`
 *
 * Starts the app as a bench would (bench/local-server.ts), in a variant that exists only
 * to weigh something, runs `<command>` against it with `--url <runtime>` appended (a
 * bench: `npx tsx bench/play.ts --no-report`), and prints what the server's processes
 * spent meanwhile, read from /proc: CPU of all threads, the busiest thread's share (near
 * 100 %: every object ran on one thread) and resident memory before and after. Divide
 * the CPU by the requests the bench served for a request's cost.
 *
 * The variants, each only to weigh it:
 * - `--state-root`: where the server keeps its state. On a memory file system its
 *   commits cost no disk flush: how much of a path's time is this machine's disk.
 * - `--without-assets-router`: wrangler.toml without `[assets]`, so no static-assets
 *   router runs in front of the Worker (the fan-out floor has none). Pages are not served.
 * - `--without-answer-rate-limit`: without the answer route's Rate Limiting binding,
 *   whose local simulation is a durable SQLite write per answer (at the edge a native
 *   counter). The middleware fails open and logs a warning per answer instead, so what
 *   this saves underestimates the simulation's cost.
 * - `--inspector-port`: the runtime's inspector, for `npm run profile`.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string", default: "8799" },
    "state-root": { type: "string", default: ".wrangler" },
    "inspector-port": { type: "string" },
    "without-assets-router": { type: "boolean", default: false },
    "without-answer-rate-limit": { type: "boolean", default: false },
  },
});
if (positionals.length === 0) throw new Error("say what to run: npm run weigh -- -- <command>");
// Benches read and write the repository's files (docs/PERFORMANCE.md, .wrangler).
process.chdir(resolve(import.meta.dirname, ".."));

/** Each section a variant leaves out, and a text found only in it (so its removal is checked). */
const leftOutSections = {
  "assets-router": { section: /^\[assets\][\s\S]*?(?=^\[)/m, marker: "[assets]" },
  "answer-rate-limit": {
    section: /^\[\[ratelimits\]\]\nname = "ANSWER_RATE_LIMIT"[\s\S]*?(?=^\[)/m,
    marker: "ANSWER_RATE_LIMIT",
  },
};
type LeftOut = keyof typeof leftOutSections;

/** wrangler.toml without the sections named, written beside the state; scripts/start.ts takes it. */
function configWithout(stateDir: string, leftOut: LeftOut[]): string {
  const root = process.cwd();
  let config = readFileSync("wrangler.toml", "utf8")
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

/** The server's processes: its process group (bench/local-server.ts starts it as a leader). */
const processesOf = (group: number) =>
  execSync(`ps -o pid= -g ${group}`).toString().trim().split(/\s+/).map(Number);

/** Resident memory of these processes, in MiB. */
function residentMiB(pids: number[]): number {
  let kib = 0;
  for (const pid of pids) {
    try {
      kib += Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      // The process ended while we looked.
    }
  }
  return kib / 1024;
}

/** User plus system CPU ticks of each thread of these processes (fields 14 and 15 of stat). */
function threadCpuTicks(pids: number[]): Map<string, number> {
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

const leftOut = (["assets-router", "answer-rate-limit"] as const).filter(
  (name) => values[`without-${name}`],
);
const stateDir = `${values["state-root"]}/lab`;
const server = await startLocalServer(undefined, {
  port: Number(values.port),
  stateDir,
  env: {
    ...(leftOut.length > 0 ? { QUIZZY_WRANGLER_CONFIG: configWithout(stateDir, leftOut) } : {}),
    ...(values["inspector-port"] ? { INSPECTOR_PORT: values["inspector-port"] } : {}),
  },
});
try {
  const group = server.processGroup!;
  console.log(`Server up: ${server.url} (runtime ${server.runtimeUrl}).`);
  const memoryBefore = residentMiB(processesOf(group));
  const ticksBefore = threadCpuTicks(processesOf(group));
  const [command, ...args] = positionals;
  const code = await new Promise<number | null>((done) =>
    spawn(command!, [...args, "--url", server.runtimeUrl], { stdio: "inherit" }).on("exit", done),
  );
  const spent = [...threadCpuTicks(processesOf(group))].map(
    ([thread, ticks]) => ticks - (ticksBefore.get(thread) ?? 0),
  );
  const msPerTick = 1000 / Number(execSync("getconf CLK_TCK").toString().trim());
  const total = spent.reduce((sum, ticks) => sum + ticks, 0);
  console.log(
    [
      `Command exited with ${code}.`,
      `Server CPU, all threads: ${Math.round(total * msPerTick)} ms.`,
      `Busiest thread's share of it: ${total > 0 ? Math.round((Math.max(...spent) / total) * 100) : "-"} %.`,
      `Resident memory: ${memoryBefore.toFixed(1)} MiB before, ${residentMiB(processesOf(group)).toFixed(1)} MiB after.`,
    ].join("\n"),
  );
  process.exitCode = code ?? 1;
} finally {
  server.stop();
}
