import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import type { ContributorQuestionView } from "../../contract/contributor";

/** What components/question-form.tsx asks for, by the question's wire names. */
export type QuestionEntry = Pick<
  ContributorQuestionView,
  "Questio" | "a" | "b" | "c" | "d" | "Ans" | "tough" | "seconds"
>;

/** The entry's fields of `question`, as the question form posts them. */
export function entryOf({
  Questio,
  a,
  b,
  c,
  d,
  Ans,
  tough,
  seconds,
}: QuestionEntry): QuestionEntry {
  return { Questio, a, b, c, d, Ans, tough, seconds };
}

/**
 * Types `entry` into the question form's shared fields, as a user would: the text, the four
 * options, the answer (chosen by its option's text), the difficulty and the seconds. The
 * language and the image are each screen's own.
 */
export async function fillQuestionForm(user: UserEvent, entry: QuestionEntry): Promise<void> {
  const field = (label: string) => screen.getByLabelText(label);
  await user.type(field("Question"), entry.Questio);
  for (const letter of ["a", "b", "c", "d"] as const) {
    await user.type(field(`Option ${letter.toUpperCase()}`), entry[letter]);
  }
  await user.selectOptions(field("Answer"), `${entry.Ans}: ${entry[entry.Ans]}`);
  await user.selectOptions(field("Difficulty"), entry.tough);
  await user.type(field("Seconds"), String(entry.seconds));
}
