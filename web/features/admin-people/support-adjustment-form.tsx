import { type FormEvent, useRef, useState } from "react";
import {
  ADJUSTMENT_LIMITS,
  ADJUSTMENT_REASON_MAX,
  type AdjustableAccount,
  type AdjustmentBody,
  adjustableAccounts,
  adjustmentLimitText,
} from "../../../contract/player-support";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { FieldShell } from "../../components/field-shell";
import { InputField } from "../../components/input-field";
import { OptionSelect } from "../../components/option-select";
import { useFieldForm } from "../../components/use-field-form";
import { type FieldErrors, fieldErrorsFor, messageUnless } from "../../lib/api-errors";
import { accountLabel, formatQuantity } from "../../lib/ledger-format";
import { rupeesTextToPaise } from "../../lib/money";
import { useAdjustPlayer } from "./api";
import "./admin-people.css";

type Values = {
  account: AdjustableAccount;
  direction: "credit" | "debit";
  amount: string;
  reason: string;
};

const emptyValues: Values = { account: "tries", direction: "credit", amount: "", reason: "" };
const fieldNames = ["account", "amount", "reason"] as const;
const formFieldErrors = (error: unknown) => fieldErrorsFor(error, fieldNames);

const accountOptions = adjustableAccounts.map((account) => ({
  value: account,
  label: account === "bonus" ? "Bonus (₹)" : accountLabel(account),
}));

/** "2 tries", "₹2.50 of bonus": an amount of one balance in words. */
const sizeOf = (account: AdjustableAccount, amount: number) =>
  `${formatQuantity(account, amount)}${account === "bonus" ? " of bonus" : ""}`;

/** The amount as the server takes it: paise for bonus (typed in rupees), else a count. */
function amountOf(values: Values): number | null {
  if (values.account === "bonus") return rupeesTextToPaise(values.amount);
  return /^\d{1,7}$/.test(values.amount.trim()) ? Number(values.amount.trim()) : null;
}

function checkValues(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  const amount = amountOf(values);
  const limit = ADJUSTMENT_LIMITS[values.account];
  if (amount === null || amount < 1) {
    errors.amount =
      values.account === "bonus" ? "Enter rupees, e.g. 10 or 2.50" : "Enter a whole number";
  } else if (amount > limit) {
    errors.amount = `At most ${adjustmentLimitText(values.account)} at once`;
  }
  if (values.reason.trim().length < 3) errors.reason = "Say why, in a few words";
  return errors;
}

/**
 * A support adjustment: credit or debit a player's coins, tries or bonus, with
 * a reason the player sees in their history. Confirmed before it is sent; the form's key
 * stays the same until it succeeds, so a double click or a retry moves value once.
 */
export function SupportAdjustmentForm({
  playerId,
  playerName,
  onAdjusted,
}: {
  playerId: string;
  playerName: string;
  onAdjusted: (notice: string) => void;
}) {
  const { formRef, values, setValues, setErrors, refuse, change, field, bind, input } =
    useFieldForm(fieldNames, emptyValues);
  const [confirming, setConfirming] = useState<AdjustmentBody | null>(null);
  const key = useRef(crypto.randomUUID());

  const adjusting = useAdjustPlayer(playerId, {
    onSuccess: (result, body) => {
      key.current = crypto.randomUUID();
      setConfirming(null);
      setValues(emptyValues);
      setErrors({});
      const verb = body.direction === "credit" ? "Credited" : "Debited";
      onAdjusted(
        `${verb} ${sizeOf(body.account, body.amount)}. The player now has ${sizeOf(body.account, result.balance)}.`,
      );
    },
    onError: (error) => {
      setConfirming(null);
      const fields = formFieldErrors(error);
      if (fields) refuse(fields);
    },
    meta: { failureMessage: messageUnless(formFieldErrors) },
  });

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkValues(values);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setConfirming({
      account: values.account,
      direction: values.direction,
      amount: amountOf(values) ?? 0,
      reason: values.reason.trim(),
      key: key.current,
    });
  }

  const size = confirming ? sizeOf(confirming.account, confirming.amount) : "";

  return (
    <form ref={formRef} className="form adjustment-form" noValidate onSubmit={review}>
      <div className="adjustment-row">
        <FieldShell {...field("account")} label="Balance">
          {(aria) => <OptionSelect {...aria} {...bind("account")} options={accountOptions} />}
        </FieldShell>
        <fieldset className="adjustment-direction">
          <legend>Direction</legend>
          {(["credit", "debit"] as const).map((direction) => (
            <label key={direction}>
              <input
                type="radio"
                name="direction"
                value={direction}
                checked={values.direction === direction}
                onChange={() => change("direction", direction)}
              />
              {direction === "credit" ? "Credit (add)" : "Debit (take)"}
            </label>
          ))}
        </fieldset>
        <InputField
          {...input("amount")}
          label={values.account === "bonus" ? "Amount in rupees" : "Amount"}
          type="text"
          inputMode={values.account === "bonus" ? "decimal" : "numeric"}
          autoComplete="off"
        />
      </div>
      <InputField
        {...input("reason")}
        label="Reason"
        hint={'The player sees it in their history as "Adjusted by support: …"'}
        type="text"
        autoComplete="off"
        maxLength={ADJUSTMENT_REASON_MAX}
      />
      <div className="admin-actions">
        <button type="submit" className="button button-primary">
          Adjust balance…
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`${confirming.direction === "credit" ? "Credit" : "Debit"} ${size}?`}
          details={`${confirming.direction === "credit" ? "To" : "From"} ${playerName}, because: ${confirming.reason}. It is recorded in the audit log.`}
          confirmLabel={confirming.direction === "credit" ? "Credit" : "Debit"}
          busy={adjusting.isPending}
          onConfirm={() => adjusting.mutate(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </form>
  );
}
