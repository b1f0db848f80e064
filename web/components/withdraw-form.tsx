import { useLingui } from "@lingui/react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { type PayeeAudience, requestWithdrawal } from "../lib/api/money";
import { ApiRequestError } from "../lib/api-client";
import { fieldErrorsFor, messageOf } from "../lib/api-errors";
import { formatNearMoment } from "../lib/day-format";
import { formatRupees } from "../lib/money";
import { InputField, wholeNumberInput } from "./input-field";
import "./withdraw-form.css";

type Refusal =
  | { kind: "details" }
  | { kind: "field"; message: string }
  | { kind: "other"; message: string };

function refusalOf(error: Error): Refusal {
  if (error instanceof ApiRequestError && error.code === "payout_details_required") {
    return { kind: "details" };
  }
  const field = fieldErrorsFor(error, ["amount"])?.amount;
  return field ? { kind: "field", message: field } : { kind: "other", message: messageOf(error) };
}

/**
 * Withdraw: whole rupees, at least ₹1 and at most what may be withdrawn, for a
 * player's cash in the Bank and a contributor's earnings in the wallet. The request is
 * queued for an admin; without payout details the server says so, and the form offers
 * the way to add them (`detailsAction`). One to details changed within a day is held
 * (decision 023), and the confirmation says until when.
 */
export function WithdrawForm({
  audience,
  availablePaise,
  what,
  detailsAction,
  onBalanceChange,
}: {
  audience: PayeeAudience;
  availablePaise: number;
  /** What is withdrawn, as the sentences name it: a player's cash, a contributor's earnings. */
  what: "cash" | "earnings";
  detailsAction: ReactNode;
  /** After a request, or a refusal that shows the balance moved: read it again. */
  onBalanceChange: () => void;
}) {
  const { i18n } = useLingui();
  const wholeRupees = Math.floor(availablePaise / 100);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(wholeRupees));
  const [problem, setProblem] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const withdraw = useMutation({
    mutationFn: (rupees: number) => requestWithdrawal(audience, rupees),
    onSuccess: (reply, rupees) => {
      const amount = formatRupees(rupees);
      setNotice(
        reply.heldUntil === null
          ? i18n._("withdraw.requested", { amount })
          : i18n._("withdraw.requestedHeld", { amount, until: formatNearMoment(reply.heldUntil) }),
      );
      setOpen(false);
      onBalanceChange();
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      setProblem(refusal);
      if (refusal.kind === "field") inputRef.current?.focus();
      // The balance changed elsewhere: the screen reads it again.
      if (error instanceof ApiRequestError && error.code === "insufficient_balance") {
        onBalanceChange();
      }
    },
    // The form shows every refusal itself.
    meta: { failureMessage: () => null },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (withdraw.isPending) return;
    setProblem(null);
    const rupees = Number(amount);
    if (!/^\d+$/.test(amount.trim()) || rupees < 1) {
      setProblem({ kind: "field", message: i18n._("withdraw.amount.invalid") });
      inputRef.current?.focus();
      return;
    }
    if (rupees > wholeRupees) {
      setProblem({
        kind: "field",
        message: i18n._("withdraw.amount.tooMuch", { max: formatRupees(wholeRupees) }),
      });
      inputRef.current?.focus();
      return;
    }
    withdraw.mutate(rupees);
  }

  if (wholeRupees < 1 && !notice) return null;
  return (
    <div className="withdraw">
      {!open && wholeRupees >= 1 && (
        <button
          type="button"
          className="button"
          onClick={() => {
            setOpen(true);
            setNotice("");
            setAmount(String(wholeRupees));
          }}
        >
          {i18n._("withdraw.open")}
        </button>
      )}
      {open && (
        <form className="form withdraw-form" onSubmit={submit} noValidate>
          <InputField
            id={id}
            name="amount"
            label={i18n._("withdraw.amount.label")}
            hint={i18n._("withdraw.amount.hint", { max: formatRupees(wholeRupees), what })}
            error={problem?.kind === "field" ? problem.message : undefined}
            ref={inputRef}
            {...wholeNumberInput(1, wholeRupees)}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setProblem(null);
            }}
          />
          <div className="withdraw-actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {i18n._("withdraw.cancel")}
            </button>
            <button
              type="submit"
              className="button button-primary"
              aria-disabled={withdraw.isPending}
            >
              {i18n._("withdraw.submit")}
            </button>
          </div>
        </form>
      )}
      <div role="alert" className="withdraw-problem">
        {problem?.kind === "details" && (
          <p>
            {i18n._("withdraw.needsDetails")} {detailsAction}
          </p>
        )}
        {problem?.kind === "other" && <p>{problem.message}</p>}
      </div>
      <p role="status" className="form-status">
        {withdraw.isPending ? i18n._("withdraw.requesting") : notice}
      </p>
    </div>
  );
}
