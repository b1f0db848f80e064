import { Link } from "react-router";
import { paths } from "../lib/paths";

const socialProfileUrl = parseSocialProfileUrl(import.meta.env.VITE_SOCIAL_PROFILE_URL);

// Only an https address is linked; a mistyped build variable drops the link instead of shipping it.
function parseSocialProfileUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (URL.canParse(value) && new URL(value).protocol === "https:") return value;
  console.error("VITE_SOCIAL_PROFILE_URL is not an https URL; the footer omits it");
  return null;
}

const footerLinks = [
  { to: paths.about, label: "About" },
  { to: paths.coupons, label: "Coupons" },
  { to: paths.signup, label: "Sign-Up" },
  { to: paths.termsCondition, label: "Terms" },
  { to: paths.privacyPolicy, label: "Privacy" },
  { to: paths.refundShipping, label: "Refund & Shipping" },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          {socialProfileUrl && (
            <li>
              <a href={socialProfileUrl} rel="noopener noreferrer">
                Follow Quizzy Edge
              </a>
            </li>
          )}
        </ul>
      </nav>
      <p>© 2026 Quizzy Edge</p>
    </footer>
  );
}
