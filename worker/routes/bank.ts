import { Hono } from "hono";
import { z } from "zod";
import type { AccountResponse, HistoryResponse } from "../../contract/account";
import { apiPaths } from "../../contract/api-paths";
import { digitsQuery } from "../../contract/numbers";
import { readLedgerPage, readPayoutStandings } from "../data/money/history";
import { readTryStanding } from "../data/money/tries";
import { historyEvents } from "../domain/history-events";
import type { AppEnv } from "../http/app-env";
import { playerOnly } from "../http/auth";
import { validate } from "../http/validate";
import { payeeWalletHandlers } from "./payee-wallet";
import { historyEntryView } from "./views/history";
import { tryOfferView } from "./views/tries";

const HISTORY_PAGE = 50;
const wallet = payeeWalletHandlers("player");

/**
 * The Bank (SPEC.md `/account`, `/account/history`, `/account/pending`, `/account/upi`)
 * and withdrawals of unspent cash (issue 16). The history is what the player did, one
 * entry per thing (domain/history-events.ts), never the ledger's legs.
 */
export const bankRoutes = new Hono<AppEnv>()
  .get(apiPaths.account, playerOnly, async (c) => {
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
    playerOnly,
    validate("query", z.object({ before: digitsQuery(Number.MAX_SAFE_INTEGER).optional() })),
    async (c) => {
      const db = c.var.db;
      const holder = { kind: "player", id: c.get("session").subjectId } as const;
      const { lines, nextBefore } = await readLedgerPage(
        db,
        holder,
        c.req.valid("query").before,
        HISTORY_PAGE,
      );
      const events = historyEvents(lines);
      const standings = await readPayoutStandings(
        db,
        holder,
        events.flatMap((event) => (event.payoutId ? [event.payoutId] : [])),
        events.flatMap((event) => (event.rewardId ? [event.rewardId] : [])),
      );
      return c.json({
        entries: events.map((event) => historyEntryView(event, standings)),
        nextBefore,
      } satisfies HistoryResponse);
    },
  )
  .get(apiPaths.accountPending, playerOnly, ...wallet.listPayouts)
  .get(apiPaths.payoutDetails, playerOnly, ...wallet.readDetails)
  .put(apiPaths.payoutDetails, playerOnly, ...wallet.saveDetails)
  .post(apiPaths.withdrawals, playerOnly, ...wallet.withdraw);
