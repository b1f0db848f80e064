import { useLingui } from "@lingui/react";
import { type FormEvent, useId, useState } from "react";
import { isPlainText } from "../../contract/plain-text";
import { FieldShell } from "./field-shell";
import { FormActions } from "./form-actions";
import { ModalDialog } from "./modal-dialog";

/** The longest reason the server keeps for a refusal (contract's `reason` bounds). */
const REASON_MAX = 300;

/**
 * Asks why before a refusal goes out (rejecting a claim request, a payout): a reason the
 * other side reads, checked here by `check` and then by the server. `onSubmit` resolves
 * to the server's message when it refused the reason itself, which the field then shows.
 */
export function ReasonDialog({
  title,
  details,
  hint,
  submitLabel,
  busy = false,
  formClassName,
  check,
  onSubmit,
  onCancel,
}: {
  title: string;
  /** What the refusal does, in a sentence under the title. */
  details?: string;
  hint?: string;
  submitLabel: string;
  busy?: boolean;
  /** "form" spaces the field and the buttons as the app's forms are. */
  formClassName?: "form";
  /** The message for a reason not good enough to send (it is given trimmed), else undefined. */
  check: (reason: string) => string | undefined;
  onSubmit: (reason: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const blocked = busy || sending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blocked) return;
    const trimmed = reason.trim();
    // The other side reads it, so it is plain text as the server requires.
    const unfit = isPlainText(trimmed, "lines") ? check(trimmed) : i18n._("error.field.plainText");
    if (unfit) {
      setError(unfit);
      return;
    }
    setSending(true);
    try {
      const refused = await onSubmit(trimmed);
      if (refused) setError(refused);
    } finally {
      setSending(false);
    }
  }

  return (
    <ModalDialog role="dialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>{title}</h2>
      {details && <p className="popup-text">{details}</p>}
      <form className={formClassName} noValidate onSubmit={(event) => void submit(event)}>
        <FieldShell
          id={fieldId}
          name="reason"
          label={i18n._("reasonDialog.reason")}
          hint={hint}
          error={error}
        >
          {(aria) => (
            <textarea
              {...aria}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FieldShell>
        <FormActions
          className="modal-actions"
          submitLabel={submitLabel}
          busy={blocked}
          onCancel={onCancel}
        />
      </form>
    </ModalDialog>
  );
}
