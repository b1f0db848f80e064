// Proves the Worker's logs: every line is one JSON object with the request id, every
// request writes one line with its status and time taken (an accepted socket writes none,
// a refused one a warning), and the secrets and personal data that pass through (session
// tokens, ID tokens, Authorization headers, emails, UPI ids, bank details) never reach a
// line, even inside an unexpected error's message. Console output is captured with spies
// inside workerd, where the Worker runs.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "../index";
import { failingD1 } from "../test/broken-bindings";
import { call, devIdToken, signInBody, uniqueEmail } from "../test/harness";
import { openSocket } from "../test/sockets";
import { redact } from "./log";

let lines: string[] = [];

beforeEach(() => {
  lines = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("log lines", () => {
  it("are JSON with the request id, one request line per request with status and duration", async () => {
    const { response } = await call("/api/auth/config");
    await call("/api/no/such/route");
    const requestLines = parsed().filter((line) => line.event === "request");
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: "info",
        method: "GET",
        path: "/api/auth/config",
        status: 200,
        requestId: response.headers.get("X-Request-Id"),
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({ path: "/api/*", status: 404 }),
    ]);
  });

  it("write no request line for an accepted socket, and a warning for a refused one", async () => {
    const visitor = await openSocket("/api/ws");
    await visitor.next();
    visitor.socket.close(1000, "done");
    const refused = await openSocket("/admin/ws", "not-a-real-token-at-all");
    await refused.closed;

    expect(parsed().filter((line) => line.event === "request")).toEqual([]);
    expect(parsed().filter((line) => line.event === "socket_refused")).toEqual([
      expect.objectContaining({
        level: "warn",
        path: "/admin/ws",
        reason: "invalid or expired session",
        requestId: expect.any(String),
      }),
    ]);
  });

  it("carry no token, Authorization header, email, UPI id or bank detail", async () => {
    const email = uniqueEmail("private.person");
    const idToken = await devIdToken(email);
    const signedIn = await call("/api/post/google/auth", { body: signInBody(email, idToken) });
    const token = signedIn.json.token as string;
    const upi = "private.person@okbank";
    const accountNumber = "123456789012";
    await call("/api/account/upi", { method: "PUT", token, body: { method: "upi", upi } });
    await call("/api/account/upi", {
      method: "PUT",
      token,
      body: {
        method: "bank",
        ac_h_nme: "Private Person",
        bank_nme: "Some Bank",
        ifsc: "ABCD0123456",
        Acc_no: accountNumber,
      },
    });
    await call("/api/me", { token });
    // An outage whose message repeats what it was given is the worst case for a log.
    const leakyError = `failed for ${email} with Bearer ${token}, upi ${upi}, account ${accountNumber}`;
    await app.request(
      "/api/me",
      { headers: { Authorization: `Bearer ${token}` } },
      { ...env, DB: failingD1(leakyError) },
    );

    expect(parsed().some((line) => line.event === "unhandled_error")).toBe(true);
    for (const line of parsed()) expect(line.requestId).toEqual(expect.any(String));
    const output = lines.join("\n");
    for (const secret of [token, idToken, email, upi, accountNumber, "Private Person", "Bearer"]) {
      expect(output).not.toContain(secret);
    }
  });
});

describe("redact", () => {
  it.each([
    ["an email", "no player a.b+c@example.co.in", "no player [redacted]"],
    ["a UPI id", "payout to name.1@okaxis failed", "payout to [redacted] failed"],
    ["a bearer header", "auth Bearer abc.def", "auth [redacted]"],
    [
      "a JWT",
      "token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl bad",
      "token [redacted] bad",
    ],
    ["a long random token", "ssid Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA", "ssid [redacted]"],
    ["an account number", "acc 1234 5678 9012 rejected", "acc [redacted] rejected"],
  ])("removes %s", (_, text, clean) => {
    expect(redact(text)).toBe(clean);
  });

  it("keeps the words that make an error useful", () => {
    const message = "D1_ERROR: UNIQUE constraint failed: players.email";
    expect(redact(message)).toBe(message);
  });
});
