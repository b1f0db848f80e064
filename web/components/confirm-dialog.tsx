import { useLingui } from "@lingui/react";
import { useId } from "react";
import { BusyButton } from "./busy-button";
import { ModalDialog } from "./modal-dialog";

type ConfirmDialogProps = {
  title: string;
  /** What happens, in a sentence under the title. */
  details?: string;
  confirmLabel: string;
  /** The button that closes without acting, when "Cancel" would read as the action. */
  dismissLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * "Are you sure?" for what cannot be undone. The button that acts not (Cancel, unless
 * `dismissLabel` says otherwise) comes first, so Enter on open is safe.
 */
export function ConfirmDialog({
  title,
  details,
  confirmLabel,
  dismissLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>{title}</h2>
      {details && <p className="popup-text">{details}</p>}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          {dismissLabel ?? i18n._("dialog.cancel")}
        </button>
        <BusyButton label={confirmLabel} busy={busy} primary onClick={onConfirm} />
      </div>
    </ModalDialog>
  );
}
