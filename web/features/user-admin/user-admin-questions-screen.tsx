import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { AnswerOptions } from "../../components/answer-options";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DetailList } from "../../components/detail-list";
import { QuestionImage } from "../../components/question-image";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { type OwnQuestion, ownQuestionsQuery, useDeleteContributorQuestion } from "./api";
import { useContributorProfile } from "./use-contributor-profile";
import { useSessionId } from "./use-session-id";

/** SPEC.md section 8. */
const DELETE_FAILED = "Something went wrong. Please try again later.";

/** /admin/user/questions: the user-admin's own questions, each with its delete button. */
export function UserAdminQuestionsScreen() {
  const questions = useQuery(ownQuestionsQuery(useSessionId()));
  const profile = useContributorProfile();
  const [confirming, setConfirming] = useState<OwnQuestion | null>(null);
  const [notice, setNotice] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);

  const languageNames = new Map(
    (profile.data?.data.languages ?? []).map((language) => [language.id, language.name]),
  );
  const nameOf = (id: string) => languageNames.get(id) ?? id;

  const deleting = useDeleteContributorQuestion({ failureMessage: () => DELETE_FAILED });
  function remove(question: OwnQuestion) {
    setNotice("");
    deleting.mutate(question.id, {
      onSuccess: () => {
        setNotice(`Deleted question ${question.number}.`);
        setConfirming(null);
        // The card and its button are gone: the reader continues from the heading.
        headingRef.current?.focus();
        void questions.refetch();
      },
      onError: () => setConfirming(null),
    });
  }

  return (
    <TitledScreen title="View Questions" headingRef={headingRef}>
      <StatusLine>{notice}</StatusLine>
      <ReadView read={questions} what="your questions">
        {(data) =>
          data.length === 0 ? (
            <p className="ua-total">0 questions found.</p>
          ) : (
            <>
              <p className="ua-total">{`Total questions: ${data.length}`}</p>
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
          title={`Delete question ${confirming.number}?`}
          details={`"${confirming.text}" will be removed from your list. A copy already selected into a language stays in play.`}
          confirmLabel="Delete"
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
  const titleId = useId();
  return (
    <article className="card ua-question" aria-labelledby={titleId}>
      <h2 id={titleId}>{`Question ${question.number}`}</h2>
      <p className="ua-question-text">{question.text}</p>
      {question.image && <QuestionImage src={question.image} />}
      <AnswerOptions options={question.options} correct={question.answer} chosenLabel="" />
      <DetailList
        rows={[
          ["Difficulty", question.difficulty],
          ["Seconds", question.seconds],
          ["Language", question.language ? languageName(question.language) : "Not set"],
          [
            "Selected into",
            question.selectedInto.length > 0
              ? question.selectedInto.map(languageName).join(", ")
              : "Not selected yet",
          ],
        ]}
      />
      <button type="button" className="button" onClick={onDelete}>
        {`Delete question ${question.number}`}
      </button>
    </article>
  );
}
