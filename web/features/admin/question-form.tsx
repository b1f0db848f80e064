import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import {
  type Difficulty,
  difficulties,
  type LanguageChoice,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  SECONDS_MAX,
  SECONDS_MIN,
} from "../../../contract/contributor";
import type { Choice } from "../../../contract/play";
import { choices } from "../../components/answer-options";
import { type FieldErrors, fieldErrorsOf } from "./admin-parts";
import "./admin-parts.css";

/**
 * SPEC.md section 5's Add Question form, shared by the user-admin's Add Question, the main
 * admin's Add Question and the live bank's edit dialog, so all three check the same rules
 * (contract/contributor.ts questionFields) before the server checks them again.
 */

export type QuestionFormValues = {
  Questio: string;
  img: string;
  a: string;
  b: string;
  c: string;
  d: string;
  Ans: Choice | "";
  tough: Difficulty | "";
  seconds: string;
  lang: string;
};

/** A checked form: every required field is set; `img` and `lang` are "" when none. */
export type QuestionPayload = Omit<QuestionFormValues, "Ans" | "tough" | "seconds"> & {
  Ans: Choice;
  tough: Difficulty;
  seconds: number;
};

export const emptyQuestion: QuestionFormValues = {
  Questio: "",
  img: "",
  a: "",
  b: "",
  c: "",
  d: "",
  Ans: "",
  tough: "",
  seconds: "",
  lang: "",
};

export type QuestionSubmitResult = {
  /** Clear the form (after a successful post). */
  reset?: boolean;
  /** The server's messages for fields it refused, keyed by SPEC.md's field names. */
  fieldErrors?: FieldErrors;
};

/** The language picker: offered languages, and whether one must be chosen. */
export type LanguageField = { options: LanguageChoice[]; required: boolean };

const optionLabels = { a: "Option A", b: "Option B", c: "Option C", d: "Option D" } as const;
/** Field names in the order the form shows them: the first refused one gets focus. */
const fieldOrder = ["Questio", "img", ...choices, "Ans", "tough", "seconds", "lang"] as const;

const IMAGE_URL_MESSAGE = "The image must be an http(s) URL or a path starting with /";

/** contract/contributor.ts isImageUrl: an http(s) URL or a path on this site. */
export function isImageUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  return /^https?:\/\//i.test(value) && URL.canParse(value);
}

/** The client's copy of the Add Question rules; the server's answer still decides. */
export function checkQuestion(values: QuestionFormValues, languageRequired: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const question = values.Questio.trim();
  if (!question) errors.Questio = "Write the question";
  else if (question.length > QUESTION_TEXT_MAX) {
    errors.Questio = `At most ${QUESTION_TEXT_MAX} characters`;
  }
  const image = values.img.trim();
  if (image && !isImageUrl(image)) errors.img = IMAGE_URL_MESSAGE;
  for (const choice of choices) {
    const text = values[choice].trim();
    if (!text) errors[choice] = `Write option ${choice.toUpperCase()}`;
    else if (text.length > OPTION_TEXT_MAX)
      errors[choice] = `At most ${OPTION_TEXT_MAX} characters`;
  }
  if (!values.Ans) errors.Ans = "Choose the answer";
  if (!values.tough) errors.tough = "Choose a difficulty";
  const seconds = values.seconds.trim();
  if (!seconds) errors.seconds = "Enter the seconds";
  else if (!/^\d+$/.test(seconds)) errors.seconds = "Seconds must be a whole number";
  else if (Number(seconds) < SECONDS_MIN) errors.seconds = `At least ${SECONDS_MIN} seconds`;
  else if (Number(seconds) > SECONDS_MAX) errors.seconds = `At most ${SECONDS_MAX} seconds`;
  if (languageRequired && !values.lang) errors.lang = "Choose a language";
  return errors;
}

/**
 * The server's messages for this form's fields out of a failed call, or null when it named
 * none of them (the caller then says what went wrong another way).
 */
export function questionFieldErrors(error: unknown): FieldErrors | null {
  const all = fieldErrorsOf(error);
  const known: FieldErrors = {};
  for (const name of fieldOrder) if (all[name]) known[name] = all[name];
  return Object.keys(known).length > 0 ? known : null;
}

