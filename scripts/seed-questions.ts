import type { SeedQuestion } from "./lib/seed-question";
import { englishSeedQuestions } from "./seed-questions-en";
import { hindiSeedQuestions } from "./seed-questions-hi";
import { tamilSeedQuestions } from "./seed-questions-ta";

export type { SeedQuestion } from "./lib/seed-question";

/**
 * The demo question bank seeded by `npm start`: 158 English and 150 Hindi live questions
 * across all five difficulties, some with locally served images, and 2 Tamil ones: Tamil
 * is not ready (a run needs 10), so it stays disabled and the admin sees why. Each answer
 * is checked and no two read alike (`scripts/seed-questions.test.ts`).
 */
export const seedQuestions: SeedQuestion[] = [
  ...englishSeedQuestions,
  ...hindiSeedQuestions,
  ...tamilSeedQuestions,
];
