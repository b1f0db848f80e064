/**
 * How every chaos client calls the server: as the SPA does, over the documented HTTP API,
 * and when a call gets no reply at all (the runtime was killed) or a 5xx (D1 failing),
 * it sends the very same call again, as `web/lib/send-until-replied.ts` does for an answer
 * and a person clicking again does elsewhere. What each route did on such a retry is
 * counted per route for docs/RELIABILITY.md.
 */
export type Reply = { status: number; json: Record<string, unknown>; headers: Headers };

export type CallOptions = {
  method?: string;
  token?: string;
  body?: unknown;
  form?: Record<string, string>;
  ip?: string;
};

/** Per route: calls cut by a fault, and how their retries were answered (status and code: count). */
export type RetryStats = Record<string, { cut: number; retryAnswers: Record<string, number> }>;

const GIVE_UP_MS = 240_000;

export class ChaosHttp {
  readonly retries: RetryStats = {};
  /** Calls that got no reply or a 5xx at least once: the operations a fault caught in flight. */
  inFlightAtFault = 0;
  /** When each 5xx answer came (epoch ms); outside a fault each is an error of the app. */
  readonly serverErrors: number[] = [];
  /** Set while the runtime is known to be down, so clients wait instead of spinning. */
  down: Promise<void> | null = null;

  constructor(private readonly baseUrl: () => string) {}

  async call(route: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const started = Date.now();
    let cut = false;
    // As the SPA does (web/lib/api-client.ts): one key per write, the same on every resend,
    // so a write whose reply was lost is answered from its record, not made twice.
    const method = options.method ?? (options.body !== undefined || options.form ? "POST" : "GET");
    const idempotencyKey = method === "GET" ? undefined : crypto.randomUUID();
    for (let attempt = 0; ; attempt++) {
      if (this.down) await this.down;
      try {
        const reply = await this.once(path, options, idempotencyKey);
        if (reply.status === 429 || reply.json.error === "request_in_progress") {
          // A limit, or the same write still running (a killed one is taken over after
          // 60 s): not a fault; wait as told, as the SPA does.
          const wait = Number(reply.headers.get("Retry-After") ?? "1");
          await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 10) * 1000));
          continue;
        }
        if (reply.status < 500) {
          if (cut) this.countRetryAnswer(route, reply);
          return reply;
        }
        this.serverErrors.push(Date.now());
      } catch {
        // No reply: the runtime died under the call.
      }
      if (!cut) {
        cut = true;
        this.inFlightAtFault++;
        this.retries[route] ??= { cut: 0, retryAnswers: {} };
        this.retries[route].cut++;
      }
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`${route}: no reply for 240 s`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(4_000, 250 * 2 ** attempt)));
    }
  }

  private countRetryAnswer(route: string, { status, json }: Reply) {
    const answers = this.retries[route]?.retryAnswers;
    const refusal = json.error ?? json.reason;
    const answer = refusal ? `${status} ${refusal}` : String(status);
    if (answers) answers[answer] = (answers[answer] ?? 0) + 1;
  }

  private async once(
    path: string,
    { method, token, body, form, ip }: CallOptions,
    idempotencyKey: string | undefined,
  ) {
    const headers: Record<string, string> = { "CF-Connecting-IP": ip ?? "127.0.0.1" };
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(form).toString();
    } else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl()}${path}`, {
      method: method ?? (payload === undefined ? "GET" : "POST"),
      headers,
      body: payload,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      // A page (the sandbox's redirect), not JSON.
    }
    return { status: response.status, json, headers: response.headers };
  }
}
