import { Hono } from "hono";
import { z } from "zod";
import {
  type AccountResponse,
  type HistoryResponse,
  type PayoutDetailsResponse,
  type PendingPayoutsResponse,
  payoutDetailsBody,
  type WithdrawalResponse,
  withdrawalBody,
} from "../../contract/account";
import { apiPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
import { digitsQuery } from "../../contract/numbers";
import { listLedgerEntries } from "../data/money/history";
import { readPayoutDetails, savePayoutDetails } from "../data/money/payout-details";
import { listPayoutsOf, requestWithdrawal } from "../data/money/payouts";
import { readTryStanding } from "../data/money/tries";
import type { LedgerHolder } from "../domain/ledger";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/auth";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { validate } from "../http/validate";
import { paiseOf } from "./views/money";
import {
  payoutDetailsOf,
  payoutDetailsView,
  payoutView,
  withdrawalRefusals,
} from "./views/payouts";
import { tryOfferView } from "./views/tries";

const HISTORY_PAGE = 50;
const player = requireRole("player");
const payee = (playerId: string): LedgerHolder => ({ kind: "player", id: playerId });

/**
 * The Bank (SPEC.md `/account`, `/account/history`, `/account/pending`, `/account/upi`)
 * and withdrawals of unspent cash (issue 16).
 */
export const bankRoutes = new Hono<AppEnv>()
  .get(apiPaths.account, player, async (c) => {
    const paidPlay = c.get("config").paidPlay;
    const standing = await readTryStanding(
      c.var.db,
      c.get("session").subjectId,
      paidPlay,
      Date.now(),
    );
    const { earnings: _, ...balances } = standing.balances;
    return c.json({
      balances,
      depositsEnabled: paidPlay,
      freeTryToday: standing.freeTryToday,
      tryOffer: tryOfferView(standing, paidPlay),
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
    const rows = await listPayoutsOf(c.var.db, payee(c.get("session").subjectId));
    return c.json({ data: rows.map(payoutView) } satisfies PendingPayoutsResponse);
  })
  .get(apiPaths.payoutDetails, player, async (c) => {
    const row = await readPayoutDetails(c.var.db, payee(c.get("session").subjectId));
    return c.json({ details: payoutDetailsView(row) } satisfies PayoutDetailsResponse);
  })
  .put(apiPaths.payoutDetails, player, validate("json", payoutDetailsBody), async (c) => {
    const playerId = c.get("session").subjectId;
    await enforceRateLimit(c, rateRules.accountWrite, [`player:${playerId}`]);
    const details = payoutDetailsOf(c.req.valid("json"));
    await savePayoutDetails(c.var.db, payee(playerId), details, Date.now());
    return c.json({ Status: "OK" } satisfies StatusOk);
  })
  // Unspent cash only: bonus can only be played (decision 004).
  .post(apiPaths.withdrawals, player, validate("json", withdrawalBody), async (c) => {
    const playerId = c.get("session").subjectId;
    await enforceRateLimit(c, rateRules.accountWrite, [`player:${playerId}`]);
    const amountPaise = paiseOf(c.req.valid("json").amount);
    const result = await requestWithdrawal(c.var.db, payee(playerId), amountPaise, Date.now());
    if (result.kind === "no_details") throw withdrawalRefusals.no_details();
    if (result.kind === "insufficient") throw withdrawalRefusals.insufficient("cash");
    return c.json({ Status: "OK", payoutId: result.payoutId } satisfies WithdrawalResponse, 201);
  });
