import { type FormEvent, useId, useRef, useState } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../contract/passwords";
import { type FieldErrors, fieldErrorsFor, messageOf } from "../lib/api-errors";
import { FieldShell } from "./field-shell";

type Values = { current: string; password: string; confirm: string };
const emptyValues: Values = { current: "", password: "", confirm: "" };
const fieldOrder = ["current", "password", "confirm"] as const;

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
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  function refuse(found: FieldErrors) {
    setErrors(found);
    const first = fieldOrder.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure("");
    const found: FieldErrors = {};
    if (askCurrent && !values.current) found.current = "Enter your current password";
    if (values.password.length < PASSWORD_MIN) {
      found.password = `At least ${PASSWORD_MIN} characters`;
    }
    if (values.confirm !== values.password) found.confirm = "The two new passwords differ";
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

  const input = (name: keyof Values, autoComplete: string) => ({
    type: "password",
    autoComplete,
    maxLength: PASSWORD_MAX,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form ref={formRef} className="form password-form" noValidate onSubmit={submit}>
      {askCurrent && (
        <FieldShell
          id={`${id}-current`}
          name="current"
          label="Current password"
          error={errors.current}
        >
          {(aria) => <input {...aria} {...input("current", "current-password")} />}
        </FieldShell>
      )}
      <FieldShell
        id={`${id}-password`}
        name="password"
        label="New password"
        hint={`At least ${PASSWORD_MIN} characters`}
        error={errors.password}
      >
        {(aria) => <input {...aria} {...input("password", "new-password")} />}
      </FieldShell>
      <FieldShell
        id={`${id}-confirm`}
        name="confirm"
        label="New password again"
        error={errors.confirm}
      >
        {(aria) => <input {...aria} {...input("confirm", "new-password")} />}
      </FieldShell>
      {failure && (
        <p className="alert-box" role="alert">
          {failure}
        </p>
      )}
      <div>
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {submitLabel}
        </button>
      </div>
      <p className="form-status" role="status">
        {busy ? "Saving…" : ""}
      </p>
    </form>
  );
}
