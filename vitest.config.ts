import { generateKeyPairSync } from "node:crypto";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * A fresh receipt signing key per test run, never a committed one. wrangler reads the
 * required secret (wrangler.toml `[secrets]`) from the environment, as `npm start` hands
 * over its development key.
 */
function testReceiptKeys(): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  return JSON.stringify([{ ...privateKey.export({ format: "jwk" }), kid: "test-receipts" }]);
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  process.env.RECEIPT_SIGNING_KEYS ??= testReceiptKeys();
  return {
    test: {
      // The Worker logs a line per request (worker/http/log.ts); in test output that is noise.
      onConsoleLog: (log: string) => !log.includes('"event":"request"'),
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  DEV_IDENTITY: "on",
                  // The fuzz suite's budget and seed (worker/test/security/fuzz-settings.ts):
                  // workerd sees no process.env, so `npm run fuzz` reaches it through these.
                  FUZZ_RUNS: process.env.FUZZ_RUNS ?? "",
                  FUZZ_SEED: process.env.FUZZ_SEED ?? "",
                },
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["worker/**/*.test.ts"],
            // The pure rules need no workerd; the `domain` project runs them in plain Node.
            exclude: [...configDefaults.exclude, "worker/domain/**/*.test.ts"],
            setupFiles: ["worker/test/apply-migrations.ts"],
          },
        },
        {
          plugins: [react()],
          test: {
            name: "web",
            environment: "jsdom",
            // Form tests type into many fields; two busy cores need more than 5 s for some.
            testTimeout: 15_000,
            include: ["web/**/*.test.tsx", "web/**/*.test.ts"],
            setupFiles: ["web/test/setup.ts"],
          },
        },
        {
          // The Worker's pure rules (worker/domain) and the wire contract's helpers: no I/O,
          // so plain Node proves them.
          test: {
            name: "domain",
            environment: "node",
            include: ["worker/domain/**/*.test.ts", "contract/**/*.test.ts"],
          },
        },
        {
          // Build and audit scripts' pure parts, in plain Node (they use node:zlib and node:fs).
          test: { name: "scripts", environment: "node", include: ["scripts/**/*.test.ts"] },
        },
      ],
    },
  };
});
