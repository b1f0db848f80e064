/**
 * Puts a screen the build rendered on the server into the SPA shell (docs/decisions/017):
 * pure text work, so the scripts project tests it without a build.
 */

/** What React's server render put first: elements it hoists to <head> (title, link, meta). */
const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<link\b[^>]*>|<meta\b[^>]*>)*/;
const TITLE = /<title>[\s\S]*?<\/title>/;
/** The shell's root: everything from `<div id="root">` to the last `</div>` before `</body>`. */
const ROOT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;

export type PaintedScreen = {
  /** The path the screen was rendered at, written on `#root` for the browser to compare. */
  path: string;
  /** React's server render of the app at that path. */
  markup: string;
  /** The attribute that carries `path` (web/app/prerendered-screens.ts). */
  paintedForAttribute: string;
  /** Built CSS files (`assets/…`) the screen's lazy chunk brings: they must style the first paint. */
  stylesheets: string[];
  /**
   * Built JS files the screen's lazy chunk needs, fetched beside the entry instead of after
   * it, at low priority: the CSS and the paint come first.
   */
  modules: string[];
};

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The shell with the screen painted in `#root`, its title in <head> and its files named. */
export function paintedPage(shell: string, screen: PaintedScreen): string {
  if (!ROOT.test(shell)) throw new Error('the shell has no <div id="root"> before </body>');
  if (!TITLE.test(shell)) throw new Error("the shell has no <title>");
  const hoisted = LEADING_HOISTABLES.exec(screen.markup)?.[0] ?? "";
  const body = screen.markup.slice(hoisted.length);
  const title = TITLE.exec(hoisted)?.[0];
  const otherHoisted = hoisted.replace(TITLE, "");
  const links = [
    otherHoisted,
    ...screen.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...screen.modules.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`,
    ),
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
