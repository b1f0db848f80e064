import { foldLatinSkeleton, foldLookAlikes } from "./confusables";

/**
 * Near-duplicate questions: two texts that differ only in case, punctuation
 * and spacing, or by a slip of a letter or two in a long question, are the same question
 * to a player. The measure is PostgreSQL pg_trgm's: the Jaccard index of the two texts'
 * sets of character trigrams, each word padded with two spaces in front and one behind.
 *
 * Texts are compared as skeletons (Unicode TR39): what a reader sees, not the code points
 * behind it. Invisible characters are dropped, and letters of other scripts that pass for
 * Latin ones are folded to them (domain/confusables.ts), so a question rewritten with a
 * zero-width space, a soft hyphen or Cyrillic look-alikes is the question it copies.
 */

/** At or above this a text counts as a near-duplicate (1 is the same text). */
export const NEAR_DUPLICATE_THRESHOLD = 0.9;

/**
 * From this up to the near-duplicate threshold a text may be the same question reworded
 * ("called the king of the jungle" and "known as the king of the jungle" score 0.72), so
 * the admin is shown the matches and asked to confirm. Below it, questions on
 * one subject ("the capital of France" and "of Germany") are too common to ask about.
 */
export const SIMILAR_QUESTION_THRESHOLD = 0.7;

/** How many questions of that band the admin is shown, most alike first. */
export const SIMILAR_QUESTIONS_SHOWN = 5;

/**
 * Characters that show nothing: zero-width spaces and joiners, the word joiner and byte
 * order mark, the soft hyphen, and the bidirectional controls (embeddings, overrides,
 * isolates and marks). Devanagari's joiners only choose a glyph's form, so dropping them
 * leaves a Hindi word as it reads.
 */
const invisible =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/**
 * Case folded, compatibility forms unified (full-width letters, ligatures), invisible
 * characters dropped, punctuation and symbols dropped, spacing collapsed. Letters, digits
 * and combining marks stay, so Devanagari's vowel signs keep "कम" and "काम" apart.
 */
export function normaliseQuestionText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(invisible, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]+/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
}

/** What a text is compared by: its normal form with look-alike letters folded (TR39). */
export function questionSkeleton(text: string): string {
  const visible = text.normalize("NFKC").replace(invisible, "");
  return foldLatinSkeleton(normaliseQuestionText(foldLookAlikes(visible)));
}

