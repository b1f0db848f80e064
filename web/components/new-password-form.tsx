import { useLingui } from "@lingui/react";
import { type FormEvent, useState } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../contract/passwords";
import { type FieldErrors, fieldErrorsFor, messageOf } from "../lib/api-errors";
import { FormActions } from "./form-actions";
import { InputField } from "./input-field";
import { StatusLine } from "./status-line";
import { useFieldForm } from "./use-field-form";

/** The fields, their words by message id (area admin: only the consoles change passwords). */
const passwordFields = [
  { name: "current", label: "admin.passwordForm.current", autoComplete: "current-password" },
  {
    name: "password",
    label: "admin.passwordForm.new",
    hint: "admin.passwordForm.minLength",
    autoComplete: "new-password",
  },
  { name: "confirm", label: "admin.passwordForm.again", autoComplete: "new-password" },
] as const;
const emptyValues = { current: "", password: "", confirm: "" };

/**
 * A new password, typed twice, and (when `askCurrent`) the current one: a user-admin's or
 * main admin's own change, or a reset link's. The server's refusals show beside their
 * fields; anything else above the button. The passwords never leave this form but in the
 * request body.
 */
export function NewPasswordForm({
  askCurrent,
  submitLabel,
  onSubmit,
}: {
  askCurrent: boolean;
  submitLabel: string;
  /** Resolves once saved; a rejection is shown. */
  onSubmit: (values: { current: string; password: string }) => Promise<void>;
}) {
  const { i18n } = useLingui();
  const { formRef, values, setValues, setErrors, refuse, input } = useFieldForm(
    passwordFields.map((field) => field.name),
    emptyValues,
  );
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure("");
    const found: FieldErrors = {};
    if (askCurrent && !values.current) found.current = i18n._("admin.passwordForm.currentMissing");
    if (values.password.length < PASSWORD_MIN) {
      found.password = i18n._("admin.passwordForm.minLength", { min: PASSWORD_MIN });
    }
    if (values.confirm !== values.password) found.confirm = i18n._("admin.passwordForm.differ");
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ current: values.current, password: values.password });
      setValues(emptyValues);
      setErrors({});
    } catch (error) {
      const fields = fieldErrorsFor(error, ["current", "password"]);
      if (fields) refuse(fields);
      else setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="form password-form" noValidate onSubmit={submit}>
      {passwordFields
        .filter((field) => askCurrent || field.name !== "current")
        .map((field) => (
          <InputField
            key={field.name}
            {...input(field.name)}
            label={i18n._(field.label)}
            hint={"hint" in field ? i18n._(field.hint, { min: PASSWORD_MIN }) : undefined}
            type="password"
            autoComplete={field.autoComplete}
            maxLength={PASSWORD_MAX}
          />
        ))}
      {failure && (
        <p className="alert-box" role="alert">
          {failure}
        </p>
      )}
      <FormActions submitLabel={submitLabel} busy={busy} />
      <StatusLine>{busy ? i18n._("admin.passwordForm.saving") : ""}</StatusLine>
    </form>
  );
}
