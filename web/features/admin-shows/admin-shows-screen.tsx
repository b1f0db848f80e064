import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { SHOW_LIMITS } from "../../../contract/shows";
import { AdminTable } from "../../components/admin/admin-lists";
import { FormActions } from "../../components/form-actions";
import { InputField, wholeNumberInput } from "../../components/input-field";
import { ReadView } from "../../components/read-view";
import { SelectField } from "../../components/select-field";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { useFieldForm } from "../../components/use-field-form";
import { adminLanguagesQuery } from "../../lib/api/languages";
import { ApiRequestError } from "../../lib/api-client";
import { type FieldErrors, fieldErrorsFor, messageUnless } from "../../lib/api-errors";
import { formatMoment } from "../../lib/day-format";
import { rupeeText } from "../../lib/money";
import { adminShowPath } from "../../lib/paths";
import { adminShowsQuery, type CreateShow, useCreateShow } from "./api";
import { showStatusText } from "./show-words";
import "../../components/admin/admin-lists.css";
import "./admin-shows.css";

/**
 * /admin/shows (decision 032): every show with its status, start, pool, joined and still
 * in, each opening its host view; and the form that schedules one. Creating draws and
 * holds the questions and holds the pool; the show then runs by itself.
 */
export function AdminShowsScreen() {
  const { i18n } = useLingui();
  const shows = useQuery(adminShowsQuery());
  return (
    <TitledScreen title={i18n._("admin.shows.title")} width="wide">
      <ReadView read={shows} what={i18n._("admin.shows.readWhat")}>
        {({ data }) => (
          <AdminTable
            caption={i18n._("admin.shows.title")}
            head={[
              i18n._("admin.shows.column.show"),
              i18n._("admin.shows.column.status"),
              i18n._("admin.shows.column.starts"),
              i18n._("admin.shows.column.pool"),
              i18n._("admin.shows.column.joined"),
              i18n._("admin.shows.column.stillIn"),
              i18n._("admin.shows.column.paid"),
            ]}
            empty={i18n._("admin.shows.empty")}
            rows={data.map((show) => ({
              key: show.id,
              cells: [
                <Link key="title" to={adminShowPath(show.id)}>
                  {show.title}
                </Link>,
                showStatusText(i18n, show.status),
                formatMoment(show.startsAt),
                rupeeText(show.prizePoolPaise),
                show.joinedCount,
                show.status === "scheduled" ? "–" : show.survivors,
                show.status === "ended" ? rupeeText(show.paidPaise) : "–",
              ],
            }))}
          />
        )}
      </ReadView>
      <CreateShowForm />
    </TitledScreen>
  );
}

const formFields = [
  "title",
  "startsAt",
  "language",
  "questionCount",
  "secondsPerQuestion",
  "prizePoolRupee",
] as const;
type FormValues = Record<(typeof formFields)[number], string>;

const emptyShow: FormValues = {
  title: "",
  startsAt: "",
  language: "",
  questionCount: "3",
  secondsPerQuestion: String(SHOW_LIMITS.defaultSeconds),
  prizePoolRupee: "",
};

/** The server's refusals that belong to a field of the form (its message says why). */
const REFUSAL_FIELDS: Record<string, keyof FormValues> = {
  not_enough_questions: "questionCount",
  question_unavailable: "questionCount",
  language_unknown: "language",
};

function serverFieldErrors(error: unknown): FieldErrors | null {
  const named = fieldErrorsFor(error, formFields);
  if (named || !(error instanceof ApiRequestError)) return named;
  const field = REFUSAL_FIELDS[error.code];
  return field ? { [field]: error.message } : null;
}

const wholeIn = (text: string, min: number, max: number) => {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= min && value <= max ? value : null;
};

