/**
 * Letters that read as Latin ones, folded to the Latin letter they pass for, in the manner
 * of Unicode Technical Standard #39's skeletons. Taken from its data file
 * `confusables.txt` (version 16.0.0, https://www.unicode.org/Public/security/latest/), kept
 * to what a question could be disguised with: the Cyrillic and Greek letters whose
 * prototype there is a Latin letter, and the digits and Latin letters that pass for each
 * other. Where TR39's prototype is an IPA or small-capital letter (Cyrillic `в`, Greek
 * `ν`), the letter is folded to the Latin one a reader takes it for, because the
 * comparison ignores case. Fullwidth and mathematical letters need no entry: NFKC folds
 * them first.
 */

/** Capital and small forms by what they look like; folded before case is set aside. */
const lookAlikes: Record<string, string> = {
  // Cyrillic capitals
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
  У: "Y",
  Ү: "Y",
  Ѕ: "S",
  І: "I",
  Ӏ: "I",
  Ј: "J",
  Ԛ: "Q",
  Ԝ: "W",
  // Cyrillic small letters
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  і: "i",
  ӏ: "l",
  ј: "j",
  ѕ: "s",
  һ: "h",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  // Greek capitals
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
  // Greek small letters
  α: "a",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  υ: "u",
  χ: "x",
  // Latin letters with another prototype
  ı: "i",
  ɡ: "g",
};

/**
 * Once case is folded, the Latin look-alikes TR39 gives one prototype: `0` and `o`; `1`,
 * `l` and `I` (whose small form is `i`); and `m`, whose prototype is `rn`.
 */
const sameSkeleton: Record<string, string> = { "0": "o", "1": "i", l: "i", m: "rn" };

const lookAlikePattern = new RegExp(`[${Object.keys(lookAlikes).join("")}]`, "gu");
const sameSkeletonPattern = /[01lm]/g;

/** Letters of other scripts that pass for Latin ones, as the Latin letters. */
export const foldLookAlikes = (text: string) =>
  text.replace(lookAlikePattern, (letter) => lookAlikes[letter] ?? letter);

/** A lowercase text with the Latin look-alikes folded to one skeleton. */
export const foldLatinSkeleton = (lowercase: string) =>
  lowercase.replace(sameSkeletonPattern, (letter) => sameSkeleton[letter] ?? letter);
