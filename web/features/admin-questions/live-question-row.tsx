import { useLingui } from "@lingui/react";
import { useId } from "react";
import { formatCount } from "../../components/admin/admin-format";
import { AnswerOptions } from "../../components/answer-options";
import {
  QuestionForm,
  type QuestionSubmitOptions,
  type QuestionSubmitResult,
} from "../../components/question-form";
import { QuestionImage } from "../../components/question-image";
import { difficultyText, type QuestionPayload } from "../../components/question-rules";
import { formatMoment } from "../../lib/day-format";
import { formValuesOf, type LiveQuestion } from "./api";
import "./admin-questions.css";

/** The share of answers that were right, or a dash before anyone answered. */
function correctRate(question: Pick<LiveQuestion, "answered" | "correct">): string {
  return question.answered === 0
    ? "—"
    : `${Math.round((question.correct / question.answered) * 100)} %`;
}

/**
 * One question of the live bank as a compact row (text, language, difficulty, whether the
 * trial or paid runs use it, served, answered, correct rate) that opens to edit it, retire
 * it, or move it between paid runs and the trial.
 */
export function LiveQuestionRow({
  question,
  languageName,
  open,
  onToggle,
  onSave,
  onRetire,
  marking,
  onMarkTrial,
}: {
  question: LiveQuestion;
  languageName: (id: string) => string;
  open: boolean;
  onToggle: () => void;
  onSave: (
    payload: QuestionPayload,
    options: QuestionSubmitOptions,
  ) => Promise<QuestionSubmitResult>;
  onRetire: () => void;
  /** A change of the trial mark is on its way. */
  marking: boolean;
  onMarkTrial: (trial: boolean) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const retired = question.retiredAt !== null;
  const figures: [column: string, value: string][] = [
    ["language", languageName(question.language)],
    ["difficulty", difficultyText(i18n, question.difficulty)],
    [
      "usedIn",
      question.trial ? i18n._("admin.questions.row.trial") : i18n._("admin.questions.row.paid"),
    ],
    ["served", formatCount(question.served)],
    ["answered", formatCount(question.answered)],
    ["correct", correctRate(question)],
  ];
  return (
    <li className="question-row" data-retired={retired} data-open={open}>
      <div className="question-row-summary">
        <button
          type="button"
          className="question-row-toggle"
          aria-expanded={open}
          aria-controls={`${id}-editor`}
          onClick={onToggle}
        >
          {retired
            ? i18n._("admin.questions.row.retiredText", { text: question.text })
            : question.text}
        </button>
        {figures.map(([column, value]) => (
          <span key={column} className="question-row-figure">
            <span className="question-row-label">
              {i18n._("admin.questions.row.label", {
                label: i18n._("admin.questions.column", { column }),
              })}
            </span>
            {value}
          </span>
        ))}
      </div>
      <div id={`${id}-editor`} className="question-row-editor" hidden={!open}>
        {open && question.image && <QuestionImage src={question.image} />}
        {open && question.retiredAt !== null && (
          <>
            <AnswerOptions options={question.options} correct={question.answer} chosenLabel="" />
            <p>
              {i18n._("admin.questions.row.retiredAt", { at: formatMoment(question.retiredAt) })}
            </p>
          </>
        )}
        {open && question.retiredAt === null && (
          <>
            <QuestionForm
              initial={formValuesOf(question)}
              submitLabel={i18n._("admin.questions.row.save")}
              busyLabel={i18n._("admin.questions.row.saving")}
              uploadAs="admin"
              onSubmit={onSave}
              onCancel={onToggle}
            />
            <p id={`${id}-trial-hint`} className="field-hint">
              {question.trial
                ? i18n._("admin.questions.row.trialHint")
                : i18n._("admin.questions.row.paidHint")}
            </p>
            <div className="admin-actions">
              <button
                type="button"
                className="button"
                aria-describedby={`${id}-trial-hint`}
                disabled={marking}
                onClick={() => onMarkTrial(!question.trial)}
              >
                {question.trial
                  ? i18n._("admin.questions.row.movePaid")
                  : i18n._("admin.questions.row.markTrial")}
              </button>
              <button type="button" className="button" onClick={onRetire}>
                {i18n._("admin.questions.row.retire")}
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
