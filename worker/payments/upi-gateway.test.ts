// Proves the UPI gateway adapter against a stand-in for the gateway's HTTPS API: it
// creates a payment link with basic auth, the amount in paise and its expiry, it trusts a
// webhook only with a valid HMAC of the raw body, and it refunds a payment in full with
// the refund's idempotency key in `X-Refund-Idempotency` and the same body on a retry,
// failing loudly when the gateway refuses (decision 023). The real gateway is not
// reachable from tests.
import { describe, expect, it } from "vitest";
import { hmacSha256Hex } from "../identity/tokens";
import { UpiGatewayProvider } from "./upi-gateway";

const config = {
  apiBase: "https://gateway.test/v1",
  keyId: "key_1",
  keySecret: "secret_1",
  webhookSecret: "whsec",
};

describe("UPI gateway adapter", () => {
  it("creates a payment link over HTTPS with basic auth", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ id: "plink_1", short_url: "https://rzp.io/i/abc" });
    }) as unknown as typeof fetch;
    const provider = new UpiGatewayProvider(config, fetcher);
    const order = await provider.createOrder(
      { paymentId: "p1", amountPaise: 2000, playerId: "u1", expiresAt: Date.UTC(2026, 10, 28, 10) },
      "https://app/check",
    );
    expect(order).toEqual({ providerOrderId: "plink_1", checkoutUrl: "https://rzp.io/i/abc" });
    expect(calls[0]!.url).toBe("https://gateway.test/v1/payment_links");
    expect(new Headers(calls[0]!.init.headers).get("Authorization")).toBe(
      `Basic ${btoa("key_1:secret_1")}`,
    );
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      amount: 2000,
      currency: "INR",
      reference_id: "p1",
      expire_by: Date.UTC(2026, 10, 28, 10) / 1000,
    });
  });

  it("reads a signed paid event and refuses a bad signature", async () => {
    const provider = new UpiGatewayProvider(config);
    const body = JSON.stringify({
      event: "payment_link.paid",
      payload: {
        payment_link: { entity: { id: "plink_1" } },
        payment: { entity: { id: "pay_9", amount: 2000 } },
      },
    });
    const signed = new Headers({ "X-Razorpay-Signature": await hmacSha256Hex("whsec", body) });
    expect(await provider.readWebhook(body, signed)).toEqual({
      providerOrderId: "plink_1",
      providerPaymentId: "pay_9",
      outcome: "settled",
      amountPaise: 2000,
    });
    const forged = new Headers({ "X-Razorpay-Signature": await hmacSha256Hex("other", body) });
    expect(await provider.readWebhook(body, forged)).toBeNull();
  });

  it("refunds a payment in full, idempotent by the refund's key, with the same body on a retry", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ id: "rfnd_1", entity: "refund", status: "pending", amount: 50_000 });
    }) as unknown as typeof fetch;
    const provider = new UpiGatewayProvider(config, fetcher);
    const request = {
      idempotencyKey: "refund-key-0123456789",
      providerPaymentId: "pay_9",
      amountPaise: 50_000,
      reason: "The account had been deactivated",
    };
    expect(await provider.refund(request)).toEqual({ providerRefundId: "rfnd_1" });
    await provider.refund(request);
    const [first, retry] = calls;
    expect(first!.url).toBe("https://gateway.test/v1/payments/pay_9/refund");
    expect(first!.init.method).toBe("POST");
    const headers = new Headers(first!.init.headers);
    expect(headers.get("Authorization")).toBe(`Basic ${btoa("key_1:secret_1")}`);
    expect(headers.get("X-Refund-Idempotency")).toBe("refund-key-0123456789");
    expect(JSON.parse(String(first!.init.body))).toEqual({
      amount: 50_000,
      speed: "normal",
      receipt: "refund-key-0123456789",
      notes: { reason: "The account had been deactivated" },
    });
    expect(retry!.init.body).toBe(first!.init.body);
  });

  it("throws when the gateway refuses or fails the refund, so it stays pending", async () => {
    const answering = (response: Response) =>
      new UpiGatewayProvider(config, (async () => response) as unknown as typeof fetch);
    const request = {
      idempotencyKey: "refund-key-0123456789",
      providerPaymentId: "pay_9",
      amountPaise: 100,
      reason: "closed",
    };
    await expect(
      answering(Response.json({ error: { code: "BAD_REQUEST_ERROR" } }, { status: 400 })).refund(
        request,
      ),
    ).rejects.toThrow("payment gateway answered 400 to a refund");
    await expect(
      answering(Response.json({ id: "rfnd_2", status: "failed" })).refund(request),
    ).rejects.toThrow("payment gateway failed the refund");
  });
});
