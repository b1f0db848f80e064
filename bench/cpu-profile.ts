import { parseArgs } from "node:util";
import WebSocket from "ws";

/**
 * `npm run bench:profile -- --inspector-port P [--seconds 10] [--top 30]`
 * Samples the Worker's CPU through the runtime's inspector (a server started with
 * `INSPECTOR_PORT=P npm start`) while something else loads it (`npm run bench:play --
 * --url ...`), then prints where the time went: self time per function and per source
 * (our modules by file, libraries by package), as shares of all samples.
 */
const { values } = parseArgs({
  options: {
    "inspector-port": { type: "string" },
    seconds: { type: "string", default: "10" },
    top: { type: "string", default: "30" },
  },
});
if (!values["inspector-port"]) throw new Error("--inspector-port is required");

type Target = { webSocketDebuggerUrl: string; title: string };
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const base = `http://127.0.0.1:${values["inspector-port"]}`;
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
await new Promise((resolve) => setTimeout(resolve, Number(values.seconds) * 1000));
const { profile } = await send<{ profile: Profile }>("Profiler.stop");
socket.close();

/** Our modules by file; a library by its package; the runtime's own by its kind. */
function sourceOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(runtime)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  const ours = url.match(/\/(worker|contract)\/.*$/);
  return ours ? ours[0].slice(1) : url;
}

const selfTime = new Map<number, number>();
profile.samples.forEach((nodeId, i) => {
  selfTime.set(nodeId, (selfTime.get(nodeId) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map<string, number>();
const bySource = new Map<string, number>();
for (const node of profile.nodes) {
  const time = selfTime.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  const source = sourceOf(url, functionName);
  const name = `${functionName || "(anonymous)"} ${source}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  bySource.set(source, (bySource.get(source) ?? 0) + time);
}
const share = (time: number) => `${((time / total) * 100).toFixed(1)} %`;
const top = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(values.top))
    .map(([name, time]) => `${share(time).padStart(7)}  ${name}`)
    .join("\n");
console.log(
  `Sampled ${(total / 1e6).toFixed(1)} s of ${target.title}.\n\nBy source:\n${top(bySource)}\n\nBy function (self time):\n${top(byFunction)}`,
);
