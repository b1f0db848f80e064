import { type FormEvent, useId, useRef, useState } from "react";
import {
  difficulties,
  type LanguageChoice,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  SECONDS_MAX,
  SECONDS_MIN,
} from "../../contract/contributor";
import type { FieldErrors, SimilarQuestion } from "../lib/api-errors";
import { choices } from "./answer-options";
import { FieldShell } from "./field-shell";
import { NearDuplicateNotice } from "./near-duplicate-notice";
import {
  checkQuestion,
  emptyQuestion,
  type QuestionFormValues,
  type QuestionPayload,
  questionFieldOrder,
  questionPayloadOf,
} from "./question-rules";
import "./question-form.css";

/**
 * SPEC.md section 5's Add Question form, shared by the user-admin's Add Question, the main
 * admin's Add Question and the live bank's edit dialog, so all three check the same rules
 * (contract/contributor.ts questionFields) before the server checks them again.
 */

export type QuestionSubmitResult = {
  /** Clear the form (after a successful post). */
  reset?: boolean;
  /** The server's messages for fields it refused, keyed by SPEC.md's field names. */
  fieldErrors?: FieldErrors;
  /** A live question the text reads like (409 `near_duplicate`): offer to save anyway. */
  similar?: SimilarQuestion;
};

/** `allowSimilar`: the admin has seen the near-duplicate and saves anyway. */
export type QuestionSubmitOptions = { allowSimilar: boolean };

/** The language picker: offered languages, and whether one must be chosen. */
export type LanguageField = { options: LanguageChoice[]; required: boolean };

const optionLabels = { a: "Option A", b: "Option B", c: "Option C", d: "Option D" } as const;

type QuestionFormProps = {
  initial?: QuestionFormValues;
  /** Absent: the form has no language field (an edit keeps the question's language). */
  language?: LanguageField;
  submitLabel: string;
  /** What the status line says while the submit is in flight, e.g. "Posting…". */
  busyLabel: string;
  onSubmit: (
    payload: QuestionPayload,
    options: QuestionSubmitOptions,
  ) => Promise<QuestionSubmitResult>;
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
  // The payload the server found a near-duplicate of, and that question.
  const [nearDuplicate, setNearDuplicate] = useState<{
    payload: QuestionPayload;
    similar: SimilarQuestion;
  } | null>(null);

  function change(name: keyof QuestionFormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setNearDuplicate(null);
  }

  /** Shows the messages and moves focus to the first refused field, which reads its message. */
  function refuse(found: FieldErrors) {
    setErrors(found);
    const first = questionFieldOrder.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function send(payload: QuestionPayload, options: QuestionSubmitOptions) {
    setBusy(true);
    setNearDuplicate(null);
    try {
      const result = await onSubmit(payload, options);
      if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
        refuse(result.fieldErrors);
      } else if (result.similar) {
        setNearDuplicate({ payload, similar: result.similar });
      } else if (result.reset) {
        setValues(emptyQuestion);
        setErrors({});
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = checkQuestion(values, language?.required ?? false);
    if (Object.values(found).some(Boolean)) {
      refuse(found);
      return;
    }
    void send(questionPayloadOf(values), { allowSimilar: false });
  }

  const field = (name: keyof QuestionFormValues) => ({
    id: `${id}-${name}`,
    name,
    error: errors[name],
  });

  return (
    <form ref={formRef} className="form question-form" noValidate onSubmit={submit}>
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
      {nearDuplicate && (
        <NearDuplicateNotice
          yours={nearDuplicate.payload.Questio}
          similar={nearDuplicate.similar}
          actionLabel={`${submitLabel} anyway`}
          busy={busy}
          onConfirm={() => void send(nearDuplicate.payload, { allowSimilar: true })}
        />
      )}
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
