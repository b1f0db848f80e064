import { type FormEvent, useId, useRef, useState } from "react";
import type { PayoutDetailsBody } from "../../contract/account";
import type { StatusOk } from "../../contract/auth";
import { ApiRequestError, type Audience, apiRequest } from "../lib/api-client";
import { FieldShell } from "./field-shell";
import "./payout-details-form.css";

type Method = PayoutDetailsBody["method"];
type FieldName = "upi" | "ac_h_nme" | "bank_nme" | "ifsc" | "Acc_no";
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * SPEC.md's claim fields. The hints say what the server expects (contract/account.ts
 * payoutDetailsBody); the server is the judge, and its field messages are shown here.
 */
const FIELDS: Record<
  FieldName,
  {
    label: string;
    missing: string;
    hint?: string;
    autoComplete?: string;
    inputMode?: "text" | "numeric";
  }
> = {
  upi: { label: "UPI id", missing: "Enter your UPI id", hint: "Looks like name@bank" },
  ac_h_nme: {
    label: "Account holder name",
    missing: "Enter the account holder's name",
    autoComplete: "name",
  },
  bank_nme: { label: "Bank name", missing: "Enter the bank's name" },
  ifsc: {
    label: "IFSC",
    missing: "Enter the IFSC",
    hint: "11 characters, like SBIN0001234",
  },
  Acc_no: {
    label: "Account number",
    missing: "Enter the account number",
    hint: "9 to 18 digits",
    inputMode: "numeric",
  },
};

const METHOD_FIELDS: Record<Method, FieldName[]> = {
  upi: ["upi"],
  bank: ["ac_h_nme", "bank_nme", "ifsc", "Acc_no"],
};

const isFieldName = (path: string): path is FieldName => path in FIELDS;

function initialValues(details: PayoutDetailsBody | null): Values {
  const empty: Values = { upi: "", ac_h_nme: "", bank_nme: "", ifsc: "", Acc_no: "" };
  if (details?.method === "upi") return { ...empty, upi: details.upi };
  if (details?.method === "bank") {
    const { ac_h_nme, bank_nme, ifsc, Acc_no } = details;
    return { ...empty, ac_h_nme, bank_nme, ifsc, Acc_no };
  }
  return empty;
}

function bodyOf(method: Method, values: Values): PayoutDetailsBody {
  if (method === "upi") return { method, upi: values.upi.trim() };
  return {
    method,
    ac_h_nme: values.ac_h_nme.trim(),
    bank_nme: values.bank_nme.trim(),
    ifsc: values.ifsc.trim(),
    Acc_no: values.Acc_no.trim(),
  };
}

/**
 * Where payouts go, a UPI id or a bank account (SPEC.md's claim fields): the player's
 * /account/upi and the contributor's wallet (issue 16) send the same body to their own
 * path. Empty fields are caught before a request; the server's field messages are shown
 * on their fields. `onSaved` runs after a save (the player's waiting trial claim).
 */
export function PayoutDetailsForm({
  details,
  path,
  audience,
  onSaved,
}: {
  details: PayoutDetailsBody | null;
  path: string;
  audience: Extract<Audience, "player" | "userAdmin">;
  onSaved?: () => Promise<void> | void;
}) {
  const [method, setMethod] = useState<Method>(details?.method ?? "upi");
  const [values, setValues] = useState<Values>(() => initialValues(details));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState("");
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const legendId = useId();

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = METHOD_FIELDS[method].find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    setNotice("");
    const missing: FieldErrors = {};
    for (const name of METHOD_FIELDS[method]) {
      if (values[name].trim() === "") missing[name] = FIELDS[name].missing;
    }
    showErrors(missing);
    if (Object.keys(missing).length > 0) return;

    setSaving(true);
    try {
      await apiRequest<StatusOk>(path, { audience, method: "PUT", body: bodyOf(method, values) });
    } catch (error) {
      console.error("Saving payout details failed", error);
      const found: FieldErrors = {};
      if (error instanceof ApiRequestError) {
        for (const field of error.fields ?? []) {
          if (isFieldName(field.path)) found[field.path] ??= field.message;
        }
      }
      showErrors(found);
      const message = error instanceof Error ? error.message : String(error);
      setFormError(Object.keys(found).length > 0 ? "Check the fields marked below." : message);
      return;
    } finally {
      setSaving(false);
    }
    setNotice("Payment details saved.");
    await onSaved?.();
  }

  const edit = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <form className="form payout-details-form" onSubmit={(event) => void save(event)} noValidate>
      <fieldset className="payout-methods" aria-labelledby={legendId}>
        <legend id={legendId}>Send my payouts to</legend>
        {(["upi", "bank"] as const).map((option) => (
          <label key={option} className="payout-method">
            <input
              type="radio"
              name="method"
              value={option}
              checked={method === option}
              onChange={() => {
                setMethod(option);
                setErrors({});
                setFormError(null);
              }}
            />
            {option === "upi" ? "UPI" : "Bank account"}
          </label>
        ))}
      </fieldset>
      {formError && (
        <p role="alert" className="alert-box">
          {formError}
        </p>
      )}
      {METHOD_FIELDS[method].map((name) => (
        <DetailField
          key={name}
          name={name}
          value={values[name]}
          error={errors[name]}
          inputRef={(element) => {
            inputs.current[name] = element;
          }}
          onChange={(value) => edit(name, value)}
        />
      ))}
      <button type="submit" className="button button-primary" aria-disabled={saving}>
        Save
      </button>
      <p role="status" className="form-status">
        {saving ? "Saving…" : notice}
      </p>
    </form>
  );
}

function DetailField({
  name,
  value,
  error,
  inputRef,
  onChange,
}: {
  name: FieldName;
  value: string;
  error: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
}) {
  const { label, hint, autoComplete, inputMode } = FIELDS[name];
  return (
    <FieldShell id={useId()} name={name} label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          {...aria}
          ref={inputRef}
          value={value}
          autoComplete={autoComplete ?? "off"}
          inputMode={inputMode}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}
