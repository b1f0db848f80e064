import type {
  ContributorQuestionView,
  Difficulty,
  QuestionFieldsView,
} from "../../../contract/contributor";
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

/**
 * A question in the review pool, as its user-admin and the main admins both see it: its
 * content, its contributor's running number and where it was selected.
 */
export type PooledQuestion = QuestionContent & {
  id: string;
  /** Its contributor's own running number ("Question No"). */
  number: number;
  /** The language it was written in, or "". */
  language: string;
  /** The languages a main admin selected it into (ids). */
  selectedInto: string[];
};

export const pooledQuestionOf = (view: ContributorQuestionView): PooledQuestion => ({
  ...questionContentOf(view),
  id: view._id,
  number: view.qno,
  language: view.lang,
  selectedInto: view.selectedInto,
});

/** A question as a form wrote it, checked: its content and its language ("" when none). */
export type QuestionDraft = QuestionContent & { language: string };

/** A draft as SPEC.md's question fields; `img` and `lang` are "" when none. */
export const questionFieldsOf = (draft: QuestionDraft) => ({
  Questio: draft.text,
  img: draft.image,
  ...draft.options,
  Ans: draft.answer,
  tough: draft.difficulty,
  seconds: draft.seconds,
  lang: draft.language,
});

/** The question form's field that each of SPEC.md's field names (a refusal's paths) is. */
export const formFieldOfWire: Record<string, string> = {
  Questio: "text",
  img: "image",
  a: "a",
  b: "b",
  c: "c",
  d: "d",
  Ans: "answer",
  tough: "difficulty",
  seconds: "seconds",
  lang: "language",
};
