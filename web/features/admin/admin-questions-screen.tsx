import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
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
import type { QuestionSubmitResult } from "../../components/question-form";
import { type QuestionPayload, questionFieldErrors } from "../../components/question-rules";
import { ReadView } from "../../components/read-view";
import { apiRequest } from "../../lib/api-client";
import { messageUnless } from "../../lib/api-errors";
import { apiQuery } from "../../lib/api-query";
import { LANGUAGES_ANCHOR, LANGUAGES_HASH } from "./admin-anchors";
import { formatCount } from "./admin-format";
import { AdminLanguagesPanel } from "./admin-languages-panel";
import { EmptyState } from "./admin-parts";
import { EditQuestionDialog, LiveQuestionCard } from "./live-question-card";
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
 * /admin/questions: the live bank players are served from, by language. Filter, search,
 * page, edit a question in a dialog or retire it; the languages panel is below.
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
  const [editing, setEditing] = useState<LiveQuestionView | null>(null);
  const [retiring, setRetiring] = useState<LiveQuestionView | null>(null);
  const [notice, setNotice] = useState("");
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const languagesHeadingRef = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const languagesLoaded = languages.data !== undefined;

  useEffect(() => {
    if (hash === LANGUAGES_HASH && languagesLoaded) {
      languagesHeadingRef.current?.scrollIntoView?.();
      languagesHeadingRef.current?.focus();
    }
  }, [hash, languagesLoaded]);

  const saving = useMutation({
    mutationFn: ({ question, body }: { question: LiveQuestionView; body: EditLiveQuestionBody }) =>
      apiRequest<StatusOk>(adminPaths.question(question._id), {
        audience: "admin",
        method: "PATCH",
        body,
      }),
    onSuccess: () => {
      setEditing(null);
      setNotice("Saved the question.");
      void bank.refetch();
    },
    meta: { failureMessage: messageUnless(questionFieldErrors) },
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
      setNotice("Retired the question. Players are never served it again.");
      listHeadingRef.current?.focus();
      void bank.refetch();
    },
  });

  async function save(
    question: LiveQuestionView,
    payload: QuestionPayload,
  ): Promise<QuestionSubmitResult> {
    const { lang: _unused, ...body } = payload;
    try {
      await saving.mutateAsync({ question, body });
      return {};
    } catch (error) {
      const fieldErrors = questionFieldErrors(error);
      return fieldErrors ? { fieldErrors } : {};
    }
  }

  return (
    <section className="screen screen-wide">
      <PageTitle title="Questions" />
      <h1>Questions</h1>
      <p>
        The live bank players are served from. <a href={LANGUAGES_HASH}>Languages</a> are below the
        list.
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
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
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
                <ul className="card-list">
                  {data.data.map((question) => (
                    <li key={question._id}>
                      <LiveQuestionCard
                        question={question}
                        languageName={nameOf}
                        onEdit={() => setEditing(question)}
                        onRetire={() => setRetiring(question)}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {pages > 1 && (
                <nav aria-label="Pages" className="pager">
                  <button
                    type="button"
                    className="button"
                    disabled={data.page <= 1}
                    onClick={() => update({ ...filters, page: data.page - 1 })}
                  >
                    Previous page
                  </button>
                  <span>{`Page ${data.page} of ${pages}`}</span>
                  <button
                    type="button"
                    className="button"
                    disabled={data.page >= pages}
                    onClick={() => update({ ...filters, page: data.page + 1 })}
                  >
                    Next page
                  </button>
                </nav>
              )}
            </>
          );
        }}
      </ReadView>
      <div id={LANGUAGES_ANCHOR}>
        <AdminLanguagesPanel languages={languages} headingRef={languagesHeadingRef} />
      </div>
      {editing && (
        <EditQuestionDialog
          question={editing}
          onSave={(payload) => save(editing, payload)}
          onCancel={() => setEditing(null)}
        />
      )}
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
