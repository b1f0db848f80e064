import { bankRoutes as routes } from "../../contract/routes/bank";
import { readLedgerPage, readPayoutStandings } from "../data/money/history";
import { readOfferFacts } from "../data/money/offer-facts";
import { readPayoutDetails } from "../data/money/payout-details";
import { readTryStanding } from "../data/money/tries";
import { readOfferTerms } from "../data/settings";
import { historyEvents } from "../domain/history-events";
import { offersFor } from "../domain/offers";
import { recentDestinationChange } from "../domain/payout-destination";
import { handle, routerOf } from "../http/route-handlers";
import { historyEntryView } from "./views/history";
import { eligibilityView, tryOfferView } from "./views/tries";

const HISTORY_PAGE = 50;

/**
 * The Bank (SPEC.md `/account`, `/account/history`): the balances with the offers this
 * player can take, and the history of what the player did, one entry per thing
 * (domain/history-events.ts), never the ledger's legs. Payout details and withdrawals are
 * the payee's wallet (payee-wallet.ts).
 */
export const bankRoutes = routerOf([
  handle(routes.account, async (c) => {
    const db = c.var.db;
    const playerId = c.get("session").subjectId;
    const now = Date.now();
    const [standing, details] = await Promise.all([
      readTryStanding(db, playerId, c.get("config").paidPlay, now),
      readPayoutDetails(db, { kind: "player", id: playerId }),
    ]);
    const [facts, terms] = await Promise.all([
      readOfferFacts(db, standing.personKey, standing.access),
      readOfferTerms(db),
    ]);
    const { earnings: _, ...balances } = standing.balances;
    const tryOffer = tryOfferView(standing);
    return c.json({
      balances,
      payoutDetailsChange: recentDestinationChange(details?.changedAt ?? null, now),
      depositsEnabled: tryOffer.depositsEnabled,
      freeTryToday: standing.freeTryToday,
      tryOffer,
      eligibility: eligibilityView(standing),
      paidPlay: tryOffer.paidPlay,
      offers: offersFor(facts, terms),
    });
  }),
  handle(routes.accountHistory, async (c) => {
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
    });
  }),
]);
