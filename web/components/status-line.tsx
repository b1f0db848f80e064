import type { ReactNode } from "react";

/**
 * The line under a form or above a list that says what just happened ("Saved.",
 * "Adding…"); screen readers announce each change.
 */
export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <p className="form-status" role="status">
      {children}
    </p>
  );
}
