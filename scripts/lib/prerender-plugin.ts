import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type ResolvedConfig, type Rollup } from "vite";
import { messageCatalogues } from "./message-catalogues.ts";
import { paintedPage } from "./painted-page.ts";

/**
 * Server-painted first screens (docs/decisions/017). After the SPA's build has written its
 * files, this builds `web/prerender.tsx` for Node, renders each of web/app's
 * `prerenderedPaths` with React's server renderer and writes the page beside `index.html`,
 * naming the screen's own CSS and chunks so they arrive with the entry. Part of every
 * `vite build` (npm start, npm run dev, deploy:check, the budget), so no build ships
 * without it.
 */

/** The server build's hook: each lazy import tells the render which module it loads. */
const IMPORT_RECORDER = "__quizzyPrerenderImport";
type Recorder = (moduleId: string) => void;
const recorderSlot = globalThis as { [IMPORT_RECORDER]?: Recorder };

/**
 * In the server build only: `import("./x")` in web/ becomes `(record(id), import("./x"))`
 * with the module's resolved id, so the plugin learns which lazy screens a path rendered
 * and can name their built CSS and chunks. The browser's build is untouched.
 */
function recordLazyImports(): Plugin {
  return {
    name: "quizzy-record-lazy-imports",
    async transform(code, id) {
      if (id.includes("/node_modules/") || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const imports = [...code.matchAll(/\bimport\(\s*(["'])([^"'\n]+)\1\s*\)/g)];
      if (imports.length === 0) return null;
      let rewritten = "";
      let copiedUpTo = 0;
      for (const found of imports) {
        const resolved = await this.resolve(found[2] ?? "", id);
        if (!resolved) continue;
        rewritten += `${code.slice(copiedUpTo, found.index)}(globalThis.${IMPORT_RECORDER}?.(${JSON.stringify(resolved.id)}), ${found[0]})`;
        copiedUpTo = found.index + found[0].length;
      }
      return rewritten + code.slice(copiedUpTo);
    },
  };
}

type ChunkIndex = Map<string, Rollup.OutputChunk>;

/** The chunk and everything it imports statically, each once. */
function staticClosure(chunks: ChunkIndex, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticClosure(chunks, imported, seen);
  return seen;
}

/**
 * What lazily imported modules add on top of the entry: their chunks and static imports,
 * and the CSS those bring. Named in <head>, they download beside the entry instead of
 * after it, and the CSS styles the first paint; Vite's preload helper later finds those
 * <link>s in the page and adds none twice.
 */
function lazyFiles(bundle: Rollup.OutputBundle, moduleIds: Iterable<string>) {
  const chunks: ChunkIndex = new Map();
  for (const output of Object.values(bundle)) {
    if (output.type === "chunk") chunks.set(output.fileName, output);
  }
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("prerender: the build has no entry chunk");
  const entryFiles = staticClosure(chunks, entry.fileName);
  const wanted = new Set(moduleIds);
  const files = new Set<string>();
  for (const chunk of chunks.values()) {
    if (chunk.isDynamicEntry && chunk.facadeModuleId && wanted.has(chunk.facadeModuleId)) {
      staticClosure(chunks, chunk.fileName, files);
    }
  }
  const modules = [...files].filter((file) => !entryFiles.has(file));
  const stylesheets = new Set(
    modules.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]),
  );
  return { modules, stylesheets: [...stylesheets] };
}

/**
 * The module web/main.tsx imports after the first paint: React, the router and the app.
 * Its files count as first-screen JavaScript (scripts/check-web-budget.ts).
 */
export const APP_AFTER_PAINT = "app/boot.tsx";

/**
 * Names the app's after-paint module (and its CSS: the layouts' styles) in the shell's
 * <head>, so it downloads beside the entry and styles the first paint, while the entry
 * only evaluates it once the page is on screen. The scripts are fetched at low priority:
 * on a slow link the CSS, which the paint waits for, should not share it with 100 KB of
 * script. A page painted whole holds them back until it is on screen (painted-page.ts).
 */
export function preloadAppAfterPaint(): Plugin {
  let root: string;
  return {
    name: "quizzy-preload-app-after-paint",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        if (!bundle) return;
        const { modules, stylesheets } = lazyFiles(bundle, [join(root, APP_AFTER_PAINT)]);
        if (modules.length === 0) throw new Error(`the build has no chunk for ${APP_AFTER_PAINT}`);
        const link = (rel: string, file: string) => ({
          tag: "link",
          attrs: {
            rel,
            crossorigin: true,
            href: `/${file}`,
            ...(rel === "modulepreload" ? { fetchpriority: "low" } : {}),
          },
          injectTo: "head" as const,
        });
        return [
          ...stylesheets.map((file) => link("stylesheet", file)),
          ...modules.map((file) => link("modulepreload", file)),
        ];
      },
    },
  };
}

/**
 * The catalogue a painted page's app starts with (web/app/boot.tsx waits for it): its
 * language's first-screen messages, fetched with the app's files rather than after them.
 */
const firstMessages = (language: string) => `locales/start/${language}.po`;

/** web/prerender.tsx as built for Node: the renderer and what it is to render. */
type ServerRenderer = {
  paintScreen: (path: string, language: string) => Promise<string>;
  prerenderedPaths: readonly string[];
  prerenderedFile: (path: string, language: string) => string;
  paintTemplates: (path: string, language: string) => Promise<Record<string, string>>;
  uiLanguages: readonly string[];
  PAINTED_FOR_ATTRIBUTE: string;
  AFTER_PAINT_FILES_ID: string;
};

/** Builds web/prerender.tsx for Node into a folder where it finds node_modules. */
async function buildServerRenderer(
  config: ResolvedConfig,
  outDir: string,
): Promise<ServerRenderer> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: "error",
    plugins: [react(), messageCatalogues(), recordLazyImports()],
    build: { ssr: "prerender.tsx", outDir, emptyOutDir: true, minify: false },
  });
  return (await import(pathToFileURL(join(outDir, "prerender.js")).href)) as ServerRenderer;
}

