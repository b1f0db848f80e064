import { useId } from "react";
import type { LiveQuestionView } from "../../../contract/admin";
import { AnswerOptions } from "../../components/answer-options";
import { DetailList } from "../../components/detail-list";
import { ModalDialog } from "../../components/modal-dialog";
import { QuestionForm, type QuestionSubmitResult } from "../../components/question-form";
import { QuestionImage } from "../../components/question-image";
import type { QuestionPayload } from "../../components/question-rules";
import { formatCount, formatDateTime } from "./admin-format";

/** One question of the live bank: its text, image, answers, figures and actions. */
export function LiveQuestionCard({
  question,
  languageName,
  onEdit,
  onRetire,
}: {
  question: LiveQuestionView;
  languageName: (id: string) => string;
  onEdit: () => void;
  onRetire: () => void;
}) {
  const id = useId();
  const retired = question.retiredAt !== null;
  return (
    <article className="card live-question" aria-labelledby={`${id}-text`} data-retired={retired}>
      <p id={`${id}-text`} className="live-question-text">
        {question.Questio}
      </p>
      {retired && question.retiredAt !== null && (
        <p className="status-badge" data-on={false}>
          {`Retired ${formatDateTime(question.retiredAt)}`}
        </p>
      )}
      {question.img && <QuestionImage src={question.img} />}
      <AnswerOptions options={question} correct={question.Ans} chosenLabel="" />
      <DetailList
        rows={[
          ["Language", languageName(question.lang)],
          ["Difficulty", question.tough],
          ["Seconds", question.seconds],
          ["Served", formatCount(question.served)],
          ["Answered", formatCount(question.answered)],
          ["Source", question.source ? "Selected from a user-admin" : "Added by an admin"],
        ]}
      />
      {!retired && (
        <div className="admin-actions">
          <button type="button" className="button" aria-describedby={`${id}-text`} onClick={onEdit}>
            Edit
          </button>
          <button
            type="button"
            className="button"
            aria-describedby={`${id}-text`}
            onClick={onRetire}
          >
            Retire
          </button>
        </div>
      )}
    </article>
  );
}

/** The question's edit form in a dialog; its language stays as it is. */
export function EditQuestionDialog({
  question,
  onSave,
  onCancel,
}: {
  question: LiveQuestionView;
  onSave: (payload: QuestionPayload) => Promise<QuestionSubmitResult>;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog role="dialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>Edit question</h2>
      <QuestionForm
        initial={{
          Questio: question.Questio,
          img: question.img,
          a: question.a,
          b: question.b,
          c: question.c,
          d: question.d,
          Ans: question.Ans,
          tough: question.tough,
          seconds: String(question.seconds),
          lang: question.lang,
        }}
        submitLabel="Save"
        busyLabel="Saving…"
        onSubmit={onSave}
        onCancel={onCancel}
      />
    </ModalDialog>
  );
}
