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
  return (
    <TitledScreen title="Contributors" width="wide">
      <Contributors />
    </TitledScreen>
  );
}

function Contributors() {
  const contributors = useQuery(contributorsQuery());
  const change = useEntryChange(setContributorDisabled, contributors);
  const headingId = useId();

  function setDisabled(contributor: ContributorAdminView, disabled: boolean) {
    const done = disabled
      ? `Disabled ${contributor.name}. Their sessions have ended.`
      : `Enabled ${contributor.name}. They can sign in again.`;
    void change.run(contributor.id, { disabled }, done);
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        User-admins
      </h2>
      <p>They post questions for review and earn when one is selected into a language.</p>
      <CreateContributorForm
        onCreated={(name) => {
          change.setNotice(`Created the user-admin ${name}. They sign in at /admin/user/login.`);
        }}
      />
      <StatusLine>{change.notice}</StatusLine>
      <ReadView read={contributors} what="the user-admins">
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>No user-admins yet.</EmptyState>
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
  const rows: [string, string][] = [
    ["Email", contributor.email],
    ["Questions", formatCount(contributor.questions)],
    ["Selected", formatCount(contributor.selected)],
    ["Served", formatCount(contributor.served)],
    ["Answered", formatCount(contributor.answered)],
    ["Earnings", rupeeText(contributor.earningsPaise)],
    ["Since", formatMoment(contributor.createdAt)],
  ];
  return (
    <EntryCard
      kind="person-card"
      name={contributor.name}
      on={!contributor.disabled}
      status={contributor.disabled ? "Disabled" : "Active"}
      details={rows}
    >
      <div className="admin-actions">
        <BusyButton
          label={contributor.disabled ? "Enable" : "Disable"}
          about={contributor.name}
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
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email)) found.email = "Enter an email address";
    if (body.password.length < 8) found.password = "At least 8 characters";
    if (!body.name) found.name = "Write their name";
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    creating.mutate(body);
  }

  return (
    <form ref={formRef} className="form create-user-form" noValidate onSubmit={create}>
      <h3>Create a user-admin</h3>
      <InputField
        {...input("email")}
        label="Email"
        type="email"
        autoComplete="off"
        maxLength={254}
      />
      <InputField
        {...input("password")}
        label="Password"
        hint="At least 8 characters. Give it to them privately."
        type="password"
        autoComplete="new-password"
        maxLength={200}
      />
      <InputField {...input("name")} label="Name" type="text" autoComplete="off" maxLength={120} />
      <FormActions submitLabel="Create user-admin" busy={creating.isPending} />
    </form>
  );
}
