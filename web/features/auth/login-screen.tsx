import { useLocation, useNavigate } from "react-router";
import { apiPaths } from "../../../contract/api-paths";
import type { GoogleAuthResponse } from "../../../contract/auth";
import { PageTitle } from "../../components/page-title";
import { afterSignInPath, paths } from "../../lib/paths";
import { writeStored } from "../../lib/storage";
import { LoginIllustration } from "./login-illustration";
import { useGoogleSignIn } from "./use-google-sign-in";
import "./auth.css";

export function LoginScreen() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { signIn, identityDialog, busy } = useGoogleSignIn<GoogleAuthResponse>({
    path: apiPaths.googleAuth,
    rejectedMessage: "Something went wrong with Google Sign-UP",
    onAccepted: (reply, identity) => {
      writeStored("ssid", reply.token);
      writeStored("user", reply.user);
      writeStored("username", reply.username);
      writeStored("email", identity.email);
      // Shown in place of a gated screen, the player stays there once signed in.
      if (pathname === paths.login) navigate(afterSignInPath(search));
    },
  });

  return (
    <section className="screen auth-screen">
      <PageTitle title="Log-In / Sign-Up" />
      <h1>Log-In / Sign-Up</h1>
      <LoginIllustration />
      <button
        type="button"
        className="button button-primary button-google"
        onClick={signIn}
        disabled={busy}
      >
        Sign-Up / Sign-In with Google
      </button>
      <p className="form-status" role="status">
        {busy ? "Loading..." : ""}
      </p>
      {identityDialog}
    </section>
  );
}
