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
  const navigate = useNavigate();
  const showMessage = usePopupMessage();
  const { signIn, identityDialog, busy, blockedMessage } = useGoogleSignIn({
    post: postSignUp,
    rejectedMessage: "Sign-up failed. Please try again.",
    onAccepted: (reply) => {
      showMessage(
        reply.replacesDeactivated ? REOPENED_ACCOUNT_MESSAGE : "Account created. Welcome!",
      );
      navigate(paths.login);
    },
  });

  return (
    <section className="screen auth-screen">
      <PageTitle title="Sign-Up" />
      <p className="brand-title">Quizzy Edge</p>
      <h1>Sign-Up</h1>
      <button
        type="button"
        className="button button-primary button-google"
        onClick={signIn}
        disabled={busy}
      >
        Sign Up with Google
      </button>
      <StatusLine>{busy ? "Loading..." : ""}</StatusLine>
      {blockedMessage && <BlockedAccountNotice serverMessage={blockedMessage} />}
      <p>
        Already have an account? <Link to={paths.login}>Login</Link>
      </p>
      {identityDialog}
    </section>
  );
}
