import type { I18n } from "@lingui/core";
import {
  type Difficulty,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  SECONDS_MAX,
  SECONDS_MIN,
} from "../../contract/contributor";
import { isOwnImagePath } from "../../contract/images";
import { isPlainText } from "../../contract/plain-text";
import type { Choice } from "../../contract/play";
import { formFieldOfWire, type QuestionDraft } from "../lib/api/question-content";
import {
  type FieldErrors,
  fieldErrorsFor,
  type SimilarRefusal,
  similarRefusalOf,
} from "../lib/api-errors";
import { choices } from "./answer-options";

/**
 * The client's copy of SPEC.md section 5's Add Question rules (contract/contributor.ts
 * questionFields), so every form that posts a question checks them before the server does.
 */

export type QuestionFormValues = {
  text: string;
  image: string;
  a: string;
  b: string;
  c: string;
  d: string;
  answer: Choice | "";
  difficulty: Difficulty | "";
  seconds: string;
  language: string;
};

/** A checked form: every required field is set; `image` and `language` are "" when none. */
export type QuestionPayload = QuestionDraft;

export const emptyQuestion: QuestionFormValues = {
  text: "",
  image: "",
  a: "",
  b: "",
  c: "",
  d: "",
  answer: "",
  difficulty: "",
  seconds: "",
  language: "",
};

/** Field names in the order the form shows them: the first refused one gets focus. */
export const questionFieldOrder = [
  "text",
  "image",
  ...choices,
  "answer",
  "difficulty",
  "seconds",
  "language",
] as const;

/**
 * The client's copy of the Add Question rules; the server's answer still decides. Its
 * messages say what contract/plain-text.ts and contract/images.ts say, in the language in use.
 */
export function checkQuestion(
  i18n: I18n,
  values: QuestionFormValues,
  languageRequired: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  const tooLong = (max: number) => i18n._("admin.question.check.tooLong", { max });
  const question = values.text.trim();
  if (!question) errors.text = i18n._("admin.question.check.text");
  else if (question.length > QUESTION_TEXT_MAX) errors.text = tooLong(QUESTION_TEXT_MAX);
  else if (!isPlainText(question, "lines")) errors.text = i18n._("admin.question.check.lines");
  const image = values.image.trim();
  if (image && !isOwnImagePath(image)) errors.image = i18n._("admin.question.check.ownImage");
  for (const choice of choices) {
    const text = values[choice].trim();
    if (!text) {
      errors[choice] = i18n._("admin.question.check.option", { letter: choice.toUpperCase() });
    } else if (text.length > OPTION_TEXT_MAX) errors[choice] = tooLong(OPTION_TEXT_MAX);
    else if (!isPlainText(text, "line")) errors[choice] = i18n._("admin.question.check.line");
  }
  if (!values.answer) errors.answer = i18n._("admin.question.check.answer");
  if (!values.difficulty) errors.difficulty = i18n._("admin.question.check.difficulty");
  const seconds = values.seconds.trim();
  if (!seconds) errors.seconds = i18n._("admin.question.check.seconds");
  else if (!/^\d+$/.test(seconds)) errors.seconds = i18n._("admin.question.check.secondsWhole");
  else if (Number(seconds) < SECONDS_MIN) {
    errors.seconds = i18n._("admin.question.check.secondsMin", { min: SECONDS_MIN });
  } else if (Number(seconds) > SECONDS_MAX) {
    errors.seconds = i18n._("admin.question.check.secondsMax", { max: SECONDS_MAX });
  }
  if (languageRequired && !values.language) {
    errors.language = i18n._("admin.question.check.language");
  }
  return errors;
}

/** A difficulty's key in the messages: the wire's words hold spaces, which a select cannot. */
const difficultyKeys: Record<Difficulty, string> = {
  "Too Easy": "tooEasy",
  Easy: "easy",
  Medium: "medium",
  Tough: "tough",
  "Too Tough": "tooTough",
};

/** A difficulty as the consoles say it (the wire's word stays as sent). */
export const difficultyText = (i18n: I18n, difficulty: Difficulty): string =>
  i18n._("admin.question.difficulty", { difficulty: difficultyKeys[difficulty] });

/**
 * The server's messages for this form's fields out of a failed call, or null when it named
 * none of them (the caller then says what went wrong another way).
 */
export function questionFieldErrors(error: unknown): FieldErrors | null {
  const byWire = fieldErrorsFor(error, Object.keys(formFieldOfWire));
  if (!byWire) return null;
  return Object.fromEntries(
    Object.entries(byWire).map(([wire, message]) => [formFieldOfWire[wire] ?? wire, message]),
  );
}

/**
 * What the form shows of a refused save: the server's messages for its fields, or the
 * similar questions it named; null when neither (the caller then says what went wrong).
 */
export function questionRefusalOf(
  error: unknown,
): { fieldErrors: FieldErrors } | { similar: SimilarRefusal } | null {
  const fieldErrors = questionFieldErrors(error);
  if (fieldErrors) return { fieldErrors };
  const similar = similarRefusalOf(error);
  return similar ? { similar } : null;
}

/** The checked form: trimmed, seconds as a number. */
export function questionPayloadOf(values: QuestionFormValues): QuestionPayload {
  return {
    text: values.text.trim(),
    image: values.image.trim(),
    options: {
      a: values.a.trim(),
      b: values.b.trim(),
      c: values.c.trim(),
      d: values.d.trim(),
    },
    answer: values.answer as Choice,
    difficulty: values.difficulty as Difficulty,
    seconds: Number(values.seconds.trim()),
    language: values.language,
  };
}
