import { paths } from "../lib/paths";

/**
 * The screens the build paints on the server (docs/decisions/017): the first screens a
 * visitor opens, identical for everyone who has not signed in. Each is written to the file
 * Workers assets serves for its path (`/try` → `try.html`); every other path gets the SPA
 * shell, `index.html`.
 */
export const prerenderedPaths = [
  paths.home,
  paths.trial,
  paths.sample,
  paths.login,
  paths.navi,
  paths.about,
  paths.termsCondition,
  paths.privacyPolicy,
  paths.refundShipping,
] as const;

/**
 * The file a prerendered screen is written to. Home is not `index.html`: that name is the
 * SPA shell, which Workers assets serves for every path without a file of its own, so the
 * Worker answers `/` with this file instead (worker/http/spa-shell.ts).
 */
export function prerenderedFile(path: string): string {
  return path === paths.home ? "home.html" : `${path.slice(1)}.html`;
}
