// Proves the input classes stay closed: a number in a query string is plain
// decimal digits or a 400 naming it, and every request body over 64 KB is refused with a
// 413 in the one error shape before anything parses it (a 10 MB deposit was accepted).
// JSON body numbers are proven for every route in fuzz-strict-numbers.test.ts, and ID
// token clocks in identity/id-token.test.ts.
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { auditLedger } from "../../data/money/ledger-audit";
import { REQUEST_BODY_LIMIT_BYTES } from "../../http/body-limit";
import { call, confirmEligibility, signInAdmin, signInPlayer } from "../harness";

describe("numbers in query strings", () => {
  it.each(["0x10", "1e3", " 2", "2 ", "+2", "-2", "2.0", "two", ""])(
    "refuses page=%j on the admin's question list, naming the field",
    async (page) => {
      const admin = await signInAdmin();
      const { status, json } = await call(`/admin/questions?page=${encodeURIComponent(page)}`, {
        token: admin.token,
      });
      expect(status).toBe(400);
      expect(json.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: "page" })]),
      );
    },
  );

  it("takes plain digits", async () => {
    const admin = await signInAdmin();
    const { status, json } = await call("/admin/questions?page=2", { token: admin.token });
    expect(status).toBe(200);
    expect(json.page).toBe(2);
  });

  it("refuses a history cursor that is not plain digits", async () => {
    const player = await signInPlayer();
    const refused = await call("/api/account/history?before=1e12", { token: player.token });
    expect(refused.status).toBe(400);
    const taken = await call(`/api/account/history?before=${Date.now()}`, { token: player.token });
    expect(taken.status).toBe(200);
  });
});

describe("the body size limit", () => {
  const padded = (bytes: number) => JSON.stringify({ amount: 20, pad: "x".repeat(bytes) });

  it("refuses a deposit body over 64 KB with 413 in the one error shape", async () => {
    const player = await signInPlayer();
    const { status, json } = await call("/api/payments/deposit", {
      token: player.token,
      rawBody: padded(REQUEST_BODY_LIMIT_BYTES),
    });
    expect(status).toBe(413);
    expect(json).toMatchObject({ error: "payload_too_large", message: expect.any(String) });
  });

  it("refuses a 10 MB body on a route that needs no session, before reading it", async () => {
    const { status, json } = await call("/api/payments/webhook", {
      rawBody: "x".repeat(10 * 1024 * 1024),
    });
    expect(status).toBe(413);
    expect(json.error).toBe("payload_too_large");
  });

  it("takes a body just under the limit to the route itself", async () => {
    const player = await signInPlayer();
    await confirmEligibility(player);
    const body = padded(REQUEST_BODY_LIMIT_BYTES - 100);
    expect(body.length).toBeLessThan(REQUEST_BODY_LIMIT_BYTES);
    const { status } = await call("/api/payments/deposit", { token: player.token, rawBody: body });
    expect(status).toBe(201);
  });
});

afterAll(async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});
