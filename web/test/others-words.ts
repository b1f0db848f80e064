// Helpers for the consoles' render guards (web/test/only-messages.ts): what a screen shows
// that is data, and what shared pieces write whose words another area's guard proves.

/** The words of data texts (an email's "example" and "com"), as expectOnlyMessages allows them. */
export const dataWords = (...texts: readonly string[]): string[] =>
  texts.flatMap((text) => text.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []);

/**
 * Wraps in ⟦ ⟧, as a message would be, each text node under `root` that says exactly one of
 * `texts` (or matches one of the patterns): words a shared piece writes (a ledger's balance
 * name, a status label) that its own area's guard proves, not this screen's.
 */
export function markOthersWords(root: HTMLElement, texts: readonly (string | RegExp)[]) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const theirs = texts.some((said) =>
      typeof said === "string" ? said === text : said.test(text),
    );
    if (text && theirs) node.textContent = `⟦${node.textContent}⟧`;
  }
}
