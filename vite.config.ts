import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The SPA only: the Worker is bundled by wrangler, which serves dist/client as assets.
export default defineConfig({
  root: "web",
  plugins: [react()],
  build: { outDir: "../dist/client", emptyOutDir: true, sourcemap: false },
});
