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
import { formatCountOf } from "../../components/admin/admin-format";
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
      form.refuse({ text: "Paste the file or choose one" });
      return;
    }
    send(true);
  }

  async function open(file: File | undefined) {
    if (!file) return;
    if (file.size > QUESTION_IMPORT_MAX_BYTES) {
      form.refuse({ text: `${file.name} is larger than ${QUESTION_IMPORT_MAX_BYTES / 1024} KB` });
      return;
    }
    const text = await file.text();
    form.change("text", text);
    form.change("format", /\.json$/i.test(file.name) ? "json" : "csv");
    setFileStatus(`Read ${file.name}.`);
  }

  const shown = result ?? preview;
  return (
    <TitledScreen title="Import questions" width="wide">
      <p>
        Many questions into the live bank at once: up to {QUESTION_IMPORT_MAX_ROWS} a file, each
        checked as one added by hand and against the bank of its language. Nothing is saved until
        you confirm. See the bank on <Link to={paths.adminQuestions}>Questions</Link>.
      </p>
      <form ref={form.formRef} className="import-form" onSubmit={check} noValidate>
        <SelectField {...form.input("format")} label="Format" options={formats} />
        <FieldShell
          {...form.field("text")}
          label="The file's text"
          hint={`CSV: a header row naming the columns ${template} (image may be left out), then one question a row. JSON: a list of objects with those keys. Difficulty is Too Easy, Easy, Medium, Tough or Too Tough; language is a code such as en or hi.`}
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
          <label htmlFor={fileId}>Or choose a file</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(event) => void open(event.target.files?.[0])}
          />
          <StatusLine>{fileStatus}</StatusLine>
        </div>
        <FormActions submitLabel="Check the file" busy={importing.isPending} />
      </form>
      <StatusLine>
        {progressOf(importing.isPending, importing.variables, preview, result)}
      </StatusLine>
      {shown && (
        <ImportOutcome reply={shown} busy={importing.isPending} onConfirm={() => send(false)} />
      )}
    </TitledScreen>
  );
}

function progressOf(
  pending: boolean,
  sent: ImportLiveQuestions | undefined,
  preview: ImportQuestionsResponse | null,
  result: ImportQuestionsResponse | null,
): string {
  if (pending && sent?.dryRun === false) {
    return `Saving ${formatCountOf(preview?.totals.ok ?? 0, "question", "questions")}…`;
  }
  if (pending) return "Checking the file…";
  if (result) {
    const { ok, saved } = result.totals;
    const savedWords = `Saved ${formatCountOf(saved, "question", "questions")} to the live bank.`;
    return saved === ok
      ? savedWords
      : `${savedWords} The others were saved a moment ago by another import.`;
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
  const { rows, ok, refused } = reply.totals;
  return (
    <section className="import-outcome" aria-labelledby="import-outcome-heading">
      <h2 id="import-outcome-heading">{reply.dryRun ? "Preview" : "Result"}</h2>
      <p className="admin-total">
        {`${formatCountOf(rows, "row", "rows")}: ${ok} ${reply.dryRun ? "ready to save" : "passed"}, ${refused} refused.`}
      </p>
      {reply.dryRun &&
        (ok > 0 ? (
          <BusyButton
            primary
            busy={busy}
            label={`Save ${formatCountOf(ok, "question", "questions")}`}
            onClick={onConfirm}
          />
        ) : (
          <p>Nothing to save: every row was refused. Correct the file and check it again.</p>
        ))}
      <AdminTable
        caption={
          reply.dryRun
            ? "Each row of the file and whether it can be saved"
            : "Each row of the file and what became of it"
        }
        head={["Row", "Question", "Language", "Answer", "Difficulty", "Outcome"]}
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
        empty="The file holds no questions."
      />
    </section>
  );
}

function RowOutcome({ row, dryRun }: { row: ImportRowView; dryRun: boolean }) {
  if (row.outcome === "ok") return <span className="import-ok">{dryRun ? "Ready" : "Saved"}</span>;
  return (
    <div className="import-refused">
      <strong>Refused</strong>
      <ul>
        {row.errors.map((error) => (
          <li key={`${error.path}:${error.message}`}>
            {error.path === "row" ? error.message : `${error.path}: ${error.message}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
