import type { Finding } from "./checks";
import type { FaultCounts } from "./faults";
import type { ChaosHttp } from "./http";

/**
 * The run's one table: the faults injected, the operations in flight when they struck,
 * then each check with what it found lost, doubled or broken. Markdown, so a run's table
 * goes into docs/RELIABILITY.md as printed.
 */
export function printReport(
  title: string,
  {
    faults,
    http,
    operations,
    findings,
  }: {
    faults: FaultCounts;
    http: ChaosHttp;
    operations: number;
    findings: Finding[];
  },
) {
  const restarts = faults.restartSeconds;
  const meanRestart = restarts.reduce((sum, s) => sum + s, 0) / Math.max(1, restarts.length);
  console.log(`\n${title}\n`);
  console.log("| faults injected | operations seen succeed | operations in flight at a fault |");
  console.log("|---|---|---|");
  console.log(
    `| ${faults.kills} kills (restart ${meanRestart.toFixed(1)} s on average), ${faults.evictions} evictions, ${faults.alarmsAgain} alarms again, ${faults.socketDrops} socket drops, ${faults.d1Windows} D1 windows (${faults.d1CallsFailed} calls failed) | ${operations} | ${http.inFlightAtFault} |`,
  );
  console.log("\n| check | lost | doubled | broken | |");
  console.log("|---|---|---|---|---|");
  for (const f of findings) {
    console.log(`| ${f.check} | ${f.lost} | ${f.doubled} | ${f.broken} | ${f.note} |`);
  }
  const total = (key: "lost" | "doubled" | "broken") => findings.reduce((n, f) => n + f[key], 0);
  console.log(
    `| **total** | **${total("lost")}** | **${total("doubled")}** | **${total("broken")}** | |`,
  );
  console.log("\nRetries after a fault, per route (calls cut → how the retry was answered):");
  for (const [route, { cut, retryAnswers }] of Object.entries(http.retries).sort()) {
    const answers = Object.entries(retryAnswers)
      .map(([status, count]) => `${status}×${count}`)
      .join(" ");
    console.log(`  ${route.padEnd(48)} ${String(cut).padStart(4)} → ${answers}`);
  }
  return total("lost") + total("doubled") + total("broken") === 0;
}
