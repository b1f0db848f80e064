import { Trans, useLingui } from "@lingui/react";
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

/** Each route's title, by message id. */
const TITLES: Record<PasswordInfoTitle, string> = {
  "Update Password": "passwordInfo.title.update",
  "Forgot Password": "passwordInfo.title.forgot",
  "Change Password": "passwordInfo.title.change",
};

/**
 * /update/password, /forgotpass and /changepass: players sign in with Google only
 * (SPEC.md section 1), so there is no password here to set or reset; the screen says so
 * and points to Google's own pages.
 */
export function PasswordInfoScreen({ title }: { title: PasswordInfoTitle }) {
  const { i18n } = useLingui();
  const signedIn = useStoredValue("ssid") !== null;
  // Only for a sentence about test servers; without it the page reads the same.
  const config = useQuery(authConfigQuery());
  return (
    <TitledScreen title={i18n._(TITLES[title])} width="narrow" className="settings-screen">
      <p>{i18n._("passwordInfo.noPasswords")}</p>
      {config.data?.devIdentity && (
        <p className="settings-hint">{i18n._("passwordInfo.testServer")}</p>
      )}
      <h2>{i18n._("passwordInfo.forgot.heading")}</h2>
      <p>
        <Trans
          id="passwordInfo.forgot.body"
          components={{
            // biome-ignore lint/a11y/useAnchorContent: the message gives the link its words
            0: <a href={GOOGLE_RECOVERY_URL} rel="noopener noreferrer" />,
          }}
        />
      </p>
      <h2>{i18n._("passwordInfo.change.heading")}</h2>
      <p>
        <Trans
          id="passwordInfo.change.body"
          components={{
            // biome-ignore lint/a11y/useAnchorContent: the message gives the link its words
            0: <a href={GOOGLE_SECURITY_URL} rel="noopener noreferrer" />,
          }}
        />
      </p>
      <p className="settings-actions">
        {signedIn ? (
          <Link className="button button-primary" to={paths.settings}>
            {i18n._("passwordInfo.backToSettings")}
          </Link>
        ) : (
          <Link className="button button-primary" to={paths.login}>
            {i18n._("passwordInfo.logIn")}
          </Link>
        )}
      </p>
    </TitledScreen>
  );
}
