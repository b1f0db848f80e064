import { useId, useRef } from "react";
import { formatDateTime } from "./admin-format";
import "../../components/field-shell.css";
import "./admin-parts.css";

/**
 * A secret the server shows once (an invite code, a password reset link): read-only,
 * selected on focus, with its expiry and a copy button. `onNotice` says what copying did.
 */
export function OneTimeSecret({
  label,
  value,
  expiresAt,
  onNotice,
}: {
  /** e.g. "Invite code"; the copy button says "Copy invite code". */
  label: string;
  value: string;
  /** ISO time. */
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
          {`Expires ${formatDateTime(Date.parse(expiresAt))}`}
        </p>
      </div>
      <button type="button" className="button" onClick={() => void copy()}>
        {`Copy ${what}`}
      </button>
    </div>
  );
}
