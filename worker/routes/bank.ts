import { Hono } from "hono";
import { z } from "zod";
import type { AccountResponse, HistoryResponse } from "../../contract/account";
import { apiPaths } from "../../contract/api-paths";
import { digitsQuery } from "../../contract/numbers";
import { listLedgerEntries } from "../data/money/history";
import { readPayoutDetails } from "../data/money/payout-details";
import { readTryStanding } from "../data/money/tries";
import { recentDestinationChange } from "../domain/payout-destination";
import type { AppEnv } from "../http/app-env";
import { playerOnly } from "../http/auth";
import { validate } from "../http/validate";
import { payeeWalletHandlers } from "./payee-wallet";
import { tryOfferView } from "./views/tries";

const HISTORY_PAGE = 50;
const wallet = payeeWalletHandlers("player");

/**
 * The Bank (SPEC.md `/account`, `/account/history`, `/account/pending`, `/account/upi`),
 * withdrawals of unspent cash (issue 16), and a waiting payout taken back (decision 023).
 */
export const bankRoutes = new Hono<AppEnv>()
  .get(apiPaths.account, playerOnly, async (c) => {
    const paidPlay = c.get("config").paidPlay;
    const playerId = c.get("session").subjectId;
    const now = Date.now();
    const [standing, details] = await Promise.all([
      readTryStanding(c.var.db, playerId, paidPlay, now),
      readPayoutDetails(c.var.db, { kind: "player", id: playerId }),
    ]);
    const { earnings: _, ...balances } = standing.balances;
    return c.json({
      balances,
      payoutDetailsChange: recentDestinationChange(details?.changedAt ?? null, now),
      depositsEnabled: paidPlay,
      freeTryToday: standing.freeTryToday,
      tryOffer: tryOfferView(standing, paidPlay),
    } satisfies AccountResponse);
  })
  .get(
    apiPaths.accountHistory,
    playerOnly,
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
  .get(apiPaths.accountPending, playerOnly, ...wallet.listPayouts)
  .get(apiPaths.payoutDetails, playerOnly, ...wallet.readDetails)
  .put(apiPaths.payoutDetails, playerOnly, ...wallet.saveDetails)
  .post(apiPaths.withdrawals, playerOnly, ...wallet.withdraw)
  .post(apiPaths.cancelWithdrawal.pattern, playerOnly, ...wallet.cancel);
