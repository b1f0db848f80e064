import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { uiLanguages } from "../contract/ui-language";
import {
  type AssetFinding,
  canLoadAssets,
  findOffOriginAssets,
  findUnsizedImages,
} from "./lib/asset-rules";
import {
  type BuildManifest,
  firstScreenFiles,
  gzipSizeOfFiles,
  lazyChunkAdditions,
} from "./lib/first-screen";
import { APP_AFTER_PAINT } from "./lib/prerender-plugin";
import { run } from "./lib/wrangler";

/**
 * `npm run budget` (part of `npm test`): the SPA's front-end budgets.
 * - The JavaScript every first screen downloads (the entry chunk, the app it starts after
 *   the first paint, and their static imports) stays within 150 KB gzip; screens are lazy
 *   chunks (web/app/routes.tsx, `screen`).
 * - Every `<img>` in web/ has width and height, so late images shift nothing.
 * - No font, icon, style or script in web/ or in the build comes from another origin.
 * It builds into a folder of its own, so a server serving dist/client is left alone.
 */
const FIRST_SCREEN_JS_BUDGET = 150 * 1024;
const WEB_SOURCE = "web";

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Shipped source only: tests and their helpers never reach a browser. */
function webSourceFiles(): string[] {
  return filesUnder(WEB_SOURCE).filter(
    (file) => !/\.test\.tsx?$/.test(file) && !file.startsWith(join(WEB_SOURCE, "test")),
  );
}

function reportFindings(title: string, findings: AssetFinding[]): boolean {
  if (findings.length === 0) {
    console.log(`PASS  ${title}`);
    return true;
  }
  console.log(`FAIL  ${title}`);
  for (const { file, line, found } of findings) console.log(`      ${file}:${line}  ${found}`);
  return false;
}

const buildDir = mkdtempSync(join(tmpdir(), "quizzy-web-budget-"));
try {
  await run("vite", [
    "build",
    "--outDir",
    buildDir,
    "--emptyOutDir",
    "--manifest",
    "--logLevel",
    "error",
  ]);
  const manifest = JSON.parse(
    readFileSync(join(buildDir, ".vite", "manifest.json"), "utf8"),
  ) as BuildManifest;

  const beforePaint = firstScreenFiles(manifest);
  console.log(
    `Before the first paint: ${kib(gzipSizeOfFiles(buildDir, beforePaint.scripts))} JS in ${beforePaint.scripts.length} file(s) (gzip)`,
  );
  const firstScreen = firstScreenFiles(manifest, [APP_AFTER_PAINT]);
  const firstScreenJs = gzipSizeOfFiles(buildDir, firstScreen.scripts);
  const firstScreenCss = gzipSizeOfFiles(buildDir, firstScreen.styles);
  console.log(
    `First screen (to start the app): ${kib(firstScreenJs)} JS in ${firstScreen.scripts.length} files, ${kib(firstScreenCss)} CSS (gzip)`,
  );
  const heaviestScreens = lazyChunkAdditions(manifest, [APP_AFTER_PAINT])
    .map(({ chunk, files }) => ({
      chunk,
      js: gzipSizeOfFiles(buildDir, files.scripts),
      css: gzipSizeOfFiles(buildDir, files.styles),
    }))
    .sort((a, b) => b.js - a.js)
    .slice(0, 3);
  for (const { chunk, js, css } of heaviestScreens) {
    console.log(`  lazy ${chunk}: +${kib(js)} JS, +${kib(css)} CSS`);
  }

  // The app starts once its words are in (web/app/boot.tsx): a first screen also loads its
  // language's `start` messages, a chunk of their own. The heaviest language counts.
  const firstMessages = uiLanguages.map((language) => {
    const chunk = manifest[`locales/start/${language}.po`];
    if (!chunk) throw new Error(`the build has no chunk for locales/start/${language}.po`);
    return { language, size: gzipSizeOfFiles(buildDir, [chunk.file]) };
  });
  console.log(
    `First-screen messages: ${firstMessages.map(({ language, size }) => `${language} ${kib(size)}`).join(", ")} (gzip)`,
  );
  const firstScreenWithMessages =
    firstScreenJs + Math.max(...firstMessages.map(({ size }) => size));
  const withinBudget = firstScreenWithMessages <= FIRST_SCREEN_JS_BUDGET;
  console.log(
    `${withinBudget ? "PASS" : "FAIL"}  first-screen JavaScript ${kib(firstScreenWithMessages)} (with the heaviest language's messages) <= ${kib(FIRST_SCREEN_JS_BUDGET)} gzip`,
  );
  const source = webSourceFiles();
  const imagesSized = reportFindings(
    "every <img> in web/ has width and height",
    source
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) => findUnsizedImages(file, readFileSync(file, "utf8"))),
  );
  const selfHosted = reportFindings(
    "fonts, icons, styles and scripts are self-hosted (web/ and the build)",
    [...source, ...filesUnder(buildDir)]
      .filter(canLoadAssets)
      .flatMap((file) => findOffOriginAssets(file, readFileSync(file, "utf8"))),
  );
  process.exitCode = withinBudget && imagesSized && selfHosted ? 0 : 1;
} finally {
  rmSync(buildDir, { recursive: true, force: true });
}
