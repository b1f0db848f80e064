import type { Choice } from "../../../contract/play";
import type { TrialQuestionView } from "../../../contract/trial";

/** The trial's question in the screen's words rather than SPEC.md's (`Questio`, `qno`). */
export type TrialQuestion = {
  id: string;
  text: string;
  /** "" when it has none. */
  image: string;
  options: Record<Choice, string>;
  seconds: number;
  /** Milliseconds left on the server's clock. */
  remainingMs: number;
  /** Milliseconds of the image grace left before the clock starts. */
  clockStartsInMs: number;
};

// One adapted question per reply, so a screen that reads the same reply renders the same
// object (an effect keyed on the question runs once per question, not per render).
const adapted = new WeakMap<TrialQuestionView, TrialQuestion>();

export function trialQuestionOf(view: TrialQuestionView): TrialQuestion {
  let question = adapted.get(view);
  if (!question) {
    question = {
      id: view.qno,
      text: view.Questio,
      image: view.img,
      options: { a: view.a, b: view.b, c: view.c, d: view.d },
      seconds: view.seconds,
      remainingMs: view.remainingMs,
      clockStartsInMs: view.clockStartsInMs,
    };
    adapted.set(view, question);
  }
  return question;
}
