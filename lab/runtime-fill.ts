import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { runtimeResidentKiB, sendReads, waitUntilUp } from "../bench/local-server";

/**
 * `npm run runtime-fill -- [--requests 30000] [--every 5000] [--port 8841]`
 *
 * The local runtime's own memory, without the app (docs/RELIABILITY.md, Soak): a
 * hello-world Worker under the root's `wrangler dev`, asked `--requests` times, 8 at a
 * time, with the runtime's resident size printed every `--every` requests. workerd's size
 * climbs with the requests it has served and then holds, whatever the Worker; the soak
 * primes the app's runtime for this reason (scripts/chaos/prime.ts).
 */
const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "30000" },
    every: { type: "string", default: "5000" },
    port: { type: "string", default: "8841" },
  },
});
const requests = Number(values.requests);
const every = Number(values.every);
const port = Number(values.port);
const wrangler = resolve(import.meta.dirname, "../node_modules/.bin/wrangler");

const folder = mkdtempSync(join(tmpdir(), "runtime-fill-"));
writeFileSync(
  join(folder, "wrangler.toml"),
  'name = "hello"\nmain = "index.js"\ncompatibility_date = "2026-10-30"\n',
);
writeFileSync(
  join(folder, "index.js"),
  "export default { fetch: () => Response.json({ ok: true }) };\n",
);

const server = spawn(
  wrangler,
  ["dev", "--port", String(port), "--inspector-port", String(port + 1000)],
  {
    cwd: folder,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", X_LOCAL_OBSERVABILITY: "false" },
  },
);
const url = `http://127.0.0.1:${port}`;
const residentMiB = () => Math.round(runtimeResidentKiB(server.pid ?? 0, port) / 1024);

try {
  await waitUntilUp(url, 60_000);
  console.log(`0 requests: ${residentMiB()} MiB`);
  for (let served = every; served <= requests; served += every) {
    await sendReads(url, ["/"], every);
    console.log(`${served} requests: ${residentMiB()} MiB`);
  }
} finally {
  process.kill(-(server.pid ?? 0), "SIGTERM");
}
