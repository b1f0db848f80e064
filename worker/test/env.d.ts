declare namespace Cloudflare {
  interface Env {
    /** Read from migrations/ by vitest.config.ts and applied by test/apply-migrations.ts. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
  interface GlobalProps {
    mainModule: typeof import("../index");
  }
}
