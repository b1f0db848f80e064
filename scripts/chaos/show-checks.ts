import { claimedShowAnswer, type ReceiptKeySet, verifyReceipt } from "../../contract/receipts";
import { ledgerReference } from "../../worker/domain/ledger";
import { tallyName } from "../../worker/domain/show-shards";
import { answerInTime, endsAt } from "../../worker/domain/show-timeline";
import { receiptPlayerTagOf } from "../../worker/identity/pseudonyms";
import { queryLocalD1 } from "../lib/wrangler";
import type { Finding } from "./checks";
import type { Journal } from "./journal";
import { objectFiles, queryObject } from "./object-storage";

/**
 * The live shows' checks after a chaos run. A show's answers live only in its tally shards'
 * storage (`ShowTally`, decision 032), so they are read from the objects' files; the
 * shows' end and their payouts are in D1. Each show made ended once and paid its winners
 * once; every answer a player was told accepted is in its shard as sent, with a receipt
 * that verifies, and no shard holds an answer taken after its window and grace.
 */
type Row = Record<string, unknown>;
type ShowRow = {
  id: string;
  status: string;
  startsAt: number;
  questionCount: number;
  secondsPerQuestion: number;
  prizePoolPaise: number;
  winnersCount: number;
  sharePaise: number;
};
type TallyAnswer = { showId: string; index: number; playerId: string; choice: string; at: number };

/** What a shard's name (`tallyName`) adds to its show's id. */
const TALLY_SUFFIX = new RegExp(`${tallyName("", 0).slice(0, -1)}\\d+$`);
/** `show-share:`, which `{showId}:{playerId}` follows in a share's reference. */
const SHARE_PREFIX = ledgerReference.showShare("", "").slice(0, -1);

export async function showFindings(
  journal: Journal,
  context: { stateDir: string; keySet: ReceiptKeySet; since: number; stoppedAt: number },
): Promise<Finding[]> {
  const [showRows, shareRows] = await queryLocalD1([
    `select id, status, starts_at as startsAt, question_count as questionCount,
       seconds_per_question as secondsPerQuestion, prize_pool_paise as prizePoolPaise,
       winners_count as winnersCount, share_paise as sharePaise
     from shows where created_at >= ${context.since}`,
    `select reference, amount from ledger_entries where reference glob '${SHARE_PREFIX}*'`,
  ]);
  const shows = new Map(
    ((showRows?.results ?? []) as ShowRow[]).map((row) => [row.id, row] as const),
  );
  return [
    showEnds(journal, shows, shareRows?.results ?? [], context.stoppedAt),
    await showAnswers(journal, shows, tallyAnswers(context.stateDir), context.keySet),
  ];
}

function showEnds(
  journal: Journal,
  shows: Map<string, ShowRow>,
  shareRows: Row[],
  stoppedAt: number,
): Finding {
  const made = new Set(journal.showsCreated.map((show) => show.showId));
  /** Each share entry by `showId:playerId`, as its reference names it. */
  const shares = new Map<string, number[]>();
  for (const row of shareRows) {
    const key = (row.reference as string).slice(SHARE_PREFIX.length);
    shares.set(key, [...(shares.get(key) ?? []), Number(row.amount)]);
  }
  const sharesOf = (showId: string) =>
    [...shares].filter(([key]) => key.startsWith(`${showId}:`)).map(([, amounts]) => amounts);
  const rows = [...shows.values()];
  const stuck = rows.filter((row) => row.status === "scheduled" && endsAt(row) <= stoppedAt);
  const overpaid = rows.filter((row) => {
    const amounts = sharesOf(row.id).flat();
    const paid = amounts.reduce((sum, amount) => sum + amount, 0);
    return paid > row.prizePoolPaise || (paid > 0 && amounts.length !== row.winnersCount);
  });
  const wins = journal.showResults.filter((result) => result.won && result.sharePaise > 0);
  const unpaidWins = wins.filter((win) => {
    const amounts = shares.get(`${win.showId}:${win.playerId}`) ?? [];
    // The equal share, or a paisa more for the earliest last answers (show-rules.ts).
    return !amounts.some((amount) => amount === win.sharePaise || amount === win.sharePaise + 1);
  });
  const toldOtherwise = journal.showResults.filter((result) => {
    const row = shows.get(result.showId);
    return row?.status !== "ended" || row.sharePaise !== result.sharePaise;
  });
  const ended = rows.filter((row) => row.status === "ended");
  const won = ended.filter((row) => row.winnersCount > 0);
  const pools = won.reduce((sum, row) => sum + row.prizePoolPaise, 0);
  const paid = won.flatMap((row) => sharesOf(row.id).flat()).reduce((a, b) => a + b, 0);
  // With its id from the Idempotency-Key a resend cannot make a second show; one no admin
  // saw made is still a write its caller was told had failed, and is counted as the
  // other checks count a row no client saw made.
  const unseen = [...shows.keys()].filter((id) => !made.has(id));
  return {
    check: "every show made ended once, its pool paid once to its winners",
    lost: [...made].filter((id) => !shows.has(id)).length + unpaidWins.length,
    doubled: unseen.length + [...shares.values()].filter((amounts) => amounts.length > 1).length,
    broken: stuck.length + overpaid.length + toldOtherwise.length,
    note: [
      `${made.size} made, ${unseen.length} more no admin saw made (${unseen.join(", ") || "none"}), ${ended.length} ended, ${stuck.length} stuck`,
      `${won.reduce((sum, row) => sum + row.winnersCount, 0)} winners paid ${paid} of ${pools} paise, ${ended.length - won.length} pools released (no winner)`,
      `${journal.showResults.length} results seen, ${wins.length} wins`,
    ].join("; "),
  };
}

