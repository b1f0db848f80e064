import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type {
  EditLiveQuestionBody,
  LiveQuestionsResponse,
  LiveQuestionView,
} from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import type { StatusOk } from "../../../contract/auth";
import { difficulties } from "../../../contract/contributor";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { PageTitle } from "../../components/page-title";
import type { QuestionSubmitOptions, QuestionSubmitResult } from "../../components/question-form";
import { type QuestionPayload, questionRefusalOf } from "../../components/question-rules";
import { ReadView } from "../../components/read-view";
import { apiRequest } from "../../lib/api-client";
import { messageUnless } from "../../lib/api-errors";
import { apiQuery } from "../../lib/api-query";
import { paths } from "../../lib/paths";
import { formatCount } from "./admin-format";
import { EmptyState, Pager } from "./admin-parts";
import { LiveQuestionRow } from "./live-question-row";
import { languageNamer, useAdminLanguages } from "./use-admin-languages";

/** The list's filters, kept in the address so a page of results can be reloaded or shared. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters = {
    lang: params.get("lang") ?? "",
    tough: params.get("tough") ?? "",
    q: params.get("q") ?? "",
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
  function update(next: Partial<typeof filters>) {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.lang) search.set("lang", merged.lang);
    if (merged.tough) search.set("tough", merged.tough);
    if (merged.q) search.set("q", merged.q);
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search);
  }
  return { filters, update };
}

/**
 * /admin/questions: the live bank players are served from, 25 compact rows to a page
 * (issue 14). Filters, search and page live in the address; a row opens to edit or
 * retire its question. Languages have their own screen.
 */
export function AdminQuestionsScreen() {
  const { filters, update } = useFilters();
  const bank = useQuery(
    apiQuery<LiveQuestionsResponse>(adminPaths.questions, "admin", {
      lang: filters.lang,
      tough: filters.tough,
      q: filters.q,
      page: String(filters.page),
    }),
  );
  const languages = useAdminLanguages();
  const nameOf = languageNamer(languages.data?.Data);
  const [openId, setOpenId] = useState<string | null>(null);
  const [retiring, setRetiring] = useState<LiveQuestionView | null>(null);
  const [notice, setNotice] = useState("");
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  const saving = useMutation({
    mutationFn: ({ question, body }: { question: LiveQuestionView; body: EditLiveQuestionBody }) =>
      apiRequest<StatusOk>(adminPaths.question(question._id), {
        audience: "admin",
        method: "PATCH",
        body,
      }),
    onSuccess: () => {
      setOpenId(null);
      setNotice("Saved the question.");
      void bank.refetch();
    },
    meta: { failureMessage: messageUnless(questionRefusalOf) },
  });
  const retirement = useMutation({
    mutationFn: (question: LiveQuestionView) =>
      apiRequest<StatusOk>(adminPaths.retireQuestion(question._id), {
        audience: "admin",
        method: "POST",
      }),
    onError: () => setRetiring(null),
    onSuccess: () => {
      setRetiring(null);
      setOpenId(null);
      setNotice("Retired the question. Players are never served it again.");
      listHeadingRef.current?.focus();
      void bank.refetch();
    },
  });

  async function save(
    question: LiveQuestionView,
    { lang: _unused, ...fields }: QuestionPayload,
    { allowSimilar }: QuestionSubmitOptions,
  ): Promise<QuestionSubmitResult> {
    try {
      await saving.mutateAsync({
        question,
        body: { ...fields, ...(allowSimilar ? { allowSimilar } : {}) },
      });
      return {};
    } catch (error) {
      return questionRefusalOf(error) ?? {};
    }
  }

  return (
    <section className="screen screen-wide">
      <PageTitle title="Questions" />
      <h1>Questions</h1>
      <p>
        The live bank players are served from. Open a question to edit or retire it;{" "}
        <Link to={paths.adminAddQuestion}>add one</Link> or manage the{" "}
        <Link to={paths.adminLanguages}>languages</Link>.
      </p>
      <QuestionFilters filters={filters} languages={languages.data?.Data ?? []} onChange={update} />
      <h2 ref={listHeadingRef} tabIndex={-1} className="admin-list-heading">
        Bank
      </h2>
      <p className="form-status" role="status">
        {notice}
      </p>
      <ReadView read={bank} what="the questions">
        {(data) => {
          const filtered = Boolean(filters.lang || filters.tough || filters.q);
          return (
            <>
              <p className="admin-total">{`${formatCount(data.total)} ${data.total === 1 ? "question" : "questions"}`}</p>
              {data.data.length === 0 ? (
                <EmptyState>
                  {filtered
                    ? "No question matches these filters."
                    : "No questions in the bank yet."}
                </EmptyState>
              ) : (
                <>
                  <div className="question-rows-head" aria-hidden="true">
                    {["Question", "Language", "Difficulty", "Served", "Answered", "Correct"].map(
                      (title) => (
                        <span key={title}>{title}</span>
                      ),
                    )}
                  </div>
                  <ul className="question-rows" aria-label="Questions on this page">
                    {data.data.map((question) => (
                      <LiveQuestionRow
                        key={question._id}
                        question={question}
                        languageName={nameOf}
                        open={openId === question._id}
                        onToggle={() =>
                          setOpenId((current) => (current === question._id ? null : question._id))
                        }
                        onSave={(payload, options) => save(question, payload, options)}
                        onRetire={() => setRetiring(question)}
                      />
                    ))}
                  </ul>
                </>
              )}
              <Pager
                page={data.page}
                total={data.total}
                pageSize={data.pageSize}
                onPage={(page) => update({ ...filters, page })}
              />
            </>
          );
        }}
      </ReadView>
      {retiring && (
        <ConfirmDialog
          title="Retire this question?"
          details={`"${retiring.Questio}" will never be served to players again. Its history stays.`}
          confirmLabel="Retire"
          busy={retirement.isPending}
          onConfirm={() => retirement.mutate(retiring)}
          onCancel={() => setRetiring(null)}
        />
      )}
    </section>
  );
}

type Filters = ReturnType<typeof useFilters>["filters"];

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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ q: search.trim() });
  }

  return (
    <search aria-label="Filter questions">
      <form className="filters" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-lang`}>Language</label>
          <select
            id={`${id}-lang`}
            value={filters.lang}
            onChange={(event) => onChange({ lang: event.target.value })}
          >
            <option value="">All languages</option>
            {languages.map((language) => (
              <option key={language.id} value={language.id}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-tough`}>Difficulty</label>
          <select
            id={`${id}-tough`}
            value={filters.tough}
            onChange={(event) => onChange({ tough: event.target.value })}
          >
            <option value="">Any difficulty</option>
            {difficulties.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficulty}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-q`}>Search</label>
          <input
            id={`${id}-q`}
            type="search"
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>
    </search>
  );
}
