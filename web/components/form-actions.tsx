import { useLingui } from "@lingui/react";
import "./form-actions.css";

/**
 * A form's buttons: Cancel first when the form can be left (in a dialog), then the
 * submit, switched off with aria-disabled while its call is in flight. In a dialog's
 * form they sit as its actions (`modal-actions`).
 */
export function FormActions({
  submitLabel,
  busy,
  onCancel,
  className = "form-actions",
}: {
  submitLabel: string;
  busy: boolean;
  onCancel?: () => void;
  className?: "form-actions" | "modal-actions";
}) {
  const { i18n } = useLingui();
  return (
    <div className={className}>
      {onCancel && (
        <button type="button" className="button" onClick={onCancel}>
          {i18n._("dialog.cancel")}
        </button>
      )}
      <button type="submit" className="button button-primary" aria-disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
