import { MAX_IMAGE_GRACE_MS } from "../../../contract/question-clock";
import type { TrialQuestionView } from "../../../contract/trial";
import { clockWarns, wholeSeconds } from "../../lib/clock-seconds";

/**
 * /try's open question as the build rendered it, with marks where the question goes
 * (docs/decisions/017). The entry fills a copy with the server's reply and paints it before
 * React has arrived; React then hydrates that markup, so the question is the very markup
 * the trial screen renders (a test hydrates one), never a second drawing of it.
 */

/** The `<template>` ids in try.html: a question with an image renders more than one without. */
export const questionTemplateIds = {
  plain: "trial-question",
  withImage: "trial-question-with-image",
} as const;

/** Word joiners around a slot's name: invisible, and never typed into a question. */
const slot = (name: string) => `\u2060${name}\u2060`;

/** Seconds no question has: the clock's number in the template, and nothing else's. */
const TEMPLATE_SECONDS = 987_654;

const choices = ["a", "b", "c", "d"] as const;

/** The question the build renders into a template. */
export function templateQuestion(withImage: boolean): TrialQuestionView {
  return {
    Questio: slot("Questio"),
    img: withImage ? `/${slot("img")}` : "",
    a: slot("a"),
    b: slot("b"),
    c: slot("c"),
    d: slot("d"),
    seconds: TEMPLATE_SECONDS,
    qno: slot("qno"),
    remainingMs: TEMPLATE_SECONDS * 1000,
    // An image question's answers are painted hidden; the entry shows them as the screen would.
    clockStartsInMs: withImage ? MAX_IMAGE_GRACE_MS : 0,
  };
}

/** As React's server renderer escapes text and attribute values. */
const escaped = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

/**
 * What the template's marks become for `question`: every slot once, the clock's number as
 * the screen's first render shows it (whole seconds, rounded up) and its warning flag.
 */
function filledSlots(question: TrialQuestionView): [string, string][] {
  const seconds = wholeSeconds(question.remainingMs);
  return [
    [slot("Questio"), escaped(question.Questio)],
    [`/${slot("img")}`, escaped(question.img)],
    ...choices.map((choice): [string, string] => [slot(choice), escaped(question[choice])]),
    [`>${TEMPLATE_SECONDS}<`, `>${seconds}<`],
    ['data-warning="false"', `data-warning="${clockWarns(seconds)}"`],
  ];
}

/** Throws at build time if the rendered template lost a slot the fill relies on. */
export function checkQuestionTemplate(template: string, withImage: boolean): void {
  for (const [mark] of filledSlots(templateQuestion(withImage))) {
    if (mark === `/${slot("img")}` && !withImage) continue;
    if (template.split(mark).length !== 2) {
      throw new Error(`the trial question's template holds ${JSON.stringify(mark)} not once`);
    }
  }
}

/** The template's markup for `question`, its values escaped as React escapes them. */
export function fillQuestionTemplate(template: string, question: TrialQuestionView): string {
  let filled = template;
  for (const [mark, value] of filledSlots(question)) filled = filled.replace(mark, () => value);
  return filled;
}
