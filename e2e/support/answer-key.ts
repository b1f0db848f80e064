import { seedQuestions } from "../../scripts/seed-questions";

/** The seeded bank's answers: only tests and benchmarks may know them. */
const answers = new Map(seedQuestions.map((question) => [question.text, question.answer]));

export function answerFor(questionText: string): "a" | "b" | "c" | "d" {
  const answer = answers.get(questionText);
  if (!answer) throw new Error(`not a seeded question: ${questionText}`);
  return answer;
}

export function wrongAnswerFor(questionText: string): "a" | "b" | "c" | "d" {
  return answerFor(questionText) === "a" ? "b" : "a";
}
