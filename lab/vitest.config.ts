import { defineConfig } from "vitest/config";

/** The lab's own tests, in plain Node; the product's `npm test` never runs them. */
export default defineConfig({ test: { environment: "node", include: ["*.test.ts"] } });
