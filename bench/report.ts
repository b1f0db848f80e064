import { readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";

const REPORT = "docs/PERFORMANCE.md";

export function machineLine(): string {
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  return `${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/**
 * Replaces one benchmark's section of docs/PERFORMANCE.md (between its markers), so each
 * bench rewrites only its own numbers.
 */
export function writeReportSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = readFileSync(REPORT, "utf8");
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`${REPORT} has no ${name} markers`);
  writeFileSync(
    REPORT,
    `${current.slice(0, from + start.length)}\n${markdown.trim()}\n${current.slice(to)}`,
  );
}
