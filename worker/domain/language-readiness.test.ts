// Proves when a question language may be played (decision 025): ready at a run's worth of
// live questions and not one fewer; playable only while enabled and ready.
import { describe, expect, it } from "vitest";
import { isPlayableLanguage, languageReadiness } from "./language-readiness";

describe("a language's readiness", () => {
  it("is ready at exactly a run's worth of live questions, and says what it has and needs", () => {
    expect(languageReadiness(10, 10)).toEqual({
      liveQuestions: 10,
      questionsNeeded: 10,
      ready: true,
    });
    expect(languageReadiness(12, 10).ready).toBe(true);
    expect(languageReadiness(9, 10).ready).toBe(false);
    expect(languageReadiness(0, 1).ready).toBe(false);
  });

  it("is playable only while enabled and ready", () => {
    expect(isPlayableLanguage({ enabled: true, liveQuestions: 10 }, 10)).toBe(true);
    expect(isPlayableLanguage({ enabled: false, liveQuestions: 30 }, 10)).toBe(false);
    expect(isPlayableLanguage({ enabled: true, liveQuestions: 9 }, 10)).toBe(false);
    expect(isPlayableLanguage({ enabled: true, liveQuestions: 3 }, 3)).toBe(true);
  });
});
