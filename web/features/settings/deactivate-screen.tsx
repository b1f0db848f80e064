import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { MessageDialog } from "../../components/popup-message";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { ApiRequestError } from "../../lib/api-client";
import { rupeeText } from "../../lib/money";
import { paths } from "../../lib/paths";
import { logOutPlayer } from "../../lib/player-logout";
import { useDeactivateAccount } from "./api";
import "./settings.css";

const TITLE = "Deactivate Account";

/** SPEC.md section 8's alert after the request. */
export const DEACTIVATED_MESSAGE =
  "Your account will be deactivated and your data removed. Your request has been sent.";

/** Cash and winnings (paise) the server said are still in the account. */
type MoneyLeft = { cash: number; winnings: number };

type Step =
  | { kind: "confirming"; problem: string | null }
  | { kind: "sending" }
  | { kind: "money_left"; left: MoneyLeft; forfeiting: boolean }
  | { kind: "failed"; message: string }
  | { kind: "done" };

function moneyLeftOf(error: unknown): MoneyLeft | null {
  if (!(error instanceof ApiRequestError) || error.code !== "balance_remaining") return null;
  const { cash, winnings } = error.body;
  return { cash: Number(cash) || 0, winnings: Number(winnings) || 0 };
}

/** "₹20.00 cash and ₹30.00 waiting to be paid out", naming only what is there. */
function moneyLeftText({ cash, winnings }: MoneyLeft): string {
  return [
    cash > 0 ? `${rupeeText(cash)} cash` : null,
    winnings > 0 ? `${rupeeText(winnings)} waiting to be paid out` : null,
  ]
    .filter(Boolean)
    .join(" and ");
}

/**
 * /delete: says what deactivation erases and keeps, asks for "I understand", then ends
 * the account on the server. Money is never dropped silently: with cash or
 * payouts left the server refuses with the amounts, and the screen offers Withdraw first,
 * or deactivating anyway after a confirmation that names them. The server has already
 * ended every session by then, so the alert is followed by the usual logout sequence
 * (storage, device database, Google).
 */
