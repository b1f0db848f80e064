import { useLingui } from "@lingui/react";
import { type FormEvent, useId } from "react";
import { ModalDialog } from "../../components/modal-dialog";

type DevSignInDialogProps = {
  busy: boolean;
  onSubmit: (email: string, name: string) => void;
  onCancel: () => void;
};

/** Stands in for Google when the Worker runs its development identity provider. */
export function DevSignInDialog({ busy, onSubmit, onCancel }: DevSignInDialogProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const emailId = useId();
  const nameId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(String(data.get("email") ?? "").trim(), String(data.get("name") ?? "").trim());
  }

  return (
    <ModalDialog role="dialog" labelledBy={titleId} onDismiss={onCancel}>
      <h2 id={titleId}>{i18n._("devSignIn.title")}</h2>
      <p>{i18n._("devSignIn.body")}</p>
      <form className="form" onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor={emailId}>{i18n._("devSignIn.email")}</label>
          <input id={emailId} name="email" type="email" autoComplete="email" required />
        </div>
        <div className="field">
          <label htmlFor={nameId}>{i18n._("devSignIn.name")}</label>
          <input id={nameId} name="name" type="text" autoComplete="name" maxLength={120} required />
        </div>
        <div className="modal-actions">
          <button type="button" className="button" onClick={onCancel}>
            {i18n._("devSignIn.cancel")}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {i18n._("devSignIn.submit")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
