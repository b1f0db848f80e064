// Proves deposits and referrals move money once: a settled deposit credits cash once
// however often the provider repeats its webhook, a bad signature changes nothing, the
// first-deposit bonus and the referral reward are paid once and never for the
// referrer's own device or account, paid play can be switched off, and the sandbox
// provider never takes money outside development.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { app } from "../index";
import { SANDBOX_SIGNATURE_HEADER } from "../payments/sandbox";
import { call, db, ensureEligible, type Player, sandbox, signInPlayer } from "../test/harness";

const balances = (p: Player) => balancesOf(db(), { kind: "player", id: p.userId });

async function deposit(player: Player, amount: number) {
  await ensureEligible(player);
  const { json, status } = await call("/api/payments/deposit", {
    token: player.token,
    body: { amount },
  });
  expect(status).toBe(201);
  const orderId = (json.checkoutUrl as string).split("/").pop()!;
  return { paymentId: json.paymentId as string, orderId, checkoutUrl: json.checkoutUrl as string };
}

async function webhook(
  orderId: string,
  amountPaise: number,
  outcome: "settled" | "failed" = "settled",
  signature?: string,
) {
  const event = await sandbox.signedEvent({
    orderId,
    paymentId: `pay_${orderId}`,
    outcome,
    amountPaise,
  });
  return call("/api/payments/webhook", {
    rawBody: event.body,
    headers: { [SANDBOX_SIGNATURE_HEADER]: signature ?? event.signature },
  });
}

let deviceCounter = 0;
const device = () => `dev-${Date.now()}-${++deviceCounter}`;

describe("deposits", () => {
  it("pays through the sandbox checkout and lands in the Bank with the first-deposit bonus", async () => {
    const player = await signInPlayer();
    const { orderId, paymentId, checkoutUrl } = await deposit(player, 20);
    const page = await call(new URL(checkoutUrl).pathname, { headers: { Accept: "text/html" } });
    expect(page.text).toContain("Pay ₹20.00");
    const done = await call("/api/payments/sandbox/complete", {
      rawBody: new URLSearchParams({ orderId, outcome: "settled" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(done.status).toBe(303);
    expect(done.response.headers.get("Location")).toBe(`/check?payment=${paymentId}`);
    expect(await balances(player)).toMatchObject({ cash: 2000, bonus: 1000 });
    const status = await call(`/api/payments/status/${paymentId}`, { token: player.token });
    expect(status.json).toMatchObject({ status: "settled", amountPaise: 2000 });
  });

  it("credits a replayed webhook once", async () => {
    const player = await signInPlayer();
    const { orderId } = await deposit(player, 50);
    const replies = await Promise.all(Array.from({ length: 5 }, () => webhook(orderId, 5000)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await balances(player)).toMatchObject({ cash: 5000, bonus: 1000 });
  });

  it("refuses a webhook with a bad signature and changes nothing", async () => {
    const player = await signInPlayer();
    const { orderId, paymentId } = await deposit(player, 20);
    const { status } = await webhook(orderId, 2000, "settled", "0".repeat(64));
    expect(status).toBe(401);
    expect(await balances(player)).toMatchObject({ cash: 0, bonus: 0 });
    expect(
      (await call(`/api/payments/status/${paymentId}`, { token: player.token })).json.status,
    ).toBe("created");
  });

  it("refuses a settlement for another amount", async () => {
    const player = await signInPlayer();
    const { orderId } = await deposit(player, 20);
    expect((await webhook(orderId, 100)).status).toBe(409);
    expect((await balances(player)).cash).toBe(0);
  });

  it("gives the first-deposit bonus once, and only for a first deposit of at least ₹20", async () => {
    const small = await signInPlayer();
    await webhook((await deposit(small, 10)).orderId, 1000);
    await webhook((await deposit(small, 20)).orderId, 2000);
    expect(await balances(small)).toMatchObject({ cash: 3000, bonus: 0 });
    const regular = await signInPlayer();
    await webhook((await deposit(regular, 20)).orderId, 2000);
    await webhook((await deposit(regular, 20)).orderId, 2000);
    expect(await balances(regular)).toMatchObject({ cash: 4000, bonus: 1000 });
  });

  it("records a failed payment without moving money", async () => {
    const player = await signInPlayer();
    const { orderId, paymentId } = await deposit(player, 20);
    await webhook(orderId, 2000, "failed");
    expect(
      (await call(`/api/payments/status/${paymentId}`, { token: player.token })).json.status,
    ).toBe("failed");
    expect((await balances(player)).cash).toBe(0);
  });

  it("hides another player's payment", async () => {
    const owner = await signInPlayer();
    const { paymentId } = await deposit(owner, 20);
    const other = await signInPlayer();
    expect((await call(`/api/payments/status/${paymentId}`, { token: other.token })).status).toBe(
      404,
    );
  });

  it("refuses deposits when paid play is off", async () => {
    const player = await signInPlayer();
    const response = await app.request(
      "/api/payments/deposit",
      {
        method: "POST",
        headers: { Authorization: `Bearer ${player.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ amount: 20 }),
      },
      { ...env, PAID_PLAY: "off" },
    );
    expect(response.status).toBe(403);
  });

  it("takes no deposit and settles nothing through the sandbox outside development", async () => {
    const player = await signInPlayer();
    const { orderId } = await deposit(player, 20);
    const production = { ...env, DEV_IDENTITY: "" };
    const refused = await Promise.all([
      app.request(
        "/api/payments/deposit",
        {
          method: "POST",
          headers: { Authorization: `Bearer ${player.token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ amount: 20 }),
        },
        production,
      ),
      app.request(
        "/api/payments/sandbox/complete",
        {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ orderId, outcome: "settled" }).toString(),
        },
        production,
      ),
    ]);
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: "payments_unavailable" });
    }
    expect(await balances(player)).toMatchObject({ cash: 0, bonus: 0 });
  });
});

describe("referrals", () => {
  /** A referrer on one phone and a friend on another, unless they share `phone`. */
  async function referred(phone?: string) {
    const referrer = await signInPlayer(undefined, phone ?? device());
    const code = (await call("/api/refer", { token: referrer.token })).json.code as string;
    const friend = await signInPlayer(undefined, phone ?? device());
    return { referrer, friend, code };
  }

  const registerReferral = (player: Player, code: string) =>
    call("/api/referral", { token: player.token, body: { referralCode: code } });

  it("pays the referrer ₹50 once, when the friend's first deposit settles", async () => {
    const { referrer, friend, code } = await referred();
    const register = await registerReferral(friend, code);
    expect(register.status).toBe(201);
    expect((await balances(referrer)).bonus).toBe(0);
    await webhook((await deposit(friend, 20)).orderId, 2000);
    await webhook((await deposit(friend, 30)).orderId, 3000);
    expect((await balances(referrer)).bonus).toBe(5000);
  });

  it("refuses a referral opened on the referrer's own device with SPEC.md's message", async () => {
    const { friend, code } = await referred(device());
    const { status, json } = await registerReferral(friend, code);
    expect(status).toBe(409);
    expect(json.message).toBe("You have already claimed your referral bonus on this device!");
  });

  it("refuses self-referral and a second referrer", async () => {
    const { referrer, friend, code } = await referred();
    expect((await registerReferral(referrer, code)).status).toBe(409);
    expect((await registerReferral(friend, code)).status).toBe(201);
    expect((await registerReferral(friend, code)).status).toBe(409);
  });
});
