import { Trans, useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { PaymentStatusResponse } from "../../../contract/payments";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import { paymentStatusQuery } from "./api";
import "./account.css";
import { ReadView } from "../../components/read-view";
import { rupeeText } from "../../lib/money";

/** How often a payment still being confirmed is read again, and for how long. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 60_000;

/**
 * /check?payment={id}: where the provider's checkout returns. The provider confirms
 * the payment by webhook, maybe a moment later, so a created payment is read again
 * every 2 seconds for up to a minute.
 */
export function CheckScreen() {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const paymentId = searchParams.get("payment");
  const signedIn = useStoredValue("ssid") !== null;
  let body: ReactNode;
  if (!paymentId) {
    body = <p className="account-empty">{i18n._("check.noPayment")}</p>;
  } else if (!signedIn) {
    body = (
      <p className="account-empty">
        <Trans id="check.logIn" components={{ 0: <Link to={paths.login} /> }} />
      </p>
    );
  } else {
    body = <PaymentStatus key={paymentId} paymentId={paymentId} />;
  }
  return (
    <TitledScreen title={i18n._("check.title")} width="narrow" className="account-screen">
      {body}
      <p className="account-links-inline">
        <Link to={paths.account}>{i18n._("check.toBank")}</Link>
      </p>
    </TitledScreen>
  );
}

/**
 * Whether a read of a payment still being confirmed is read again: its last answer, or
 * failed read, came within a minute of `since`.
 */
const stillWaiting = (
  state: { data?: PaymentStatusResponse; dataUpdatedAt: number; errorUpdatedAt: number },
  since: number,
) =>
  state.data?.status === "created" &&
  Math.max(state.dataUpdatedAt, state.errorUpdatedAt) - since < POLL_LIMIT_MS;

function PaymentStatus({ paymentId }: { paymentId: string }) {
  const { i18n } = useLingui();
  const [pollingSince, setPollingSince] = useState(() => Date.now());
  // The query reads it again 2 seconds after each answer while it waits, even when the
  // screen is in the background: the player is waiting on it.
  const read = useQuery({
    ...paymentStatusQuery(paymentId),
    refetchInterval: (query) =>
      stillWaiting(query.state, pollingSince) ? POLL_INTERVAL_MS : false,
    refetchIntervalInBackground: true,
  });
  const gaveUp = read.data?.status === "created" && !stillWaiting(read, pollingSince);

  function checkAgain() {
    setPollingSince(Date.now());
    void read.refetch();
  }

  return (
    <ReadView read={read} what={i18n._("check.loadWhat")}>
      {(payment) => (
        <div className="account-card account-check" data-status={payment.status}>
          <p role="status" className="account-check-status">
            {i18n._(
              payment.status === "settled"
                ? "check.settled"
                : payment.status === "failed"
                  ? "check.failed"
                  : gaveUp
                    ? "check.stillPending"
                    : "check.waiting",
              { amount: rupeeText(payment.amountPaise) },
            )}
          </p>
          {payment.status === "failed" && (
            <Link className="button button-primary" to={paths.payment}>
              {i18n._("check.tryAgain")}
            </Link>
          )}
          {payment.status === "created" && gaveUp && (
            <button type="button" className="button" onClick={checkAgain}>
              {i18n._("check.checkAgain")}
            </button>
          )}
        </div>
      )}
    </ReadView>
  );
}
