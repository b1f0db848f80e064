import { vi } from "vitest";

export type Handler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path"; an unknown call answers our JSON
 * 404. Returns every request made, to assert on headers and bodies.
 */
export function mockFetch(handlers: Record<string, Handler>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const request = new Request(new URL(input, "http://localhost"), init);
      requests.push(request.clone());
      const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
      if (!handler) return jsonResponse({ error: "not_found", message: "No such path" }, 404);
      return handler(request);
    }),
  );
  return requests;
}

/** The requests made to `method path`, in order. */
export function callsTo(requests: Request[], method: string, path: string): Request[] {
  return requests.filter(
    (request) => request.method === method && new URL(request.url).pathname === path,
  );
}

/** A fetch-mock handler whose answer waits until the test calls `answer`. */
export function heldAnswer() {
  let release: (response: Response) => void = () => {};
  return {
    handler: () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
    answer: (response: Response) => release(response),
  };
}

/** A fetch-mock handler that answers each call with the next body, then keeps the last. */
export function answersInTurn(...bodies: unknown[]): () => Response {
  let next = 0;
  return () => jsonResponse(bodies[Math.min(next++, bodies.length - 1)]);
}
