import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import WebSocket from "ws";

/**
 * `npm run profile -- --inspector-port P [--seconds 10] [--top 30] [--bundle F] [--save F]`
 * or `npm run profile -- --load F [--requests N] [--bundle F] [--top 30]`.
 * Samples the Worker's CPU through the runtime's inspector (a server started with
 * `npm run weigh -- --inspector-port P -- npx tsx bench/play.ts`, or `INSPECTOR_PORT=P
 * npm start` at the root) while something loads it, then prints where the time went: self time per function and per source
 * (our modules by file, libraries by package), as shares of all samples, and by side:
 * what ran inside a Durable Object (on its own thread in production) and what ran in the
 * Worker's request handling. The runtime runs one bundle (`--bundle`, by default the
 * newest `.wrangler/tmp/<dev>/index.js` of this checkout); its module comments name each
 * line's file.
 */
const { values } = parseArgs({
  options: {
    "inspector-port": { type: "string" },
    seconds: { type: "string", default: "10" },
    top: { type: "string", default: "30" },
    bundle: { type: "string" },
    /** Also writes the raw profile here (a `.cpuprofile` Chrome's DevTools opens). */
    save: { type: "string" },
    /** Reads a profile written by `--save` (and the bundle it kept) instead of sampling. */
    load: { type: "string" },
    /**
     * The requests served while it sampled: each side's time is then also given per
     * request, which compares two routes' costs where shares of two profiles cannot.
     */
    requests: { type: "string" },
  },
});
type Target = { webSocketDebuggerUrl: string };
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Samples the runtime's first inspector target for `seconds`. */
async function sampleProfile(port: string, seconds: number): Promise<Profile> {
  const base = `http://127.0.0.1:${port}`;
  const targets = (await (await fetch(`${base}/json`)).json()) as Target[];
  const target = targets[0];
  if (!target) throw new Error(`no inspector target at ${base}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));

  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  function send<T>(method: string, params: object = {}): Promise<T> {
    const id = nextId++;
    socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve) => pending.set(id, resolve as (result: unknown) => void));
  }

  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  await send("Profiler.start");
  const startedAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  // Before the stop: its reply carries the whole profile and takes a while to arrive.
  const stoppedAt = Date.now();
  const { profile } = await send<{ profile: Profile }>("Profiler.stop");
  // The window in wall-clock time, to count what the server stored while it sampled
  // (an answer's `answered_at`, say) and so pass `--requests` exactly.
  console.log(`Sampling window: ${startedAt} to ${stoppedAt} (ms since the epoch).`);
  // The runtime never answers a close frame: ws would wait 30 s for it.
  socket.terminate();
  return profile;
}

let profile: Profile;
if (values.load) {
  profile = JSON.parse(readFileSync(values.load, "utf8")) as Profile;
} else {
  if (!values["inspector-port"]) throw new Error("--inspector-port or --load is required");
  profile = await sampleProfile(values["inspector-port"], Number(values.seconds));
  if (values.save) {
    writeFileSync(values.save, JSON.stringify(profile));
    // wrangler deletes its bundle when it stops; the profile's lines need it.
    copyFileSync(values.bundle ?? newestDevBundle(), bundleBeside(values.save));
  }
}

/** Where `--save` keeps a copy of the bundle a saved profile's lines point into. */
function bundleBeside(profileFile: string): string {
  return `${profileFile}.bundle.js`;
}

/** The bundle `wrangler dev` built last in this checkout. */
function newestDevBundle(): string {
  const root = resolve(import.meta.dirname, "../.wrangler/tmp");
  const bundles = readdirSync(root)
    .map((dir) => join(root, dir, "index.js"))
    .filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
  const newest = bundles.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) throw new Error("no bundle under .wrangler/tmp: pass --bundle");
  return newest;
}

/** esbuild starts each module with a `// path` line: the file each bundle line came from. */
const bundle = values.bundle ?? (values.load ? bundleBeside(values.load) : newestDevBundle());
const moduleStarts = readFileSync(bundle, "utf8")
  .split("\n")
  .flatMap((line, index) => {
    const path = line.match(/^\/\/ ((?:\.\.\/)*[\w@.-]+\/[\w@./-]+\.[cm]?[jt]sx?)$/)?.[1];
    return path ? [{ line: index, path }] : [];
  });
/** The bundled file of a 0-based line of the bundle. */
function moduleOfLine(line: number): string | undefined {
  let low = 0;
  let high = moduleStarts.length - 1;
  let found: string | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = moduleStarts[middle]!;
    if (start.line <= line) {
      found = start.path;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The file a frame's code came from: the bundled module for a line of the bundle. */
const fileOf = ({ url, lineNumber }: ProfileNode["callFrame"]) =>
  url.endsWith("index.js") ? (moduleOfLine(lineNumber) ?? url) : url;

/** Our modules by file; a library by its package; the runtime's own by its kind. */
function sourceOf(callFrame: ProfileNode["callFrame"]): string {
  const { url: frameUrl, functionName } = callFrame;
  if (!frameUrl) return functionName.startsWith("(") ? functionName : "(runtime)";
  const url = fileOf(callFrame);
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  const ours = url.match(/\/(worker|contract)\/.*$/);
  return ours ? ours[0].slice(1) : url;
}

const parentOf = new Map<number, ProfileNode>();
for (const node of profile.nodes) {
  for (const child of node.children ?? []) parentOf.set(child, node);
}
/**
 * Which side a sample ran on: inside a Durable Object if its stack passes through one's
 * code (its methods, and what they call before an await); the runtime's own idle, program
 * and garbage-collection time on no side; the rest is the Worker's request handling, and
 * the D1 client's continuations (callers lost across the await) are counted apart.
 */
function sideOf(node: ProfileNode): string {
  const { functionName, url } = node.callFrame;
  if (!url && functionName.startsWith("(")) return `runtime ${functionName}`;
  for (let at: ProfileNode | undefined = node; at; at = parentOf.get(at.id)) {
    if (fileOf(at.callFrame).startsWith("worker/durable/")) return "Durable Objects";
  }
  if (url.includes("d1-api")) return "D1 client, after an await (either side)";
  return "Worker request handling";
}

const selfTime = new Map<number, number>();
profile.samples.forEach((nodeId, i) => {
  selfTime.set(nodeId, (selfTime.get(nodeId) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map<string, number>();
const bySource = new Map<string, number>();
const bySide = new Map<string, number>();
for (const node of profile.nodes) {
  const time = selfTime.get(node.id) ?? 0;
  const { functionName, lineNumber } = node.callFrame;
  const side = sideOf(node);
  bySide.set(side, (bySide.get(side) ?? 0) + time);
  const source = sourceOf(node.callFrame);
  const name = `${functionName || "(anonymous)"} ${source}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  bySource.set(source, (bySource.get(source) ?? 0) + time);
}
const share = (time: number) => `${((time / total) * 100).toFixed(1)} %`;
const requests = Number(values.requests);
/** Sampled microseconds as milliseconds a request, when the request count is known. */
const perRequest = (time: number) =>
  requests > 0 ? `  ${(time / 1000 / requests).toFixed(3).padStart(6)} ms a request` : "";
const top = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(values.top))
    .map(([name, time]) => `${share(time).padStart(7)}${perRequest(time)}  ${name}`)
    .join("\n");
console.log(
  `Sampled ${(total / 1e6).toFixed(1)} s of the Worker's isolate.\n\nBy side:\n${top(bySide)}\n\nBy source:\n${top(bySource)}\n\nBy function (self time):\n${top(byFunction)}`,
);
