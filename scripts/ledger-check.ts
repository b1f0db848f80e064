import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { LEDGER_INVARIANTS } from "../worker/data/money/ledger-invariants";
import { offlineWranglerEnv, persistArgs, stateDir } from "./lib/wrangler";

/**
 * `npm run ledger:check`: runs the ledger invariants (the same SQL as the Worker's
 * `auditLedger`) against the local D1 of `npm start`, prints each with OK or FAIL, and
 * exits 1 on any mismatch. QUIZZY_STATE_DIR picks another local state, as for start.
 */
type StatementResult = { results: Record<string, unknown>[]; success: boolean };

const SHOWN_PER_INVARIANT = 5;
const countEntries = "select count(*) as entries from ledger_entries";

async function queryLocalD1(statements: string[]): Promise<StatementResult[]> {
  const { stdout } = await promisify(execFile)(
    "wrangler",
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--json",
      ...persistArgs,
      "--command",
      statements.join(";\n"),
    ],
    { env: offlineWranglerEnv, maxBuffer: 64 * 1024 * 1024 },
  );
  const results = JSON.parse(stdout) as StatementResult[];
  if (results.length !== statements.length) {
    throw new Error(`expected ${statements.length} results from wrangler, got ${results.length}`);
  }
  return results;
}

const where = stateDir ?? ".wrangler/state";
const [entries, ...checks] = await queryLocalD1([
  countEntries,
  ...LEDGER_INVARIANTS.map((invariant) => invariant.sql),
]).catch((error: { stdout?: string }) => {
  // wrangler answers a missing database with an empty one, so the tables are missing.
  if (error.stdout?.includes("no such table")) {
    console.error(`No migrated local database in ${where}: run \`npm start\` first.`);
    process.exit(2);
  }
  throw error;
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
