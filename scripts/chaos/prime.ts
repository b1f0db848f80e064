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
const AT_ONCE = 8;
/** A documentation address (RFC 5737), so the reads count against nobody the load plays as. */
const PRIMING_ADDRESS = "198.51.100.7";

/** Sends `count` public reads, `AT_ONCE` at a time; throws on any answer but 200. */
export async function primeRuntime(url: string, count: number): Promise<void> {
  let sent = 0;
  const reader = async () => {
    while (sent < count) {
      const path = READS[sent++ % READS.length];
      const response = await fetch(`${url}${path}`, {
        headers: { "CF-Connecting-IP": PRIMING_ADDRESS },
      });
      await response.arrayBuffer();
      if (response.status !== 200)
        throw new Error(`priming read ${path} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, reader));
}
