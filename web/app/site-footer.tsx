import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { paths } from "../lib/paths";
import { useStoredValue } from "../lib/use-stored-value";

const socialProfileUrl = parseSocialProfileUrl(import.meta.env.VITE_SOCIAL_PROFILE_URL);

// Only an https address is linked; a mistyped build variable drops the link instead of shipping it.
function parseSocialProfileUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (URL.canParse(value) && new URL(value).protocol === "https:") return value;
  console.error("VITE_SOCIAL_PROFILE_URL is not an https URL; the footer omits it");
  return null;
}

/** `label` is a message id (web/locales/start); `visitorsOnly` links lead nowhere once signed in. */
const footerLinks = [
  { to: paths.about, label: "footer.about" },
  { to: paths.coupons, label: "footer.coupons" },
  { to: paths.signup, label: "footer.signUp", visitorsOnly: true },
  { to: paths.termsCondition, label: "footer.terms" },
  { to: paths.privacyPolicy, label: "footer.privacy" },
  { to: paths.refundShipping, label: "footer.refundShipping" },
];

export function SiteFooter() {
  const { i18n } = useLingui();
  const signedIn = useStoredValue("ssid") !== null;
  const links = footerLinks.filter((link) => !(signedIn && link.visitorsOnly));
  return (
    <footer className="site-footer">
      <nav aria-label={i18n._("footer.label")}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{i18n._(link.label)}</Link>
            </li>
          ))}
          {socialProfileUrl && (
            <li>
              <a href={socialProfileUrl} rel="noopener noreferrer">
                {i18n._("footer.follow")}
              </a>
            </li>
          )}
        </ul>
      </nav>
      <p>{i18n._("footer.copyright")}</p>
    </footer>
  );
}