export function prerenderScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "quizzy-prerender-screens",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? config.build.outDir;
      // Beside node_modules, so the server build's imports of react and friends resolve.
      const cache = join(config.root, "..", "node_modules", ".cache");
      await mkdir(cache, { recursive: true });
      const serverDir = await mkdtemp(join(cache, "quizzy-prerender-"));
      try {
        const renderer = await buildServerRenderer(config, serverDir);
        const { paintScreen, paintTemplates, prerenderedPaths, prerenderedFile } = renderer;
        const shell = await readFile(join(outDir, "index.html"), "utf8");
        for (const path of prerenderedPaths) {
          const loaded = new Set<string>();
          recorderSlot[IMPORT_RECORDER] = (moduleId) => loaded.add(moduleId);
          // Every language's page of a path shows the same screen: the first render learns
          // its files (React loads a lazy screen once, so the others record nothing).
          for (const language of renderer.uiLanguages) {
            const markup = await paintScreen(path, language);
            if (loaded.size === 0) {
              // React caches a lazy component once loaded: a second path showing the same
              // screen would load nothing here and ship without the screen's CSS.
              throw new Error(`prerender: ${path} loaded no lazy screen of its own`);
            }
            const page = paintedPage(shell, {
              path,
              language,
              markup,
              paintedForAttribute: renderer.PAINTED_FOR_ATTRIBUTE,
              ...lazyFiles(bundle, [...loaded, join(config.root, firstMessages(language))]),
              heldBackFilesId: renderer.AFTER_PAINT_FILES_ID,
              templates: await paintTemplates(path, language),
            });
            const file = join(outDir, prerenderedFile(path, language));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, page);
          }
        }
      } finally {
        delete recorderSlot[IMPORT_RECORDER];
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
