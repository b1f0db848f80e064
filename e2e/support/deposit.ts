import { type APIRequestContext, expect } from "@playwright/test";
import type { DepositResponse } from "../../contract/payments";
import { paymentRoutes } from "../../contract/routes/payments";

/**
 * A deposit settled through the development payment sandbox by the calls its checkout page
 * makes, for journeys whose subject is not the deposit itself (promises-and-eligibility
 * and player-day drive the checkout on screen). The player must have confirmed their age
 * and state first.
 */
export async function depositByApi(request: APIRequestContext, token: string, rupees: number) {
  const ordered = await request.post(paymentRoutes.deposit.path, {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: rupees },
  });
  expect(ordered.status()).toBe(201);
  const { checkoutUrl } = (await ordered.json()) as DepositResponse;
  const orderId = decodeURIComponent(new URL(checkoutUrl).pathname.split("/").pop()!);
  const settled = await request.post(paymentRoutes.sandboxComplete.path, {
    form: { orderId, outcome: "settled" },
    maxRedirects: 0,
  });
  expect(settled.status()).toBe(303);
}
