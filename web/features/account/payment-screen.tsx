import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { DEPOSIT_MIN_PAISE, type FirstDepositOffer } from "../../../contract/offers";
import { regionName } from "../../../contract/regions";
import { EligibilityForm } from "../../components/eligibility-form";
import { InputField, wholeNumberInput } from "../../components/input-field";
import { TitledScreen } from "../../components/titled-screen";
import { accountQuery } from "../../lib/api/money";
import { ApiRequestError } from "../../lib/api-client";
import { fieldErrorsOf, serverMessageOf } from "../../lib/api-errors";
import { offerText } from "../../lib/offer-text";
import { paths } from "../../lib/paths";
import { useStartDeposit } from "./api";
import "./account.css";
import { ReadView } from "../../components/read-view";

/** The amount a deposit starts at: what earns this player's first-deposit bonus, if any. */
function defaultAmount(offer: FirstDepositOffer | null): string {
  return String(Math.ceil(Math.max(offer?.minPaise ?? 0, DEPOSIT_MIN_PAISE) / 100));
}

/**
 * /payment: a deposit through the payment provider (DESIGN.md section 5). Pay opens the
 * provider's checkout, which comes back to /check. The first time, the player confirms
 * their age and place (decision 021); where paid play is off, here or in their place,
 * there is nothing to pay for and the screen says why. The first-deposit offer is this
 * player's own: none for a person who deposited with an earlier account.
 */
export function PaymentScreen() {
  const { i18n } = useLingui();
  const read = useQuery(accountQuery());
  // After the step, the amount takes focus: the player carries on where they were.
  const [stepDone, setStepDone] = useState(false);
  return (
    <TitledScreen title={i18n._("payment.title")} width="narrow" className="account-screen">
      <ReadView read={read} what={i18n._("bank.loadWhat")}>
        {({ paidPlay, offers }) => {
          if (paidPlay.access === "open") {
            return (
              <DepositForm
                offer={offers.firstDeposit}
                focusAmount={stepDone}
                onRefused={() => void read.refetch()}
              />
            );
          }
          if (paidPlay.access === "eligibility_required") {
            return (
              <section className="account-section" aria-labelledby="payment-eligibility">
                <h2 id="payment-eligibility">{i18n._("payment.eligibility.heading")}</h2>
                {offers.firstDeposit && (
                  <p className="account-offer">{offerText.firstDepositLine(offers.firstDeposit)}</p>
                )}
                <EligibilityForm onConfirmed={() => setStepDone(true)} />
              </section>
            );
          }
          return (
            <div className="account-empty">
              <p>
                {paidPlay.access === "closed_in_region" && paidPlay.region
                  ? i18n._("paidPlay.closedInRegion", { region: regionName(paidPlay.region) })
                  : i18n._("bank.paidPlayOff.deposits")}
              </p>
              <Link to={paths.account}>{i18n._("payment.backToBank")}</Link>
            </div>
          );
        }}
      </ReadView>
    </TitledScreen>
  );
}

function DepositForm({
  offer,
  focusAmount,
  onRefused,
}: {
  offer: FirstDepositOffer | null;
  focusAmount: boolean;
  /** A 403: paid play changed for this player; the Bank's read says how. */
  onRefused: () => void;
}) {
  const { i18n } = useLingui();
  const [amount, setAmount] = useState(() => defaultAmount(offer));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const deposit = useStartDeposit();
  // The page is left for the provider's checkout; "paying" stays on until it goes.
  const paying = deposit.isPending || deposit.isSuccess;
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (focusAmount) inputRef.current?.focus();
  }, [focusAmount]);

  function refuse(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying) return;
    setError(null);
    setFormError(null);
    const rupees = Number(amount);
    if (amount.trim() === "" || !Number.isFinite(rupees)) {
      refuse(i18n._("payment.amount.missing"));
      return;
    }
    deposit.mutate(rupees, {
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.status === 403) {
          onRefused();
          return;
        }
        const amountRefusal = fieldErrorsOf(failure).amount;
        if (amountRefusal) refuse(amountRefusal);
        else setFormError(serverMessageOf(failure));
      },
    });
  }

  return (
    <form className="form account-form" onSubmit={pay} noValidate>
      {offer && <p className="account-offer">{offerText.firstDepositLine(offer)}</p>}
      {formError && (
        <p role="alert" className="alert-box">
          {formError}
        </p>
      )}
      <InputField
        id={id}
        name="amount"
        label={i18n._("payment.amount.label")}
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
        {i18n._("payment.pay")}
      </button>
      <p role="status" className="form-status">
        {paying ? i18n._("payment.opening") : ""}
      </p>
    </form>
  );
}
