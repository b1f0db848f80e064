import { useId } from "react";
import { BusyButton } from "./busy-button";
import { ModalDialog } from "./modal-dialog";

type ConfirmDialogProps = {
  title: string;
  /** What happens, in a sentence under the title. */
  details?: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Are you sure?" for what cannot be undone. Cancel comes first, so Enter on open is safe. */
export function ConfirmDialog({
  title,
  details,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>{title}</h2>
      {details && <p className="popup-text">{details}</p>}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <BusyButton label={confirmLabel} busy={busy} primary onClick={onConfirm} />
      </div>
    </ModalDialog>
  );
}
