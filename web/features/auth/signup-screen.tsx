import { Link, useNavigate } from "react-router";
import { apiPaths } from "../../../contract/api-paths";
import type { NewGoogleUserResponse } from "../../../contract/auth";
import { PageTitle } from "../../components/page-title";
import { usePopupMessage } from "../../components/popup-message";
import { paths } from "../../lib/paths";
import { useGoogleSignIn } from "./use-google-sign-in";
import "./auth.css";

export function SignupScreen() {
  const navigate = useNavigate();
  const showMessage = usePopupMessage();
  const { signIn, identityDialog, busy } = useGoogleSignIn<NewGoogleUserResponse>({
    path: apiPaths.newGoogleUser,
    rejectedMessage: "Something went wrong with Google Sign-In",
    onAccepted: () => {
      showMessage("Account Created, Welcome");
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
      <p className="form-status" role="status">
        {busy ? "Loading..." : ""}
      </p>
      <p>
        Already have an account? <Link to={paths.login}>Login</Link>
      </p>
      {identityDialog}
    </section>
  );
}
