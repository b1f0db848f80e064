import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { apiPaths } from "../../../contract/api-paths";
import type { StatusOk } from "../../../contract/auth";
import { ModalDialog } from "../../components/modal-dialog";
import { PageTitle } from "../../components/page-title";
import { apiRequest } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { logOutPlayer } from "../../lib/player-logout";
import "./settings.css";

const TITLE = "Deactivate Account";

/** SPEC.md section 8's alert after the request. */
export const DEACTIVATED_MESSAGE =
  "Your account will be deactivated and your data removed. Your request has been sent.";

type Step =
  | { kind: "confirming"; problem: string | null }
  | { kind: "sending" }
  | { kind: "failed"; message: string }
  | { kind: "done" };

/**
 * /delete: says what deactivation erases and keeps, asks for "I understand", then ends
 * the account on the server. The server has already ended every session by then, so the
 * alert is followed by the usual logout sequence (storage, device database, Google).
 */
export function DeactivateScreen() {
  const [understood, setUnderstood] = useState(false);
  const [step, setStep] = useState<Step>({ kind: "confirming", problem: null });
  const busy = useRef(false);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const id = useId();

  async function deactivate() {
    if (busy.current) return;
    if (!understood) {
      setStep({ kind: "confirming", problem: "Tick “I understand” to deactivate your account." });
      checkboxRef.current?.focus();
      return;
    }
    busy.current = true;
    setStep({ kind: "sending" });
    try {
      await apiRequest<StatusOk>(apiPaths.deactivate, { audience: "player", method: "POST" });
      setStep({ kind: "done" });
    } catch (error) {
      console.error("Deactivation failed", error);
      busy.current = false;
      setStep({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  const problem = step.kind === "confirming" ? step.problem : null;

  return (
    <section className="screen settings-screen">
      <PageTitle title={TITLE} />
      <h1>{TITLE}</h1>
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
          Balances left in your <Link to={paths.account}>Bank</Link> (cash, bonus, winnings, coins,
          stars and tries) cannot be used or moved after deactivation. Ask for any payout you are
          owed first, and wait until it is paid.
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
            onClick={() => void deactivate()}
          >
            Deactivate my account
          </button>
        </p>
        <p role="status" className="form-status">
          {step.kind === "sending" ? "Deactivating your account…" : ""}
        </p>
        {step.kind === "failed" && (
          <p role="alert" className="alert-box">
            {`Could not deactivate your account. ${step.message}`}
          </p>
        )}
      </div>
      {step.kind === "done" && <DeactivatedAlert />}
    </section>
  );
}

/** The alert stays until the player acknowledges it, then the logout sequence reloads the app. */
function DeactivatedAlert() {
  const [loggingOut, setLoggingOut] = useState(false);
  const textId = useId();
  const logOut = () => {
    if (loggingOut) return;
    setLoggingOut(true);
    void logOutPlayer({ sessionAlreadyEnded: true });
  };
  return (
    <ModalDialog role="alertdialog" labelledBy={textId} onDismiss={logOut}>
      <p id={textId} className="popup-text">
        {DEACTIVATED_MESSAGE}
      </p>
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={logOut}>
          {loggingOut ? "Signing you out…" : "OK"}
        </button>
      </div>
    </ModalDialog>
  );
}
