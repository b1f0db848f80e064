import { env } from "cloudflare:workers";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { auditLedger } from "../../data/money/ledger-audit";
import type { RouteFamily } from "./fuzz-route-table";
import { fuzzFamily } from "./fuzz-runner";
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS } from "./fuzz-settings";
import { buildFuzzWorld, type FuzzWorld } from "./fuzz-world";

/**
 * One test per route family: FUZZ_RUNS fuzzed requests spread over its routes, each
 * answered safely (fuzz-safe-answer.ts), and every route reached past its edge at least
 * once, so the schema-valid inputs are known to run the handlers and not only the
 * validators.
 */
export function fuzzRouteFamilies(families: RouteFamily[]): void {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
    // Thousands of refused requests log a warning each; errors still print.
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  }, 60_000);
  afterAll(() => {
    vi.restoreAllMocks();
  });

  for (const family of families) {
    it(
      `${family.name}: ${FUZZ_RUNS} fuzzed requests, none answered with a 5xx or internals`,
      async () => {
        const pastTheEdge = await fuzzFamily(family, world);
        const neverPastTheEdge = Object.entries(pastTheEdge)
          .filter(([, count]) => count === 0)
          .map(([route]) => route);
        expect(neverPastTheEdge).toEqual([]);
      },
      FUZZ_TIMEOUT_MS,
    );
  }
  itLeavesTheLedgerBalanced();
}

/** The last test of each fuzz file: whatever the fuzzer did, every value moved balances. */
export function itLeavesTheLedgerBalanced(): void {
  it("leaves the ledger balanced after all the fuzzing", async () => {
    expect(await auditLedger(env.DB)).toEqual([]);
  });
}
