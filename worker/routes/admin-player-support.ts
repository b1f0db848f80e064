import { PLAYER_LEDGER_PAGE_SIZE } from "../../contract/player-support";
import { adminPeopleRoutes } from "../../contract/routes/admin-people";
import { balancesOf } from "../data/money/ledger";
import { listPayoutsOf } from "../data/money/payouts";
import {
  adjustBalance,
  listLedgerPage,
  listRecentRuns,
  listRecentSignIns,
  RECENT_ROWS,
  readPlayer,
  readReferralsOf,
} from "../data/people/player-support";
import { listTicketsOfPlayer } from "../data/play/tickets";
import type { Database } from "../db/client";
import { actingAdmin } from "../http/auth";
import { conflict, HttpError, notFound } from "../http/errors";
import { idParam } from "../http/params";
import { handle, routerOf } from "../http/route-handlers";
import { onePage } from "./views/paging";
import {
  adjustmentSize,
  ledgerEntryView,
  playerDetailOf,
  playerPayoutView,
  playerRunView,
  playerTicketView,
  supportMemo,
} from "./views/player-support";

/** The player the path names; a 404 when there is none. */
async function existingPlayer(db: Database, id: string) {
  const player = await readPlayer(db, id);
  if (!player) throw notFound("No such player");
  return player;
}

/**
 * Player support (`/admin/players/{id}`): one player's balances, sign-ins, runs,
 * tickets, payouts, referrals and ledger, and support adjustments of coins, tries or
 * bonus, each one ledger movement with its audit row.
 */
export const adminPlayerSupportRoutes = routerOf([
  handle(adminPeopleRoutes.adminPlayer, idParam, async (c) => {
    const db = c.var.db;
    const id = c.req.valid("param").id;
    const player = await existingPlayer(db, id);
    const [balances, signIns, runs, tickets, payouts, referrals] = await Promise.all([
      balancesOf(db, { kind: "player", id }),
      listRecentSignIns(db, id),
      listRecentRuns(db, id),
      listTicketsOfPlayer(db, id).limit(RECENT_ROWS),
      listPayoutsOf(db, { kind: "player", id }).limit(RECENT_ROWS),
      readReferralsOf(db, id),
    ]);
    const { earnings: _, ...playerBalances } = balances;
    return c.json({
      player: playerDetailOf(player),
      balances: playerBalances,
      signIns: signIns.map(({ signedInAt, city, country }) => ({ at: signedInAt, city, country })),
      runs: { latest: runs.latest.map(playerRunView), total: runs.total },
      tickets: tickets.map(playerTicketView),
      payouts: payouts.map(playerPayoutView),
      referrals: {
        referredBy: referrals.referredBy,
        referred: referrals.referred.map(({ id, name, at, rewardedAt }) => ({
          id,
          name,
          at,
          rewarded: rewardedAt !== null,
        })),
      },
    });
  }),
  handle(adminPeopleRoutes.adminPlayerLedger, idParam, async (c) => {
    const db = c.var.db;
    const id = c.req.valid("param").id;
    const { page } = c.req.valid("query");
    await existingPlayer(db, id);
    const { rows, paging } = await onePage(page, PLAYER_LEDGER_PAGE_SIZE, (window) =>
      listLedgerPage(db, { kind: "player", id }, window),
    );
    return c.json({ entries: rows.map(ledgerEntryView), ...paging });
  }),
  handle(adminPeopleRoutes.adminPlayerAdjustment, idParam, async (c) => {
    const db = c.var.db;
    const playerId = c.req.valid("param").id;
    const { account, direction, amount, reason, key } = c.req.valid("json");
    const player = await existingPlayer(db, playerId);
    if (player.status === "deactivated") {
      throw conflict("A deactivated account cannot be adjusted");
    }
    const size = adjustmentSize(account, amount);
    const result = await adjustBalance(
      db,
      {
        playerId,
        account,
        amount: direction === "credit" ? amount : -amount,
        key,
        memo: supportMemo(reason),
        summary: `${direction === "credit" ? "Credited" : "Debited"} ${size}: ${reason}`,
      },
      actingAdmin(c),
      Date.now(),
    );
    if (result.outcome === "key_reused") {
      throw conflict("This form was already used for another adjustment. Fill it in again.");
    }
    if (result.outcome === "insufficient") {
      throw new HttpError(
        409,
        "insufficient_balance",
        `The player has only ${adjustmentSize(account, result.balance)}: a debit cannot take the balance below zero`,
      );
    }
    return c.json({ Status: "OK", account, balance: result.balance });
  }),
]);
