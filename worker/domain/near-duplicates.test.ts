// Proves the near-duplicate rule without I/O (issue 14): case, punctuation and spacing
// never make a question new; a slip of a letter in a long question stays at or above the
// 0.9 threshold while a different question falls below it; scripts beyond Latin (Hindi
// with its vowel signs) are compared letter by letter; the most alike candidate wins.
import { describe, expect, it } from "vitest";
import {
  findNearDuplicate,
  NEAR_DUPLICATE_THRESHOLD,
  normaliseQuestionText,
  trigramSimilarity,
} from "./near-duplicates";

const similarity = (a: string, b: string) =>
  trigramSimilarity(normaliseQuestionText(a), normaliseQuestionText(b));

describe("normalising a question's text", () => {
  it("folds case, drops punctuation and symbols, and collapses spacing", () => {
    expect(normaliseQuestionText("  What's the  Capital of FRANCE?!  ")).toBe(
      "what s the capital of france",
    );
  });

  it("unifies compatibility forms such as full-width letters", () => {
    expect(normaliseQuestionText("ＷＨＡＴ is 2+2？")).toBe("what is 2 2");
  });

  it("keeps Devanagari's vowel signs, which are marks, not punctuation", () => {
    expect(normaliseQuestionText("भारत की राजधानी क्या है?")).toBe("भारत की राजधानी क्या है");
  });
});

describe("trigram similarity", () => {
  it("is 1 for texts that differ only in case, punctuation and spacing", () => {
    expect(similarity("What is the capital of France?", "what is the capital of france")).toBe(1);
    expect(similarity("Which planet is the Red Planet", "Which  planet is the red-planet?")).toBe(
      1,
    );
  });

  it("stays at or above the threshold for one wrong letter in a long question", () => {
    const original = "Which river flows through the city of Varanasi in northern India?";
    const typo = "Which river flows through the city of Varanasi in northern Indai?";
    expect(similarity(original, typo)).toBeGreaterThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
  });

  it("falls below the threshold for a different question on the same subject", () => {
    expect(
      similarity("What is the capital of France?", "What is the capital of Germany?"),
    ).toBeLessThan(NEAR_DUPLICATE_THRESHOLD);
    expect(
      similarity("How many legs does a spider have?", "How many legs does an insect have?"),
    ).toBeLessThan(NEAR_DUPLICATE_THRESHOLD);
  });

  it("tells two Hindi words apart by their vowel signs", () => {
    expect(similarity("कम", "काम")).toBeLessThan(NEAR_DUPLICATE_THRESHOLD);
    expect(similarity("भारत की राजधानी क्या है?", "भारत की राजधानी क्या है")).toBe(1);
  });

  it("is symmetric and 0 when nothing is shared", () => {
    const a = normaliseQuestionText("Name the largest ocean");
    const b = normaliseQuestionText("Name the largest desert");
    expect(trigramSimilarity(a, b)).toBe(trigramSimilarity(b, a));
    expect(trigramSimilarity("abc", "xyz")).toBe(0);
    expect(trigramSimilarity("", "xyz")).toBe(0);
  });
});

describe("finding a near-duplicate among live questions", () => {
  const bank = [
    { id: "q1", text: "What is the capital of France?" },
    { id: "q2", text: "Which planet is known as the Red Planet?" },
    { id: "q3", text: "Which river flows through the city of Varanasi in northern India?" },
  ];

  it("names the question that reads the same, with its similarity", () => {
    expect(findNearDuplicate("WHICH planet is known as the red planet", bank)).toEqual({
      id: "q2",
      text: "Which planet is known as the Red Planet?",
      similarity: 1,
    });
  });

  it("finds one just past the threshold and nothing for a new question", () => {
    const found = findNearDuplicate(
      "Which river flows through the city of Varanasi in northern Indai?",
      bank,
    );
    expect(found?.id).toBe("q3");
    expect(found?.similarity).toBeLessThan(1);
    expect(findNearDuplicate("What is the capital of Japan?", bank)).toBeNull();
    expect(findNearDuplicate("What is the capital of France?", [])).toBeNull();
  });

  it("prefers the most alike candidate when several pass", () => {
    const twins = [
      { id: "close", text: "Which river flows through the city of Varanasi in northern Indai?" },
      { id: "same", text: "Which river flows through the city of Varanasi in northern India" },
    ];
    expect(
      findNearDuplicate("Which river flows through the city of Varanasi in northern India?", twins)
        ?.id,
    ).toBe("same");
  });

  it("honours a threshold given by the caller", () => {
    expect(findNearDuplicate("What is the capital of Germany?", bank, 0.5)?.id).toBe("q1");
  });
});
