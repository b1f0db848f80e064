// Proves the demo trial set is what the trial needs: at least 20 English and 10 Hindi easy
// questions with unique ids, four distinct options each, and none reading like a question
// of the main bank (the near-duplicate check the admin console applies), so nothing a
// visitor learns in the trial is asked in a paid run.
import { describe, expect, it } from "vitest";
import { findNearDuplicate } from "../worker/domain/near-duplicates";
import { seedQuestions } from "./seed-questions";
import { seedTrialQuestions } from "./seed-trial-questions";

describe("the demo trial set", () => {
  it("holds at least 20 English and 10 Hindi easy questions", () => {
    const count = (language: string) =>
      seedTrialQuestions.filter((question) => question.language === language).length;
    expect(count("en")).toBeGreaterThanOrEqual(20);
    expect(count("hi")).toBeGreaterThanOrEqual(10);
    expect(seedTrialQuestions.every((q) => ["Too Easy", "Easy"].includes(q.difficulty))).toBe(true);
  });

  it("has unique ids, apart from the main bank's, and four distinct options each", () => {
    const ids = [...seedQuestions, ...seedTrialQuestions].map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const question of seedTrialQuestions) {
      expect(new Set(question.options).size).toBe(4);
    }
  });

  it("reads like no question of the main bank, nor like another trial question", () => {
    for (const question of seedTrialQuestions) {
      const sameLanguage = [...seedQuestions, ...seedTrialQuestions].filter(
        (other) => other.language === question.language && other.id !== question.id,
      );
      expect(findNearDuplicate(question.text, sameLanguage), question.text).toBeNull();
    }
  });
});
