import { LEDGER_INVARIANTS } from "../worker/data/money/ledger-invariants";
import { missingDatabase, queryLocalD1, stateDir } from "./lib/wrangler";

/**
 * `npm run ledger:check`: runs the ledger invariants (the same SQL as the Worker's
 * `auditLedger`) against the local D1 of `npm start`, prints each with OK or FAIL, and
 * exits 1 on any mismatch. QUIZZY_STATE_DIR picks another local state, as for start.
 */
const SHOWN_PER_INVARIANT = 5;
const countEntries = "select count(*) as entries from ledger_entries";

const where = stateDir ?? ".wrangler/state";
const [entries, ...checks] = await queryLocalD1([
  countEntries,
  ...LEDGER_INVARIANTS.map((invariant) => invariant.sql),
]).catch((error: { stdout?: string }) => {
  const missing = missingDatabase(error);
  if (!missing) throw error;
  console.error(missing);
  process.exit(2);
});
console.log(
  `Ledger check of ${where}: ${entries?.results[0]?.entries} entries, ${LEDGER_INVARIANTS.length} invariants`,
);
const width = Math.max(...LEDGER_INVARIANTS.map((invariant) => invariant.name.length));
let failed = 0;
LEDGER_INVARIANTS.forEach((invariant, index) => {
  const rows = checks[index]?.results ?? [];
  const verdict = rows.length === 0 ? "OK  " : "FAIL";
  console.log(
    `  ${verdict}  ${invariant.name.padEnd(width)}  ${rows.length} mismatches  (${invariant.rule})`,
  );
  for (const row of rows.slice(0, SHOWN_PER_INVARIANT)) console.log(`          ${row.message}`);
  if (rows.length > SHOWN_PER_INVARIANT) {
    console.log(`          … and ${rows.length - SHOWN_PER_INVARIANT} more`);
  }
  if (rows.length > 0) failed += 1;
});
console.log(failed === 0 ? "Ledger consistent." : `${failed} invariant(s) broken.`);
process.exitCode = failed === 0 ? 0 : 1;
