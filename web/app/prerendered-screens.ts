import { type PaintedPath, paintedAsset, paintedPaths } from "../../contract/painted-pages";
import type { UiLanguage } from "../../contract/ui-language";

/**
 * The screens the build paints on the server (docs/decisions/017), one page per path and
 * language (contract/painted-pages.ts); every other path gets the SPA shell, `index.html`.
 */
export const prerenderedPaths = paintedPaths;

/** The file a prerendered screen is written to, in the build's client folder. */
export function prerenderedFile(path: PaintedPath, language: UiLanguage): string {
  return `${paintedAsset(path, language)}.html`;
}
