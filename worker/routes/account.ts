import { Hono } from "hono";
import { z } from "zod";
import {
  type AccountResponse,
  type HistoryResponse,
  type PayoutDetailsBody,
  type PayoutDetailsResponse,
  type PayoutView,
  type PendingPayoutsResponse,
  payoutDetailsBody,
} from "../../contract/account";
import type { StatusOk } from "../../contract/auth";
import { listLedgerEntries } from "../data/history";
import { balancesOf } from "../data/ledger";
import { listPayoutsOfPlayer, readPayoutDetails, savePayoutDetails } from "../data/payouts";
import type { payoutRequests } from "../db/schema/money";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/auth";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { validate } from "../http/validate";

const HISTORY_PAGE = 50;
const player = requireRole("player");

export const toPayoutView = (row: typeof payoutRequests.$inferSelect): PayoutView => ({
  _id: row.id,
  source: row.source,
  rupee: row.amountPaise / 100,
  status: row.status as PayoutView["status"],
  createdAt: row.createdAt,
  paidAt: row.paidAt,
});

/** The Bank (SPEC.md `/account`, `/account/history`, `/account/pending`, `/account/upi`); mounted at /api. */
export const accountRoutes = new Hono<AppEnv>()
  .get("/account", player, async (c) => {
    const { earnings: _, ...balances } = await balancesOf(c.var.db, {
      kind: "player",
      id: c.get("session").subjectId,
    });
    return c.json({
      balances,
      depositsEnabled: c.get("config").paidPlay,
    } satisfies AccountResponse);
  })
  .get(
    "/account/history",
    player,
    validate("query", z.object({ before: z.coerce.number().int().positive().optional() })),
    async (c) => {
      const rows = await listLedgerEntries(
        c.var.db,
        { kind: "player", id: c.get("session").subjectId },
        c.req.valid("query").before,
        HISTORY_PAGE,
      );
      return c.json({
        entries: rows.map(({ id, account, amount, memo, createdAt }) => ({
          id,
          account,
          amount,
          memo,
          createdAt,
        })),
        nextBefore: rows.length === HISTORY_PAGE ? (rows.at(-1)?.createdAt ?? null) : null,
      } satisfies HistoryResponse);
    },
  )
  .get("/account/pending", player, async (c) => {
    const rows = await listPayoutsOfPlayer(c.var.db, c.get("session").subjectId);
    return c.json({ data: rows.map(toPayoutView) } satisfies PendingPayoutsResponse);
  })
  .get("/account/upi", player, async (c) => {
    const row = await readPayoutDetails(c.var.db, c.get("session").subjectId);
    let details: PayoutDetailsBody | null = null;
    if (row?.method === "upi") details = { method: "upi", upi: row.upiId ?? "" };
    else if (row) {
      details = {
        method: "bank",
        ac_h_nme: row.accountHolder ?? "",
        bank_nme: row.bankName ?? "",
        ifsc: row.ifsc ?? "",
        Acc_no: row.accountNumber ?? "",
      };
    }
    return c.json({ details } satisfies PayoutDetailsResponse);
  })
  .put("/account/upi", player, validate("json", payoutDetailsBody), async (c) => {
    const playerId = c.get("session").subjectId;
    await enforceRateLimit(c, rateRules.accountWrite, [`player:${playerId}`]);
    await savePayoutDetails(c.var.db, playerId, c.req.valid("json"), Date.now());
    return c.json({ Status: "OK" } satisfies StatusOk);
  });
