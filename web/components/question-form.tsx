import { useLingui } from "@lingui/react";
import { type FormEvent, useState } from "react";
import {
  difficulties,
  type LanguageChoice,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  SECONDS_MAX,
  SECONDS_MIN,
} from "../../contract/contributor";
import {
  confirmationOf,
  type FieldErrors,
  type SimilarConfirmation,
  type SimilarRefusal,
} from "../lib/api-errors";
import { choices } from "./answer-options";
import { FieldShell } from "./field-shell";
import { FormActions } from "./form-actions";
import { ImageUploadField } from "./image-upload-field";
import { InputField, wholeNumberInput } from "./input-field";
import { NearDuplicateNotice } from "./near-duplicate-notice";
import {
  checkQuestion,
  difficultyText,
  emptyQuestion,
  type QuestionFormValues,
  type QuestionPayload,
  questionFieldOrder,
  questionPayloadOf,
} from "./question-rules";
import { SelectField } from "./select-field";
import { StatusLine } from "./status-line";
import { useFieldForm } from "./use-field-form";
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
  /** Live questions the text reads like (409 `near_duplicate` or `similar_questions`): ask. */
  similar?: SimilarRefusal;
};

/** What the admin confirmed on seeing the similar questions, sent with the save. */
export type QuestionSubmitOptions = SimilarConfirmation;

/** The language picker: offered languages, and whether one must be chosen. */
type LanguageField = { options: LanguageChoice[]; required: boolean };

type QuestionFormProps = {
  initial?: QuestionFormValues;
  /** Absent: the form has no language field (an edit keeps the question's language). */
  language?: LanguageField;
  submitLabel: string;
  /** What the status line says while the submit is in flight, e.g. "Posting…". */
  busyLabel: string;
  /** Whose session uploads the question's image: the main admin's or the user-admin's. */
  uploadAs: "admin" | "userAdmin";
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
  uploadAs,
  onSubmit,
  onCancel,
}: QuestionFormProps) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  // A save waits for an image on its way: the question would go without it.
  const [uploading, setUploading] = useState(false);
  // The payload the server found similar questions to, and those; an edit drops them.
  const [nearDuplicate, setNearDuplicate] = useState<{
    payload: QuestionPayload;
    refusal: SimilarRefusal;
  } | null>(null);
  const { formRef, values, setValues, setErrors, refuse, change, field, bind, input } =
    useFieldForm(questionFieldOrder, initial, { onEdit: () => setNearDuplicate(null) });

  async function send(payload: QuestionPayload, options: QuestionSubmitOptions) {
    setBusy(true);
    setNearDuplicate(null);
    try {
      const result = await onSubmit(payload, options);
      if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
        refuse(result.fieldErrors);
      } else if (result.similar) {
        setNearDuplicate({ payload, refusal: result.similar });
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
    if (busy || uploading) return;
    const found = checkQuestion(i18n, values, language?.required ?? false);
    if (Object.values(found).some(Boolean)) {
      refuse(found);
      return;
    }
    void send(questionPayloadOf(values), {});
  }

  /** Back to the question's text, as typed, to reword it. */
  function goBack() {
    setNearDuplicate(null);
    formRef.current?.querySelector<HTMLElement>('[name="text"]')?.focus();
  }

  return (
    <form ref={formRef} className="form question-form" noValidate onSubmit={submit}>
      <FieldShell {...field("text")} label={i18n._("admin.question.form.text")}>
        {(aria) => <textarea {...aria} {...bind("text")} rows={3} maxLength={QUESTION_TEXT_MAX} />}
      </FieldShell>
      <ImageUploadField
        {...field("image")}
        label={i18n._("admin.question.form.image")}
        value={values.image}
        onChange={(url) => change("image", url)}
        uploadAs={uploadAs}
        onUploadingChange={setUploading}
      />
      {choices.map((choice) => (
        <InputField
          key={choice}
          {...input(choice)}
          label={i18n._("admin.question.form.option", { letter: choice.toUpperCase() })}
          type="text"
          autoComplete="off"
          maxLength={OPTION_TEXT_MAX}
        />
      ))}
      <div className="question-form-row">
        <SelectField
          {...input("answer")}
          label={i18n._("admin.question.form.answer")}
          placeholder={i18n._("admin.question.check.answer")}
          options={choices.map((choice) => ({
            value: choice,
            label: values[choice].trim()
              ? i18n._("admin.question.form.answerOption", {
                  letter: choice,
                  text: values[choice].trim(),
                })
              : choice,
          }))}
        />
        <SelectField
          {...input("difficulty")}
          label={i18n._("admin.question.form.difficulty")}
          placeholder={i18n._("admin.question.check.difficulty")}
          options={difficulties.map((difficulty) => ({
            value: difficulty,
            label: difficultyText(i18n, difficulty),
          }))}
        />
        <InputField
          {...input("seconds")}
          label={i18n._("admin.question.form.seconds")}
          hint={i18n._("admin.question.form.secondsHint", { min: SECONDS_MIN, max: SECONDS_MAX })}
          {...wholeNumberInput(SECONDS_MIN, SECONDS_MAX)}
        />
        {language && (
          <SelectField
            {...input("language")}
            label={i18n._("admin.question.form.language", { required: String(language.required) })}
            placeholder={
              language.required
                ? i18n._("admin.question.check.language")
                : i18n._("admin.question.form.languageUnset")
            }
            options={language.options.map((option) => ({ value: option.id, label: option.name }))}
          />
        )}
      </div>
      {nearDuplicate && (
        <NearDuplicateNotice
          yours={nearDuplicate.payload.text}
          refusal={nearDuplicate.refusal}
          actionLabel={i18n._("admin.question.form.anyway", { action: submitLabel })}
          busy={busy}
          onConfirm={() => void send(nearDuplicate.payload, confirmationOf(nearDuplicate.refusal))}
          onBack={goBack}
        />
      )}
      <FormActions submitLabel={submitLabel} busy={busy || uploading} onCancel={onCancel} />
      <StatusLine>
        {busy ? busyLabel : uploading ? i18n._("admin.question.form.waitingImage") : ""}
      </StatusLine>
    </form>
  );
}
