import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { players } from "../../db/schema/identity";
import { showEntrants, shows } from "../../db/schema/shows";
import { ledgerReference } from "../../domain/ledger";
import { type ShowWinner, splitPool } from "../../domain/show-rules";
import { insertWhen } from "../insert-when";
import { guardedDebit, transfers } from "../money/ledger";
import { inJsonList } from "../rows";
import { releaseQuestions, showById, showHolder } from "./shows";

export type ShowResult = { winnersCount: number; sharePaise: number };

/**
 * How many player ids one statement carries, as one bound JSON text (D1 binds at most 100
 * values a statement): about 25 bytes each, well under D1's 2 MB for one value.
 */
const IDS_PER_STATEMENT = 10_000;

function chunked<T>(items: readonly T[]): T[][] {
  const chunks = [];
  for (let start = 0; start < items.length; start += IDS_PER_STATEMENT) {
    chunks.push(items.slice(start, start + IDS_PER_STATEMENT));
  }
  return chunks;
}

/**
 * The winners who can be paid: a deactivated account holds nothing (decision 023), so a
 * survivor who closed their account during the show shares in nothing.
 */
async function payableWinners(db: Database, winners: readonly ShowWinner[]) {
  const gone = new Set<string>();
  for (const chunk of chunked(winners.map((winner) => winner.playerId))) {
    const closed = await db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.status, "deactivated"), inJsonList(players.id, chunk)));
    for (const row of closed) gone.add(row.id);
  }
  return winners.filter((winner) => !gone.has(winner.playerId));
}

/**
 * Ends a show with the survivors the ShowRoom counted, in one D1 batch (about 600
 * statements for a million winners): the status and the
 * figures, the winners recorded as entrants, each share moved from the show's pool to the
 * winner's cash (or, when nobody survived, the whole pool released), and the questions
 * back to runs. Everything after the status is written only if this call is the one that
 * ended the show, and the ledger's references make each share once per show and player,
 * so a retry or a racing second call pays nothing more; both answer the stored figures.
 * A cancelled show stays cancelled and pays nothing.
 */
export async function finishShow(
  db: Database,
  showId: string,
  winners: readonly ShowWinner[],
  now: number,
): Promise<ShowResult> {
  const show = await showById(db, showId);
  if (!show) throw new Error(`no show ${showId}`);
  if (show.status === "scheduled") {
    const paid = await payableWinners(db, winners);
    const { sharePaise, shares } = splitPool(show.prizePoolPaise, paid);
    const owed = shares.filter((share) => share.sharePaise > 0);
    const endedHere = sql`exists (select 1 from ${shows} where ${shows.id} = ${showId}
      and ${shows.status} = 'ended' and ${shows.endedAt} = ${now}
      and ${shows.winnersCount} = ${paid.length})`;
    const pool = showHolder(showId);
    await db.batch([
      db
        .update(shows)
        .set({
          status: "ended",
          winnersCount: paid.length,
          sharePaise,
          paidPaise: owed.reduce((sum, share) => sum + share.sharePaise, 0),
          endedAt: now,
        })
        .where(and(eq(shows.id, showId), eq(shows.status, "scheduled"))),
      ...chunked(paid.map((winner) => winner.playerId)).map((playerIds) =>
        insertWhen(
          db,
          showEntrants,
          { showId, playerId: sql`j.value`, joinedAt: now },
          endedHere,
          sql`json_each(${JSON.stringify(playerIds)}) j`,
        ).onConflictDoNothing(),
      ),
      ...transfers(
        db,
        { holder: pool, account: "cash", memo: `Prize shares of ${show.title}` },
        { account: "cash", memo: `Live show prize: ${show.title}` },
        owed.map((share) => ({
          to: { kind: "player", id: share.playerId },
          amount: share.sharePaise,
          debitReference: ledgerReference.showSharePaid(showId, share.playerId),
          creditReference: ledgerReference.showShare(showId, share.playerId),
        })),
        endedHere,
        now,
      ),
      ...(owed.length === 0
        ? [
            guardedDebit(
              db,
              {
                holder: pool,
                account: "cash",
                amount: -show.prizePoolPaise,
                reference: ledgerReference.showPoolReleased(showId),
                memo: `Pool of ${show.title} released: nobody survived`,
              },
              now,
              endedHere,
            ),
          ]
        : []),
      releaseQuestions(db, showId),
    ]);
  }
  const after = await showById(db, showId);
  return { winnersCount: after?.winnersCount ?? 0, sharePaise: after?.sharePaise ?? 0 };
}
