import type { ReactNode } from "react";
import "./admin-parts.css";

/** Pieces only the main admin area uses: a busy button and an empty list's sentence. */

/**
 * A button switched off with aria-disabled while its call is in flight, so it keeps focus
 * and a second press sends nothing. `name` gives it a fuller accessible name (starting
 * with the visible label) where a list has many of the same label.
 */
export function BusyButton({
  label,
  name,
  busy,
  primary = false,
  onClick,
}: {
  label: string;
  name?: string;
  busy: boolean;
  primary?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={primary ? "button button-primary" : "button"}
      aria-label={name}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {label}
    </button>
  );
}

/** An empty list's sentence, in a dashed box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="admin-empty">{children}</p>;
}
