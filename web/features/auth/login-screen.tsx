import { useLingui } from "@lingui/react";
import { useLocation, useNavigate } from "react-router";
import { usePopupMessage } from "../../components/popup-message";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { afterSignInPath, paths } from "../../lib/paths";
import { writeStored } from "../../lib/storage";
import { postSignIn } from "./api";
import { BlockedAccountNotice } from "./blocked-account-notice";
import { LoginIllustration } from "./login-illustration";
import { REOPENED_ACCOUNT_MESSAGE } from "./sign-in-words";
import { useGoogleSignIn } from "./use-google-sign-in";
import "./auth.css";

export function LoginScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const showMessage = usePopupMessage();
  const { signIn, identityDialog, busy, blockedMessage } = useGoogleSignIn({
    post: postSignIn,
    rejectedMessage: i18n._("login.rejected"),
    onAccepted: (reply, identity) => {
      writeStored("ssid", reply.token);
      writeStored("user", reply.user);
      writeStored("username", reply.username);
      writeStored("email", identity.email);
      if (reply.replacesDeactivated) showMessage(i18n._(REOPENED_ACCOUNT_MESSAGE));
      // Shown in place of a gated screen, the player stays there once signed in.
      if (pathname === paths.login) navigate(afterSignInPath(search));
    },
  });

  return (
    <TitledScreen title={i18n._("login.title")} className="auth-screen">
      <LoginIllustration />
      <button
        type="button"
        className="button button-primary button-google"
        onClick={signIn}
        disabled={busy}
      >
        {i18n._("login.google")}
      </button>
      <StatusLine>{busy ? i18n._("signIn.loading") : ""}</StatusLine>
      {blockedMessage && <BlockedAccountNotice serverMessage={blockedMessage} />}
      {identityDialog}
    </TitledScreen>
  );
}
