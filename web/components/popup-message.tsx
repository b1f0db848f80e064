import { useLingui } from "@lingui/react";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useRef,
  useState,
} from "react";
import { ModalDialog } from "./modal-dialog";

type ShowMessage = (text: string) => void;

const PopupMessageContext = createContext<ShowMessage | null>(null);

/**
 * The app's one way to tell the user something (SPEC.md's alerts). It sits above the
 * router, so a message shown just before navigating stays up on the next screen.
 */
export function PopupMessageProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<{ id: number; text: string }[]>([]);
  const nextId = useRef(0);
  const showMessage = useCallback<ShowMessage>((text) => {
    nextId.current += 1;
    const message = { id: nextId.current, text };
    setQueue((current) => [...current, message]);
  }, []);
  const dismiss = useCallback(() => setQueue((current) => current.slice(1)), []);
  const current = queue[0];

  return (
    <PopupMessageContext value={showMessage}>
      {children}
      {current !== undefined && (
        // A key per message re-runs the dialog's focus handling for the next one.
        <MessageDialog key={current.id} text={current.text} onDismiss={dismiss} />
      )}
    </PopupMessageContext>
  );
}

/** A message the user acknowledges with one button: the popup's, or a screen's own. */
export function MessageDialog({
  text,
  onDismiss,
  okLabel,
}: {
  text: string;
  onDismiss: () => void;
  okLabel?: string;
}) {
  const { i18n } = useLingui();
  const textId = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={textId} onDismiss={onDismiss}>
      <p id={textId} className="popup-text">
        {text}
      </p>
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onDismiss}>
          {okLabel ?? i18n._("dialog.ok")}
        </button>
      </div>
    </ModalDialog>
  );
}

export function usePopupMessage(): ShowMessage {
  const showMessage = useContext(PopupMessageContext);
  if (!showMessage) throw new Error("usePopupMessage needs a PopupMessageProvider above it");
  return showMessage;
}
