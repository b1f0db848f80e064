import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { AccountResponse } from "../../../contract/account";
import { apiPaths } from "../../../contract/api-paths";
import type { DepositResponse } from "../../../contract/payments";
import { InputField, wholeNumberInput } from "../../components/input-field";
import { PageTitle } from "../../components/page-title";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { apiQuery } from "../../lib/api-query";
import { offerText } from "../../lib/offer-text";
import { openPage } from "../../lib/page-location";
import { paths } from "../../lib/paths";
import "./account.css";
import { ReadView } from "../../components/read-view";

const TITLE = "Add Money";
/** SPEC.md section 9's first-deposit offer, and so the amount a first deposit starts at. */
const DEFAULT_AMOUNT = "20";

/**
 * /payment: a deposit through the payment provider (DESIGN.md section 5). Pay opens the
 * provider's checkout, which comes back to /check. With paid play off there is nothing
 * to pay for.
 */
export function PaymentScreen() {
  const read = useQuery(apiQuery<AccountResponse>(apiPaths.account, "player"));
  const [refused, setRefused] = useState(false);
  return (
    <section className="screen screen-narrow account-screen">
      <PageTitle title={TITLE} />
      <h1>{TITLE}</h1>
      <ReadView read={read} what="your Bank">
        {({ depositsEnabled }) =>
          depositsEnabled && !refused ? (
            <DepositForm onDepositsOff={() => setRefused(true)} />
          ) : (
            <div className="account-empty">
              <p>Deposits are not available here: play is free.</p>
              <Link to={paths.account}>Back to the Bank</Link>
            </div>
          )
        }
      </ReadView>
    </section>
  );
}

function DepositForm({ onDepositsOff }: { onDepositsOff: () => void }) {
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function refuse(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying) return;
    setError(null);
    setFormError(null);
    const rupees = Number(amount);
    if (amount.trim() === "" || !Number.isFinite(rupees)) {
      refuse("Enter an amount in rupees");
      return;
    }
    setPaying(true);
    try {
      const deposit = await apiRequest<DepositResponse>(apiPaths.deposit, {
        audience: "player",
        method: "POST",
        body: { amount: rupees },
      });
      // The page is left for the provider's checkout; "paying" stays on until it goes.
      openPage(deposit.checkoutUrl);
    } catch (failure) {
      console.error("The deposit failed", failure);
      setPaying(false);
      if (failure instanceof ApiRequestError && failure.status === 403) {
        onDepositsOff();
        return;
      }
      const field =
        failure instanceof ApiRequestError
          ? failure.fields?.find((candidate) => candidate.path === "amount")
          : undefined;
      if (field) refuse(field.message);
      else setFormError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <form className="form account-form" onSubmit={(event) => void pay(event)} noValidate>
      <p className="account-offer">{offerText.firstDepositLine}</p>
      {formError && (
        <p role="alert" className="alert-box">
          {formError}
        </p>
      )}
      <InputField
        id={id}
        name="amount"
        label="Amount in rupees"
        hint={offerText.depositRange}
        error={error ?? undefined}
        ref={inputRef}
        {...wholeNumberInput(10, 10_000)}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setError(null);
        }}
      />
      <button type="submit" className="button button-primary" aria-disabled={paying}>
        Pay
      </button>
      <p role="status" className="form-status">
        {paying ? "Opening the payment page…" : ""}
      </p>
    </form>
  );
}
