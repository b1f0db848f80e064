import { Hono } from "hono";
import { z } from "zod";
import {
  type AccountResponse,
  type HistoryResponse,
  type PayoutDetailsResponse,
  type PendingPayoutsResponse,
  payoutDetailsBody,
} from "../../contract/account";
import { apiPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
import { digitsQuery } from "../../contract/numbers";
import { listLedgerEntries } from "../data/money/history";
import { balancesOf } from "../data/money/ledger";
import { listPayoutsOfPlayer, readPayoutDetails, savePayoutDetails } from "../data/money/payouts";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/auth";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { validate } from "../http/validate";
import { payoutDetailsOf, payoutDetailsView, payoutView } from "./views/payouts";

const HISTORY_PAGE = 50;
const player = requireRole("player");

/** The Bank (SPEC.md `/account`, `/account/history`, `/account/pending`, `/account/upi`). */
export const bankRoutes = new Hono<AppEnv>()
  .get(apiPaths.account, player, async (c) => {
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
    apiPaths.accountHistory,
    player,
    validate("query", z.object({ before: digitsQuery(Number.MAX_SAFE_INTEGER).optional() })),
    async (c) => {
      const rows = await listLedgerEntries(
        c.var.db,
        { kind: "player", id: c.get("session").subjectId },
        c.req.valid("query").before,
        HISTORY_PAGE,
      );
      return c.json({
        entries: rows.map(({ entry: { id, account, amount, memo, createdAt }, receipt }) => ({
          id,
          account,
          amount,
          memo,
          createdAt,
          ...(receipt ? { receipt } : {}),
        })),
        nextBefore: rows.length === HISTORY_PAGE ? (rows.at(-1)?.entry.createdAt ?? null) : null,
      } satisfies HistoryResponse);
    },
  )
  .get(apiPaths.accountPending, player, async (c) => {
    const rows = await listPayoutsOfPlayer(c.var.db, c.get("session").subjectId);
    return c.json({ data: rows.map(payoutView) } satisfies PendingPayoutsResponse);
  })
  .get(apiPaths.payoutDetails, player, async (c) => {
    const row = await readPayoutDetails(c.var.db, c.get("session").subjectId);
    return c.json({ details: payoutDetailsView(row) } satisfies PayoutDetailsResponse);
  })
  .put(apiPaths.payoutDetails, player, validate("json", payoutDetailsBody), async (c) => {
    const playerId = c.get("session").subjectId;
    await enforceRateLimit(c, rateRules.accountWrite, [`player:${playerId}`]);
    await savePayoutDetails(c.var.db, playerId, payoutDetailsOf(c.req.valid("json")), Date.now());
    return c.json({ Status: "OK" } satisfies StatusOk);
  });
