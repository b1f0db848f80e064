import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { TitledScreen } from "../../components/titled-screen";
import { authConfigQuery } from "../../lib/api/sign-in";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import "./settings.css";

export const GOOGLE_RECOVERY_URL = "https://accounts.google.com/signin/recovery";
const GOOGLE_SECURITY_URL = "https://myaccount.google.com/security";

export type PasswordInfoTitle = "Update Password" | "Forgot Password" | "Change Password";

/**
 * /update/password, /forgotpass and /changepass: players sign in with Google only
 * (SPEC.md section 1), so there is no password here to set or reset; the screen says so
 * and points to Google's own pages.
 */
export function PasswordInfoScreen({ title }: { title: PasswordInfoTitle }) {
  const signedIn = useStoredValue("ssid") !== null;
  // Only for a sentence about test servers; without it the page reads the same.
  const config = useQuery(authConfigQuery());
  return (
    <TitledScreen title={title} width="narrow" className="settings-screen">
      <p>
        Quizzy Edge has no passwords for players. You sign in with your Google account, so there is
        no password here to update, reset or change, and we never see your Google password.
      </p>
      {config.data?.devIdentity && (
        <p className="settings-hint">
          This is a test server: sign-in uses a development identity instead of Google.
        </p>
      )}
      <h2>Forgot your Google password?</h2>
      <p>
        Google can help you get back into your account.{" "}
        <a href={GOOGLE_RECOVERY_URL} rel="noopener noreferrer">
          Recover your Google account
        </a>
      </p>
      <h2>Want to change your Google password?</h2>
      <p>
        Change it in your Google Account; you keep signing in here the same way.{" "}
        <a href={GOOGLE_SECURITY_URL} rel="noopener noreferrer">
          Google Account security
        </a>
      </p>
      <p className="settings-actions">
        {signedIn ? (
          <Link className="button button-primary" to={paths.settings}>
            Back to Settings
          </Link>
        ) : (
          <Link className="button button-primary" to={paths.login}>
            Log in with Google
          </Link>
        )}
      </p>
    </TitledScreen>
  );
}