async function showAnswers(
  journal: Journal,
  shows: Map<string, ShowRow>,
  stored: TallyAnswer[],
  keySet: ReceiptKeySet,
): Promise<Finding> {
  const storedBy = new Map(
    stored.map((row) => [`${row.showId}:${row.index}:${row.playerId}`, row] as const),
  );
  const accepted = journal.showAnswers.filter((answer) => answer.outcome === "accepted");
  const lost = accepted.filter(
    (answer) =>
      storedBy.get(`${answer.showId}:${answer.index}:${answer.playerId}`)?.choice !== answer.choice,
  );
  let invalidReceipts = 0;
  for (const answer of accepted) {
    const check = await verifyReceipt(answer.receipt ?? "", keySet, claimedShowAnswer);
    const payload = check.verdict === "valid" ? check.payload : null;
    const matches =
      payload?.showId === answer.showId &&
      payload.index === answer.index &&
      payload.player === (await receiptPlayerTagOf(answer.playerId)) &&
      payload.choice === answer.choice;
    if (!matches) invalidReceipts++;
  }
  const late = stored.filter((row) => {
    const show = shows.get(row.showId);
    return show !== undefined && !answerInTime(show, row.index, row.at);
  });
  return {
    check: "every show answer told accepted is in its tally as sent, none after its window",
    lost: lost.length,
    doubled: 0,
    broken: invalidReceipts + late.length,
    note: [
      `joins ${outcomes(journal.showJoins)}; answers ${outcomes(journal.showAnswers)}, ${invalidReceipts} accepted without a valid receipt`,
      `${stored.length} answers in the tallies, ${late.length} late`,
      ...lost
        .slice(0, 5)
        .map((answer) => `${answer.showId} #${answer.index} of ${answer.playerId} not stored`),
    ].join("; "),
  };
}

/** Every answer every show's tally shards hold, with the show each shard is of. */
function tallyAnswers(stateDir: string): TallyAnswer[] {
  const tallies = (objectFiles(stateDir) ?? []).filter((file) => file.kind.endsWith("-ShowTally"));
  return tallies.flatMap((file) =>
    queryObject(
      file,
      `select n.name, a.idx, a.player_id, a.choice, a.answered_at
       from answers a, __miniflare_do_name n`,
    ).map((row) => ({
      showId: (row.name as string).replace(TALLY_SUFFIX, ""),
      index: Number(row.idx),
      playerId: row.player_id as string,
      choice: row.choice as string,
      at: Number(row.answered_at),
    })),
  );
}

/** How many calls were told each outcome, as `joined×8 show_started×1`. */
function outcomes(seen: { outcome: string }[]): string {
  const counts = new Map<string, number>();
  for (const { outcome } of seen) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${outcome}×${count}`).join(" ") || "none";
}
