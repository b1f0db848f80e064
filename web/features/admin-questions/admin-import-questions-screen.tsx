import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import {
  type ImportQuestionsResponse,
  type ImportRowView,
  importColumns,
  QUESTION_IMPORT_MAX_BYTES,
  QUESTION_IMPORT_MAX_ROWS,
  type QuestionFileFormat,
} from "../../../contract/question-import";
import { formatCount } from "../../components/admin/admin-format";
import { AdminTable } from "../../components/admin/admin-lists";
import { BusyButton } from "../../components/busy-button";
import { FieldShell } from "../../components/field-shell";
import { FormActions } from "../../components/form-actions";
import { SelectField } from "../../components/select-field";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { useFieldForm } from "../../components/use-field-form";
import { ApiRequestError } from "../../lib/api-client";
import { type FieldErrors, fieldErrorsFor, messageUnless } from "../../lib/api-errors";
import { paths } from "../../lib/paths";
import { type ImportLiveQuestions, useImportLiveQuestions } from "./api";
import "./admin-questions.css";

const formats = [
  { value: "csv", label: "CSV" },
  { value: "json", label: "JSON" },
];
const template = Object.keys(importColumns).join(",");

/** "3 questions", in the language in use. */
const questionsText = (i18n: I18n, count: number) =>
  i18n._("admin.questions.total", { count, shown: formatCount(count) });

/** A refusal of the whole file, shown at the file's own field: unreadable, too large. */
function fileRefusalOf(error: unknown): FieldErrors | null {
  if (error instanceof ApiRequestError && error.status === 413) return { text: error.message };
  return fieldErrorsFor(error, ["format", "text"]);
}

/**
 * /admin/questions/import: many questions into the live bank at once. The file
 * is pasted or chosen, previewed row by row (the server's own checks, near-duplicates
 * included) and saved only when confirmed; editing the file drops the preview, so what is
 * confirmed is what was previewed.
 */
export function AdminImportQuestionsScreen() {
  const { i18n } = useLingui();
  const fileId = useId();
  const [preview, setPreview] = useState<ImportQuestionsResponse | null>(null);
  const [result, setResult] = useState<ImportQuestionsResponse | null>(null);
  const [fileStatus, setFileStatus] = useState("");
  const form = useFieldForm(
    ["format", "text"],
    { format: "csv", text: "" },
    {
      onEdit: () => {
        setPreview(null);
        setResult(null);
      },
    },
  );

  const importing = useImportLiveQuestions({ failureMessage: messageUnless(fileRefusalOf) });
  const send = (dryRun: boolean) => {
    if (importing.isPending) return;
    importing.mutate(
      { format: form.values.format as QuestionFileFormat, text: form.values.text, dryRun },
      {
        onSuccess: (reply) => {
          setPreview(reply.dryRun ? reply : null);
          setResult(reply.dryRun ? null : reply);
        },
        onError: (error) => {
          const refused = fileRefusalOf(error);
          if (refused) form.refuse(refused);
        },
      },
    );
  };

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.values.text.trim()) {
      form.refuse({ text: i18n._("admin.import.textMissing") });
      return;
    }
    send(true);
  }

  async function open(file: File | undefined) {
    if (!file) return;
    if (file.size > QUESTION_IMPORT_MAX_BYTES) {
      form.refuse({
        text: i18n._("admin.import.tooLarge", {
          name: file.name,
          kilobytes: QUESTION_IMPORT_MAX_BYTES / 1024,
        }),
      });
      return;
    }
    const text = await file.text();
    form.change("text", text);
    form.change("format", /\.json$/i.test(file.name) ? "json" : "csv");
    setFileStatus(i18n._("admin.import.read", { name: file.name }));
  }

  const shown = result ?? preview;
  return (
    <TitledScreen title={i18n._("admin.import.title")} width="wide">
      <p>
        <Trans
          id="admin.import.intro"
          values={{ max: QUESTION_IMPORT_MAX_ROWS }}
          components={{ 0: <Link to={paths.adminQuestions} /> }}
        />
      </p>
      <form ref={form.formRef} className="import-form" onSubmit={check} noValidate>
        <SelectField
          {...form.input("format")}
          label={i18n._("admin.import.format")}
          options={formats}
        />
        <FieldShell
          {...form.field("text")}
          label={i18n._("admin.import.text")}
          hint={i18n._("admin.import.textHint", { columns: template })}
        >
          {(aria) => (
            <textarea
              {...aria}
              {...form.bind("text")}
              className="import-text"
              rows={10}
              spellCheck={false}
              autoComplete="off"
            />
          )}
        </FieldShell>
        <div className="field">
          <label htmlFor={fileId}>{i18n._("admin.import.file")}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(event) => void open(event.target.files?.[0])}
          />
          <StatusLine>{fileStatus}</StatusLine>
        </div>
        <FormActions submitLabel={i18n._("admin.import.check")} busy={importing.isPending} />
      </form>
      <StatusLine>
        {progressOf(i18n, importing.isPending, importing.variables, preview, result)}
      </StatusLine>
      {shown && (
        <ImportOutcome reply={shown} busy={importing.isPending} onConfirm={() => send(false)} />
      )}
    </TitledScreen>
  );
}

