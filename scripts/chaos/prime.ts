import { sendReads } from "../../bench/local-server";

/**
 * The local runtime's own fill (docs/RELIABILITY.md, Soak). workerd's resident size climbs
 * with the requests it has served, up to a level, whatever the Worker: a hello-world Worker
 * under plain Miniflare grew from 88 to 495 MiB over 30,000 requests and then held, and this
 * app's runtime levels near 1.1 GiB after about 25,000 cheap reads. A 30-minute soak serves
 * far fewer, so without priming it would measure the runtime filling, not the load's own work.
 */
const READS = [
  "/api/auth/config",
  "/api/game/status",
  "/api/shows",
  "/.well-known/quizzy-receipts.json",
];
/** A documentation address (RFC 5737), so the reads count against nobody the load plays as. */
const PRIMING_ADDRESS = "198.51.100.7";

/** Sends `count` public reads, 8 at a time; throws on any answer but 200. */
export function primeRuntime(url: string, count: number): Promise<void> {
  return sendReads(url, READS, count, { "CF-Connecting-IP": PRIMING_ADDRESS });
}
