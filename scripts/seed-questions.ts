import type { SeedQuestion } from "./lib/seed-question";
import { englishSeedQuestions } from "./seed-questions-en";
import { hindiSeedQuestions } from "./seed-questions-hi";

export type { SeedQuestion } from "./lib/seed-question";

/**
 * The demo question bank seeded by `npm start`: 158 English and 150 Hindi live questions
 * across all five difficulties, some with locally served images. Each answer is checked
 * and no two read alike (`scripts/seed-questions.test.ts`).
 */
export const seedQuestions: SeedQuestion[] = [...englishSeedQuestions, ...hindiSeedQuestions];
