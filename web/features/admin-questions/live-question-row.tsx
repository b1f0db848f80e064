import { useId } from "react";
import { formatCount } from "../../components/admin/admin-format";
import { AnswerOptions } from "../../components/answer-options";
import {
  QuestionForm,
  type QuestionSubmitOptions,
  type QuestionSubmitResult,
} from "../../components/question-form";
import { QuestionImage } from "../../components/question-image";
import type { QuestionPayload } from "../../components/question-rules";
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
  const id = useId();
  const retired = question.retiredAt !== null;
  const figures: [label: string, value: string][] = [
    ["Language", languageName(question.language)],
    ["Difficulty", question.difficulty],
    ["Used in", question.trial ? "Trial" : "Paid runs"],
    ["Served", formatCount(question.served)],
    ["Answered", formatCount(question.answered)],
    ["Correct", correctRate(question)],
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
          {retired ? `${question.text} (retired)` : question.text}
        </button>
        {figures.map(([label, value]) => (
          <span key={label} className="question-row-figure">
            <span className="question-row-label">{`${label}: `}</span>
            {value}
          </span>
        ))}
      </div>
      <div id={`${id}-editor`} className="question-row-editor" hidden={!open}>
        {open && question.image && <QuestionImage src={question.image} />}
        {open && question.retiredAt !== null && (
          <>
            <AnswerOptions options={question.options} correct={question.answer} chosenLabel="" />
            <p>{`Retired ${formatMoment(question.retiredAt)}: players are never served it again.`}</p>
          </>
        )}
        {open && question.retiredAt === null && (
          <>
            <QuestionForm
              initial={formValuesOf(question)}
              submitLabel="Save"
              busyLabel="Saving…"
              uploadAs="admin"
              onSubmit={onSave}
              onCancel={onToggle}
            />
            <p id={`${id}-trial-hint`} className="field-hint">
              {question.trial
                ? "Only the visitors' one-question trial draws it. Visitors can find its answer there by trying, so it is best kept out of paid runs."
                : "Paid runs serve it. Marked for the trial, only the visitors' one-question trial draws it, never a paid run."}
            </p>
            <div className="admin-actions">
              <button
                type="button"
                className="button"
                aria-describedby={`${id}-trial-hint`}
                disabled={marking}
                onClick={() => onMarkTrial(!question.trial)}
              >
                {question.trial ? "Move to paid runs" : "Mark for the trial"}
              </button>
              <button type="button" className="button" onClick={onRetire}>
                Retire this question
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
