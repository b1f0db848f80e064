import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  type AddRewardResponse,
  type AdminPayoutsResponse,
  addRewardBody,
  adminPayoutsQuery,
  type RewardListResponse,
  type RewardPoolResponse,
  rejectPayoutBody,
} from "../../contract/account";
import { adminPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
import { decidePayout, listOpenPayouts, readPayout } from "../data/money/payouts";
import { addReward, listUntakenRewards, removeUntakenReward } from "../data/money/reward-pool";
import type { DecisionMade } from "../domain/payouts";
import type { AppEnv } from "../http/app-env";
import { actingAdmin, adminOnly } from "../http/auth";
import { HttpError, notFound } from "../http/errors";
import { idParam, pathIdParam } from "../http/params";
import { validate } from "../http/validate";
import { notifyPlayer } from "../realtime/notify";
import { paiseOf, rupees } from "./views/money";
import { adminPayoutView, rewardPoolEntryView } from "./views/payouts";

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
 * rewards, players' withdrawals and contributors' withdrawals (issue 16).
 */
export const adminRewardRoutes = new Hono<AppEnv>()
  .get(adminPaths.rewards, adminOnly, async (c) => {
    const rows = await listUntakenRewards(c.var.db);
    const data = rows.map((row) => rupees(row.amountPaise));
    return c.json({
      Status: "OK",
      data,
      total: data.reduce((sum, amount) => sum + amount, 0),
    } satisfies RewardListResponse);
  })
  .post(adminPaths.addReward, adminOnly, validate("json", addRewardBody), async (c) => {
    const wholeRupees = c.req.valid("json").data;
    await addReward(c.var.db, paiseOf(wholeRupees), actingAdmin(c), Date.now());
    return c.json(
      { Status: "OK", message: `Reward of ₹${wholeRupees}.00 added` } satisfies AddRewardResponse,
      201,
    );
  })
  .get(adminPaths.rewardPool, adminOnly, async (c) => {
    const rows = await listUntakenRewards(c.var.db);
    return c.json({ data: rows.map(rewardPoolEntryView) } satisfies RewardPoolResponse);
  })
  // A mistyped entry goes; one a visitor has won stays, with the payout it pays for.
  .delete(adminPaths.rewardPoolEntry.pattern, adminOnly, idParam, async (c) => {
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
    return c.json({ Status: "OK" } satisfies StatusOk);
  })
  .get(adminPaths.payouts, adminOnly, validate("query", adminPayoutsQuery), async (c) => {
    const rows = await listOpenPayouts(c.var.db, c.req.valid("query").kind);
    return c.json({
      data: rows.map(({ payout, payeeName, payeeEmail }) =>
        adminPayoutView(payout, { name: payeeName, email: payeeEmail }),
      ),
    } satisfies AdminPayoutsResponse);
  })
  // SPEC.md's Paid: the optional `reference` is the bank's UTR, shown to the payee.
  .delete(
    adminPaths.markPaid.pattern,
    adminOnly,
    pathIdParam("rewardId"),
    validate("query", z.object({ reference: z.string().trim().max(120).optional() })),
    async (c) => {
      const reference = c.req.valid("query").reference || null;
      await decide(c, c.req.valid("param").rewardId, { decision: "paid", reference });
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  )
  .post(
    adminPaths.rejectPayout.pattern,
    adminOnly,
    idParam,
    validate("json", rejectPayoutBody),
    async (c) => {
      const { reason } = c.req.valid("json");
      await decide(c, c.req.valid("param").id, { decision: "rejected", reason });
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  );
