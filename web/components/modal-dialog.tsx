import { type ReactNode, useEffect, useEffectEvent, useRef } from "react";
import { focusableIn, keepTabInside } from "./focus-trap";
import "./modal-dialog.css";

type ModalDialogProps = {
  role: "dialog" | "alertdialog";
  labelledBy: string;
  onDismiss: () => void;
  children: ReactNode;
};

/**
 * A modal over the page: focus moves into it, Tab stays inside, Escape dismisses, and
 * focus goes back where it was (or to the main landmark if that element is gone).
 */
export function ModalDialog({ role, labelledBy, onDismiss, children }: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (focusableIn(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        dismiss();
      } else if (panelRef.current) {
        keepTabInside(event, panelRef.current);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (previous?.isConnected) previous.focus();
      else document.getElementById("main")?.focus();
    };
  }, []);

  // The role is written out per branch so each element's ARIA can be checked statically.
  const panelProps = {
    ref: panelRef,
    className: "modal-panel",
    "aria-labelledby": labelledBy,
    tabIndex: -1,
  };
  return (
    <div className="modal-backdrop">
      {role === "alertdialog" ? (
        <div role="alertdialog" aria-modal="true" {...panelProps}>
          {children}
        </div>
      ) : (
        <div role="dialog" aria-modal="true" {...panelProps}>
          {children}
        </div>
      )}
    </div>
  );
}
