import { useLingui } from "@lingui/react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import type { ContributorPayoutDetailsBody, PayoutDetailsBody } from "../../contract/account";
import { type PayeeAudience, savePayoutDetails } from "../lib/api/money";
import { ApiRequestError } from "../lib/api-client";
import { fieldErrorsOf, messageOf } from "../lib/api-errors";
import { keepPayoutDetailsDraft, takePayoutDetailsDraft } from "../lib/payout-details-draft";
import { signInAgainHere } from "../lib/player-logout";
import { FieldShell } from "./field-shell";
import { InputField } from "./input-field";
import "./payout-details-form.css";

type Method = PayoutDetailsBody["method"];
type FieldName = "upi" | "ac_h_nme" | "bank_nme" | "ifsc" | "Acc_no";
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * SPEC.md's claim fields, their words by message id. The hints say what the server expects
 * (contract/account.ts payoutDetailsBody); the server is the judge, and its field messages
 * are shown here.
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
  upi: {
    label: "payoutForm.upi.label",
    missing: "payoutForm.upi.missing",
    hint: "payoutForm.upi.hint",
  },
  ac_h_nme: {
    label: "payoutForm.holder.label",
    missing: "payoutForm.holder.missing",
    autoComplete: "name",
  },
  bank_nme: { label: "payoutForm.bankName.label", missing: "payoutForm.bankName.missing" },
  ifsc: {
    label: "payoutForm.ifsc.label",
    missing: "payoutForm.ifsc.missing",
    hint: "payoutForm.ifsc.hint",
  },
  Acc_no: {
    label: "payoutForm.accountNumber.label",
    missing: "payoutForm.accountNumber.missing",
    hint: "payoutForm.accountNumber.hint",
    inputMode: "numeric",
  },
};

const METHOD_FIELDS: Record<Method, FieldName[]> = {
  upi: ["upi"],
  bank: ["ac_h_nme", "bank_nme", "ifsc", "Acc_no"],
};

const isFieldName = (path: string): path is FieldName => path in FIELDS;

const EMPTY: Values = { upi: "", ac_h_nme: "", bank_nme: "", ifsc: "", Acc_no: "" };

