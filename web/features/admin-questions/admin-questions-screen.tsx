import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { difficulties } from "../../../contract/contributor";
import { formatCountOf } from "../../components/admin/admin-format";
import { SearchField, SelectFilters } from "../../components/admin/admin-lists";
import { type AddressFilters, useAddressFilters } from "../../components/admin/use-address-filters";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { EmptyState } from "../../components/empty-state";
import { Pager } from "../../components/pager";
import type { QuestionSubmitOptions, QuestionSubmitResult } from "../../components/question-form";
import { type QuestionPayload, questionRefusalOf } from "../../components/question-rules";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { questionFieldsOf } from "../../lib/api/question-content";
import { messageUnless } from "../../lib/api-errors";
import { paths } from "../../lib/paths";
import {
  type LiveQuestion,
  liveQuestionsQuery,
  useEditLiveQuestion,
  useRetireLiveQuestion,
} from "./api";
import { LiveQuestionRow } from "./live-question-row";
import { languageNamer, useAdminLanguages } from "./use-admin-languages";
import "./admin-questions.css";

const filterNames = ["lang", "tough", "trial", "q"] as const;

/** What the trial mark means, said the same in the filter and in each row. */
const usedInOptions = [
  { value: "yes", label: "Trial only" },
  { value: "no", label: "Paid runs only" },
];

/**
 * /admin/questions: the live bank players are served from, 25 compact rows to a page
 *. Filters, search and page live in the address; a row opens to edit, retire
 * or move its question between paid runs and the visitors' trial (the two sets never
 * meet). Languages have their own screen.
 */
export function AdminQuestionsScreen() {
  const { filters, update, filtered, query } = useAddressFilters(filterNames);
  const bank = useQuery(liveQuestionsQuery(query));
  const languages = useAdminLanguages();
  const nameOf = languageNamer(languages.data?.Data);
  const [openId, setOpenId] = useState<string | null>(null);
  const [retiring, setRetiring] = useState<LiveQuestion | null>(null);
  const [notice, setNotice] = useState("");
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  const saving = useEditLiveQuestion({ failureMessage: messageUnless(questionRefusalOf) });
  const marking = useEditLiveQuestion();
  const retirement = useRetireLiveQuestion();

  function markTrial(question: LiveQuestion, trial: boolean) {
    marking.mutate(
      { id: question.id, body: { trial } },
      {
        onSuccess: () =>
          setNotice(
            trial
              ? "Marked for the trial: only the visitors' trial draws it now, never a paid run."
              : "Moved to paid runs: the trial no longer draws it.",
          ),
      },
    );
  }

  function retire(question: LiveQuestion) {
    retirement.mutate(question.id, {
      onError: () => setRetiring(null),
      onSuccess: () => {
        setRetiring(null);
        setOpenId(null);
        setNotice("Retired the question. Players are never served it again.");
        listHeadingRef.current?.focus();
      },
    });
  }

  async function save(
    question: LiveQuestion,
    payload: QuestionPayload,
    confirmation: QuestionSubmitOptions,
  ): Promise<QuestionSubmitResult> {
    // An edit keeps the question's language.
    const { lang: _unused, ...fields } = questionFieldsOf(payload);
    try {
      await saving.mutateAsync({ id: question.id, body: { ...fields, ...confirmation } });
      setOpenId(null);
      setNotice("Saved the question.");
      return {};
    } catch (error) {
      return questionRefusalOf(error) ?? {};
    }
  }

  return (
    <TitledScreen title="Questions" width="wide">
      <p>
        The live bank players are served from. Open a question to edit or retire it;{" "}
        <Link to={paths.adminAddQuestion}>add one</Link>,{" "}
        <Link to={paths.adminImportQuestions}>import many from a file</Link> or manage the{" "}
        <Link to={paths.adminLanguages}>languages</Link>.
      </p>
      <QuestionFilters filters={filters} languages={languages.data?.Data ?? []} onChange={update} />
      <h2 ref={listHeadingRef} tabIndex={-1} className="admin-list-heading">
        Bank
      </h2>
      <StatusLine>{notice}</StatusLine>
      <ReadView read={bank} what="the questions">
        {(data) => (
          <>
            <p className="admin-total">{formatCountOf(data.total, "question", "questions")}</p>
            {data.questions.length === 0 ? (
              <EmptyState>
                {filtered ? "No question matches these filters." : "No questions in the bank yet."}
              </EmptyState>
            ) : (
              <>
                <div className="question-rows-head" aria-hidden="true">
                  {[
                    "Question",
                    "Language",
                    "Difficulty",
                    "Used in",
                    "Served",
                    "Answered",
                    "Correct",
                  ].map((title) => (
                    <span key={title}>{title}</span>
                  ))}
                </div>
                <ul className="question-rows" aria-label="Questions on this page">
                  {data.questions.map((question) => (
                    <LiveQuestionRow
                      key={question.id}
                      question={question}
                      languageName={nameOf}
                      open={openId === question.id}
                      onToggle={() =>
                        setOpenId((current) => (current === question.id ? null : question.id))
                      }
                      onSave={(payload, options) => save(question, payload, options)}
                      onRetire={() => setRetiring(question)}
                      marking={marking.isPending}
                      onMarkTrial={(trial) => markTrial(question, trial)}
                    />
                  ))}
                </ul>
              </>
            )}
            <Pager of={data} onPage={(page) => update({ ...filters, page })} />
          </>
        )}
      </ReadView>
      {retiring && (
        <ConfirmDialog
          title="Retire this question?"
          details={`"${retiring.text}" will never be served to players again. Its history stays.`}
          confirmLabel="Retire"
          busy={retirement.isPending}
          onConfirm={() => retire(retiring)}
          onCancel={() => setRetiring(null)}
        />
      )}
    </TitledScreen>
  );
}

type Filters = AddressFilters<(typeof filterNames)[number]>;

function QuestionFilters({
  filters,
  languages,
  onChange,
}: {
  filters: Filters;
  languages: { id: string; name: string }[];
  onChange: (next: Partial<Filters>) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState(filters.q);
  const languageOptions = languages.map((language) => ({
    value: language.id,
    label: language.name,
  }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ q: search.trim() });
  }

  return (
    <search aria-label="Filter questions">
      <form className="filters" onSubmit={submit}>
        <SelectFilters
          idPrefix={id}
          specs={[
            {
              name: "lang",
              label: "Language",
              placeholder: "All languages",
              options: languageOptions,
            },
            {
              name: "tough",
              label: "Difficulty",
              placeholder: "Any difficulty",
              options: difficulties,
            },
            {
              name: "trial",
              label: "Used in",
              placeholder: "Trial and paid runs",
              options: usedInOptions,
            },
          ]}
          values={filters}
          onChange={onChange}
        />
        <SearchField id={`${id}-q`} label="Search" value={search} onValue={setSearch} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
    </search>
  );
}
