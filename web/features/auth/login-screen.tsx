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
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const showMessage = usePopupMessage();
  const { signIn, identityDialog, busy, blockedMessage } = useGoogleSignIn({
    post: postSignIn,
    rejectedMessage: "Sign-in failed. Please try again.",
    onAccepted: (reply, identity) => {
      writeStored("ssid", reply.token);
      writeStored("user", reply.user);
      writeStored("username", reply.username);
      writeStored("email", identity.email);
      if (reply.replacesDeactivated) showMessage(REOPENED_ACCOUNT_MESSAGE);
      // Shown in place of a gated screen, the player stays there once signed in.
      if (pathname === paths.login) navigate(afterSignInPath(search));
    },
  });

  return (
    <TitledScreen title="Log-In / Sign-Up" className="auth-screen">
      <LoginIllustration />
      <button
        type="button"
        className="button button-primary button-google"
        onClick={signIn}
        disabled={busy}
      >
        Sign-Up / Sign-In with Google
      </button>
      <StatusLine>{busy ? "Loading..." : ""}</StatusLine>
      {blockedMessage && <BlockedAccountNotice serverMessage={blockedMessage} />}
      {identityDialog}
    </TitledScreen>
  );
}
