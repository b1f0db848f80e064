import { useQuery } from "@tanstack/react-query";
import { type CSSProperties, useId, useState } from "react";
import { hueOf } from "../../components/admin/admin-format";
import { SelectFilter } from "../../components/admin/admin-lists";
import { AnswerOptions } from "../../components/answer-options";
import { BusyButton } from "../../components/busy-button";
import { DetailList } from "../../components/detail-list";
import { EmptyState } from "../../components/empty-state";
import { NearDuplicateNotice } from "../../components/near-duplicate-notice";
import { usePopupMessage } from "../../components/popup-message";
import { QuestionImage } from "../../components/question-image";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { ApiRequestError } from "../../lib/api-client";
import { confirmationOf, type SimilarRefusal, similarRefusalOf } from "../../lib/api-errors";
import {
  type PoolQuestion,
  poolQuestionsQuery,
  type Selection,
  useSelectPoolQuestion,
} from "./api";
import { languageNamer, useAdminLanguages } from "./use-admin-languages";
import "../../components/field-shell.css";
import "./admin-questions.css";

/** SPEC.md section 8's select messages, in words for what happened. */
export const selectMessages = {
  noLanguage: "Please select a language!",
  posted: "Selected: players of this language are served it now.",
  exists: "This question already exists.",
  failed: "Something went wrong. Please try again.",
  network: "Could not post the question. Check your connection.",
} as const;

/** SPEC.md's words for a failed select; none for similar questions, which the card shows. */
function failureMessage(error: unknown): string | null {
  if (similarRefusalOf(error)) return null;
  if (!(error instanceof ApiRequestError)) return selectMessages.failed;
  if (error.status === 0) return selectMessages.network;
  if (error.status === 409) return selectMessages.exists;
  if (error.message === selectMessages.noLanguage) return selectMessages.noLanguage;
  return selectMessages.failed;
}

/**
 * /admin/select: the review pool, every contributor's questions. A Select copies one into
 * the language chosen above the list; that copy is what players of the language are served.
 */
export function AdminSelectScreen() {
  const pool = useQuery(poolQuestionsQuery());
  const languages = useAdminLanguages();
  const showMessage = usePopupMessage();
  const [language, setLanguage] = useState("");
  const languageId = useId();
  const nameOf = languageNamer(languages.data?.Data);
  const enabled = (languages.data?.Data ?? []).filter((entry) => entry.enabled);

  // A selection refused for reading like live questions, shown on its
  // card until decided.
  const [nearDuplicate, setNearDuplicate] = useState<{
    selection: Selection;
    refusal: SimilarRefusal;
  } | null>(null);
  const selecting = useSelectPoolQuestion({ failureMessage });
  function send(selection: Selection) {
    setNearDuplicate(null);
    selecting.mutate(selection, {
      onSuccess: () => showMessage(selectMessages.posted),
      onError: (error) => {
        const refusal = similarRefusalOf(error);
        if (refusal) setNearDuplicate({ selection, refusal });
      },
    });
  }
  const busyId = selecting.isPending ? selecting.variables.question.id : null;

  function select(question: PoolQuestion) {
    if (busyId !== null) return;
    if (!language) {
      showMessage(selectMessages.noLanguage);
      return;
    }
    send({ question, language });
  }

  function leavePooled(id: string) {
    setNearDuplicate(null);
    // The notice leaves with focus on it: back to the card's Select, where the admin was.
    document
      .querySelector<HTMLElement>(`[data-pool-question="${id}"] .pool-card .button-primary`)
      ?.focus();
  }

  return (
    <TitledScreen title="Select Questions" width="wide">
      <SelectFilter
        id={languageId}
        label="Language"
        className="select-language"
        value={language}
        aria-describedby={`${languageId}-hint`}
        onValue={setLanguage}
        placeholder="Select Language"
        options={enabled.map((entry) => ({ value: entry.id, label: entry.name }))}
      >
        <p id={`${languageId}-hint`} className="field-hint">
          Select copies a question into this language, where players of it are served the copy.
        </p>
        {languages.error && (
          <p role="alert" className="field-error">
            {`Could not load the languages. ${languages.error.message}`}
          </p>
        )}
      </SelectFilter>
      <ReadView read={pool} what="the questions">
        {({ questions, total }) => (
          <>
            <p className="admin-total">{`Total: ${total}`}</p>
            {questions.length === 0 ? (
              <EmptyState>No user-admin has posted a question yet.</EmptyState>
            ) : (
              <ul className="card-list">
                {questions.map((question) => (
                  <li key={question.id} data-pool-question={question.id}>
                    <PoolQuestionCard
                      question={question}
                      languageName={nameOf}
                      busy={busyId === question.id}
                      onSelect={() => select(question)}
                    />
                    {nearDuplicate?.selection.question.id === question.id && (
                      <NearDuplicateNotice
                        yours={question.text}
                        refusal={nearDuplicate.refusal}
                        actionLabel={`Select into ${nameOf(nearDuplicate.selection.language)} anyway`}
                        backLabel="Leave it in the pool"
                        busy={busyId !== null}
                        onConfirm={() =>
                          send({
                            ...nearDuplicate.selection,
                            confirmation: confirmationOf(nearDuplicate.refusal),
                          })
                        }
                        onBack={() => leavePooled(question.id)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </ReadView>
    </TitledScreen>
  );
}

function PoolQuestionCard({
  question,
  languageName,
  busy,
  onSelect,
}: {
  question: PoolQuestion;
  languageName: (id: string) => string;
  busy: boolean;
  onSelect: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  // Each contributor's cards share a tint and an edge; the name says who it is in words.
  const style = { "--contributor-hue": hueOf(question.contributorId) } as CSSProperties;
  return (
    <article className="card pool-card" style={style} aria-labelledby={`${id}-title`}>
      <h2 className="pool-card-title">
        <button
          id={`${id}-title`}
          type="button"
          className="pool-card-toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          onClick={() => setExpanded((current) => !current)}
        >
          {question.text}
        </button>
      </h2>
      <p className="pool-card-meta">
        <span className="contributor-chip">{`By ${question.contributorName}`}</span>{" "}
        <span>{`No. ${question.number}`}</span>
      </p>
      <p className="pool-card-languages">
        {question.selectedInto.length > 0
          ? `Already in: ${question.selectedInto.map(languageName).join(", ")}`
          : "Not selected into any language yet"}
      </p>
      <div id={`${id}-details`} className="pool-card-details" hidden={!expanded}>
        <DetailList
          rows={[
            ["Seconds", question.seconds],
            ["Language", question.language ? languageName(question.language) : "Not set"],
            ["Type", question.difficulty],
          ]}
        />
        {question.image && expanded && <QuestionImage src={question.image} />}
        <AnswerOptions options={question.options} correct={question.answer} chosenLabel="" />
      </div>
      <BusyButton label={busy ? "Selecting…" : "Select"} busy={busy} primary onClick={onSelect} />
    </article>
  );
}
