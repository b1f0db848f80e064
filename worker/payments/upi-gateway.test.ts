// Proves the UPI gateway adapter against a stand-in for the gateway's HTTPS API: it
// creates a payment link with basic auth and the amount in paise, and it trusts a
// webhook only with a valid HMAC of the raw body. The real gateway is not reachable
// from tests.
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
      { paymentId: "p1", amountPaise: 2000, playerId: "u1" },
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
});
