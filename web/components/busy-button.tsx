/**
 * A button switched off with aria-disabled while its call is in flight, so it keeps focus
 * and a second press sends nothing. Where a list has many of the same label, `about`
 * (what it acts on, after the label) or `name` gives it a fuller accessible name that
 * starts with the visible label, so voice control users can say what they see;
 * `describedBy` names what it acts on instead.
 */
export function BusyButton({
  label,
  about,
  name = about === undefined ? undefined : `${label} ${about}`,
  describedBy,
  busy,
  primary = false,
  onClick,
}: {
  label: string;
  about?: string;
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
