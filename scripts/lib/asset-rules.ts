/**
 * Static rules over the SPA's source and build: every image reserves its box before it
 * loads, and fonts, icons, styles and scripts come from our own origin.
 */

/** One broken rule: where, and what was found there. */
export type AssetFinding = { file: string; line: number; found: string };

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/**
 * The text of a JSX element's opening tag starting at `start`: up to the first `>` that
 * is outside braces, quotes and comments, so `onError={() => ...}` does not end it early.
 */
function openingTag(source: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < source.length; index++) {
    const char = source[index]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (source.startsWith("//", index)) {
      index = source.indexOf("\n", index);
      if (index === -1) break;
    } else if (source.startsWith("/*", index)) {
      index = source.indexOf("*/", index);
      if (index === -1) break;
    } else if (char === '"' || char === "'" || char === "`") {
      quote = char;
    } else if (char === "{") {
      depth++;
    } else if (char === "}") {
      depth--;
    } else if (char === ">" && depth === 0) {
      return source.slice(start, index + 1);
    }
  }
  return source.slice(start);
}

/**
 * `<img>` elements without both `width` and `height`: without them the browser cannot
 * reserve the image's box, and the page shifts when it arrives (CLS).
 */
export function findUnsizedImages(file: string, source: string): AssetFinding[] {
  const findings: AssetFinding[] = [];
  for (const match of source.matchAll(/<img\b/g)) {
    const tag = openingTag(source, match.index);
    if (!/\swidth=/.test(tag) || !/\sheight=/.test(tag)) {
      findings.push({ file, line: lineAt(source, match.index), found: tag.replace(/\s+/g, " ") });
    }
  }
  return findings;
}

/** Hosts that serve fonts, icon sets or libraries to other sites. */
const THIRD_PARTY_ASSET_HOSTS =
  /^(fonts\.googleapis\.com|fonts\.gstatic\.com|use\.typekit\.net|use\.fontawesome\.com|kit\.fontawesome\.com|cdn\.jsdelivr\.net|unpkg\.com|cdnjs\.cloudflare\.com|ajax\.googleapis\.com|code\.jquery\.com|maxcdn\.bootstrapcdn\.com|stackpath\.bootstrapcdn\.com|esm\.sh|cdn\.skypack\.dev)$/i;

/** A URL path that names a font, stylesheet, script or image file. */
const ASSET_PATH = /\.(woff2?|ttf|otf|eot|css|m?js|svg|png|jpe?g|gif|webp|avif|ico)([?#].*)?$/i;

const ABSOLUTE_URL = /(?:https?:)?\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)(\/[^\s"'`)<>\\]*)?/gi;

/**
 * Absolute URLs in script text that load an asset from elsewhere: a known font or CDN
 * host, or a path ending in an asset's extension. Links a person follows (WhatsApp
 * shares, Google's account pages) and XML namespaces are neither, so they pass.
 */
function offOriginInScript(file: string, text: string): AssetFinding[] {
  const findings: AssetFinding[] = [];
  for (const match of text.matchAll(ABSOLUTE_URL)) {
    const [url, host = "", path = ""] = match;
    if (THIRD_PARTY_ASSET_HOSTS.test(host) || ASSET_PATH.test(path)) {
      findings.push({ file, line: lineAt(text, match.index), found: url });
    }
  }
  return findings;
}

const isOffOrigin = (url: string) => /^(https?:)?\/\//i.test(url.trim());

function findAll(file: string, text: string, pattern: RegExp): AssetFinding[] {
  return [...text.matchAll(pattern)]
    .filter((match) => isOffOrigin(match[1] ?? ""))
    .map((match) => ({ file, line: lineAt(text, match.index), found: match[1]! }));
}

/** CSS `url(...)` and `@import` that leave the origin (web fonts, icon fonts, images). */
function offOriginInStyles(file: string, text: string): AssetFinding[] {
  return [
    ...findAll(file, text, /url\(\s*["']?([^"')]+)/gi),
    // `@import url(...)` is the rule above; this is the bare-string form.
    ...findAll(file, text, /@import\s+["']([^"']+)/gi),
  ];
}

/** HTML `src` and `href` on the tags that load something (not `<a>`, which is a link). */
function offOriginInHtml(file: string, text: string): AssetFinding[] {
  const loadingTags = [...text.matchAll(/<(script|link|img|source|iframe)\b[^>]*>/gi)];
  return loadingTags.flatMap((tag) =>
    findAll(file, tag[0], /\s(?:src|href)\s*=\s*["']?([^"'\s>]+)/gi).map((finding) => ({
      ...finding,
      line: lineAt(text, tag.index),
    })),
  );
}

/** The web app manifest's icons. */
function offOriginInWebManifest(file: string, text: string): AssetFinding[] {
  return findAll(file, text, /"src"\s*:\s*"([^"]+)"/g);
}

/** Files whose text can name a font, icon, style or script to load. */
export const canLoadAssets = (file: string) => /\.(html?|css|webmanifest|m?js|tsx?)$/i.test(file);

/** Every font, icon, style or script URL in the file that points off our origin. */
export function findOffOriginAssets(file: string, text: string): AssetFinding[] {
  if (/\.html?$/i.test(file))
    return [...offOriginInHtml(file, text), ...offOriginInStyles(file, text)];
  if (/\.css$/i.test(file)) return offOriginInStyles(file, text);
  if (/\.webmanifest$/i.test(file)) return offOriginInWebManifest(file, text);
  if (/\.(m?js|tsx?)$/i.test(file)) return offOriginInScript(file, text);
  return [];
}