/** The form's values as the create body, or the fields to fix. */
function bodyOf(
  i18n: I18n,
  values: FormValues,
  now: number,
): { body: CreateShow } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = i18n._("admin.shows.form.titleMissing");
  const startsAt = values.startsAt ? new Date(values.startsAt).getTime() : Number.NaN;
  if (Number.isNaN(startsAt)) errors.startsAt = i18n._("admin.shows.form.startMissing");
  else if (startsAt <= now) errors.startsAt = i18n._("admin.shows.form.startPast");
  if (!values.language) errors.language = i18n._("admin.shows.form.languageMissing");
  const { questionsMin, questionsMax, secondsMin, secondsMax, poolRupeeMax } = SHOW_LIMITS;
  const questionCount = wholeIn(values.questionCount, questionsMin, questionsMax);
  if (questionCount === null) {
    errors.questionCount = i18n._("admin.shows.form.questionCountRange", {
      min: questionsMin,
      max: questionsMax,
    });
  }
  const secondsPerQuestion = wholeIn(values.secondsPerQuestion, secondsMin, secondsMax);
  if (secondsPerQuestion === null) {
    errors.secondsPerQuestion = i18n._("admin.shows.form.secondsRange", {
      min: secondsMin,
      max: secondsMax,
    });
  }
  const prizePoolRupee = wholeIn(values.prizePoolRupee, 1, poolRupeeMax);
  if (prizePoolRupee === null) {
    errors.prizePoolRupee = i18n._("admin.shows.form.poolRange");
  }
  if (Object.keys(errors).length > 0 || questionCount === null) return { errors };
  return {
    body: {
      title,
      startsAt,
      language: values.language,
      questionCount,
      secondsPerQuestion: secondsPerQuestion ?? SHOW_LIMITS.defaultSeconds,
      prizePoolRupee: prizePoolRupee ?? 0,
    },
  };
}

function CreateShowForm() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const languages = useQuery(adminLanguagesQuery());
  const { formRef, values, setErrors, refuse, input, field, bind } = useFieldForm(
    formFields,
    emptyShow,
  );
  const creating = useCreateShow({ failureMessage: messageUnless(serverFieldErrors) });
  const [status, setStatus] = useState("");

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating.isPending) return;
    const checked = bodyOf(i18n, values, Date.now());
    if ("errors" in checked) {
      refuse(checked.errors);
      return;
    }
    setStatus(i18n._("admin.shows.form.scheduling"));
    creating.mutate(checked.body, {
      onSuccess: ({ id }) => navigate(adminShowPath(id)),
      onError: (error) => {
        setStatus("");
        const fields = serverFieldErrors(error);
        if (fields) setErrors(fields);
      },
    });
  }

  const languageOptions = (languages.data?.Data ?? []).map((language) => ({
    value: language.id,
    label: language.enabled
      ? language.name
      : i18n._("admin.shows.form.languageDisabled", { name: language.name }),
  }));

  return (
    <form ref={formRef} className="form create-show" noValidate onSubmit={create}>
      <h2>{i18n._("admin.shows.form.heading")}</h2>
      <p>{i18n._("admin.shows.form.intro")}</p>
      <InputField
        {...input("title")}
        label={i18n._("admin.shows.form.title")}
        maxLength={SHOW_LIMITS.titleMax}
        autoComplete="off"
      />
      <div className="create-show-row">
        <InputField
          {...input("startsAt")}
          label={i18n._("admin.shows.form.startsAt")}
          hint={i18n._("admin.shows.form.startsAtHint")}
          type="datetime-local"
        />
        <SelectField
          {...field("language")}
          {...bind("language")}
          label={i18n._("admin.shows.form.language")}
          placeholder={
            languages.isPending
              ? i18n._("admin.shows.form.languagesLoading")
              : i18n._("admin.shows.form.languageChoose")
          }
          options={languageOptions}
        />
      </div>
      <div className="create-show-row">
        <InputField
          {...input("questionCount")}
          label={i18n._("admin.shows.form.questionCount")}
          {...wholeNumberInput(SHOW_LIMITS.questionsMin, SHOW_LIMITS.questionsMax)}
        />
        <InputField
          {...input("secondsPerQuestion")}
          label={i18n._("admin.shows.form.seconds")}
          {...wholeNumberInput(SHOW_LIMITS.secondsMin, SHOW_LIMITS.secondsMax)}
        />
        <InputField
          {...input("prizePoolRupee")}
          label={i18n._("admin.shows.form.pool")}
          hint={i18n._("admin.shows.form.poolHint")}
          {...wholeNumberInput(1, SHOW_LIMITS.poolRupeeMax)}
        />
      </div>
      <FormActions submitLabel={i18n._("admin.shows.form.submit")} busy={creating.isPending} />
      <StatusLine>{status}</StatusLine>
    </form>
  );
}
