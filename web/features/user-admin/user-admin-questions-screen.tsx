import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { AnswerOptions } from "../../components/answer-options";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DetailList } from "../../components/detail-list";
import { QuestionImage } from "../../components/question-image";
import { difficultyText } from "../../components/question-rules";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { type OwnQuestion, ownQuestionsQuery, useDeleteContributorQuestion } from "./api";
import { useContributorProfile } from "./use-contributor-profile";
import { useSessionId } from "./use-session-id";

/** /admin/user/questions: the user-admin's own questions, each with its delete button. */
export function UserAdminQuestionsScreen() {
  const { i18n } = useLingui();
  const questions = useQuery(ownQuestionsQuery(useSessionId()));
  const profile = useContributorProfile();
  const [confirming, setConfirming] = useState<OwnQuestion | null>(null);
  const [notice, setNotice] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);

  const languageNames = new Map(
    (profile.data?.data.languages ?? []).map((language) => [language.id, language.name]),
  );
  const nameOf = (id: string) => languageNames.get(id) ?? id;

  const deleting = useDeleteContributorQuestion({
    // SPEC.md section 8's words.
    failureMessage: () => i18n._("contributor.questions.deleteFailed"),
  });
  function remove(question: OwnQuestion) {
    setNotice("");
    deleting.mutate(question.id, {
      onSuccess: () => {
        setNotice(i18n._("contributor.questions.deleted", { number: question.number }));
        setConfirming(null);
        // The card and its button are gone: the reader continues from the heading.
        headingRef.current?.focus();
        void questions.refetch();
      },
      onError: () => setConfirming(null),
    });
  }

  return (
    <TitledScreen title={i18n._("contributor.questions.title")} headingRef={headingRef}>
      <StatusLine>{notice}</StatusLine>
      <ReadView read={questions} what={i18n._("contributor.questions.readWhat")}>
        {(data) =>
          data.length === 0 ? (
            <p className="ua-total">{i18n._("contributor.questions.none")}</p>
          ) : (
            <>
              <p className="ua-total">
                {i18n._("contributor.questions.total", { total: data.length })}
              </p>
              <ul className="card-list">
                {data.map((question) => (
                  <li key={question.id}>
                    <ContributorQuestionCard
                      question={question}
                      languageName={nameOf}
                      onDelete={() => setConfirming(question)}
                    />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </ReadView>
      {confirming && (
        <ConfirmDialog
          title={i18n._("contributor.questions.delete.title", { number: confirming.number })}
          details={i18n._("contributor.questions.delete.details", { text: confirming.text })}
          confirmLabel={i18n._("contributor.questions.delete.confirm")}
          busy={deleting.isPending}
          onConfirm={() => remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </TitledScreen>
  );
}

function ContributorQuestionCard({
  question,
  languageName,
  onDelete,
}: {
  question: OwnQuestion;
  languageName: (id: string) => string;
  onDelete: () => void;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <article className="card ua-question" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {i18n._("contributor.questions.card.title", { number: question.number })}
      </h2>
      <p className="ua-question-text">{question.text}</p>
      {question.image && <QuestionImage src={question.image} />}
      <AnswerOptions options={question.options} correct={question.answer} chosenLabel="" />
      <DetailList
        rows={[
          [
            i18n._("contributor.questions.card.difficulty"),
            difficultyText(i18n, question.difficulty),
          ],
          [i18n._("contributor.questions.card.seconds"), question.seconds],
          [
            i18n._("contributor.questions.card.language"),
            question.language
              ? languageName(question.language)
              : i18n._("contributor.questions.card.languageUnset"),
          ],
          [
            i18n._("contributor.questions.card.selectedInto"),
            question.selectedInto.length > 0
              ? question.selectedInto.map(languageName).join(", ")
              : i18n._("contributor.questions.card.notSelected"),
          ],
        ]}
      />
      <button type="button" className="button" onClick={onDelete}>
        {i18n._("contributor.questions.card.delete", { number: question.number })}
      </button>
    </article>
  );
}
