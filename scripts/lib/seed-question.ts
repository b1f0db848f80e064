/** One question of the demo bank (`scripts/seed-questions.ts`), seeded as `seed-{id}`. */
export type SeedQuestion = {
  id: string;
  language: "en" | "hi" | "ta";
  text: string;
  options: [string, string, string, string];
  answer: "a" | "b" | "c" | "d";
  difficulty: "Too Easy" | "Easy" | "Medium" | "Tough" | "Too Tough";
  seconds: number;
  image?: string;
};

/** A seed question in the order its data files list the fields: one question a line. */
export const q = (
  id: string,
  language: SeedQuestion["language"],
  difficulty: SeedQuestion["difficulty"],
  seconds: number,
  text: string,
  options: SeedQuestion["options"],
  answer: SeedQuestion["answer"],
  image?: string,
): SeedQuestion => ({ id, language, difficulty, seconds, text, options, answer, image });
