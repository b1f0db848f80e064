import { Hono } from "hono";
import { z } from "zod";
import {
  type AddRewardResponse,
  type AdminPayoutsResponse,
  addRewardBody,
  type RewardListResponse,
} from "../../contract/account";
import { adminPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
import {
  addReward,
  listOpenPayouts,
  listUntakenRewards,
  markPayoutPaid,
  readPayout,
} from "../data/money/payouts";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/auth";
import { notFound } from "../http/errors";
import { validate } from "../http/validate";
import { notifyPlayer } from "../realtime/notify";
import { paiseOf, rupees } from "./views/money";
import { adminPayoutView } from "./views/payouts";

const admin = requireRole("admin");

/** The reward pool and Pay to Users (SPEC.md `/admin/add/reward`). */
export const adminRewardRoutes = new Hono<AppEnv>()
  .get(adminPaths.rewards, admin, async (c) => {
    const rows = await listUntakenRewards(c.var.db);
    const data = rows.map((row) => rupees(row.amountPaise));
    return c.json({
      Status: "OK",
      data,
      total: data.reduce((sum, amount) => sum + amount, 0),
    } satisfies RewardListResponse);
  })
  .post(adminPaths.addReward, admin, validate("json", addRewardBody), async (c) => {
    const wholeRupees = c.req.valid("json").data;
    await addReward(c.var.db, paiseOf(wholeRupees), c.get("session").subjectId, Date.now());
    return c.json(
      { Status: "OK", message: `Reward of ₹${wholeRupees}.00 added` } satisfies AddRewardResponse,
      201,
    );
  })
  .get(adminPaths.payouts, admin, async (c) => {
    const rows = await listOpenPayouts(c.var.db);
    return c.json({
      data: rows.map(({ payout, player }) => adminPayoutView(payout, player)),
    } satisfies AdminPayoutsResponse);
  })
  .delete(
    adminPaths.markPaid.pattern,
    admin,
    validate("param", z.object({ rewardId: z.string().min(1).max(64) })),
    validate("query", z.object({ reference: z.string().trim().max(120).optional() })),
    async (c) => {
      const db = c.var.db;
      const payout = await readPayout(db, c.req.valid("param").rewardId);
      if (!payout) throw notFound("No such payout request");
      const marked = await markPayoutPaid(
        db,
        payout,
        c.req.valid("query").reference ?? null,
        Date.now(),
      );
      if (marked) {
        await notifyPlayer(c.env, payout.playerId, {
          type: "payout",
          event: "paid",
          payoutId: payout.id,
        });
      }
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  );