/** pg_trgm's trigrams of a normalised text, by code point so any script works. */
function trigramsOf(normalised: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of normalised.split(" ")) {
    if (!word) continue;
    let first = " ";
    let second = " ";
    for (const letter of word) {
      trigrams.add(first + second + letter);
      first = second;
      second = letter;
    }
    trigrams.add(`${first}${second} `);
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
export type NearDuplicate<Of extends Candidate = Candidate> = Of & { similarity: number };

/** A candidate with its skeleton's trigrams worked out once, to compare with many texts. */
export type ComparableText<Of extends Candidate = Candidate> = {
  candidate: Of;
  skeleton: string;
  trigrams: Set<string>;
};

export function comparableText<Of extends Candidate>(candidate: Of): ComparableText<Of> {
  const skeleton = questionSkeleton(candidate.text);
  return { candidate, skeleton, trigrams: trigramsOf(skeleton) };
}

/**
 * How alike two texts are, or 0 when they cannot reach `threshold`: a Jaccard index is at
 * most the smaller set's size over the larger's, so a text whose trigram count is too far
 * off is passed over uncompared.
 */
function similarityAtLeast(own: ComparableText, other: ComparableText, threshold: number): number {
  if (other.skeleton === own.skeleton) return 1;
  const smaller = Math.min(other.trigrams.size, own.trigrams.size);
  const larger = Math.max(other.trigrams.size, own.trigrams.size);
  return smaller < threshold * larger ? 0 : jaccard(own.trigrams, other.trigrams);
}

/** The candidate most alike to `text` at or above `threshold`, with how alike it is, or null. */
export function mostSimilar<Of extends Candidate>(
  text: string,
  candidates: readonly ComparableText<Of>[],
  threshold = NEAR_DUPLICATE_THRESHOLD,
): NearDuplicate<Of> | null {
  const own = comparableText({ id: "", text });
  let best: NearDuplicate<Of> | null = null;
  for (const other of candidates) {
    const similarity = similarityAtLeast(own, other, threshold);
    if (similarity >= threshold && (!best || similarity > best.similarity)) {
      best = { ...other.candidate, similarity };
      if (similarity === 1) break;
    }
  }
  return best;
}

/** The candidate most alike to `text` at or above the threshold, or null. */
export function findNearDuplicate<Of extends Candidate>(
  text: string,
  candidates: readonly Of[],
  threshold = NEAR_DUPLICATE_THRESHOLD,
): NearDuplicate<Of> | null {
  return mostSimilar(text, candidates.map(comparableText), threshold);
}

/**
 * The candidates in the band below a near-duplicate (at least `SIMILAR_QUESTION_THRESHOLD`
 * alike, less than `NEAR_DUPLICATE_THRESHOLD`), most alike first, the first given of
 * equals first, at most `limit` of them.
 */
export function similarQuestions<Of extends Candidate>(
  text: string,
  candidates: readonly Of[],
  limit = SIMILAR_QUESTIONS_SHOWN,
): NearDuplicate<Of>[] {
  const own = comparableText({ id: "", text });
  const band: NearDuplicate<Of>[] = [];
  for (const candidate of candidates) {
    const similarity = similarityAtLeast(
      own,
      comparableText(candidate),
      SIMILAR_QUESTION_THRESHOLD,
    );
    if (similarity >= SIMILAR_QUESTION_THRESHOLD && similarity < NEAR_DUPLICATE_THRESHOLD) {
      band.push({ ...candidate, similarity });
    }
  }
  return band.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
}

/** Many texts compared with many: see `nearDuplicateIndex`. */
export type NearDuplicateIndex<Of extends Candidate> = {
  add(candidate: Of): void;
  /** The added candidate most alike to `text` at or above the threshold (the first added of equals), or null. */
  find(text: string): NearDuplicate<Of> | null;
};

/**
 * An index for comparing many texts with many (a bulk import against a bank), which
 * answers as `mostSimilar` over the candidates added so far. Each text's trigrams are put
 * in one order, rarest first among `sample` (every text the index will meet); two texts
 * at or above threshold t must then share one of the first n - ⌈t·n⌉ + 1 trigrams of each
 * (prefix filtering: Bayardo, Ma and Srikant, "Scaling Up All Pairs Similarity Search",
 * 2007), so only candidates sharing one are compared in full.
 */
export function nearDuplicateIndex<Of extends Candidate>(
  sample: readonly string[],
  threshold = NEAR_DUPLICATE_THRESHOLD,
): NearDuplicateIndex<Of> {
  const frequency = new Map<string, number>();
  for (const text of sample) {
    for (const trigram of trigramsOf(questionSkeleton(text))) {
      frequency.set(trigram, (frequency.get(trigram) ?? 0) + 1);
    }
  }
  const rarestFirst = (a: string, b: string) =>
    (frequency.get(a) ?? 0) - (frequency.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0);
  const prefixOf = (trigrams: Set<string>) =>
    [...trigrams]
      .sort(rarestFirst)
      .slice(0, trigrams.size - Math.ceil(threshold * trigrams.size - 1e-9) + 1);

  const added: ComparableText<Of>[] = [];
  const bySkeleton = new Map<string, number>();
  const byPrefixTrigram = new Map<string, number[]>();
  return {
    add(candidate) {
      const comparable = comparableText(candidate);
      const at = added.push(comparable) - 1;
      if (!bySkeleton.has(comparable.skeleton)) bySkeleton.set(comparable.skeleton, at);
      for (const trigram of prefixOf(comparable.trigrams)) {
        const postings = byPrefixTrigram.get(trigram);
        if (postings) postings.push(at);
        else byPrefixTrigram.set(trigram, [at]);
      }
    },
    find(text) {
      const own = comparableText({ id: "", text });
      // A text without trigrams (all punctuation) has no prefix: only its equal matches it.
      const same = bySkeleton.get(own.skeleton);
      const shared = new Set<number>(same === undefined ? [] : [same]);
      for (const trigram of prefixOf(own.trigrams)) {
        for (const at of byPrefixTrigram.get(trigram) ?? []) shared.add(at);
      }
      return mostSimilar(
        text,
        [...shared].sort((a, b) => a - b).map((at) => added[at]!),
        threshold,
      );
    },
  };
}
