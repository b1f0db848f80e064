import { Hono } from "hono";
import { z } from "zod";
import type { AccountResponse, HistoryResponse } from "../../contract/account";
import { apiPaths } from "../../contract/api-paths";
import { digitsQuery } from "../../contract/numbers";
import { listLedgerEntries } from "../data/money/history";
import { readOfferFacts } from "../data/money/offer-facts";
import { readTryStanding } from "../data/money/tries";
import { readOfferTerms } from "../data/settings";
import { offersFor } from "../domain/offers";
import type { AppEnv } from "../http/app-env";
import { playerOnly } from "../http/auth";
import { validate } from "../http/validate";
import { payeeWalletHandlers } from "./payee-wallet";
import { eligibilityView, tryOfferView } from "./views/tries";

const HISTORY_PAGE = 50;
const wallet = payeeWalletHandlers("player");

/**
 * The Bank (SPEC.md `/account`, `/account/history`, `/account/pending`, `/account/upi`)
 * and withdrawals of unspent cash (issue 16).
 */
export const bankRoutes = new Hono<AppEnv>()
  .get(apiPaths.account, playerOnly, async (c) => {
    const db = c.var.db;
    const standing = await readTryStanding(
      db,
      c.get("session").subjectId,
      c.get("config").paidPlay,
      Date.now(),
    );
    const [facts, terms] = await Promise.all([
      readOfferFacts(db, standing.personKey, standing.access),
      readOfferTerms(db),
    ]);
    const { earnings: _, ...balances } = standing.balances;
    const tryOffer = tryOfferView(standing);
    return c.json({
      balances,
      depositsEnabled: tryOffer.depositsEnabled,
      freeTryToday: standing.freeTryToday,
      tryOffer,
      eligibility: eligibilityView(standing),
      paidPlay: tryOffer.paidPlay,
      offers: offersFor(facts, terms),
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
  .post(apiPaths.withdrawals, playerOnly, ...wallet.withdraw);
