// Proves the one list of painted pages is the one the platform uses: wrangler.toml lets the
// Worker run first for each painted path, without which Workers assets would answer it with
// the English page before the Worker could choose the reader's language (issue 34).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { paintedAsset, paintedPaths } from "../../contract/painted-pages";

describe("painted pages", () => {
  it("are all paths the Worker runs first for", () => {
    const toml = readFileSync(join(import.meta.dirname, "..", "..", "wrangler.toml"), "utf8");
    const runFirst = /run_worker_first = \[([\s\S]*?)\]/.exec(toml)?.[1] ?? "";
    const listed = [...runFirst.matchAll(/"([^"]+)"/g)].map(([, path]) => path);
    for (const path of paintedPaths) expect(listed).toContain(path);
  });

  it("keep English at the top and each other language in a folder of its own", () => {
    expect(paintedAsset("/", "en")).toBe("home");
    expect(paintedAsset("/try", "en")).toBe("try");
    expect(paintedAsset("/", "hi")).toBe("hi/home");
    expect(paintedAsset("/terms-condition", "hi")).toBe("hi/terms-condition");
  });
});
