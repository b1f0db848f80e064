// Proves the static rules behind the image-size and self-hosting budgets flag what they
// should and pass links, data URLs and same-origin paths; not that they parse all of TSX.
import { describe, expect, it } from "vitest";
import { canLoadAssets, findOffOriginAssets, findUnsizedImages } from "./asset-rules";

describe("findUnsizedImages", () => {
  it("passes an image with width and height, even with arrow functions and comments in its tag", () => {
    const source = `
      <img
        src={src}
        // The player's picture: the name beside it says who.
        alt=""
        onError={() => setFailed(true)}
        width={56}
        height={56}
      />`;
    expect(findUnsizedImages("avatar.tsx", source)).toEqual([]);
  });

  it("flags an image missing either dimension, with its line", () => {
    const source = `<p>Prize</p>\n<img src={a} alt="" width={64} />\n<img src={b} alt="" height={64} />`;
    expect(findUnsizedImages("cart.tsx", source).map(({ file, line }) => ({ file, line }))).toEqual(
      [
        { file: "cart.tsx", line: 2 },
        { file: "cart.tsx", line: 3 },
      ],
    );
  });

  it("does not take a dimension from a later element", () => {
    const source = `<img src={a} alt="" onLoad={() => x > 1} />\n<div width={1} height={1} />`;
    expect(findUnsizedImages("x.tsx", source)).toHaveLength(1);
  });
});

describe("findOffOriginAssets", () => {
  const found = (file: string, text: string) => findOffOriginAssets(file, text).map((f) => f.found);

  it("flags web fonts and CDN stylesheets linked from HTML", () => {
    const html = `<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
      <script src="//cdn.jsdelivr.net/npm/x.js"></script>
      <link rel="icon" href="/icons/icon-192.png"><link rel="icon" href="data:image/svg+xml,%3Csvg">
      <a href="https://example.com/about">About</a>`;
    expect(found("index.html", html)).toEqual([
      "https://fonts.googleapis.com/css2?family=Inter",
      "//cdn.jsdelivr.net/npm/x.js",
    ]);
  });

  it("flags CSS url() and @import from elsewhere, and passes our own and data URLs", () => {
    const css = `@import url("https://fonts.googleapis.com/css?family=Roboto");
      @import "https://use.typekit.net/abc.css";
      @font-face { src: url(https://fonts.gstatic.com/s/roboto.woff2) format("woff2"); }
      .a { background: url("/images/sample/sample-01.svg"); }
      .b { background: url(data:image/png;base64,AAAA); }`;
    expect(found("a.css", css)).toEqual([
      "https://fonts.googleapis.com/css?family=Roboto",
      "https://fonts.gstatic.com/s/roboto.woff2",
      "https://use.typekit.net/abc.css",
    ]);
  });

  it("flags asset URLs in scripts but passes links a person follows and XML namespaces", () => {
    const js = `const icon = "https://example.org/icons/star.png";
      const lib = "https://unpkg.com/react";
      const share = \`https://wa.me/?text=\${text}\`;
      const svg = "http://www.w3.org/2000/svg";
      const help = "https://accounts.google.com/signin/recovery";`;
    expect(found("a.js", js)).toEqual([
      "https://example.org/icons/star.png",
      "https://unpkg.com/react",
    ]);
  });

  it("flags web app manifest icons from elsewhere", () => {
    const manifest = `{"icons":[{"src":"/icons/icon-192.png"},{"src":"https://cdn.example.com/i.png"}]}`;
    expect(found("manifest.webmanifest", manifest)).toEqual(["https://cdn.example.com/i.png"]);
  });

  it("reads only files that can name an asset to load", () => {
    expect(["a.tsx", "b.css", "index.html", "m.webmanifest", "sw.js"].every(canLoadAssets)).toBe(
      true,
    );
    expect(["icon.png", "photo.svg", "notes.md"].some(canLoadAssets)).toBe(false);
  });
});