function initialValues(details: PayoutDetailsBody | null): Values {
  const empty = { ...EMPTY };
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

/** What the form starts with: a draft kept across a fresh sign-in, else the saved details. */
function startingPoint(details: PayoutDetailsBody | null, keepsDrafts: boolean) {
  const draft = keepsDrafts ? takePayoutDetailsDraft() : null;
  if (!draft) return { method: details?.method ?? "upi", values: initialValues(details), draft };
  const values = { ...EMPTY };
  for (const name of Object.keys(EMPTY) as FieldName[]) {
    const kept = draft.values[name];
    if (typeof kept === "string") values[name] = kept;
  }
  return { method: draft.method, values, draft };
}

/**
 * Where payouts go, a UPI id or a bank account (SPEC.md's claim fields): the player's
 * /account/upi and the contributor's wallet send the same body to their own
 * path. Empty fields are caught before a request; the server's field messages are shown
 * on their fields. `onSaved` runs after a save (the player's waiting trial claim).
 *
 * A change needs proof that the owner is here (decision 023). A player whose sign-in is
 * older than five minutes is told so, and "Sign in again" keeps what they typed, ends the
 * session and shows the sign-in in place of this screen; once signed in they are back
 * here with it filled in, to press Save. A contributor types their current password.
 */
export function PayoutDetailsForm({
  details,
  audience,
  onSaved,
}: {
  details: PayoutDetailsBody | null;
  audience: PayeeAudience;
  onSaved?: () => Promise<void> | void;
}) {
  const { i18n } = useLingui();
  const [start] = useState(() => startingPoint(details, audience === "player"));
  const [method, setMethod] = useState<Method>(start.method);
  const [values, setValues] = useState<Values>(start.values);
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const saving = useMutation({
    mutationFn: (body: PayoutDetailsBody | ContributorPayoutDetailsBody) =>
      savePayoutDetails(audience, body),
    // The form says every refusal itself, beside its field or above the form.
    meta: { failureMessage: () => null },
  });
  const [notice, setNotice] = useState(start.draft ? i18n._("payoutForm.signedInAgain") : "");
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const legendId = useId();
  const passwordId = useId();
  const asksPassword = audience === "userAdmin";

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = METHOD_FIELDS[method].find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
  }

  function bodyToSend(): PayoutDetailsBody | ContributorPayoutDetailsBody {
    const body = bodyOf(method, values);
    return asksPassword && password !== "" ? { ...body, currentPassword: password } : body;
  }

  function refused(error: unknown) {
    console.error("Saving payout details failed", error);
    if (error instanceof ApiRequestError && error.code === "reauth_required") {
      setNeedsSignIn(true);
      return;
    }
    const refusals = fieldErrorsOf(error);
    const found: FieldErrors = {};
    for (const [path, message] of Object.entries(refusals)) {
      if (isFieldName(path)) found[path] = message;
    }
    const wrongPassword = refusals.currentPassword;
    showErrors(found);
    setPasswordError(wrongPassword);
    if (wrongPassword && Object.keys(found).length === 0) passwordRef.current?.focus();
    const marked = Object.keys(found).length > 0 || wrongPassword !== undefined;
    setFormError(marked ? i18n._("payoutForm.checkFields") : messageOf(error));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isPending) return;
    setFormError(null);
    setNeedsSignIn(false);
    setPasswordError(undefined);
    setNotice("");
    const missing: FieldErrors = {};
    for (const name of METHOD_FIELDS[method]) {
      if (values[name].trim() === "") missing[name] = i18n._(FIELDS[name].missing);
    }
    showErrors(missing);
    if (Object.keys(missing).length > 0) return;

    try {
      await saving.mutateAsync(bodyToSend());
    } catch (error) {
      refused(error);
      return;
    }
    setPassword("");
    setNotice(i18n._("payoutForm.saved"));
    await onSaved?.();
  }

  async function signInAgain() {
    keepPayoutDetailsDraft({ method, values });
    await signInAgainHere();
  }

  const edit = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <form className="form payout-details-form" onSubmit={(event) => void save(event)} noValidate>
      <fieldset className="payout-methods" aria-labelledby={legendId}>
        <legend id={legendId}>{i18n._("payoutForm.legend")}</legend>
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
            {i18n._(option === "upi" ? "payoutForm.method.upi" : "payoutForm.method.bank")}
          </label>
        ))}
      </fieldset>
      {formError && (
        <p role="alert" className="alert-box">
          {formError}
        </p>
      )}
      {needsSignIn && (
        <div role="alert" className="alert-box payout-reauth">
          <p>{i18n._("payoutForm.reauth")}</p>
          <button type="button" className="button" onClick={() => void signInAgain()}>
            {i18n._("payoutForm.signInAgain")}
          </button>
        </div>
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
      {asksPassword && (
        <InputField
          id={passwordId}
          name="currentPassword"
          label={i18n._("payoutForm.password.label")}
          hint={i18n._("payoutForm.password.hint")}
          type="password"
          autoComplete="current-password"
          ref={passwordRef}
          value={password}
          error={passwordError}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(undefined);
          }}
        />
      )}
      <button type="submit" className="button button-primary" aria-disabled={saving.isPending}>
        {i18n._("payoutForm.save")}
      </button>
      <p role="status" className="form-status">
        {saving.isPending ? i18n._("payoutForm.saving") : notice}
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
  const { i18n } = useLingui();
  const { label, hint, autoComplete, inputMode } = FIELDS[name];
  return (
    <FieldShell
      id={useId()}
      name={name}
      label={i18n._(label)}
      hint={hint && i18n._(hint)}
      error={error}
    >
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
