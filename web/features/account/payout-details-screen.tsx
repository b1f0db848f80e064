import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { PayoutDetailsBody, PayoutDetailsResponse } from "../../../contract/account";
import { apiPaths } from "../../../contract/api-paths";
import type { StatusOk } from "../../../contract/auth";
import type { TrialClaimResponse } from "../../../contract/trial";
import { FieldShell } from "../../components/field-shell";
import { PageTitle } from "../../components/page-title";
import { usePopupMessage } from "../../components/popup-message";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { apiQuery } from "../../lib/api-query";
import { forgetPendingTrialClaim, readPendingTrialClaim } from "../../lib/device-id";
import { paths } from "../../lib/paths";
import "./account.css";
import { ReadView } from "../../components/read-view";
import { formatRupees } from "../../lib/money";

const TITLE = "Payment Details";

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
 * /account/upi: where payouts go, a UPI id or a bank account. Saving also makes a trial
 * claim the scratch card left waiting (Claim Now), once.
 */
export function PayoutDetailsScreen() {
  const read = useQuery(apiQuery<PayoutDetailsResponse>(apiPaths.payoutDetails, "player"));
  return (
    <section className="screen screen-narrow account-screen">
      <PageTitle title={TITLE} />
      <h1>{TITLE}</h1>
      <ReadView read={read} what="your payment details">
        {({ details }) => <PayoutDetailsForm details={details} />}
      </ReadView>
    </section>
  );
}

type Claim = { kind: "none" } | { kind: "claiming" } | { kind: "claimed"; rupee: number };

function PayoutDetailsForm({ details }: { details: PayoutDetailsBody | null }) {
  const showMessage = usePopupMessage();
  const [method, setMethod] = useState<Method>(details?.method ?? "upi");
  const [values, setValues] = useState<Values>(() => initialValues(details));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState("");
  const [claim, setClaim] = useState<Claim>({ kind: "none" });
  const [claimWaiting] = useState(() => readPendingTrialClaim() !== null);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const legendId = useId();

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = METHOD_FIELDS[method].find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
  }

  async function makeWaitingClaim() {
    const deviceId = readPendingTrialClaim();
    if (deviceId === null) return;
    setClaim({ kind: "claiming" });
    try {
      const claimed = await apiRequest<TrialClaimResponse>(apiPaths.trialClaim, {
        audience: "player",
        method: "POST",
        body: { deviceId },
      });
      forgetPendingTrialClaim();
      setClaim({ kind: "claimed", rupee: claimed.rupee });
    } catch (error) {
      console.error("The trial claim failed", error);
      setClaim({ kind: "none" });
      // A claim the server refuses for good (no win on this device, someone else's claim)
      // is forgotten; one that failed on the way is kept for the next save.
      const final =
        error instanceof ApiRequestError &&
        (error.status === 400 ||
          error.status === 404 ||
          (error.status === 409 && error.code !== "payout_details_required"));
      if (final) forgetPendingTrialClaim();
      showMessage(error instanceof Error ? error.message : "Something went wrong. Try again.");
    }
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
      await apiRequest<StatusOk>(apiPaths.payoutDetails, {
        audience: "player",
        method: "PUT",
        body: bodyOf(method, values),
      });
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
    await makeWaitingClaim();
  }

  const edit = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <>
      {claimWaiting && claim.kind !== "claimed" && (
        <p className="account-notice">Save your payment details to claim your trial reward.</p>
      )}
      <form className="form account-form" onSubmit={(event) => void save(event)} noValidate>
        <fieldset className="account-methods" aria-labelledby={legendId}>
          <legend id={legendId}>Send my payouts to</legend>
          {(["upi", "bank"] as const).map((option) => (
            <label key={option} className="account-method">
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
          {saving
            ? "Saving…"
            : claim.kind === "claiming"
              ? `${notice} Claiming your reward…`
              : notice}
        </p>
      </form>
      {claim.kind === "claimed" && (
        <div className="account-notice account-claimed">
          <p>{`${formatRupees(claim.rupee)} claim requested`}</p>
          <Link to={paths.accountPending}>See your pending payouts</Link>
        </div>
      )}
    </>
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
