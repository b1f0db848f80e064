import { type ReceiptKeySet, verifyReceipt } from "../../contract/receipts";
import { LEDGER_INVARIANTS } from "../../worker/data/money/ledger-invariants";
import { queryLocalD1 } from "../lib/wrangler";
import type { Journal } from "./journal";
import { objectFiles, queryObject } from "./object-storage";
import { showFindings } from "./show-checks";
import { TRIAL_PRIZE_RUPEES } from "./trial";

/**
 * The checks after a chaos run, against the local D1 and the objects' storage of the
 * stopped server: the ledger's invariants (`npm run ledger:check`'s SQL), then each
 * operation a client saw succeed looked up where it must be (lost when it is not), the
 * things that must have happened once (doubled when more), and the outboxes empty.
 */
export type Finding = {
  check: string;
  lost: number;
  doubled: number;
  broken: number;
  note: string;
};

const OUTCOME_OF_STATUS: Record<string, string> = {
  OK: "correct",
  OKK: "correct",
  STARS: "correct",
  WRONG: "wrong",
  TIME_OUT: "timeout",
};

type Row = Record<string, unknown>;
const ids = (values: Iterable<string>) => `'${JSON.stringify([...values]).replaceAll("'", "''")}'`;

export async function runChecks(
  journal: Journal,
  context: {
    stateDir: string;
    keySet: ReceiptKeySet;
    answerGraceMs: number;
    finalSwitch: string;
    socketSwitches: (string | null)[];
    /** When the load began (epoch ms): rows made since are the run's. */
    since: number;
    /** When the server stopped (epoch ms): a show due to end before then must have ended. */
    stoppedAt: number;
  },
): Promise<Finding[]> {
  const players = ids(journal.players);
  const [attempts, runs, deposits, payouts, tickets, switchAudits, prizeRows, ...ledger] =
    await queryLocalD1([
      `select a.id, a.outcome, a.receipt, a.answered_at, a.deadline_at, a.answer from attempts a
       where a.player_id in (select value from json_each(${players}))`,
      `select r.id, r.status, (select count(*) from attempts a where a.run_id = r.id) as attempts
       from runs r where r.player_id in (select value from json_each(${players}))`,
      `select p.id, p.status, (select count(*) from ledger_entries e where e.reference = 'deposit:' || p.id) as credits
       from payments p where p.player_id in (select value from json_each(${players}))`,
      `select r.id, r.status, r.player_id as payee, (select count(*) from ledger_entries e where e.reference in ('payout-paid:' || r.id, 'payout-rejected:' || r.id)) as decisions
       from payout_requests r where r.id in (select substr(reference, 12) from ledger_entries where reference glob 'withdrawal:*' and holder_id in (select value from json_each(${players})))
          or r.id in (select value from json_each(${ids([...journal.trialClaims.map((c) => c.payoutId), ...journal.payoutDecisions.map((d) => d.payoutId)])}))`,
      `select t.id, t.status, (select count(*) from ledger_entries e where e.reference = 'ticket-refund:' || t.id) as refunds
       from tickets t where t.player_id in (select value from json_each(${players}))`,
      `select count(*) as rows from audit_log where action = 'game-switch'`,
      `select count(*) as rows from reward_pool where amount_paise = ${TRIAL_PRIZE_RUPEES * 100} and created_at >= ${context.since}`,
      ...LEDGER_INVARIANTS.map((invariant) => invariant.sql),
    ]);
  const byId = (rows: Row[] | undefined) =>
    new Map((rows ?? []).map((row) => [row.id as string, row]));
  const findings: Finding[] = [];
  const finding = (check: string, counts: Partial<Finding>) =>
    findings.push({ check, lost: 0, doubled: 0, broken: 0, note: "", ...counts });

  const brokenInvariants = LEDGER_INVARIANTS.filter((_, i) => (ledger[i]?.results.length ?? 0) > 0);
  finding("ledger:check (all invariants)", {
    broken: brokenInvariants.length,
    note:
      brokenInvariants.map((invariant) => invariant.name).join(", ") ||
      `${LEDGER_INVARIANTS.length} hold`,
  });

  const attemptRows = attempts?.results ?? [];
  const attemptsById = byId(attemptRows);
  let invalidReceipts = 0;
  for (const row of attemptRows) {
    if (row.outcome === "pending") continue;
    const check = row.receipt ? await verifyReceipt(row.receipt as string, context.keySet) : null;
    if (check?.verdict !== "valid" || check.payload.attemptId !== row.id) invalidReceipts++;
  }
  const open = attemptRows.filter((row) => row.outcome === "pending").length;
  finding("attempts closed once, each with one valid receipt", {
    broken: invalidReceipts + open,
    note: `${attemptRows.length} attempts, ${open} left open, ${invalidReceipts} without a valid receipt`,
  });

  const late = attemptRows.filter(
    (row) =>
      (row.outcome === "correct" || row.outcome === "wrong") &&
      Number(row.answered_at) > Number(row.deadline_at) + context.answerGraceMs,
  ).length;
  finding("no answer accepted after deadline + grace", {
    broken: late,
    note: `${attemptRows.filter((r) => r.outcome === "timeout").length} timeouts`,
  });

  const lostAnswers: string[] = [];
  for (const seen of journal.answers) {
    const row = attemptsById.get(seen.attemptId);
    if (!row || row.receipt !== seen.receipt || row.outcome !== OUTCOME_OF_STATUS[seen.status]) {
      const receipt = row?.receipt === seen.receipt ? "same receipt" : "another receipt";
      lostAnswers.push(
        `${seen.attemptId} seen ${seen.status}, D1 ${row?.outcome ?? "none"} (${receipt})`,
      );
    }
  }
  const seenReceipts = new Set(journal.closingReceipts.map((c) => c.receipt));
  const stored = new Set(attemptRows.map((row) => row.receipt));
  const lostReceipts = [...seenReceipts].filter((receipt) => !stored.has(receipt)).length;
  finding("every answer a player saw judged is in D1 as judged", {
    lost: lostAnswers.length + lostReceipts,
    note: [
      `${journal.answers.length} answers, ${seenReceipts.size} forfeit receipts`,
      ...lostAnswers.slice(0, 5),
    ].join("; "),
  });

  const runRows = runs?.results ?? [];
  const runIds = new Set(runRows.map((row) => row.id as string));
  const stillActive = runRows.filter((row) => row.status === "active");
  finding("every run a player started is in D1, and ended once they left", {
    lost: [...journal.runsStarted].filter((id) => !runIds.has(id)).length,
    broken: stillActive.length,
    note: `${journal.runsStarted.size} starts seen, ${runRows.length} runs in D1; still active: ${stillActive.map((row) => `${row.id} (${row.attempts} attempts)`).join(", ") || "none"}`,
  });

  const depositRows = byId(deposits?.results);
  const lostDeposits = journal.depositsSettled.filter(
    (seen) => depositRows.get(seen.paymentId)?.status !== "settled",
  ).length;
  const depositCredits = [...depositRows.values()];
  finding("every deposit settled once", {
    lost: lostDeposits,
    doubled: depositCredits.filter((row) => Number(row.credits) > 1).length,
    broken: depositCredits.filter((row) => row.status === "settled" && Number(row.credits) !== 1)
      .length,
    note: `${journal.depositsSettled.length} seen settled of ${depositCredits.length} payments made`,
  });

  const payoutRows = byId(payouts?.results);
  const lostPayouts =
    journal.withdrawals.filter((seen) => !payoutRows.has(seen.payoutId)).length +
    journal.trialClaims.filter((seen) => !payoutRows.has(seen.payoutId)).length;
  const seenPayouts = new Set([
    ...journal.withdrawals.map((w) => w.payoutId),
    ...journal.trialClaims.map((c) => c.payoutId),
  ]);
  // The admin decides the seed's waiting payouts too: only the run's own players' count.
  const unseen = [...payoutRows.values()].filter(
    (row) => journal.players.has(row.payee as string) && !seenPayouts.has(row.id as string),
  ).length;
  finding("every withdrawal and trial claim is in the queue", {
    lost: lostPayouts,
    note: `${seenPayouts.size} seen`,
  });
  const ordered = new Set(journal.depositsOrdered);
  const unordered = depositCredits.filter((row) => !ordered.has(row.id as string)).length;
  const prizesMade = Number(prizeRows?.results[0]?.rows ?? 0);
  finding("nothing made twice by a resend (payouts, deposits, trial prizes)", {
    doubled: unseen + unordered + Math.max(0, prizesMade - journal.prizesAdded),
    note: `${unseen} payouts and ${unordered} deposits no client saw made; ${prizesMade} trial prizes in the pool for ${journal.prizesAdded} added`,
  });
  const lostDecisions = journal.payoutDecisions.filter((seen) => {
    const row = payoutRows.get(seen.payoutId);
    return row?.status !== seen.decision;
  }).length;
  finding("every payout decision landed once", {
    lost: lostDecisions,
    doubled: [...payoutRows.values()].filter((row) => Number(row.decisions) > 1).length,
    note: `${journal.payoutDecisions.length} decisions seen`,
  });

  const ticketRows = byId(tickets?.results);
  finding("every ticket and refund is in D1, each refund paid once", {
    lost:
      journal.tickets.filter((seen) => !ticketRows.has(seen.ticketId)).length +
      journal.ticketRefunds.filter((id) => ticketRows.get(id)?.status !== "refund").length,
    doubled: [...ticketRows.values()].filter((row) => Number(row.refunds) > 1).length,
    note: `${journal.tickets.length} tickets, ${journal.ticketRefunds.length} refunds`,
  });

  const last = journal.switches.at(-1)?.status ?? "on";
  const socketsWrong = context.socketSwitches.filter((status) => status !== last).length;
  const audits = Number(switchAudits?.results[0]?.rows ?? 0);
  finding("the switch holds its last state, on HTTP and every socket", {
    broken: (context.finalSwitch === last ? 0 : 1) + socketsWrong,
    lost: Math.max(0, journal.switches.length - audits),
    note: `last "${last}", HTTP "${context.finalSwitch}", sockets ${context.socketSwitches.join("/")}; ${audits} audit rows for ${journal.switches.length} changes seen`,
  });

  findings.push(...(await showFindings(journal, context)));

  const stuck = stuckOutboxes(context.stateDir);
  finding("nothing stuck in an outbox", {
    broken: stuck.length,
    note: stuck.join(", ") || "empty",
  });
  return findings;
}

/**
 * The objects' own outboxes, read from their storage files: a PlayerRun's closing not yet
 * in D1 (`unrecorded-closing`) and the GameRoom's audit rows (`audit-outbox:`).
 */
function stuckOutboxes(stateDir: string): string[] {
  const files = objectFiles(stateDir);
  if (!files) return ["no object storage found"];
  return files.flatMap((file) => {
    const keys = queryObject(
      file,
      "select key from _cf_KV where key = 'unrecorded-closing' or key glob 'audit-outbox:*'",
    ).map((row) => row.key);
    return keys.length > 0 ? [`${file.name}: ${keys.join(" ")}`] : [];
  });
}
