import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
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

const accountOptionsOf = (i18n: I18n) =>
  adjustableAccounts.map((account) => ({
    value: account,
    label: account === "bonus" ? i18n._("admin.adjust.bonusOption") : accountLabel(account),
  }));

/** "2 tries", "₹2.50 of bonus": an amount of one balance in words. */
const sizeOf = (i18n: I18n, account: AdjustableAccount, amount: number) =>
  i18n._("admin.adjust.size", { account, quantity: formatQuantity(account, amount) });

/** The amount as the server takes it: paise for bonus (typed in rupees), else a count. */
function amountOf(values: Values): number | null {
  if (values.account === "bonus") return rupeesTextToPaise(values.amount);
  return /^\d{1,7}$/.test(values.amount.trim()) ? Number(values.amount.trim()) : null;
}

function checkValues(i18n: I18n, values: Values): FieldErrors {
  const errors: FieldErrors = {};
  const amount = amountOf(values);
  const limit = ADJUSTMENT_LIMITS[values.account];
  if (amount === null || amount < 1) {
    errors.amount =
      values.account === "bonus"
        ? i18n._("admin.adjust.amountRupees")
        : i18n._("admin.adjust.amountWhole");
  } else if (amount > limit) {
    errors.amount = i18n._("admin.adjust.amountLimit", {
      limit: adjustmentLimitText(values.account),
    });
  }
  if (values.reason.trim().length < 3) errors.reason = i18n._("admin.adjust.reasonMissing");
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
  const { i18n } = useLingui();
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
      onAdjusted(
        i18n._("admin.adjust.done", {
          direction: body.direction,
          size: sizeOf(i18n, body.account, body.amount),
          balance: sizeOf(i18n, body.account, result.balance),
        }),
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
    const found = checkValues(i18n, values);
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

  const size = confirming ? sizeOf(i18n, confirming.account, confirming.amount) : "";

  return (
    <form ref={formRef} className="form adjustment-form" noValidate onSubmit={review}>
      <div className="adjustment-row">
        <FieldShell {...field("account")} label={i18n._("admin.adjust.balance")}>
          {(aria) => (
            <OptionSelect {...aria} {...bind("account")} options={accountOptionsOf(i18n)} />
          )}
        </FieldShell>
        <fieldset className="adjustment-direction">
          <legend>{i18n._("admin.adjust.direction")}</legend>
          {(["credit", "debit"] as const).map((direction) => (
            <label key={direction}>
              <input
                type="radio"
                name="direction"
                value={direction}
                checked={values.direction === direction}
                onChange={() => change("direction", direction)}
              />
              {i18n._("admin.adjust.directionOption", { direction })}
            </label>
          ))}
        </fieldset>
        <InputField
          {...input("amount")}
          label={
            values.account === "bonus"
              ? i18n._("admin.adjust.amountInRupees")
              : i18n._("admin.adjust.amount")
          }
          type="text"
          inputMode={values.account === "bonus" ? "decimal" : "numeric"}
          autoComplete="off"
        />
      </div>
      <InputField
        {...input("reason")}
        label={i18n._("admin.adjust.reason")}
        hint={i18n._("admin.adjust.reasonHint")}
        type="text"
        autoComplete="off"
        maxLength={ADJUSTMENT_REASON_MAX}
      />
      <div className="admin-actions">
        <button type="submit" className="button button-primary">
          {i18n._("admin.adjust.submit")}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={i18n._("admin.adjust.confirm.title", { direction: confirming.direction, size })}
          details={i18n._("admin.adjust.confirm.details", {
            direction: confirming.direction,
            name: playerName,
            reason: confirming.reason,
          })}
          confirmLabel={i18n._("admin.adjust.confirm.button", {
            direction: confirming.direction,
          })}
          busy={adjusting.isPending}
          onConfirm={() => adjusting.mutate(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </form>
  );
}
