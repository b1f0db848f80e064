import { Trans, useLingui } from "@lingui/react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { MessageDialog } from "../../components/popup-message";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import { rupeeText } from "../../lib/money";
import { paths } from "../../lib/paths";
import { logOutPlayer } from "../../lib/player-logout";
import { useDeactivateAccount } from "./api";
import "./settings.css";

/** Cash and winnings (paise) the server said are still in the account. */
type MoneyLeft = { cash: number; winnings: number };

type Step =
  | { kind: "confirming"; problem: string | null }
  | { kind: "sending" }
  | { kind: "money_left"; left: MoneyLeft; forfeiting: boolean }
  | { kind: "failed"; error: Error }
  | { kind: "done" };

function moneyLeftOf(error: unknown): MoneyLeft | null {
  if (!(error instanceof ApiRequestError) || error.code !== "balance_remaining") return null;
  const { cash, winnings } = error.body;
  return { cash: Number(cash) || 0, winnings: Number(winnings) || 0 };
}

/**
 * The amounts as the messages take them: each in rupees, and which are there ("cash",
 * "winnings" or "both"), so a message names only what is left.
 */
function moneyLeftValues({ cash, winnings }: MoneyLeft) {
  const held = cash > 0 && winnings > 0 ? "both" : cash > 0 ? "cash" : "winnings";
  return { held, cash: rupeeText(cash), winnings: rupeeText(winnings) };
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
  const { i18n } = useLingui();
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
      setStep({ kind: "confirming", problem: i18n._("deactivate.tickFirst") });
      checkboxRef.current?.focus();
      return;
    }
    setStep({ kind: "sending" });
    deactivating.mutate(forfeit, {
      onSuccess: () => setStep({ kind: "done" }),
      onError: (error) => {
        const left = moneyLeftOf(error);
        setStep(left ? { kind: "money_left", left, forfeiting: false } : { kind: "failed", error });
      },
    });
  }

  const problem = step.kind === "confirming" ? step.problem : null;

  return (
    <TitledScreen title={i18n._("deactivate.title")} className="settings-screen">
      <p id={`${id}-summary`}>{i18n._("deactivate.summary")}</p>
      <h2>{i18n._("deactivate.erased.heading")}</h2>
      <ul className="settings-list">
        <li>{i18n._("deactivate.erased.identity")}</li>
        <li>{i18n._("deactivate.erased.choices")}</li>
        <li>{i18n._("deactivate.erased.payoutDetails")}</li>
        <li>{i18n._("deactivate.erased.review")}</li>
        <li>{i18n._("deactivate.erased.signIns")}</li>
      </ul>
      <h2>{i18n._("deactivate.kept.heading")}</h2>
      <ul className="settings-list">
        <li>{i18n._("deactivate.kept.ledger")}</li>
        <li>{i18n._("deactivate.kept.games")}</li>
      </ul>
      <h2>{i18n._("deactivate.before.heading")}</h2>
      <ul className="settings-list">
        <li>
          <Trans
            id="deactivate.before.withdraw"
            components={{ 0: <Link to={paths.account} />, 1: <Link to={paths.accountPending} /> }}
          />
        </li>
        <li>{i18n._("deactivate.before.endsWithAccount")}</li>
        <li>
          <Trans id="deactivate.before.download" components={{ 0: <Link to={paths.data} /> }} />
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
          {i18n._("deactivate.understand")}
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
            {i18n._("deactivate.submit")}
          </button>
        </p>
        <StatusLine>{step.kind === "sending" ? i18n._("deactivate.sending") : ""}</StatusLine>
        {step.kind === "failed" && (
          <p role="alert" className="alert-box">
            {i18n._("deactivate.failed", { reason: serverMessageOf(step.error) })}
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
          title={i18n._("deactivate.forfeit.title", moneyLeftValues(step.left))}
          details={i18n._("deactivate.forfeit.details", moneyLeftValues(step.left))}
          confirmLabel={i18n._("deactivate.forfeit.confirm")}
          onConfirm={() => deactivate(true)}
          onCancel={() => setStep({ ...step, forfeiting: false })}
        />
      )}
      {step.kind === "done" && <DeactivatedAlert />}
    </TitledScreen>
  );
}

/** The server's refusal while money is left: the amounts, Withdraw first, or anyway. */
function MoneyLeftNotice({ left, onForfeit }: { left: MoneyLeft; onForfeit: () => void }) {
  const { i18n } = useLingui();
  return (
    <div role="alert" className="alert-box settings-money-left">
      <p>{i18n._("deactivate.moneyLeft", moneyLeftValues(left))}</p>
      <p className="settings-actions">
        {left.cash > 0 && (
          <Link className="button button-primary" to={paths.account}>
            {i18n._("deactivate.moneyLeft.withdraw")}
          </Link>
        )}
        {left.winnings > 0 && (
          <Link className="button" to={paths.accountPending}>
            {i18n._("deactivate.moneyLeft.pending")}
          </Link>
        )}
        <button type="button" className="button button-danger" onClick={onForfeit}>
          {i18n._("deactivate.moneyLeft.anyway")}
        </button>
      </p>
    </div>
  );
}

/** The alert stays until the player acknowledges it, then the logout sequence reloads the app. */
function DeactivatedAlert() {
  const { i18n } = useLingui();
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = () => {
    if (loggingOut) return;
    setLoggingOut(true);
    void logOutPlayer({ sessionAlreadyEnded: true });
  };
  return (
    <MessageDialog
      text={i18n._("deactivate.done")}
      onDismiss={logOut}
      okLabel={i18n._(loggingOut ? "deactivate.done.signingOut" : "deactivate.done.ok")}
    />
  );
}
