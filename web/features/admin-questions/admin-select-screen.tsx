import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
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
import { difficultyText } from "../../components/question-rules";
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

/** The server's refusal of a select without a language (SPEC.md section 8), as it words it. */
const SERVER_NO_LANGUAGE = "Please select a language!";

/** SPEC.md's words for a failed select; none for similar questions, which the card shows. */
function failureText(i18n: I18n, error: unknown): string | null {
  if (similarRefusalOf(error)) return null;
  if (!(error instanceof ApiRequestError)) return i18n._("admin.select.failed");
  if (error.status === 0) return i18n._("admin.select.network");
  if (error.status === 409) return i18n._("admin.select.exists");
  if (error.message === SERVER_NO_LANGUAGE) return i18n._("admin.select.noLanguage");
  return i18n._("admin.select.failed");
}

/**
 * /admin/select: the review pool, every contributor's questions. A Select copies one into
 * the language chosen above the list; that copy is what players of the language are served.
 */
export function AdminSelectScreen() {
  const { i18n } = useLingui();
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
  const selecting = useSelectPoolQuestion({
    failureMessage: (error: unknown) => failureText(i18n, error),
  });
  function send(selection: Selection) {
    setNearDuplicate(null);
    selecting.mutate(selection, {
      onSuccess: () => showMessage(i18n._("admin.select.posted")),
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
      showMessage(i18n._("admin.select.noLanguage"));
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
    <TitledScreen title={i18n._("admin.select.title")} width="wide">
      <SelectFilter
        id={languageId}
        label={i18n._("admin.select.language")}
        className="select-language"
        value={language}
        aria-describedby={`${languageId}-hint`}
        onValue={setLanguage}
        placeholder={i18n._("admin.select.languagePlaceholder")}
        options={enabled.map((entry) => ({ value: entry.id, label: entry.name }))}
      >
        <p id={`${languageId}-hint`} className="field-hint">
          {i18n._("admin.select.languageHint")}
        </p>
        {languages.error && (
          <p role="alert" className="field-error">
            {i18n._("admin.select.languagesFailed", { message: languages.error.message })}
          </p>
        )}
      </SelectFilter>
      <ReadView read={pool} what={i18n._("admin.questions.readWhat")}>
        {({ questions, total }) => (
          <>
            <p className="admin-total">{i18n._("admin.select.total", { total })}</p>
            {questions.length === 0 ? (
              <EmptyState>{i18n._("admin.select.empty")}</EmptyState>
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
                        actionLabel={i18n._("admin.select.anyway", {
                          language: nameOf(nearDuplicate.selection.language),
                        })}
                        backLabel={i18n._("admin.select.leave")}
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
  const { i18n } = useLingui();
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
        <span className="contributor-chip">
          {i18n._("admin.select.card.by", { name: question.contributorName })}
        </span>{" "}
        <span>{i18n._("admin.select.card.number", { number: question.number })}</span>
      </p>
      <p className="pool-card-languages">
        {question.selectedInto.length > 0
          ? i18n._("admin.select.card.alreadyIn", {
              languages: question.selectedInto.map(languageName).join(", "),
            })
          : i18n._("admin.select.card.notSelected")}
      </p>
      <div id={`${id}-details`} className="pool-card-details" hidden={!expanded}>
        <DetailList
          rows={[
            [i18n._("admin.select.card.seconds"), question.seconds],
            [
              i18n._("admin.select.language"),
              question.language
                ? languageName(question.language)
                : i18n._("admin.select.card.languageUnset"),
            ],
            [i18n._("admin.select.card.type"), difficultyText(i18n, question.difficulty)],
          ]}
        />
        {question.image && expanded && <QuestionImage src={question.image} />}
        <AnswerOptions options={question.options} correct={question.answer} chosenLabel="" />
      </div>
      <BusyButton
        label={busy ? i18n._("admin.select.card.selecting") : i18n._("admin.select.card.select")}
        busy={busy}
        primary
        onClick={onSelect}
      />
    </article>
  );
}
