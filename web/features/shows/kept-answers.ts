import type { Choice } from "../../../contract/play";

/** An accepted answer of this player: what they chose and the receipt that proves it. */
export type KeptAnswer = { choice: Choice; receipt: string };
export type KeptAnswers = Record<number, KeptAnswer>;

const keyOf = (showId: string) => `quizzy-show-answers:${showId}`;

/**
 * The show's accepted answers on this tab, kept across a reload: the receipt stays the
 * player's to check, and the reveal can say whether they are still in without asking.
 * Session storage ends with the tab; the server keeps the answers that count.
 */
export function readKeptAnswers(showId: string): KeptAnswers {
  try {
    const kept = JSON.parse(sessionStorage.getItem(keyOf(showId)) ?? "{}") as unknown;
    return typeof kept === "object" && kept !== null ? (kept as KeptAnswers) : {};
  } catch {
    return {};
  }
}

export function keepAnswers(showId: string, answers: KeptAnswers): void {
  try {
    sessionStorage.setItem(keyOf(showId), JSON.stringify(answers));
  } catch {
    // Storage full or off: the answer still counts, only a reload forgets its receipt here.
  }
}
