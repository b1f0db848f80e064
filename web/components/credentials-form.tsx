import { useLingui } from "@lingui/react";
import { type FormEvent, useId, useState } from "react";
import { serverMessageOf } from "../lib/api-errors";
import { usePopupMessage } from "./popup-message";

type FieldSpec<Name extends string> = {
  name: Name;
  /** A message id (area admin). */
  labelId: string;
  type: "email" | "password" | "text";
  autoComplete: string;
  minLength?: number;
  maxLength?: number;
};

/** Email and password, as both admin areas' log-in screens ask for them. */
export const LOG_IN_FIELDS = [
  {
    name: "email",
    labelId: "admin.credentials.email",
    type: "email",
    autoComplete: "username",
    maxLength: 254,
  },
  {
    name: "password",
    labelId: "admin.credentials.password",
    type: "password",
    autoComplete: "current-password",
    maxLength: 200,
  },
] as const;

type CredentialsFormProps<Name extends string> = {
  fields: readonly FieldSpec<Name>[];
  submitLabel: string;
  /** Throwing shows the error's message (the server's `message` for API errors). */
  onSubmit: (values: Record<Name, string>) => Promise<void>;
};

/** The email-and-password style forms of both admin areas. */
export function CredentialsForm<Name extends string>({
  fields,
  submitLabel,
  onSubmit,
}: CredentialsFormProps<Name>) {
  const { i18n } = useLingui();
  const idPrefix = useId();
  const showMessage = usePopupMessage();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fields.map((field) => [field.name, String(data.get(field.name) ?? "")]),
    ) as Record<Name, string>;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      console.error(error);
      showMessage(serverMessageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit}>
      {fields.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`${idPrefix}-${field.name}`}>{i18n._(field.labelId)}</label>
          <input
            id={`${idPrefix}-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            minLength={field.minLength}
            maxLength={field.maxLength}
            required
          />
        </div>
      ))}
      <button type="submit" className="button button-primary" disabled={busy}>
        {submitLabel}
      </button>
      <p className="form-status" role="status">
        {busy ? i18n._("admin.credentials.loading") : ""}
      </p>
    </form>
  );
}
