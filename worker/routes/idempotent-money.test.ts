// Proves a money route is safe to send again with its Idempotency-Key (issue 35), through
// the whole Worker: a withdrawal sent twice, or twice at once, with one key makes one
// payout and one ledger movement per leg and answers the same reply both times; another
// player's request under the same key is their own. The middleware itself is proven in
// http/idempotency.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { payoutRequests } from "../db/schema/money";
import { ledgerReference } from "../domain/ledger";
import { call, db, type Player } from "../test/harness";
import { playerWithCash } from "../test/money-fixtures";
import { expectLedgerAuditClean, ledgerOf } from "../test/security/race-assertions";

afterAll(expectLedgerAuditClean);

const withdrawWithKey = (player: Player, key: string, rupees = 12) =>
  call("/api/account/withdrawals", {
    token: player.token,
    body: { amount: rupees },
    headers: { "Idempotency-Key": key },
  });

const payoutsOf = (player: Player) =>
  db().select().from(payoutRequests).where(eq(payoutRequests.payeeId, player.userId));

async function expectOneWithdrawal(player: Player, payoutId: string) {
  expect(await payoutsOf(player)).toHaveLength(1);
  const legs = (await ledgerOf(player.userId)).filter((line) =>
    [ledgerReference.withdrawal(payoutId), ledgerReference.payoutHeld(payoutId)].includes(
      line.reference as string,
    ),
  );
  expect(legs).toEqual(
    expect.arrayContaining([
      { account: "cash", amount: -1200, reference: ledgerReference.withdrawal(payoutId) },
      { account: "winnings", amount: 1200, reference: ledgerReference.payoutHeld(payoutId) },
    ]),
  );
  expect(legs).toHaveLength(2);
  expect(await balancesOf(db(), { kind: "player", id: player.userId })).toMatchObject({
    cash: 1800,
    winnings: 1200,
  });
}

describe("a withdrawal sent again with its Idempotency-Key", () => {
  it("makes one payout and answers the same reply twice, the second marked replayed", async () => {
    const player = await playerWithCash(30);
    const key = crypto.randomUUID();

    const first = await withdrawWithKey(player, key);
    const again = await withdrawWithKey(player, key);

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(first.response.headers.get("Idempotent-Replayed")).toBeNull();
    expect(again.response.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.response.headers.get("Cache-Control")).toBe("no-store");
    await expectOneWithdrawal(player, first.json.payoutId as string);
  });

  it("makes one payout when the same request races itself", async () => {
    const player = await playerWithCash(30);
    const key = crypto.randomUUID();

    const replies = await Promise.all([withdrawWithKey(player, key), withdrawWithKey(player, key)]);

    const accepted = replies.filter((reply) => reply.status === 201);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const reply of replies) {
      if (reply.status !== 201) expect(reply.json.error).toBe("request_in_progress");
    }
    expect(new Set(accepted.map((reply) => reply.json.payoutId)).size).toBe(1);
    await expectOneWithdrawal(player, accepted[0]?.json.payoutId as string);
  });

  it("refuses another amount under the key, and leaves another player's key alone", async () => {
    const [asha, ravi] = [await playerWithCash(30), await playerWithCash(30)];
    const key = crypto.randomUUID();

    const ashas = await withdrawWithKey(asha, key);
    const changed = await withdrawWithKey(asha, key, 5);
    const ravis = await withdrawWithKey(ravi, key);

    expect([changed.status, changed.json.error]).toEqual([409, "idempotency_key_reused"]);
    expect(ravis.status).toBe(201);
    expect(ravis.response.headers.get("Idempotent-Replayed")).toBeNull();
    expect(ravis.json.payoutId).not.toBe(ashas.json.payoutId);
    await expectOneWithdrawal(asha, ashas.json.payoutId as string);
    await expectOneWithdrawal(ravi, ravis.json.payoutId as string);
  });
});
