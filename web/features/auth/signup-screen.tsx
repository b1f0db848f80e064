import { Trans, useLingui } from "@lingui/react";
import { Link, useNavigate } from "react-router";
import { PageTitle } from "../../components/page-title";
import { usePopupMessage } from "../../components/popup-message";
import { StatusLine } from "../../components/status-line";
import { paths } from "../../lib/paths";
import { postSignUp } from "./api";
import { BlockedAccountNotice } from "./blocked-account-notice";
import { REOPENED_ACCOUNT_MESSAGE } from "./sign-in-words";
import { useGoogleSignIn } from "./use-google-sign-in";
import "./auth.css";

export function SignupScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const showMessage = usePopupMessage();
  const { signIn, identityDialog, busy, blockedMessage } = useGoogleSignIn({
    post: postSignUp,
    rejectedMessage: i18n._("signup.rejected"),
    onAccepted: (reply) => {
      showMessage(i18n._(reply.replacesDeactivated ? REOPENED_ACCOUNT_MESSAGE : "signup.created"));
      navigate(paths.login);
    },
  });

  return (
    <section className="screen auth-screen">
      <PageTitle title={i18n._("signup.title")} />
      <p className="brand-title">{i18n._("signup.brand")}</p>
      <h1>{i18n._("signup.title")}</h1>
      <button
        type="button"
        className="button button-primary button-google"
        onClick={signIn}
        disabled={busy}
      >
        {i18n._("signup.google")}
      </button>
      <StatusLine>{busy ? i18n._("signIn.loading") : ""}</StatusLine>
      {blockedMessage && <BlockedAccountNotice serverMessage={blockedMessage} />}
      <p>
        <Trans id="signup.haveAccount" components={{ 0: <Link to={paths.login} /> }} />
      </p>
      {identityDialog}
    </section>
  );
}
