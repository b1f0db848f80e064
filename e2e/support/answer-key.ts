import { seedQuestions } from "../../scripts/seed-questions";
import { seedTrialQuestions } from "../../scripts/seed-trial-questions";

type Letter = "a" | "b" | "c" | "d";

/** The seeded bank's and trial set's answers: only tests and benchmarks may know them. */
const answers = new Map(
  [...seedQuestions, ...seedTrialQuestions].map((question) => [question.text, question.answer]),
);

/**
 * Questions some specs add to the live English bank. Specs share one database and run
 * in any order, so a later run or trial may be served one of these: the key knows them.
 */
export const questionsAddedByTests = {
  /** The near-duplicate the admin console adds anyway (`allowSimilar`); answer a: Green. */
  nearDuplicateTwin: "WHAT COLOUR do you get by mixing blue and yellow!",
  /**
   * A contributor's question, unique per run, selected into the bank; answer a: Mars. Not
   * the seeded "known as the Red Planet", which it would read like (the band).
   */
  contributorQuestion: (stamp: number) => `Which planet comes fourth from the Sun? (${stamp})`,
  /**
   * The seeded "Which animal is known as the King of the Jungle?" reworded (0.72 alike),
   * which the admin console confirms and adds (`confirmSimilar`); answer c: Lion.
   */
  rewordedKingOfTheJungle: "Which animal is called the king of the jungle?",
  /**
   * A sum the admin's import adds, its numbers unique per run; the right option is always
   * c, the sum itself (e2e/question-import.spec.ts and admin-areas.spec.ts write the options).
   */
  importedSum: (left: number, right: number) => `What is ${left} + ${right}?`,
  /** A contributor's image question (question-image.spec.ts), Too Easy; answer a: A square. */
  imageQuestion: (stamp: number) =>
    `Which shape is drawn in the middle of this picture? (${stamp})`,
} as const;

const contributorQuestionPattern = /^Which planet comes fourth from the Sun\? \(\d+\)$/;
const imageQuestionPattern = /^Which shape is drawn in the middle of this picture\? \(\d+\)$/;
const importedSumPattern = /^What is \d+ \+ \d+\?$/;

export function answerFor(questionText: string): Letter {
  const answer = answers.get(questionText);
  if (answer) return answer;
  if (questionText === questionsAddedByTests.nearDuplicateTwin) return "a";
  if (questionText === questionsAddedByTests.rewordedKingOfTheJungle) return "c";
  if (contributorQuestionPattern.test(questionText)) return "a";
  if (importedSumPattern.test(questionText)) return "c";
  if (imageQuestionPattern.test(questionText)) return "a";
  throw new Error(`not a question the e2e suite knows: ${questionText}`);
}

export function wrongAnswerFor(questionText: string): Letter {
  return answerFor(questionText) === "a" ? "b" : "a";
}
