import type { Difficulty, QuestionFieldsView } from "../../../contract/contributor";
import type { Choice } from "../../../contract/play";

/**
 * A question's own content in the screens' words rather than SPEC.md's (`Questio`, `Ans`,
 * `tough`…): the live bank, the review pool and a user-admin's list all show it.
 */
export type QuestionContent = {
  text: string;
  /** "" when it has none. */
  image: string;
  options: Record<Choice, string>;
  answer: Choice;
  difficulty: Difficulty;
  seconds: number;
};

export const questionContentOf = (view: QuestionFieldsView): QuestionContent => ({
  text: view.Questio,
  image: view.img,
  options: { a: view.a, b: view.b, c: view.c, d: view.d },
  answer: view.Ans,
  difficulty: view.tough,
  seconds: view.seconds,
});
