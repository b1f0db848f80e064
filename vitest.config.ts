import { generateKeyPairSync } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { messageCatalogues } from "./scripts/lib/message-catalogues.ts";

/**
 * A fresh receipt signing key per test run, never a committed one. wrangler reads the
 * required secret (wrangler.toml `[secrets]`) from the environment, as `npm start` hands
 * over its development key.
 */
function testReceiptKeys(): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  return JSON.stringify([{ ...privateKey.export({ format: "jwk" }), kid: "test-receipts" }]);
}

/**
 * Every package the Worker's code and its tests import (`hono`, `hono/factory`, `zod`,
 * `drizzle-orm/d1`, …), read from the sources so the list never goes stale. Each worker
 * test file runs in a fresh workerd that imports the whole app; pre-bundled, these
 * packages arrive as a few modules instead of hundreds (a third of each file's start-up).
 * All of them, subpaths included, must be bundled together: a subpath left out would load
 * a second copy of its package beside the bundle (two `HTTPException` classes).
 */
function packagesImportedBy(folders: string[]): string[] {
  const found = new Set<string>();
  const valueImport = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"([^".][^"]*)"/g;
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
      const text = readFileSync(join(entry.parentPath, entry.name), "utf8");
      for (const [, specifier] of text.matchAll(valueImport)) {
        if (specifier && !/^(cloudflare|node):/.test(specifier) && specifier !== "vitest") {
          found.add(specifier);
        }
      }
    }
  }
  return [...found].sort();
}

/**
 * The worker project's files first, then the rest, each project in Vitest's own order
 * (longest first once a run has timed them, largest first on a clean clone). A worker file
 * is long (a workerd of its own, a few are fuzz suites of a minute), a web file short, so
 * the many short files end the run with both cores busy; by name Vitest would start the
 * worker project last and could end on one fuzz suite with a core idle.
 */
class WorkerFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => (file.project.name === "worker" ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  process.env.RECEIPT_SIGNING_KEYS ??= testReceiptKeys();
  return {
    test: {
      // One test file per core. Vitest's own default is a core less, which on a two-core
      // machine ran every file one after another.
      maxWorkers: availableParallelism(),
      sequence: { sequencer: WorkerFilesFirst },
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
            // Two files at once beside the end-to-end suite: some tests make hundreds of calls,
            // and a few suites build a whole world of players and money in `beforeAll`
            // (ledger audit, ownership). A timeout here catches a hang, never slowness: a
            // clean-clone CI run on a slower two-core machine took a half-second test past
            // 15 s while a fuzz suite and the browser held both cores.
            testTimeout: 60_000,
            hookTimeout: 120_000,
            include: ["worker/**/*.test.ts"],
            // The pure rules need no workerd; the `domain` project runs them in plain Node.
            exclude: [...configDefaults.exclude, "worker/domain/**/*.test.ts"],
            setupFiles: ["worker/test/apply-migrations.ts"],
            deps: {
              optimizer: {
                ssr: { enabled: true, include: packagesImportedBy(["worker", "contract"]) },
              },
            },
          },
        },
        {
          plugins: [react(), messageCatalogues()],
          test: {
            name: "web",
            environment: "jsdom",
            // Form tests type into many fields; two busy cores need more than 5 s for some,
            // and a slower CI machine several times that.
            testTimeout: 30_000,
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
