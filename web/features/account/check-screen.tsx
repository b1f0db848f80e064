import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import { paymentStatusQuery } from "./api";
import "./account.css";
import { ReadView } from "../../components/read-view";
import { rupeeText } from "../../lib/money";

const TITLE = "Payment Status";
/** How often a payment still being confirmed is read again, and for how long. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 60_000;

/**
 * /check?payment={id}: where the provider's checkout returns. The provider confirms
 * the payment by webhook, maybe a moment later, so a created payment is read again
 * every 2 seconds for up to a minute.
 */
export function CheckScreen() {
  const [searchParams] = useSearchParams();
  const paymentId = searchParams.get("payment");
  const signedIn = useStoredValue("ssid") !== null;
  let body: ReactNode;
  if (!paymentId) {
    body = <p className="account-empty">This link does not say which payment to check.</p>;
  } else if (!signedIn) {
    body = (
      <p className="account-empty">
        <Link to={paths.login}>Log in</Link> to see this payment.
      </p>
    );
  } else {
    body = <PaymentStatus key={paymentId} paymentId={paymentId} />;
  }
  return (
    <TitledScreen title={TITLE} width="narrow" className="account-screen">
      {body}
      <p className="account-links-inline">
        <Link to={paths.account}>Go to the Bank</Link>
      </p>
    </TitledScreen>
  );
}

function PaymentStatus({ paymentId }: { paymentId: string }) {
  const read = useQuery(paymentStatusQuery(paymentId));
  const { data, dataUpdatedAt, errorUpdatedAt, refetch } = read;
  const pollingSince = useRef(Date.now());
  const [gaveUp, setGaveUp] = useState(false);

  // Every answer, or failed read, while the payment is still created schedules the next;
  // the times change with each, even when the answer is the same as the last.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the two times stand for "another answer came".
  useEffect(() => {
    if (data?.status !== "created" || gaveUp) return;
    if (Date.now() - pollingSince.current >= POLL_LIMIT_MS) {
      setGaveUp(true);
      return;
    }
    const timer = setTimeout(() => void refetch(), POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [data, dataUpdatedAt, errorUpdatedAt, refetch, gaveUp]);

  function checkAgain() {
    pollingSince.current = Date.now();
    setGaveUp(false);
    void refetch();
  }

  return (
    <ReadView read={read} what="this payment">
      {(payment) => (
        <div className="account-card account-check" data-status={payment.status}>
          <p role="status" className="account-check-status">
            {payment.status === "settled"
              ? `${rupeeText(payment.amountPaise)} added to your Bank`
              : payment.status === "failed"
                ? "The payment failed. No money was added."
                : gaveUp
                  ? "The payment is still pending. It shows in your Bank once it is confirmed."
                  : `Waiting for the ${rupeeText(payment.amountPaise)} payment to be confirmed…`}
          </p>
          {payment.status === "failed" && (
            <Link className="button button-primary" to={paths.payment}>
              Try again
            </Link>
          )}
          {payment.status === "created" && gaveUp && (
            <button type="button" className="button" onClick={checkAgain}>
              Check again
            </button>
          )}
        </div>
      )}
    </ReadView>
  );
}
