/**
 * Bindings that fail the way an outage does, for `app.request(path, init, { ...env, X })`:
 * every call rejects with `message`, so a test can also check where that text ends up.
 */
const rejecting = (message: string) => () => Promise.reject(new Error(message));

export function failingD1(message = "D1 is unreachable"): D1Database {
  const fail = () => {
    throw new Error(message);
  };
  return { prepare: fail, batch: fail, exec: fail, dump: fail, withSession: fail } as never;
}

/** A namespace whose every object rejects every RPC call. */
export function failingDurableObjects(message = "Durable Object unreachable") {
  const stub = new Proxy({}, { get: () => rejecting(message) });
  return { getByName: () => stub, get: () => stub, idFromName: () => ({}) } as never;
}

/** The assets binding answering with a fixed status, or rejecting when `status` is null. */
export function stubAssets(status: number | null, body = "<!doctype html><title>shell</title>") {
  return {
    fetch:
      status === null
        ? rejecting("assets unreachable")
        : async () => new Response(body, { status, headers: { "Content-Type": "text/html" } }),
  } as unknown as Fetcher;
}
