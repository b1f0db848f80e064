// Proves what Refund and Shipping tells a player about their money holds in the code
// ("the policies contradict the app"): cash deposited and not played can be
// withdrawn to their payout details; a paid payout stays listed in Pending payouts,
// marked paid with the bank's reference, until `PAID_PAYOUT_KEPT_HOURS` after it was paid,
// when the hourly purge deletes its record and the History keeps the payment; a rejected
// payout stays listed with its reason and its money back in cash. The policy page states
// the same constant (web/features/public/public-pages.test.tsx).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PAID_PAYOUT_KEPT_HOURS } from "../../contract/offers";
import { balancesOf } from "../data/money/ledger";
import { runScheduledMaintenance } from "../maintenance";
import { call, db, type Player, signInAdmin } from "../test/harness";
import { markPaid, playerWithCash, rejectPayout, withdrawn } from "../test/money-fixtures";

const HOUR = 60 * 60 * 1000;
const pending = async (player: Player) =>
  (await call("/api/account/pending", { token: player.token })).json.data as {
    _id: string;
    status: string;
    reference: string | null;
    reason: string | null;
  }[];

let adminToken = "";
beforeAll(async () => {
  adminToken = (await signInAdmin()).token;
});

describe("Refund and Shipping, against the code", () => {
  it("lets a player withdraw cash they deposited and did not play", async () => {
    const player = await playerWithCash(50);
    await withdrawn(player, 30);
    expect(await balancesOf(db(), { kind: "player", id: player.userId })).toMatchObject({
      cash: 2000,
      winnings: 3000,
    });
    expect(await pending(player)).toEqual([
      expect.objectContaining({ status: "requested", reference: null }),
    ]);
  });

  it(`keeps a paid payout listed, marked paid, for ${PAID_PAYOUT_KEPT_HOURS} hours, then only the History has it`, async () => {
    const player = await playerWithCash(20);
    const payoutId = await withdrawn(player, 20);
    expect((await markPaid(adminToken, payoutId, "UTR-POLICY-1")).status).toBe(200);
    const paidAt = Date.now();

    expect(await pending(player)).toEqual([
      expect.objectContaining({ _id: payoutId, status: "paid", reference: "UTR-POLICY-1" }),
    ]);
    await runScheduledMaintenance(env, paidAt + PAID_PAYOUT_KEPT_HOURS * HOUR - 60_000);
    expect((await pending(player)).map((payout) => payout.status)).toEqual(["paid"]);

    await runScheduledMaintenance(env, paidAt + PAID_PAYOUT_KEPT_HOURS * HOUR + 60_000);
    expect(await pending(player)).toEqual([]);
    const history = await call("/api/account/history", { token: player.token });
    expect(history.json.entries).toContainEqual(
      expect.objectContaining({
        kind: "withdrawal",
        payout: { kind: "withdrawal", amount: 2000, status: "paid" },
      }),
    );
  });

  it("keeps a rejected payout listed with its reason, and its money back in cash", async () => {
    const player = await playerWithCash(20);
    const payoutId = await withdrawn(player, 20);
    expect((await rejectPayout(adminToken, payoutId, "Wrong UPI id")).status).toBe(200);
    await runScheduledMaintenance(env, Date.now() + 30 * 24 * HOUR);
    expect(await pending(player)).toEqual([
      expect.objectContaining({ _id: payoutId, status: "rejected", reason: "Wrong UPI id" }),
    ]);
    expect((await balancesOf(db(), { kind: "player", id: player.userId })).cash).toBe(2000);
  });
});
