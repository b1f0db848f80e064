import { useLingui } from "@lingui/react";
import { useEffect, useEffectEvent, useId, useRef } from "react";
import { ModalDialog } from "../../components/modal-dialog";
import type { GoogleAccountsId } from "../../lib/google-identity";

type GoogleSignInDialogProps = {
  accountsId: GoogleAccountsId;
  clientId: string;
  onCredential: (credential: string | null) => void;
  onCancel: () => void;
};

/**
 * Google only hands out an ID token from its own button or its prompt, so both are
 * offered here; whichever the user completes first answers.
 */
export function GoogleSignInDialog({
  accountsId,
  clientId,
  onCredential,
  onCancel,
}: GoogleSignInDialogProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const buttonHostRef = useRef<HTMLDivElement>(null);
  const answer = useEffectEvent(onCredential);

  useEffect(() => {
    accountsId.initialize({
      client_id: clientId,
      callback: (response) => answer(response.credential ?? null),
      use_fedcm_for_prompt: true,
    });
    if (buttonHostRef.current) {
      accountsId.renderButton(buttonHostRef.current, {
        type: "standard",
        theme: "outline",
        size: "large",
        text: "continue_with",
      });
    }
    accountsId.prompt();
    return () => accountsId.cancel();
  }, [accountsId, clientId]);

  return (
    <ModalDialog role="dialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>{i18n._("googleSignIn.title")}</h2>
      <div ref={buttonHostRef} className="google-button-host" />
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          {i18n._("googleSignIn.cancel")}
        </button>
      </div>
    </ModalDialog>
  );
}
