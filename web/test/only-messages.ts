import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { act } from "@testing-library/react";
import { afterEach, beforeEach, expect } from "vitest";
import { i18n } from "../lib/i18n/messages";
import { readCatalogue } from "./message-catalogue";

// The guard of issue 34: a screen rendered in a pseudo-language whose every message is
// wrapped in ⟦ ⟧ may show no letter outside a wrapper, in its text, a label or the title.

/** A made-up locale: English's plural rules, each message wrapped whole. */
const PSEUDO = "en-XA";

/** Every test of the calling file renders in the pseudo-language, English again after. */
export function renderInWrappedMessages() {
  beforeEach(() => {
    const wrapped = Object.fromEntries(
      [...readCatalogue("en")].map(([id, message]) => [id, compileMessageOrThrow(`⟦${message}⟧`)]),
    );
    act(() => i18n.loadAndActivate({ locale: PSEUDO, locales: ["en"], messages: wrapped }));
  });
  afterEach(() => {
    act(() => i18n.activate("en"));
  });
}

/** What is left once every message is taken out: words here were written into a component. */
function wordsOutsideMessages(text: string): string[] {
  let rest = text;
  // Innermost first, so a message inside another's value goes too.
  for (let before = ""; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  }
  return [...rest.matchAll(/\p{L}[\p{L}\p{M}'’-]*/gu)].map(([word]) => word);
}

/**
 * Fails on any word in `root` (its text, labels, placeholders, alt texts) or the document's
 * title that no message put there. `allowed` names words that are data, not the app's
 * (a question's text, a player's name), which no message could hold.
 */
export function expectOnlyMessages(root: HTMLElement, allowed: readonly string[] = []) {
  const labels = [...root.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap(
    (element) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
  );
  const titles = [...document.querySelectorAll("title")].map((title) => title.textContent ?? "");
  const notData = (word: string) => !allowed.some((data) => data.split(/\s+/).includes(word));
  expect({
    text: wordsOutsideMessages(root.textContent ?? "").filter(notData),
    labels: labels.flatMap(wordsOutsideMessages).filter(notData),
    // The title's " · Quizzy Edge" is the brand's, the same in every language.
    titles: titles
      .map((title) => title.replace(/ · Quizzy Edge$/, ""))
      .flatMap(wordsOutsideMessages)
      .filter(notData),
  }).toEqual({ text: [], labels: [], titles: [] });
}

/**
 * A copy of `root` whose every text is set apart by spaces, for a screen whose cells sit
 * side by side: the words of two cells (a moment and a name) are then read apart, so each
 * can be allowed as data.
 */
export function withCellsApart(root: HTMLElement): HTMLElement {
  const copy = root.cloneNode(true) as HTMLElement;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    (node as Text).data = ` ${(node as Text).data} `;
  }
  return copy;
}
