import "./form-actions.css";

/**
 * A form's buttons: Cancel first when the form can be left (in a dialog), then the
 * submit, switched off with aria-disabled while its call is in flight.
 */
export function FormActions({
  submitLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="form-actions">
      {onCancel && (
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      )}
      <button type="submit" className="button button-primary" aria-disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
