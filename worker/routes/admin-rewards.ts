import type { Context } from "hono";
import { rupeeText } from "../../contract/money-text";
import { adminMoneyRoutes as routes } from "../../contract/routes/admin-money";
import { listRefundsForQueue } from "../data/money/deposit-refunds";
import { decidePayout, listOpenPayouts, readPayout } from "../data/money/payouts";
import { addReward, listUntakenRewards, removeUntakenReward } from "../data/money/reward-pool";
import type { DecisionMade } from "../domain/payouts";
import type { AppEnv } from "../http/app-env";
import { actingAdmin } from "../http/auth";
import { HttpError, notFound } from "../http/errors";
import { newRowIdOf } from "../http/idempotency";
import { idParam, pathIdParam } from "../http/params";
import { handle, routerOf } from "../http/route-handlers";
import { notifyPlayer } from "../realtime/notify";
import { paiseOf, rupees } from "./views/money";
import { adminPayoutView, refundQueueView, rewardPoolEntryView } from "./views/payouts";

/** A refund the provider took on stays in the queue this long, for the admin to see. */
const REFUND_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Records one decision on a payout and tells its payee. A player hears it on their
 * socket; a contributor has none, and their wallet re-reads while it is open.
 */
async function decide(c: Context<AppEnv>, payoutId: string, decision: DecisionMade) {
  const payout = await readPayout(c.var.db, payoutId);
  if (!payout) throw notFound("No such payout request");
  const outcome = await decidePayout(
    c.var.db,
    payout,
    decision,
    c.get("session").subjectId,
    Date.now(),
  );
  if (outcome === "decided_otherwise") {
    throw new HttpError(
      409,
      "payout_decided",
      `This payout was already ${decision.decision === "paid" ? "rejected" : "paid"}`,
    );
  }
  if (outcome === "cancelled") {
    throw new HttpError(409, "payout_cancelled", "The payee cancelled this payout");
  }
  if (outcome === "held") {
    throw new HttpError(
      409,
      "payout_held",
      "This payout is held: the payee's details changed less than a day before it was requested",
      undefined,
      { heldUntil: payout.heldUntil },
    );
  }
  if (outcome === "decided" && payout.payeeKind === "player") {
    await notifyPlayer(c.env, payout.payeeId, {
      type: "payout",
      event: decision.decision,
      payoutId: payout.id,
    });
  }
}

/**
 * The reward pool and Pay to Users (SPEC.md `/admin/add/reward`): one queue for trial
 * rewards, players' withdrawals and contributors' withdrawals.
 */
export const adminRewardRoutes = routerOf([
  handle(routes.adminRewards, async (c) => {
    const rows = await listUntakenRewards(c.var.db);
    const data = rows.map((row) => rupees(row.amountPaise));
    return c.json({
      Status: "OK",
      data,
      total: data.reduce((sum, amount) => sum + amount, 0),
    });
  }),
  handle(routes.addReward, async (c) => {
    const amountPaise = paiseOf(c.req.valid("json").data);
    await addReward(c.var.db, await newRowIdOf(c), amountPaise, actingAdmin(c), Date.now());
    return c.json({ Status: "OK", message: `Reward of ${rupeeText(amountPaise)} added` }, 201);
  }),
  handle(routes.rewardPool, async (c) => {
    const rows = await listUntakenRewards(c.var.db);
    return c.json({ data: rows.map(rewardPoolEntryView) });
  }),
  // A mistyped entry goes; one a visitor has won stays, with the payout it pays for.
  handle(routes.removeRewardPoolEntry, idParam, async (c) => {
    const removal = await removeUntakenReward(
      c.var.db,
      c.req.valid("param").id,
      actingAdmin(c),
      Date.now(),
    );
    if (removal === "not_found") throw notFound("No such reward");
    if (removal === "taken") {
      throw new HttpError(409, "reward_won", "This reward was won: it cannot be removed");
    }
    return c.json({ Status: "OK" });
  }),
  // Refunds of deposits for deactivated accounts sit beside the payouts (decision 023):
  // the admin sees every rupee leaving in one place, though no admin pays a refund.
  handle(routes.adminPayouts, async (c) => {
    const { kind } = c.req.valid("query");
    const db = c.var.db;
    const [payouts, refunds] = await Promise.all([
      kind === "refund" ? [] : listOpenPayouts(db, kind),
      kind === undefined || kind === "refund"
        ? listRefundsForQueue(db, Date.now() - REFUND_SHOWN_MS)
        : [],
    ]);
    const data = [
      ...payouts.map(({ payout, payeeName, payeeEmail }) =>
        adminPayoutView(payout, { name: payeeName, email: payeeEmail }),
      ),
      ...refunds.map(({ refund, payeeName }) => refundQueueView(refund, payeeName)),
    ].sort((a, b) => a.createdAt - b.createdAt);
    return c.json({ data });
  }),
  // SPEC.md's Paid: the optional `reference` is the bank's UTR, shown to the payee.
  handle(routes.markPaid, pathIdParam("rewardId"), async (c) => {
    const reference = c.req.valid("query").reference || null;
    await decide(c, c.req.valid("param").rewardId, { decision: "paid", reference });
    return c.json({ Status: "OK" });
  }),
  handle(routes.rejectPayout, idParam, async (c) => {
    const { reason } = c.req.valid("json");
    await decide(c, c.req.valid("param").id, { decision: "rejected", reason });
    return c.json({ Status: "OK" });
  }),
]);
