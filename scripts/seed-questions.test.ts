// Proves the demo bank is fit to play: at least 300 questions, roughly half
// English and half Hindi, every difficulty in each; each passes the single add's own
// checks, names one of its four distinct options as the answer and has the seconds of
// its difficulty; ids and texts are unique, images exist, and no two questions of a
// language are near-duplicates by the check the admin's add and import use.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addLiveQuestionBody } from "../contract/admin-questions";
import { difficulties } from "../contract/contributor";
import { findNearDuplicate, nearDuplicateIndex } from "../worker/domain/near-duplicates";
import { seedQuestions } from "./seed-questions";

/** The seconds each difficulty gets in the seed, as the first seeded questions set them. */
const secondsOf = { "Too Easy": 15, Easy: 20, Medium: 25, Tough: 30, "Too Tough": 30 };
const languages = ["en", "hi"] as const;
const inLanguage = (language: string) => seedQuestions.filter((q) => q.language === language);

describe("the demo bank", () => {
  it("holds at least 300 questions, roughly half in each language, every difficulty in each", () => {
    expect(seedQuestions.length).toBeGreaterThanOrEqual(300);
    for (const language of languages) {
      const share = inLanguage(language).length / seedQuestions.length;
      expect(share).toBeGreaterThan(0.45);
      for (const difficulty of difficulties) {
        const count = inLanguage(language).filter((q) => q.difficulty === difficulty).length;
        expect(count, `${language} ${difficulty}`).toBeGreaterThanOrEqual(25);
      }
    }
  });

  it("passes the single add's own checks, question by question", () => {
    for (const question of seedQuestions) {
      const [a, b, c, d] = question.options;
      const parsed = addLiveQuestionBody.safeParse({
        Questio: question.text,
        img: question.image ?? "",
        a,
        b,
        c,
        d,
        Ans: question.answer,
        tough: question.difficulty,
        seconds: question.seconds,
        lang: question.language,
      });
      expect(parsed.error?.issues, question.id).toBeUndefined();
    }
  });

  it("names one of four distinct options as the answer, with its difficulty's seconds", () => {
    for (const question of seedQuestions) {
      expect(["a", "b", "c", "d"], question.id).toContain(question.answer);
      const options = question.options.map((option) => option.trim().toLowerCase());
      expect(new Set(options).size, question.id).toBe(4);
      expect(question.seconds, question.id).toBe(secondsOf[question.difficulty]);
    }
  });

  it("has unique ids named for their language, unique texts and images that exist", () => {
    expect(new Set(seedQuestions.map((q) => q.id)).size).toBe(seedQuestions.length);
    expect(new Set(seedQuestions.map((q) => q.text)).size).toBe(seedQuestions.length);
    for (const question of seedQuestions) {
      expect(question.id.startsWith(`${question.language}-`), question.id).toBe(true);
      if (question.image) {
        expect(existsSync(join("web/public", question.image)), question.image).toBe(true);
      }
    }
  });

  it("has no two questions of a language that read alike", () => {
    for (const language of languages) {
      const bank = inLanguage(language).map((q) => ({ id: q.id, text: q.text }));
      const index = nearDuplicateIndex<(typeof bank)[number]>(bank.map((q) => q.text));
      const alike: string[] = [];
      for (const question of bank) {
        const twin = index.find(question.text);
        if (twin) alike.push(`${question.id} reads like ${twin.id} (${twin.similarity})`);
        index.add(question);
      }
      expect(alike).toEqual([]);
    }
  });

  it("would catch a near-duplicate of a seeded question, so the check above has teeth", () => {
    const [first] = inLanguage("hi");
    expect(findNearDuplicate(`${first?.text}!!`, inLanguage("hi"))).not.toBeNull();
  });
});
