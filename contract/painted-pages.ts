import { DEFAULT_UI_LANGUAGE, type UiLanguage } from "./ui-language";

/**
 * The screens the build paints on the server (docs/decisions/017), in every language of the
 * app (issue 34): the first screens a visitor opens, identical for everyone who has not
 * signed in. The build writes them, the Worker answers each path with the page in the
 * reader's language (worker/http/painted-pages.ts), and wrangler.toml lets the Worker run
 * first for each of them: all three read this list.
 */
export const paintedPaths = [
  "/",
  "/try",
  "/sample",
  "/login",
  "/navi",
  "/about",
  "/terms-condition",
  "/privacy-policy",
  "/refund-shipping",
] as const;
export type PaintedPath = (typeof paintedPaths)[number];

export const isPaintedPath = (path: string): path is PaintedPath =>
  (paintedPaths as readonly string[]).includes(path);

/**
 * The asset a painted page is kept as, without its `.html` (Workers assets finds `try.html`
 * for `/try`): English at the top (`try`), every other language in a folder of its own
 * (`hi/try`). Home is `home`, never `index`: `index.html` is the SPA shell, served for every
 * path without a file of its own.
 */
export function paintedAsset(path: PaintedPath, language: UiLanguage): string {
  const name = path === "/" ? "home" : path.slice(1);
  return language === DEFAULT_UI_LANGUAGE ? name : `${language}/${name}`;
}
