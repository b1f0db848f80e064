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
import { SHOW_STATUS_WORDS } from "./show-words";
import "../../components/admin/admin-lists.css";
import "./admin-shows.css";

/**
 * /admin/shows (decision 032): every show with its status, start, pool, joined and still
 * in, each opening its host view; and the form that schedules one. Creating draws and
 * holds the questions and holds the pool; the show then runs by itself.
 */
export function AdminShowsScreen() {
  const shows = useQuery(adminShowsQuery());
  return (
    <TitledScreen title="Live shows" width="wide">
      <ReadView read={shows} what="the shows">
        {({ data }) => (
          <AdminTable
            caption="Live shows"
            head={["Show", "Status", "Starts", "Pool", "Joined", "Still in", "Paid"]}
            empty="No shows yet. Schedule one below: it runs by itself from its start time."
            rows={data.map((show) => ({
              key: show.id,
              cells: [
                <Link key="title" to={adminShowPath(show.id)}>
                  {show.title}
                </Link>,
                SHOW_STATUS_WORDS[show.status],
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
function bodyOf(values: FormValues, now: number): { body: CreateShow } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = "Give the show a title";
  const startsAt = values.startsAt ? new Date(values.startsAt).getTime() : Number.NaN;
  if (Number.isNaN(startsAt)) errors.startsAt = "Choose when the show starts";
  else if (startsAt <= now) errors.startsAt = "Choose a start in the future";
  if (!values.language) errors.language = "Choose the show's language";
  const { questionsMin, questionsMax, secondsMin, secondsMax, poolRupeeMax } = SHOW_LIMITS;
  const questionCount = wholeIn(values.questionCount, questionsMin, questionsMax);
  if (questionCount === null) {
    errors.questionCount = `A show has ${questionsMin} to ${questionsMax} questions`;
  }
  const secondsPerQuestion = wholeIn(values.secondsPerQuestion, secondsMin, secondsMax);
  if (secondsPerQuestion === null) {
    errors.secondsPerQuestion = `A question is open ${secondsMin} to ${secondsMax} seconds`;
  }
  const prizePoolRupee = wholeIn(values.prizePoolRupee, 1, poolRupeeMax);
  if (prizePoolRupee === null) {
    errors.prizePoolRupee = "The prize pool is a whole number of rupees, from ₹1 to ₹10,00,000";
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
    const checked = bodyOf(values, Date.now());
    if ("errors" in checked) {
      refuse(checked.errors);
      return;
    }
    setStatus("Scheduling…");
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
    label: language.enabled ? language.name : `${language.name} (disabled)`,
  }));

  return (
    <form ref={formRef} className="form create-show" noValidate onSubmit={create}>
      <h2>Schedule a show</h2>
      <p>
        The questions are drawn from the bank now and never served in runs until the show ends. The
        pool is the operator's money, held until the winners are paid or the show is cancelled.
      </p>
      <InputField
        {...input("title")}
        label="Title"
        maxLength={SHOW_LIMITS.titleMax}
        autoComplete="off"
      />
      <div className="create-show-row">
        <InputField
          {...input("startsAt")}
          label="Starts at"
          hint="In your own time zone. The lobby opens 10 minutes before."
          type="datetime-local"
        />
        <SelectField
          {...field("language")}
          {...bind("language")}
          label="Language"
          placeholder={languages.isPending ? "Loading languages…" : "Choose a language"}
          options={languageOptions}
        />
      </div>
      <div className="create-show-row">
        <InputField
          {...input("questionCount")}
          label="Questions"
          {...wholeNumberInput(SHOW_LIMITS.questionsMin, SHOW_LIMITS.questionsMax)}
        />
        <InputField
          {...input("secondsPerQuestion")}
          label="Seconds per question"
          {...wholeNumberInput(SHOW_LIMITS.secondsMin, SHOW_LIMITS.secondsMax)}
        />
        <InputField
          {...input("prizePoolRupee")}
          label="Prize pool (₹)"
          hint="Whole rupees, shared equally by the survivors"
          {...wholeNumberInput(1, SHOW_LIMITS.poolRupeeMax)}
        />
      </div>
      <FormActions submitLabel="Schedule show" busy={creating.isPending} />
      <StatusLine>{status}</StatusLine>
    </form>
  );
}
