import { seedQuestions } from "../../scripts/seed-questions";

/**
 * Case and punctuation set aside: e2e/admin-console.spec.ts adds a near-duplicate of a
 * seeded question ("WHAT COLOUR … yellow!") with the same options and answer, and later
 * journeys on the same database may be served it.
 */
const keyOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, "")
    .trim();

/** The seeded bank's answers: only tests and benchmarks may know them. */
const answers = new Map(seedQuestions.map((question) => [keyOf(question.text), question.answer]));

export function answerFor(questionText: string): "a" | "b" | "c" | "d" {
  const answer = answers.get(keyOf(questionText));
  if (!answer) throw new Error(`not a seeded question: ${questionText}`);
  return answer;
}

export function wrongAnswerFor(questionText: string): "a" | "b" | "c" | "d" {
  return answerFor(questionText) === "a" ? "b" : "a";
}
