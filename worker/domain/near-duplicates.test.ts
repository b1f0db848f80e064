// Proves the near-duplicate rule without I/O: case, punctuation and spacing
// never make a question new; a slip of a letter in a long question stays at or above the
// 0.9 threshold while a different question falls below it; scripts beyond Latin (Hindi
// with its vowel signs) are compared letter by letter; the most alike candidate wins.
// A question rewritten with zero-width spaces, soft hyphens, bidi controls,
// Cyrillic or Greek look-alike letters, full-width forms or digits for letters is still
// the question it copies (TR39 skeletons), while Hindi keeps its marks and joiners read.
// A reworded question (0.7 to 0.9 alike) is in the band the admin confirms, most
// alike first and at most five, while an unrelated one and a near-duplicate are not.
import { describe, expect, it } from "vitest";
import {
  comparableText,
  findNearDuplicate,
  mostSimilar,
  NEAR_DUPLICATE_THRESHOLD,
  nearDuplicateIndex,
  normaliseQuestionText,
  questionSkeleton,
  SIMILAR_QUESTION_THRESHOLD,
  SIMILAR_QUESTIONS_SHOWN,
  similarQuestions,
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

describe("disguised near-duplicates", () => {
  const seeded = { id: "seed", text: "What colour do you get by mixing blue and yellow?" };

  it("sees through zero-width spaces, joiners and the byte order mark", () => {
    const disguised =
      "What col\u200Bour do you g\u200Cet by mi\u200Dxing bl\u2060ue and yel\uFEFFlow?";
    expect(findNearDuplicate(disguised, [seeded])).toEqual({ ...seeded, similarity: 1 });
  });

  it("sees through soft hyphens and bidirectional controls", () => {
    const disguised =
      "What co\u00ADlour do you get by mix\u00ADing \u202Eblue\u202C and \u2066yellow\u2069\u200E?";
    expect(findNearDuplicate(disguised, [seeded])?.similarity).toBe(1);
    expect(normaliseQuestionText("co\u00ADlour")).toBe("colour");
  });

  it("folds Cyrillic and Greek letters that pass for Latin ones", () => {
    // а, о, е, р, с, у, х are Cyrillic; Ο and α Greek: the text reads exactly the same.
    const cyrillic = "Whаt cоlоur dо yоu gеt by mixing bluе аnd yеllоw?";
    const greek = "WHΑT COLOUR do yου get by mixing blue αnd yellοw?";
    expect(cyrillic).not.toBe(seeded.text);
    expect(findNearDuplicate(cyrillic, [seeded])?.similarity).toBe(1);
    expect(findNearDuplicate(greek, [seeded])?.similarity).toBe(1);
    expect(questionSkeleton("РАСЕ ТНЕ МООN")).toBe(questionSkeleton("pace the moon"));
  });

  it("folds full-width forms, digits for letters and rn for m", () => {
    expect(
      findNearDuplicate("Ｗhat colour do you get by mixing blue and yellow？", [seeded])
        ?.similarity,
    ).toBe(1);
    expect(
      findNearDuplicate("What co1our do y0u get by rnixing b1ue and ye11ow?", [seeded])?.similarity,
    ).toBe(1);
  });

  it("still tells different questions apart, and numbers by their digits", () => {
    expect(
      findNearDuplicate("What colour do you get by mixing red and white?", [seeded]),
    ).toBeNull();
    expect(questionSkeleton("What is 17 × 23?")).not.toBe(questionSkeleton("What is 71 × 23?"));
  });

  it("keeps Hindi's vowel signs and viramas, and drops only its invisible joiners", () => {
    expect(questionSkeleton("भारत की राजधानी क्या है?")).toBe("भारत की राजधानी क्या है");
    expect(questionSkeleton("क्\u200Dया")).toBe(questionSkeleton("क्या"));
    expect(trigramSimilarity(questionSkeleton("कम"), questionSkeleton("काम"))).toBeLessThan(
      NEAR_DUPLICATE_THRESHOLD,
    );
  });

  it("gives the similarity of the closest candidate below the threshold when asked for one", () => {
    const close = mostSimilar(
      "What colour do you get by mixing blue and red?",
      [seeded].map(comparableText),
      0.5,
    );
    expect(close?.id).toBe("seed");
    expect(close?.similarity).toBeGreaterThan(0.5);
    expect(close?.similarity).toBeLessThan(NEAR_DUPLICATE_THRESHOLD);
  });
});

describe("the index for many texts against many", () => {
  const words = ["river", "city", "capital", "planet", "largest", "India", "Asia", "ocean", "king"];
  const textOf = (seed: number) =>
    `Which ${Array.from({ length: 6 }, (_, i) => words[(seed * (i + 3) + i * i) % words.length]).join(" ")}?`;

  it("answers exactly as comparing with every candidate does, at any threshold", () => {
    const candidates = Array.from({ length: 60 }, (_, i) => ({ id: `q${i}`, text: textOf(i) }));
    const queries = [
      ...Array.from({ length: 40 }, (_, i) => textOf(i + 100)),
      "WHICH RIVER CITY CAPITAL PLANET LARGEST INDIA",
      candidates[7]!.text.replace("i", "і"),
      "?",
    ];
    for (const threshold of [0.5, 0.7, NEAR_DUPLICATE_THRESHOLD]) {
      const index = nearDuplicateIndex<(typeof candidates)[number]>(
        [...candidates, ...queries.map((text) => ({ text }))].map((entry) => entry.text),
        threshold,
      );
      for (const candidate of candidates) index.add(candidate);
      const everyOne = candidates.map(comparableText);
      for (const query of queries) {
        expect(index.find(query)).toEqual(mostSimilar(query, everyOne, threshold));
      }
    }
  });
});

describe("questions in the band below a near-duplicate", () => {
  const king = "Which animal is called the king of the jungle?";
  const reworded = { id: "q1", text: "Which animal is known as the king of the jungle?" };

  it("puts the reworded king of the jungle in the band", () => {
    const alike = similarity(king, reworded.text);
    expect(alike).toBeGreaterThanOrEqual(SIMILAR_QUESTION_THRESHOLD);
    expect(alike).toBeLessThan(NEAR_DUPLICATE_THRESHOLD);
    expect(findNearDuplicate(king, [reworded])).toBeNull();
    expect(similarQuestions(king, [reworded])).toEqual([
      { ...reworded, similarity: expect.closeTo(0.72, 2) },
    ]);
  });

  it("leaves out an unrelated question and a near-duplicate, which the block handles", () => {
    const unrelated = { id: "q2", text: "How many legs does a spider have?" };
    const slip = { id: "q3", text: "Which animal is called the king of the jungles?" };
    expect(similarity(king, slip.text)).toBeGreaterThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
    expect(findNearDuplicate(king, [unrelated, slip])).toMatchObject({ id: "q3" });
    expect(similarQuestions(king, [unrelated, slip])).toEqual([]);
  });

  it("lists the band most alike first, at most five", () => {
    const text = "Which river flows through the holy city of Varanasi in northern India?";
    const rewordings = [
      "Which river runs past the city of Varanasi in India?",
      "Which river flows by the holy city of Varanasi in India?",
      "Which river flows through the old city of Varanasi in northern India today?",
      "Which river flows past the holy city of Varanasi in north India?",
      "Name the river that flows through the holy city of Varanasi in northern India.",
      "Which river flows through the holy town of Varanasi in the north of India?",
      "Which great river flows through the holy city of Varanasi in India?",
    ].map((candidate, at) => ({ id: `r${at}`, text: candidate }));
    const inBand = rewordings.filter((candidate) => {
      const alike = similarity(text, candidate.text);
      return alike >= SIMILAR_QUESTION_THRESHOLD && alike < NEAR_DUPLICATE_THRESHOLD;
    });
    expect(inBand.length).toBeGreaterThan(SIMILAR_QUESTIONS_SHOWN);
    const found = similarQuestions(text, rewordings);
    expect(found).toHaveLength(SIMILAR_QUESTIONS_SHOWN);
    const scores = found.map((question) => question.similarity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(
      Math.max(
        ...inBand
          .filter((candidate) => !found.some((question) => question.id === candidate.id))
          .map((candidate) => similarity(text, candidate.text)),
      ),
    );
  });
});
