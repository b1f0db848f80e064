import type { ReactNode } from "react";
import "./empty-state.css";

/** An empty list's sentence, in a dashed box: what would be here, and how it gets here. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
