/**
 * Puts a screen the build rendered on the server into the SPA shell (docs/decisions/017):
 * pure text work, so the scripts project tests it without a build.
 */

/** What React's server render put first: elements it hoists to <head> (title, link, meta). */
const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<link\b[^>]*>|<meta\b[^>]*>)*/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const HTML_LANG = /<html lang="[^"]*"/;
/** The shell's root: everything from `<div id="root">` to the last `</div>` before `</body>`. */
const ROOT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
/** The shell's module preloads (the app's files), each on a line of its own; 1 is the file. */
const SHELL_MODULE_PRELOAD = /\n[ \t]*<link rel="modulepreload"[^>]*?href="\/([^"]+)"[^>]*>/g;

export type PaintedScreen = {
  /** The path the screen was rendered at, written on `#root` for the browser to compare. */
  path: string;
  /** The language it was painted in: the page's `<html lang>`, which the app hydrates in. */
  language: string;
  /** React's server render of the app at that path. */
  markup: string;
  /** The attribute that carries `path` (web/app/prerendered-screens.ts). */
  paintedForAttribute: string;
  /** Built CSS files (`assets/…`) the screen's lazy chunk brings: they must style the first paint. */
  stylesheets: string[];
  /** Built JS files the screen's lazy chunk needs, fetched with the app instead of after it. */
  modules: string[];
  /**
   * The id of the inert `<template>` that holds the module preloads (the shell's and the
   * screen's): the page is whole without them, and web/main.tsx starts them once it is on
   * screen.
   */
  heldBackFilesId: string;
  /**
   * Markup the entry fills and paints before the app (by `<template>` id): /try's question
   * (web/features/trial/question-template.ts).
   */
  templates?: Record<string, string>;
};

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

const template = (id: string, markup: string) =>
  `<template id="${escapeAttribute(id)}">${markup}</template>`;

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/** The module preloads, moved from the shell's <head> into an inert template of their own. */
function heldBackModulePreloads(shell: string, screen: PaintedScreen) {
  const shellFiles = [...shell.matchAll(SHELL_MODULE_PRELOAD)].map((found) => found[1] ?? "");
  const files = [...new Set([...shellFiles, ...screen.modules])];
  const held = files.map((file) => modulePreload(file)).join("");
  return {
    shell: shell.replace(SHELL_MODULE_PRELOAD, ""),
    template: template(screen.heldBackFilesId, held),
  };
}

/**
 * The shell with the screen painted in `#root`, its title in <head>, its files named and
 * its templates beside them.
 */
export function paintedPage(pageShell: string, screen: PaintedScreen): string {
  const { shell, template: heldBack } = heldBackModulePreloads(pageShell, screen);
  if (!ROOT.test(shell)) throw new Error('the shell has no <div id="root"> before </body>');
  if (!TITLE.test(shell)) throw new Error("the shell has no <title>");
  if (!HTML_LANG.test(shell)) throw new Error('the shell has no <html lang="…">');
  const hoisted = LEADING_HOISTABLES.exec(screen.markup)?.[0] ?? "";
  const body = screen.markup.slice(hoisted.length);
  const title = TITLE.exec(hoisted)?.[0];
  const otherHoisted = hoisted.replace(TITLE, "");
  const links = [
    otherHoisted,
    ...screen.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    heldBack,
    ...Object.entries(screen.templates ?? {}).map(([id, markup]) => template(id, markup)),
  ].join("\n    ");
  const root = `<div id="root" ${screen.paintedForAttribute}="${escapeAttribute(screen.path)}">${body}</div>`;
  return (
    shell
      // Functions as replacements, so a `$` in the text is never read as a pattern.
      .replace(HTML_LANG, () => `<html lang="${escapeAttribute(screen.language)}"`)
      .replace(TITLE, (current) => title ?? current)
      .replace("</head>", () => `  ${links}\n  </head>`)
      .replace(ROOT, () => root)
  );
}
