import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { difficulties } from "../../../contract/contributor";
import { formatCount } from "../../components/admin/admin-format";
import { SearchField, SelectFilters } from "../../components/admin/admin-lists";
import { type AddressFilters, useAddressFilters } from "../../components/admin/use-address-filters";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { EmptyState } from "../../components/empty-state";
import { Pager } from "../../components/pager";
import type { QuestionSubmitOptions, QuestionSubmitResult } from "../../components/question-form";
import {
  difficultyText,
  type QuestionPayload,
  questionRefusalOf,
} from "../../components/question-rules";
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

/** The bank's columns, each named by admin.questions.column (the rows say them too). */
const questionColumns = [
  "question",
  "language",
  "difficulty",
  "usedIn",
  "served",
  "answered",
  "correct",
] as const;

/** What the trial mark means, said the same in the filter and in each row. */
const usedInOptionsOf = (i18n: I18n) => [
  { value: "yes", label: i18n._("admin.questions.filter.trialOnly") },
  { value: "no", label: i18n._("admin.questions.filter.paidOnly") },
];

/**
 * /admin/questions: the live bank players are served from, 25 compact rows to a page
 *. Filters, search and page live in the address; a row opens to edit, retire
 * or move its question between paid runs and the visitors' trial (the two sets never
 * meet). Languages have their own screen.
 */
export function AdminQuestionsScreen() {
  const { i18n } = useLingui();
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
            trial ? i18n._("admin.questions.markedTrial") : i18n._("admin.questions.movedPaid"),
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
        setNotice(i18n._("admin.questions.retired"));
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
      setNotice(i18n._("admin.questions.saved"));
      return {};
    } catch (error) {
      return questionRefusalOf(error) ?? {};
    }
  }

  return (
    <TitledScreen title={i18n._("admin.questions.title")} width="wide">
      <p>
        <Trans
          id="admin.questions.intro"
          components={{
            0: <Link to={paths.adminAddQuestion} />,
            1: <Link to={paths.adminImportQuestions} />,
            2: <Link to={paths.adminLanguages} />,
          }}
        />
      </p>
      <QuestionFilters filters={filters} languages={languages.data?.Data ?? []} onChange={update} />
      <h2 ref={listHeadingRef} tabIndex={-1} className="admin-list-heading">
        {i18n._("admin.questions.bank")}
      </h2>
      <StatusLine>{notice}</StatusLine>
      <ReadView read={bank} what={i18n._("admin.questions.readWhat")}>
        {(data) => (
          <>
            <p className="admin-total">
              {i18n._("admin.questions.total", {
                count: data.total,
                shown: formatCount(data.total),
              })}
            </p>
            {data.questions.length === 0 ? (
              <EmptyState>
                {filtered ? i18n._("admin.questions.noMatch") : i18n._("admin.questions.empty")}
              </EmptyState>
            ) : (
              <>
                <div className="question-rows-head" aria-hidden="true">
                  {questionColumns.map((column) => (
                    <span key={column}>{i18n._("admin.questions.column", { column })}</span>
                  ))}
                </div>
                <ul className="question-rows" aria-label={i18n._("admin.questions.onPage")}>
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
          title={i18n._("admin.questions.retire.title")}
          details={i18n._("admin.questions.retire.details", { text: retiring.text })}
          confirmLabel={i18n._("admin.questions.retire.confirm")}
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
  const { i18n } = useLingui();
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
    <search aria-label={i18n._("admin.questions.filter")}>
      <form className="filters" onSubmit={submit}>
        <SelectFilters
          idPrefix={id}
          specs={[
            {
              name: "lang",
              label: i18n._("admin.questions.column", { column: "language" }),
              placeholder: i18n._("admin.questions.filter.allLanguages"),
              options: languageOptions,
            },
            {
              name: "tough",
              label: i18n._("admin.questions.column", { column: "difficulty" }),
              placeholder: i18n._("admin.questions.filter.anyDifficulty"),
              options: difficulties.map((difficulty) => ({
                value: difficulty,
                label: difficultyText(i18n, difficulty),
              })),
            },
            {
              name: "trial",
              label: i18n._("admin.questions.column", { column: "usedIn" }),
              placeholder: i18n._("admin.questions.filter.anyUse"),
              options: usedInOptionsOf(i18n),
            },
          ]}
          values={filters}
          onChange={onChange}
        />
        <SearchField
          id={`${id}-q`}
          label={i18n._("admin.questions.search")}
          value={search}
          onValue={setSearch}
        />
        <button type="submit" className="button">
          {i18n._("admin.questions.search")}
        </button>
      </form>
    </search>
  );
}
