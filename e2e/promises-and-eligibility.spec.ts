import { depositTwentyWithoutBonusOnScreen } from "./support/deposit";
import { confirmEligibilityOnScreen } from "./support/eligibility";
import { expect, test } from "./support/people";
import { adminToken, signInPlayerByApi } from "./support/sign-in";

const PHONE = { width: 360, height: 780 };
const CLOSED_IN_TAMIL_NADU =
  "Paid play is not available in Tamil Nadu. Your free daily try is still yours.";

test("a returning player is promised no first-deposit bonus anywhere and gets none", async ({
  openPage,
}) => {
  const player = await openPage({ viewport: PHONE });
  await signInPlayerByApi(player, "returning.demo@example.com");

  await player.goto("/");
  await expect(player.getByRole("region", { name: "Refer and earn" })).toBeVisible();
  await expect(player.getByText(/Deposit ₹|first deposit of/)).toHaveCount(0);

  await player.goto("/payment");
  await expect(player.getByRole("heading", { name: "Before your first deposit" })).toBeVisible();
  await expect(player.getByText(/bonus/)).toHaveCount(0);
  // The step is keyboard-first: Confirm with nothing filled in puts focus on what is missing.
  await player.getByRole("button", { name: "Confirm" }).click();
  await expect(player.getByRole("checkbox", { name: "I am 18 or older" })).toBeFocused();
  await player.keyboard.press("Space");
  await confirmEligibilityOnScreen(player, "Karnataka");

  const amount = player.getByRole("spinbutton", { name: "Amount in rupees" });
  await expect(amount).toBeFocused();
  await depositTwentyWithoutBonusOnScreen(player);

  const newcomer = await openPage({ viewport: PHONE });
  await signInPlayerByApi(newcomer);
  await newcomer.goto("/");
  await expect(
    newcomer.getByRole("region", { name: "Deposit ₹20.00, get ₹10.00 bonus" }),
  ).toBeVisible();
});

test("a player where paid play is off plays free tries only and is told why", async ({
  openPage,
}) => {
  const player = await openPage({ viewport: PHONE });
  const { token } = await signInPlayerByApi(player, "tamilnadu.demo@example.com");

  await player.goto("/start");
  await expect(player.getByText(CLOSED_IN_TAMIL_NADU)).toBeVisible();
  await expect(player.getByRole("button", { name: /Buy a try/ })).toHaveCount(0);
  await expect(player.getByRole("button", { name: "Start", exact: true })).toBeEnabled();

  await player.goto("/payment");
  await expect(player.getByText(CLOSED_IN_TAMIL_NADU)).toBeVisible();
  await expect(player.getByRole("button", { name: "Pay" })).toHaveCount(0);

  const refused = await player.request.post("/api/payments/deposit", {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: 20 },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: "paid_play_unavailable_in_region",
    message: CLOSED_IN_TAMIL_NADU,
  });
});

test("the policy pages say the try price and bonus the settings hold", async ({ openPage }) => {
  const visitor = await openPage({ viewport: PHONE });
  const admin = { Authorization: `Bearer ${await adminToken(visitor.request)}` };
  const saved = await (await visitor.request.get("/admin/settings/run", { headers: admin })).json();
  const put = (settings: object) =>
    visitor.request.put("/admin/settings/run", { headers: admin, data: settings });
  expect((await put({ ...saved, tryPricePaise: 1250, firstDepositBonusPaise: 1500 })).ok()).toBe(
    true,
  );
  try {
    await visitor.goto("/terms-condition");
    await expect(visitor.getByText(/^A try costs ₹12\.50\./)).toBeVisible();
    await expect(
      visitor.getByText(/deposit ₹20\.00 or more for the first time and get a ₹15\.00 bonus/),
    ).toBeVisible();

    await visitor.goto("/refund-shipping");
    await expect(visitor.getByText(/Cash spent on tries \(₹12\.50 a try\)/)).toBeVisible();
    await expect(visitor.getByText(/Cash you deposited and have not spent on tries/)).toBeVisible();
    await expect(visitor.getByRole("region", { name: "Payouts" })).toContainText(
      "Once paid, it stays there marked paid, with the bank's reference, for 24 hours",
    );
  } finally {
    await put(saved);
  }
});
