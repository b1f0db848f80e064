/**
 * A button switched off with aria-disabled while its call is in flight, so it keeps focus
 * and a second press sends nothing. `name` gives it a fuller accessible name (starting
 * with the visible label, so voice control users can say what they see) where a list has
 * many of the same label; `describedBy` names what it acts on instead.
 */
export function BusyButton({
  label,
  name,
  describedBy,
  busy,
  primary = false,
  onClick,
}: {
  label: string;
  name?: string;
  describedBy?: string;
  busy: boolean;
  primary?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={primary ? "button button-primary" : "button"}
      aria-label={name}
      aria-describedby={describedBy}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {label}
    </button>
  );
}
