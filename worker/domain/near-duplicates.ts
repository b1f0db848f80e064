/**
 * Near-duplicate questions (issue 14): two texts that differ only in case, punctuation
 * and spacing, or by a slip of a letter or two in a long question, are the same question
 * to a player. The measure is PostgreSQL pg_trgm's: the Jaccard index of the two texts'
 * sets of character trigrams, each word padded with two spaces in front and one behind.
 */

/** At or above this a text counts as a near-duplicate (1 is the same text). */
export const NEAR_DUPLICATE_THRESHOLD = 0.9;

/**
 * Case folded, compatibility forms unified (full-width letters, ligatures), punctuation
 * and symbols dropped, spacing collapsed. Letters, digits and combining marks stay, so
 * Devanagari's vowel signs keep "कम" and "काम" apart.
 */
export function normaliseQuestionText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]+/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
}

/** pg_trgm's trigrams of a normalised text, by code point so any script works. */
function trigramsOf(normalised: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of normalised.split(" ")) {
    if (!word) continue;
    const padded = [" ", " ", ...Array.from(word), " "];
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3).join(""));
  }
  return trigrams;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared++;
  return shared / (a.size + b.size - shared);
}

/** How alike two normalised texts are, from 0 (nothing shared) to 1 (the same trigrams). */
export function trigramSimilarity(left: string, right: string): number {
  return left === right ? 1 : jaccard(trigramsOf(left), trigramsOf(right));
}

export type Candidate = { id: string; text: string };
export type NearDuplicate = Candidate & { similarity: number };

/** The candidate most alike to `text` at or above the threshold, or null. */
export function findNearDuplicate(
  text: string,
  candidates: readonly Candidate[],
  threshold = NEAR_DUPLICATE_THRESHOLD,
): NearDuplicate | null {
  const normalised = normaliseQuestionText(text);
  const trigrams = trigramsOf(normalised);
  let best: NearDuplicate | null = null;
  for (const candidate of candidates) {
    const other = normaliseQuestionText(candidate.text);
    const similarity = other === normalised ? 1 : jaccard(trigrams, trigramsOf(other));
    if (similarity >= threshold && (!best || similarity > best.similarity)) {
      best = { ...candidate, similarity };
      if (similarity === 1) break;
    }
  }
  return best;
}
