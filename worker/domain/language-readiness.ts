/**
 * When a question language may be played, pure (decision 025). A language is ready once
 * it has a whole run's worth of live questions (the run settings' `questionsPerRun`):
 * fewer, and a player would run out of questions part-way through a try. It is playable
 * (offered to players and served to those who chose it) while it is enabled and ready.
 * A language that falls below the bound while enabled (questions retired, or a longer
 * run set) stays enabled, so the admin's choice is kept, but stops being offered until
 * it is ready again; its players get the default language meanwhile.
 */
export type LanguageReadiness = {
  /** Live (not retired) questions in the language. */
  liveQuestions: number;
  /** How many a run needs: the run settings' `questionsPerRun`. */
  questionsNeeded: number;
  ready: boolean;
};

export function languageReadiness(
  liveQuestions: number,
  questionsPerRun: number,
): LanguageReadiness {
  return {
    liveQuestions,
    questionsNeeded: questionsPerRun,
    ready: liveQuestions >= questionsPerRun,
  };
}

export function isPlayableLanguage(
  language: { enabled: boolean; liveQuestions: number },
  questionsPerRun: number,
): boolean {
  return language.enabled && languageReadiness(language.liveQuestions, questionsPerRun).ready;
}
