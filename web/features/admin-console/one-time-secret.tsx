import { useLingui } from "@lingui/react";
import { useId, useRef } from "react";
import { StatusLine } from "../../components/status-line";
import { formatMoment } from "../../lib/day-format";
import "../../components/field-shell.css";
import "../../components/admin/admin-lists.css";

/**
 * A secret the server shows once (an invite code, a password reset link) under the status
 * line that says it was made: once there is one, read-only, selected on focus, with its
 * expiry and a copy button. `onNotice` puts what copying did in the status line.
 */
/** What the secret is, which its label and the copy button name. */
type SecretKind = "invite" | "reset";

export function OneTimeSecret({
  kind,
  secret,
  notice,
  onNotice,
}: {
  kind: SecretKind;
  /** `expiresAt` is an ISO time. */
  secret: { value: string; expiresAt: string } | null;
  notice: string;
  onNotice: (notice: string) => void;
}) {
  return (
    <>
      <StatusLine>{notice}</StatusLine>
      {secret && <SecretField kind={kind} {...secret} onNotice={onNotice} />}
    </>
  );
}

function SecretField({
  kind,
  value,
  expiresAt,
  onNotice,
}: {
  kind: SecretKind;
  value: string;
  expiresAt: string;
  onNotice: (notice: string) => void;
}) {
  const { i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      onNotice(i18n._("admin.secret.copied", { kind }));
    } catch (error) {
      console.error(`Copying the ${kind} secret failed`, error);
      inputRef.current?.select();
      onNotice(i18n._("admin.secret.copyFailed", { kind }));
    }
  }

  return (
    <div className="invite-code">
      <div className="field">
        <label htmlFor={id}>{i18n._("admin.secret.label", { kind })}</label>
        <input
          ref={inputRef}
          id={id}
          readOnly
          value={value}
          aria-describedby={`${id}-expiry`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p id={`${id}-expiry`} className="field-hint">
          {i18n._("admin.secret.expires", { moment: formatMoment(Date.parse(expiresAt)) })}
        </p>
      </div>
      <button type="button" className="button" onClick={() => void copy()}>
        {i18n._("admin.secret.copy", { kind })}
      </button>
    </div>
  );
}
