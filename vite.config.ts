import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { assetHeadersFile } from "./worker/http/security-headers.ts";

/**
 * Workers assets serves the SPA's files without running the Worker; it applies the rules
 * of `_headers` in the assets folder instead, so the build writes the Worker's own
 * security headers there (one source: worker/http/security-headers.ts).
 */
const assetSecurityHeaders = (): Plugin => ({
  name: "quizzy-asset-security-headers",
  async generateBundle() {
    this.emitFile({ type: "asset", fileName: "_headers", source: await assetHeadersFile() });
  },
});

// The SPA only: the Worker is bundled by wrangler, which serves dist/client as assets.
export default defineConfig({
  root: "web",
  plugins: [react(), assetSecurityHeaders()],
  build: { outDir: "../dist/client", emptyOutDir: true, sourcemap: false },
});