function payloadOf(values: QuestionFormValues): QuestionPayload {
  return {
    Questio: values.Questio.trim(),
    img: values.img.trim(),
    a: values.a.trim(),
    b: values.b.trim(),
    c: values.c.trim(),
    d: values.d.trim(),
    Ans: values.Ans as Choice,
    tough: values.tough as Difficulty,
    seconds: Number(values.seconds.trim()),
    lang: values.lang,
  };
}

type QuestionFormProps = {
  initial?: QuestionFormValues;
  /** Absent: the form has no language field (an edit keeps the question's language). */
  language?: LanguageField;
  submitLabel: string;
  /** What the status line says while the submit is in flight, e.g. "Posting…". */
  busyLabel: string;
  onSubmit: (payload: QuestionPayload) => Promise<QuestionSubmitResult>;
  /** Shown as a Cancel button beside the submit (in a dialog). */
  onCancel?: () => void;
};

export function QuestionForm({
  initial = emptyQuestion,
  language,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: QuestionFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  function change(name: keyof QuestionFormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  /** Shows the messages and moves focus to the first refused field, which reads its message. */
  function refuse(found: FieldErrors) {
    setErrors(found);
    const first = fieldOrder.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = checkQuestion(values, language?.required ?? false);
    if (Object.values(found).some(Boolean)) {
      refuse(found);
      return;
    }
    setBusy(true);
    try {
      const result = await onSubmit(payloadOf(values));
      if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
        refuse(result.fieldErrors);
      } else if (result.reset) {
        setValues(emptyQuestion);
        setErrors({});
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof QuestionFormValues) => ({
    id: `${id}-${name}`,
    name,
    error: errors[name],
  });

  return (
    <form
      ref={formRef}
      className="form question-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <FieldShell {...field("Questio")} label="Question">
        {(aria) => (
          <textarea
            {...aria}
            rows={3}
            maxLength={QUESTION_TEXT_MAX}
            value={values.Questio}
            onChange={(event) => change("Questio", event.target.value)}
          />
        )}
      </FieldShell>
      <FieldShell
        {...field("img")}
        label="Image URL (optional)"
        hint="An https address, or a path on this site starting with /"
      >
        {(aria) => (
          <input
            {...aria}
            type="url"
            inputMode="url"
            autoComplete="off"
            value={values.img}
            onChange={(event) => change("img", event.target.value)}
          />
        )}
      </FieldShell>
      {choices.map((choice) => (
        <FieldShell key={choice} {...field(choice)} label={optionLabels[choice]}>
          {(aria) => (
            <input
              {...aria}
              type="text"
              autoComplete="off"
              maxLength={OPTION_TEXT_MAX}
              value={values[choice]}
              onChange={(event) => change(choice, event.target.value)}
            />
          )}
        </FieldShell>
      ))}
      <div className="question-form-row">
        <FieldShell {...field("Ans")} label="Answer">
          {(aria) => (
            <select
              {...aria}
              value={values.Ans}
              onChange={(event) => change("Ans", event.target.value)}
            >
              <option value="">Choose the answer</option>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {values[choice].trim() ? `${choice}: ${values[choice].trim()}` : choice}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell {...field("tough")} label="Difficulty">
          {(aria) => (
            <select
              {...aria}
              value={values.tough}
              onChange={(event) => change("tough", event.target.value)}
            >
              <option value="">Choose a difficulty</option>
              {difficulties.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {difficulty}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell
          {...field("seconds")}
          label="Seconds"
          hint={`Time to answer, ${SECONDS_MIN} to ${SECONDS_MAX}`}
        >
          {(aria) => (
            <input
              {...aria}
              type="number"
              inputMode="numeric"
              min={SECONDS_MIN}
              max={SECONDS_MAX}
              step={1}
              value={values.seconds}
              onChange={(event) => change("seconds", event.target.value)}
            />
          )}
        </FieldShell>
        {language && (
          <FieldShell
            {...field("lang")}
            label={language.required ? "Language" : "Language (optional)"}
          >
            {(aria) => (
              <select
                {...aria}
                value={values.lang}
                onChange={(event) => change("lang", event.target.value)}
              >
                <option value="">{language.required ? "Choose a language" : "Not set"}</option>
                {language.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        )}
      </div>
      <div className="question-form-actions">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {submitLabel}
        </button>
      </div>
      <p className="form-status" role="status">
        {busy ? busyLabel : ""}
      </p>
    </form>
  );
}

type FieldAria = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** A label, the control, an optional hint and the field's message, tied together for screen readers. */
export function FieldShell({
  id,
  name,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (aria: FieldAria) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
