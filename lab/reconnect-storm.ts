import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { flipGameSwitch, signInDemoAdmin, startLocalServer } from "../bench/local-server";
import { type Client, closeAll, connect, connectAll } from "../bench/socket-clients";
import { percentile, round } from "../bench/stats";

/**
 * `npm run storm -- [--sockets 1000,5000] [--jitter-ms 2000] [--port 8799 | --url http://...]`
 * Opens N sockets to ours, drops them all, flips the admin's switch while they are gone
 * and brings each back with a jittered, growing backoff, as partysocket does: "99 % back"
 * is from the drop to the 99th percentile socket's first message again, and "stale"
 * counts sockets whose first message was not the switch's current state.
 */
const { values } = parseArgs({
  options: {
    sockets: { type: "string", default: "1000,5000" },
    concurrency: { type: "string", default: "200" },
    "jitter-ms": { type: "string", default: "2000" },
    url: { type: "string" },
    port: { type: "string", default: "8799" },
  },
});
process.chdir(resolve(import.meta.dirname, ".."));
const jitterMs = Number(values["jitter-ms"]);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const server = await startLocalServer(values.url, { port: Number(values.port) });
const token = await signInDemoAdmin(server.runtimeUrl);
const wsUrl = `${server.runtimeUrl.replace(/^http/, "ws")}/api/ws`;

async function reconnectWithBackoff(client: Client) {
  for (let attempt = 0; ; attempt++) {
    await sleep(Math.random() * jitterMs * 2 ** Math.min(attempt, 3));
    try {
      await connect(wsUrl, client);
      return performance.now();
    } catch {
      // Refused under the storm: back off and try again.
    }
  }
}

let paused = false;
try {
  await flipGameSwitch(server.runtimeUrl, token, paused);
  for (const count of values.sockets.split(",").map(Number)) {
    const { clients } = await connectAll(wsUrl, count, Number(values.concurrency));
    closeAll(clients);
    const droppedAt = performance.now();
    paused = !paused;
    await flipGameSwitch(server.runtimeUrl, token, paused);
    const current = JSON.stringify(
      await (await fetch(`${server.runtimeUrl}/api/game/status`)).json(),
    );
    const backAt = (await Promise.all(clients.map(reconnectWithBackoff))).map(
      (at) => at - droppedAt,
    );
    const stale = clients.filter(({ lastGame }) => {
      const { type: _type, ...state } = lastGame ?? { type: "none" };
      return JSON.stringify(state) !== current;
    }).length;
    console.log(
      `${count} sockets: 99 % back after ${round(percentile(backAt, 99), 0)} ms, ${stale} stale`,
    );
    closeAll(clients);
    await sleep(500);
  }
} finally {
  server.stop();
}
