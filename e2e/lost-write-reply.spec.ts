// Proves "a write whose reply was lost is safe to send again" in a real browser against
// the real server (issue 35): a withdrawal the server made but whose reply never reached
// the page is sent again by the SPA with the same Idempotency-Key, gets the first reply
// (marked replayed), and the player sees it requested once: one payout, the cash debited
// once. The resend's timing is in web/lib/api-client.test.ts; the key's rules in
// worker/http/idempotency.test.ts.
import { expect, test } from "@playwright/test";
import type { AccountResponse, PendingPayoutsResponse } from "../contract/account";
import { bankRoutes } from "../contract/routes/bank";
import { depositByApi } from "./support/deposit";
import { confirmEligibilityByApi } from "./support/eligibility";
import { signInPlayerByApi } from "./support/sign-in";

test("a withdrawal whose reply was lost is sent again with its key and made once", async ({
  page,
}) => {
  const { token } = await signInPlayerByApi(page);
  const headers = { Authorization: `Bearer ${token}` };
  await confirmEligibilityByApi(page.request, token);
  await depositByApi(page.request, token, 30);
  const saved = await page.request.put(bankRoutes.savePayoutDetails.path, {
    headers,
    data: { method: "upi", upi: `lost${Date.now()}@okbank` },
  });
  expect(saved.ok()).toBe(true);

  const sends: { key: string | null; status: number; replayed: string | undefined }[] = [];
  let lost = false;
  // The first send the server makes the withdrawal for loses its reply on the way back (a
  // busy server may answer a send 503 first, which the SPA sends again as it is).
  await page.route(`**${bankRoutes.withdraw.path}`, async (route) => {
    const key = route.request().headers()["idempotency-key"] ?? null;
    const response = await route.fetch();
    const status = response.status();
    sends.push({ key, status, replayed: response.headers()["idempotent-replayed"] });
    if (!lost && status === 201) {
      lost = true;
      return route.abort("internetdisconnected");
    }
    return route.fulfill({ response });
  });

  await page.goto("/account");
  await page.getByRole("button", { name: "Withdraw" }).click();
  await page.getByRole("button", { name: "Request withdrawal" }).click();

  await expect(page.getByText(/^₹30\.00 requested\./)).toBeVisible();
  await expect(page.getByText("Could not reach the server")).toHaveCount(0);
  expect(sends[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(sends.map((send) => send.key))).toEqual(new Set([sends[0]?.key]));
  const made = sends.filter((send) => send.status === 201);
  expect(made.map((send) => send.replayed)).toEqual([undefined, "true"]);
  expect(sends.at(-1)).toEqual(made[1]);

  const pending = (await (
    await page.request.get(bankRoutes.accountPending.path, { headers })
  ).json()) as PendingPayoutsResponse;
  expect(pending.data.filter((payout) => payout.kind === "withdrawal")).toHaveLength(1);
  const account = (await (
    await page.request.get(bankRoutes.account.path, { headers })
  ).json()) as AccountResponse;
  expect(account.balances).toMatchObject({ cash: 0, winnings: 3000 });
});
