import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router";
import type { UiLanguage } from "../contract/ui-language";
import { App } from "./app/app";
import { routes } from "./app/routes";
import { paintedForTheBuild } from "./features/trial/early-trial-read";
import {
  checkQuestionTemplate,
  questionTemplateIds,
  templateQuestion,
} from "./features/trial/question-template";
import { activateEveryArea } from "./lib/i18n/messages";
import { paths } from "./lib/paths";

export { uiLanguages } from "../contract/ui-language";
// What the build's plugin renders and where it writes each page: one list, in web/.
export { AFTER_PAINT_FILES_ID, PAINTED_FOR_ATTRIBUTE } from "./app/painted-page-marks";
export { prerenderedFile, prerenderedPaths } from "./app/prerendered-screens";

/**
 * The build's server render of the first screens (docs/decisions/017; the Vite plugin in
 * scripts/lib/prerender-plugin.ts runs it in Node). It renders the very `App` and route
 * table the browser hydrates, at one path, as a visitor on a first visit: nothing stored,
 * no answer from the server yet. Waits for the lazy screen, so the HTML is the screen
 * itself, not its loading fallback.
 */
export async function paintScreen(path: string, language: UiLanguage): Promise<string> {
  // The browser hydrates the page in the language it was painted in (web/app/boot.tsx).
  await activateEveryArea(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    // React outlines a boundary past this many bytes, to be swapped in by an inline script,
    // which the CSP forbids and the painted page does not carry: a long page in Devanagari
    // (three bytes a letter) would stay its loading screen. Every page is painted whole.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const decoder = new TextDecoder();
  let html = "";
  for await (const chunk of prelude) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** The trial screen's section in a render of the app at /try. */
const TRIAL_SECTION = /<section class="[^"]*\btrial-screen\b[^"]*">[\s\S]*?<\/section>/;

/**
 * The templates a painted page carries for the entry to fill, by `<template>` id: /try's
 * open question, with and without an image (features/trial/question-template.ts), each
 * rendered by the trial screen itself as if the entry had painted a question of marks.
 */
export async function paintTemplates(
  path: string,
  language: UiLanguage,
): Promise<Record<string, string>> {
  if (path !== paths.trial) return {};
  const templates: Record<string, string> = {};
  for (const withImage of [false, true]) {
    paintedForTheBuild({ Status: "OK", data: templateQuestion(withImage) });
    try {
      const section = TRIAL_SECTION.exec(await paintScreen(path, language))?.[0];
      if (!section) throw new Error("prerender: /try rendered no trial section");
      checkQuestionTemplate(section, withImage);
      templates[withImage ? questionTemplateIds.withImage : questionTemplateIds.plain] = section;
    } finally {
      paintedForTheBuild(null);
    }
  }
  return templates;
}
