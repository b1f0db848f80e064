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
export function OneTimeSecret({
  label,
  secret,
  notice,
  onNotice,
}: {
  /** e.g. "Invite code"; the copy button says "Copy invite code". */
  label: string;
  /** `expiresAt` is an ISO time. */
  secret: { value: string; expiresAt: string } | null;
  notice: string;
  onNotice: (notice: string) => void;
}) {
  return (
    <>
      <StatusLine>{notice}</StatusLine>
      {secret && <SecretField label={label} {...secret} onNotice={onNotice} />}
    </>
  );
}

function SecretField({
  label,
  value,
  expiresAt,
  onNotice,
}: {
  label: string;
  value: string;
  expiresAt: string;
  onNotice: (notice: string) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const what = label.toLowerCase();

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      onNotice(`Copied the ${what}.`);
    } catch (error) {
      console.error(`Copying the ${what} failed`, error);
      inputRef.current?.select();
      onNotice(`Could not copy. The ${what} is selected: copy it by hand.`);
    }
  }

  return (
    <div className="invite-code">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={inputRef}
          id={id}
          readOnly
          value={value}
          aria-describedby={`${id}-expiry`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p id={`${id}-expiry`} className="field-hint">
          {`Expires ${formatMoment(Date.parse(expiresAt))}`}
        </p>
      </div>
      <button type="button" className="button" onClick={() => void copy()}>
        {`Copy ${what}`}
      </button>
    </div>
  );
}