function progressOf(
  i18n: I18n,
  pending: boolean,
  sent: ImportLiveQuestions | undefined,
  preview: ImportQuestionsResponse | null,
  result: ImportQuestionsResponse | null,
): string {
  if (pending && sent?.dryRun === false) {
    return i18n._("admin.import.saving", {
      questions: questionsText(i18n, preview?.totals.ok ?? 0),
    });
  }
  if (pending) return i18n._("admin.import.checking");
  if (result) {
    const { ok, saved } = result.totals;
    return i18n._("admin.import.saved", {
      questions: questionsText(i18n, saved),
      all: String(saved === ok),
    });
  }
  return "";
}

function ImportOutcome({
  reply,
  busy,
  onConfirm,
}: {
  reply: ImportQuestionsResponse;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { i18n } = useLingui();
  const { rows, ok, refused } = reply.totals;
  return (
    <section className="import-outcome" aria-labelledby="import-outcome-heading">
      <h2 id="import-outcome-heading">
        {i18n._("admin.import.outcome", { dryRun: String(reply.dryRun) })}
      </h2>
      <p className="admin-total">
        {i18n._("admin.import.totals", {
          rows,
          shown: formatCount(rows),
          ok,
          refused,
          dryRun: String(reply.dryRun),
        })}
      </p>
      {reply.dryRun &&
        (ok > 0 ? (
          <BusyButton
            primary
            busy={busy}
            label={i18n._("admin.import.save", { questions: questionsText(i18n, ok) })}
            onClick={onConfirm}
          />
        ) : (
          <p>{i18n._("admin.import.nothing")}</p>
        ))}
      <AdminTable
        caption={i18n._("admin.import.caption", { dryRun: String(reply.dryRun) })}
        head={importTableColumns.map((column) => i18n._("admin.import.column", { column }))}
        rows={reply.rows.map((row) => ({
          key: String(row.row),
          cells: [
            row.row,
            row.cells.question,
            row.cells.language,
            row.cells.answer,
            row.cells.difficulty,
            <RowOutcome key="outcome" row={row} dryRun={reply.dryRun} />,
          ],
        }))}
        empty={i18n._("admin.import.empty")}
      />
    </section>
  );
}

const importTableColumns = [
  "row",
  "question",
  "language",
  "answer",
  "difficulty",
  "outcome",
] as const;

function RowOutcome({ row, dryRun }: { row: ImportRowView; dryRun: boolean }) {
  const { i18n } = useLingui();
  if (row.outcome === "ok") {
    return (
      <span className="import-ok">{i18n._("admin.import.rowOk", { dryRun: String(dryRun) })}</span>
    );
  }
  return (
    <div className="import-refused">
      <strong>{i18n._("admin.import.rowRefused")}</strong>
      <ul>
        {row.errors.map((error) => (
          <li key={`${error.path}:${error.message}`}>
            {error.path === "row"
              ? error.message
              : i18n._("admin.import.rowError", { path: error.path, message: error.message })}
          </li>
        ))}
      </ul>
    </div>
  );
}
