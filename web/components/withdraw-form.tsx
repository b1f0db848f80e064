import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { type PayeeAudience, requestWithdrawal } from "../lib/api/money";
import { ApiRequestError } from "../lib/api-client";
import { fieldErrorsFor, messageOf } from "../lib/api-errors";
import { formatRupees } from "../lib/money";
import { InputField, wholeNumberInput } from "./input-field";
import { heldUntilText } from "./payout-list";
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
  /** "cash" or "earnings", as the sentences name it. */
  what: string;
  detailsAction: ReactNode;
  /** After a request, or a refusal that shows the balance moved: read it again. */
  onBalanceChange: () => void;
}) {
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
      setNotice(
        reply.heldUntil === null
          ? `${formatRupees(rupees)} requested. An admin sends it to your payout details; you will see it paid here.`
          : `${formatRupees(rupees)} requested. ${heldUntilText(reply.heldUntil)}. You can cancel it until it is paid.`,
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
      setProblem({ kind: "field", message: "Enter a whole number of rupees, at least 1" });
      inputRef.current?.focus();
      return;
    }
    if (rupees > wholeRupees) {
      setProblem({
        kind: "field",
        message: `You can withdraw at most ${formatRupees(wholeRupees)}`,
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
          Withdraw
        </button>
      )}
      {open && (
        <form className="form withdraw-form" onSubmit={submit} noValidate>
          <InputField
            id={id}
            name="amount"
            label="Amount to withdraw, in rupees"
            hint={`Whole rupees, from ₹1.00 to ${formatRupees(wholeRupees)} of your ${what}.`}
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
              Cancel
            </button>
            <button
              type="submit"
              className="button button-primary"
              aria-disabled={withdraw.isPending}
            >
              Request withdrawal
            </button>
          </div>
        </form>
      )}
      <div role="alert" className="withdraw-problem">
        {problem?.kind === "details" && (
          <p>
            {"Add your UPI id or bank account first, so we know where to send it. "}
            {detailsAction}
          </p>
        )}
        {problem?.kind === "other" && <p>{problem.message}</p>}
      </div>
      <p role="status" className="form-status">
        {withdraw.isPending ? "Requesting…" : notice}
      </p>
    </div>
  );
}