export function DeactivateScreen() {
  const [understood, setUnderstood] = useState(false);
  const [step, setStep] = useState<Step>({ kind: "confirming", problem: null });
  // The screen says why it failed, or what money is left: no popup.
  const deactivating = useDeactivateAccount({ failureMessage: () => null });
  const checkboxRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function deactivate(forfeit = false) {
    // Once done, the session is gone: nothing more is sent.
    if (deactivating.isPending || step.kind === "done") return;
    if (!understood) {
      setStep({ kind: "confirming", problem: "Tick “I understand” to deactivate your account." });
      checkboxRef.current?.focus();
      return;
    }
    setStep({ kind: "sending" });
    deactivating.mutate(forfeit, {
      onSuccess: () => setStep({ kind: "done" }),
      onError: (error) => {
        const left = moneyLeftOf(error);
        setStep(
          left
            ? { kind: "money_left", left, forfeiting: false }
            : { kind: "failed", message: error.message },
        );
      },
    });
  }

  const problem = step.kind === "confirming" ? step.problem : null;

  return (
    <TitledScreen title={TITLE} className="settings-screen">
      <p id={`${id}-summary`}>
        Deactivating ends your Quizzy Edge account on every device. It cannot be undone: signing in
        again later with the same Google account starts a new, empty account.
      </p>
      <h2>What is erased</h2>
      <ul className="settings-list">
        <li>Your name, email address, profile picture and the link to your Google account</li>
        <li>Your display name, question language and preferences</li>
        <li>The UPI id or bank account you saved for payouts</li>
        <li>Your review</li>
        <li>Every sign-in: you are logged out everywhere</li>
      </ul>
      <h2>What is kept, without your name</h2>
      <ul className="settings-list">
        <li>
          The ledger of coins, stars, tries and money, your deposits and payments, and payout
          records, because every rupee that moved must stay accountable for audits
        </li>
        <li>Your games, answers and reports, so scores and refunds stay correct</li>
      </ul>
      <h2>Before you go</h2>
      <ul className="settings-list">
        <li>
          Withdraw the cash in your <Link to={paths.account}>Bank</Link> first, and wait until your{" "}
          <Link to={paths.accountPending}>pending payouts</Link> are paid. If any are left, we ask
          before giving them up.
        </li>
        <li>
          Bonus money, coins, stars and tries cannot be withdrawn: they end with your account.
        </li>
        <li>
          You can <Link to={paths.data}>download your data</Link> before it is erased.
        </li>
      </ul>
      <div className="settings-confirm">
        <label className="settings-check">
          <input
            ref={checkboxRef}
            type="checkbox"
            name="understood"
            checked={understood}
            aria-describedby={`${id}-summary`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setUnderstood(event.target.checked);
              if (event.target.checked) setStep({ kind: "confirming", problem: null });
            }}
          />
          I understand
        </label>
        {problem && (
          <p role="alert" className="settings-field-error">
            {problem}
          </p>
        )}
        <p>
          <button
            type="button"
            className="button button-danger"
            aria-disabled={step.kind === "sending" || step.kind === "done"}
            onClick={() => deactivate()}
          >
            Deactivate my account
          </button>
        </p>
        <StatusLine>{step.kind === "sending" ? "Deactivating your account…" : ""}</StatusLine>
        {step.kind === "failed" && (
          <p role="alert" className="alert-box">
            {`Could not deactivate your account. ${step.message}`}
          </p>
        )}
        {step.kind === "money_left" && (
          <MoneyLeftNotice
            left={step.left}
            onForfeit={() => setStep({ ...step, forfeiting: true })}
          />
        )}
      </div>
      {step.kind === "money_left" && step.forfeiting && (
        <ConfirmDialog
          title={`Give up ${moneyLeftText(step.left)}?`}
          details={forfeitDetails(step.left)}
          confirmLabel="Give it up and deactivate"
          onConfirm={() => deactivate(true)}
          onCancel={() => setStep({ ...step, forfeiting: false })}
        />
      )}
      {step.kind === "done" && <DeactivatedAlert />}
    </TitledScreen>
  );
}

/** What a forfeit gives up, in words: the confirmation names every amount. */
function forfeitDetails(left: MoneyLeft): string {
  const parts = [
    left.cash > 0 ? `Your ${rupeeText(left.cash)} cash is given up.` : null,
    left.winnings > 0
      ? `The ${rupeeText(left.winnings)} waiting to be paid out is still sent to the details you gave, but if an admin rejects it, it is lost with the account.`
      : null,
    "Your bonus money, coins, stars and tries end with the account. This cannot be undone.",
  ];
  return parts.filter(Boolean).join(" ");
}

/** The server's refusal while money is left: the amounts, Withdraw first, or anyway. */
function MoneyLeftNotice({ left, onForfeit }: { left: MoneyLeft; onForfeit: () => void }) {
  return (
    <div role="alert" className="alert-box settings-money-left">
      <p>{`You still have ${moneyLeftText(left)}. Your account was not deactivated.`}</p>
      <p className="settings-actions">
        {left.cash > 0 && (
          <Link className="button button-primary" to={paths.account}>
            Withdraw first
          </Link>
        )}
        {left.winnings > 0 && (
          <Link className="button" to={paths.accountPending}>
            See pending payouts
          </Link>
        )}
        <button type="button" className="button button-danger" onClick={onForfeit}>
          Deactivate anyway
        </button>
      </p>
    </div>
  );
}

/** The alert stays until the player acknowledges it, then the logout sequence reloads the app. */
function DeactivatedAlert() {
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = () => {
    if (loggingOut) return;
    setLoggingOut(true);
    void logOutPlayer({ sessionAlreadyEnded: true });
  };
  return (
    <MessageDialog
      text={DEACTIVATED_MESSAGE}
      onDismiss={logOut}
      okLabel={loggingOut ? "Signing you out…" : "OK"}
    />
  );
}
