/**
 * Puts a screen the build rendered on the server into the SPA shell (docs/decisions/017):
 * pure text work, so the scripts project tests it without a build.
 */

/** What React's server render put first: elements it hoists to <head> (title, link, meta). */
const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<link\b[^>]*>|<meta\b[^>]*>)*/;
const TITLE = /<title>[\s\S]*?<\/title>/;
/** The shell's root: everything from `<div id="root">` to the last `</div>` before `</body>`. */
const ROOT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
/** The shell's module preloads (the app's files), each on a line of its own; 1 is the file. */
const SHELL_MODULE_PRELOAD = /\n[ \t]*<link rel="modulepreload"[^>]*?href="\/([^"]+)"[^>]*>/g;

export type PaintedScreen = {
  /** The path the screen was rendered at, written on `#root` for the browser to compare. */
  path: string;
  /** React's server render of the app at that path. */
  markup: string;
  /** The attribute that carries `path` (web/app/prerendered-screens.ts). */
  paintedForAttribute: string;
  /** Built CSS files (`assets/…`) the screen's lazy chunk brings: they must style the first paint. */
  stylesheets: string[];
  /** Built JS files the screen's lazy chunk needs, fetched with the app instead of after it. */
  modules: string[];
  /**
   * Set for a screen that is the whole page: its module preloads and the shell's go into an
   * inert `<template>` with this id instead, for web/main.tsx to start once the page is on
   * screen.
   */
  heldBackFilesId?: string;
};

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

const modulePreload = (file: string, attributes: string) =>
  `<link rel="modulepreload" crossorigin href="/${file}"${attributes}>`;

/**
 * The module preloads as they go into <head>: at once and at low priority (the CSS and the
 * paint come first), or held back until after the paint, when nothing waits on the link.
 */
function modulePreloads(shell: string, screen: PaintedScreen) {
  const heldBackId = screen.heldBackFilesId;
  if (!heldBackId) {
    return {
      shell,
      links: screen.modules.map((file) => modulePreload(file, ' fetchpriority="low"')),
    };
  }
  const shellFiles = [...shell.matchAll(SHELL_MODULE_PRELOAD)].map((found) => found[1] ?? "");
  const files = [...new Set([...shellFiles, ...screen.modules])];
  const held = files.map((file) => modulePreload(file, "")).join("");
  return {
    shell: shell.replace(SHELL_MODULE_PRELOAD, ""),
    links: [`<template id="${escapeAttribute(heldBackId)}">${held}</template>`],
  };
}

/** The shell with the screen painted in `#root`, its title in <head> and its files named. */
export function paintedPage(pageShell: string, screen: PaintedScreen): string {
  const { shell, links: moduleLinks } = modulePreloads(pageShell, screen);
  if (!ROOT.test(shell)) throw new Error('the shell has no <div id="root"> before </body>');
  if (!TITLE.test(shell)) throw new Error("the shell has no <title>");
  const hoisted = LEADING_HOISTABLES.exec(screen.markup)?.[0] ?? "";
  const body = screen.markup.slice(hoisted.length);
  const title = TITLE.exec(hoisted)?.[0];
  const otherHoisted = hoisted.replace(TITLE, "");
  const links = [
    otherHoisted,
    ...screen.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...moduleLinks,
  ].join("\n    ");
  const root = `<div id="root" ${screen.paintedForAttribute}="${escapeAttribute(screen.path)}">${body}</div>`;
  return (
    shell
      // Functions as replacements, so a `$` in the text is never read as a pattern.
      .replace(TITLE, (current) => title ?? current)
      .replace("</head>", () => `  ${links}\n  </head>`)
      .replace(ROOT, () => root)
  );
}
