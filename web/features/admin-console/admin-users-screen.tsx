import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import type { ContributorAdminView } from "../../../contract/admin-people";
import { formatCount } from "../../components/admin/admin-format";
import { EntryCard } from "../../components/admin/admin-lists";
import { useEntryChange } from "../../components/admin/use-list-change";
import { BusyButton } from "../../components/busy-button";
import { EmptyState } from "../../components/empty-state";
import { FormActions } from "../../components/form-actions";
import { InputField } from "../../components/input-field";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { useFieldForm } from "../../components/use-field-form";
import { type FieldErrors, fieldErrorsFor, messageUnless } from "../../lib/api-errors";
import { formatMoment } from "../../lib/day-format";
import { rupeeText } from "../../lib/money";
import {
  type CreateContributor,
  contributorsQuery,
  setContributorDisabled,
  useCreateContributor,
} from "./api";
import { ResetLink } from "./reset-link";

/**
 * /admin/add/users: the user-admins who contribute questions: create, disable, and a
 * password reset link. Players have their own screen (/admin/players).
 */
export function AdminUsersScreen() {
  const { i18n } = useLingui();
  return (
    <TitledScreen title={i18n._("admin.users.title")} width="wide">
      <Contributors />
    </TitledScreen>
  );
}

function Contributors() {
  const { i18n } = useLingui();
  const contributors = useQuery(contributorsQuery());
  const change = useEntryChange(setContributorDisabled, contributors);
  const headingId = useId();

  function setDisabled(contributor: ContributorAdminView, disabled: boolean) {
    const done = i18n._("admin.users.switched", {
      disabled: String(disabled),
      name: contributor.name,
    });
    void change.run(contributor.id, { disabled }, done);
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {i18n._("admin.users.heading")}
      </h2>
      <p>{i18n._("admin.users.about")}</p>
      <CreateContributorForm
        onCreated={(name) => {
          change.setNotice(i18n._("admin.users.created", { name }));
        }}
      />
      <StatusLine>{change.notice}</StatusLine>
      <ReadView read={contributors} what={i18n._("admin.users.what")}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>{i18n._("admin.users.empty")}</EmptyState>
          ) : (
            <ul className="card-list">
              {data.map((contributor) => (
                <ContributorCard
                  key={contributor.id}
                  contributor={contributor}
                  busy={change.busyId === contributor.id}
                  onSetDisabled={(disabled) => setDisabled(contributor, disabled)}
                />
              ))}
            </ul>
          )
        }
      </ReadView>
    </section>
  );
}

function ContributorCard({
  contributor,
  busy,
  onSetDisabled,
}: {
  contributor: ContributorAdminView;
  busy: boolean;
  onSetDisabled: (disabled: boolean) => void;
}) {
  const { i18n } = useLingui();
  const rows: [string, string][] = [
    [i18n._("admin.account.email"), contributor.email],
    [i18n._("admin.users.questions"), formatCount(contributor.questions)],
    [i18n._("admin.users.selected"), formatCount(contributor.selected)],
    [i18n._("admin.users.served"), formatCount(contributor.served)],
    [i18n._("admin.users.answered"), formatCount(contributor.answered)],
    [i18n._("admin.users.earnings"), rupeeText(contributor.earningsPaise)],
    [i18n._("admin.account.since"), formatMoment(contributor.createdAt)],
  ];
  return (
    <EntryCard
      kind="person-card"
      name={contributor.name}
      on={!contributor.disabled}
      status={i18n._("admin.account.status", { disabled: String(contributor.disabled) })}
      details={rows}
    >
      <div className="admin-actions">
        <BusyButton
          label={i18n._("admin.users.switch", { disabled: String(contributor.disabled) })}
          name={i18n._("admin.users.switchName", {
            disabled: String(contributor.disabled),
            name: contributor.name,
          })}
          busy={busy}
          onClick={() => onSetDisabled(!contributor.disabled)}
        />
      </div>
      <ResetLink account={{ role: "contributor", id: contributor.id }} name={contributor.name} />
    </EntryCard>
  );
}

const emptyContributor: CreateContributor = { email: "", password: "", name: "" };

const contributorFields = ["email", "password", "name"] as const;

/** The server's refusals of this form's own fields, which the form shows; else null. */
const formFieldErrors = (error: unknown) => fieldErrorsFor(error, contributorFields);

function CreateContributorForm({ onCreated }: { onCreated: (name: string) => void }) {
  const { i18n } = useLingui();
  const { formRef, values, setValues, setErrors, refuse, input } = useFieldForm(
    contributorFields,
    emptyContributor,
  );

  const creating = useCreateContributor({
    onSuccess: (_, body) => {
      setValues(emptyContributor);
      setErrors({});
      onCreated(body.name);
    },
    onError: (error) => {
      const fields = formFieldErrors(error);
      if (fields) refuse(fields);
    },
    meta: { failureMessage: messageUnless(formFieldErrors) },
  });

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating.isPending) return;
    const body = {
      email: values.email.trim(),
      password: values.password,
      name: values.name.trim(),
    };
    const found: FieldErrors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email))
      found.email = i18n._("admin.users.form.emailWrong");
    if (body.password.length < 8) found.password = i18n._("admin.users.form.passwordShort");
    if (!body.name) found.name = i18n._("admin.users.form.nameMissing");
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    creating.mutate(body);
  }

  return (
    <form ref={formRef} className="form create-user-form" noValidate onSubmit={create}>
      <h3>{i18n._("admin.users.form.heading")}</h3>
      <InputField
        {...input("email")}
        label={i18n._("admin.account.email")}
        type="email"
        autoComplete="off"
        maxLength={254}
      />
      <InputField
        {...input("password")}
        label={i18n._("admin.credentials.password")}
        hint={i18n._("admin.users.form.passwordHint")}
        type="password"
        autoComplete="new-password"
        maxLength={200}
      />
      <InputField
        {...input("name")}
        label={i18n._("admin.signup.name")}
        type="text"
        autoComplete="off"
        maxLength={120}
      />
      <FormActions submitLabel={i18n._("admin.users.form.submit")} busy={creating.isPending} />
    </form>
  );
}
