// Proves the first-screen budget counts what a first visit downloads (the entry and its
// static imports, each once) and leaves lazy screens out; not that Vite writes the manifest.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type BuildManifest,
  firstScreenFiles,
  gzipSize,
  gzipSizeOfFiles,
  lazyChunkAdditions,
} from "./first-screen";

const manifest: BuildManifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js", "_storage.js"],
    dynamicImports: ["features/home.tsx", "features/charts.tsx"],
    css: ["assets/index.css"],
  },
  "_react.js": { file: "assets/react.js" },
  "_storage.js": { file: "assets/storage.js", imports: ["_react.js"] },
  "features/home.tsx": {
    file: "assets/home.js",
    imports: ["_storage.js"],
    css: ["assets/home.css"],
  },
  "features/charts.tsx": {
    file: "assets/charts.js",
    imports: ["_chart-lib.js", "_react.js"],
    dynamicImports: ["features/home.tsx"],
  },
  "_chart-lib.js": { file: "assets/chart-lib.js", css: ["assets/chart-lib.css"] },
};

describe("firstScreenFiles", () => {
  it("takes the entry and every static import once, with their CSS, and no lazy chunk", () => {
    expect(firstScreenFiles(manifest)).toEqual({
      scripts: ["assets/index.js", "assets/react.js", "assets/storage.js"],
      styles: ["assets/index.css"],
    });
  });

  it("counts the modules the entry runs after the first paint, and their imports, as first screen", () => {
    const withBoot: BuildManifest = {
      "index.html": {
        file: "assets/index.js",
        isEntry: true,
        dynamicImports: ["app/boot.tsx"],
        css: ["assets/index.css"],
      },
      "app/boot.tsx": {
        file: "assets/boot.js",
        imports: ["_react.js"],
        dynamicImports: ["features/home.tsx"],
        css: ["assets/boot.css"],
      },
      "_react.js": { file: "assets/react.js" },
      "features/home.tsx": { file: "assets/home.js", imports: ["_react.js"] },
    };
    expect(firstScreenFiles(withBoot, ["app/boot.tsx"])).toEqual({
      scripts: ["assets/index.js", "assets/boot.js", "assets/react.js"],
      styles: ["assets/index.css", "assets/boot.css"],
    });
    expect(lazyChunkAdditions(withBoot, ["app/boot.tsx"])).toEqual([
      { chunk: "features/home.tsx", files: { scripts: ["assets/home.js"], styles: [] } },
    ]);
  });

  it("refuses a manifest without exactly one entry, so a renamed entry cannot pass as empty", () => {
    expect(() => firstScreenFiles({ "a.js": { file: "a.js" } })).toThrow(/one entry chunk/);
  });

  it("refuses an import the manifest does not list", () => {
    expect(() =>
      firstScreenFiles({ "index.html": { file: "i.js", isEntry: true, imports: ["_gone.js"] } }),
    ).toThrow(/no chunk _gone.js/);
  });
});

describe("lazyChunkAdditions", () => {
  it("adds to each screen only what the first screen does not already hold", () => {
    expect(lazyChunkAdditions(manifest)).toEqual([
      {
        chunk: "features/home.tsx",
        files: { scripts: ["assets/home.js"], styles: ["assets/home.css"] },
      },
      {
        chunk: "features/charts.tsx",
        files: {
          scripts: ["assets/charts.js", "assets/chart-lib.js"],
          styles: ["assets/chart-lib.css"],
        },
      },
    ]);
  });
});

describe("gzip sizing", () => {
  it("measures compressed bytes, far below the raw size of repetitive code", () => {
    const code = "export const answer = 42;\n".repeat(400);
    expect(gzipSize(code)).toBeGreaterThan(0);
    expect(gzipSize(code)).toBeLessThan(code.length / 20);
  });

  it("sums files compressed one by one, as a server sends them", () => {
    const dir = mkdtempSync(join(tmpdir(), "first-screen-test-"));
    const first = "a".repeat(5000);
    const second = "b".repeat(5000);
    writeFileSync(join(dir, "first.js"), first);
    writeFileSync(join(dir, "second.js"), second);
    expect(gzipSizeOfFiles(dir, ["first.js", "second.js"])).toBe(
      gzipSize(first) + gzipSize(second),
    );
    expect(gzipSizeOfFiles(dir, [])).toBe(0);
  });
});
