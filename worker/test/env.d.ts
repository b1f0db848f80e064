declare namespace Cloudflare {
  interface Env {
    /** Read from migrations/ by vitest.config.ts and applied by test/apply-migrations.ts. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Cases per fuzz property and its seed; empty unless `npm run fuzz` sets them. */
    FUZZ_RUNS: string;
    FUZZ_SEED: string;
  }
  interface GlobalProps {
    mainModule: typeof import("../index");
  }
}
