import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import { PublicPage } from "./public-page";

type Entry = { label: string; to: string };
type Group = {
  id: string;
  heading: string;
  /** Who sees the group: everyone, only a signed-in player, or only a visitor. */
  audience: "everyone" | "signedIn" | "signedOut";
  entries: Entry[];
};

/**
 * SPEC.md section 2's player and public screens, grouped. Screens that need something in
 * their address (a review's like page, a coupon claim, a payment check) or that are only a
 * step of another (the loading screen) are reached from where they belong, not from here.
 */
export const NAVIGATION_GROUPS: Group[] = [
  {
    id: "navi-start",
    heading: "Start here",
    audience: "everyone",
    entries: [
      { label: "Home", to: paths.home },
      { label: "Try one question", to: paths.trialLanding },
      { label: "Trial question", to: paths.trial },
      { label: "Model questions", to: paths.sample },
      { label: "Get started", to: paths.getStart },
      { label: "Coins / Coupons", to: paths.coupons },
    ],
  },
  {
    id: "navi-sign-in",
    heading: "Sign in",
    audience: "signedOut",
    entries: [
      { label: "Log in", to: paths.login },
      { label: "Sign up", to: paths.signup },
      { label: "Forgot Password", to: paths.forgotPassword },
      { label: "Change Password", to: paths.changePassword },
    ],
  },
  {
    id: "navi-play",
    heading: "Play",
    audience: "signedIn",
    entries: [
      { label: "Start a game", to: paths.start },
      { label: "Play", to: paths.play },
      { label: "Reports", to: paths.tickets },
      { label: "Write a Review", to: paths.review },
    ],
  },
  {
    id: "navi-bank",
    heading: "Bank",
    audience: "signedIn",
    entries: [
      { label: "Bank", to: paths.account },
      { label: "History", to: paths.accountHistory },
      { label: "Pending payouts", to: paths.accountPending },
      { label: "Payment details", to: paths.accountUpi },
      { label: "Add money", to: paths.payment },
    ],
  },
  {
    id: "navi-rewards",
    heading: "Rewards",
    audience: "signedIn",
    entries: [
      { label: "Cart", to: paths.cart },
      { label: "Cart history", to: paths.cartHistory },
      { label: "Refer and Earn", to: paths.refer },
    ],
  },
  {
    id: "navi-account",
    heading: "Your account",
    audience: "signedIn",
    entries: [
      { label: "Settings", to: paths.settings },
      { label: "Update Password", to: paths.updatePassword },
      { label: "Your Data", to: paths.data },
      { label: "Deactivate Account", to: paths.deactivate },
    ],
  },
  {
    id: "navi-about",
    heading: "About and policies",
    audience: "everyone",
    entries: [
      { label: "About", to: paths.about },
      { label: "Terms and Conditions", to: paths.termsCondition },
      { label: "Privacy Policy", to: paths.privacyPolicy },
      { label: "Refund and Shipping", to: paths.refundShipping },
    ],
  },
];

/** /navi: the whole navigation as a page; signed-in screens only with a session. */
export function NaviScreen() {
  const signedIn = useStoredValue("ssid") !== null;
  const shown = NAVIGATION_GROUPS.filter(
    (group) => group.audience === "everyone" || (group.audience === "signedIn") === signedIn,
  );
  return (
    <PublicPage title="Navigation" lead="Every screen of Quizzy Edge, in one place.">
      <nav aria-label="All screens" className="navi-groups">
        {shown.map((group) => (
          <section key={group.id} className="navi-group" aria-labelledby={group.id}>
            <h2 id={group.id}>{group.heading}</h2>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.to}>
                  <Link to={entry.to}>{entry.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {!signedIn && (
        <p className="public-note">
          <Link to={paths.login}>Log in</Link> to see your Bank, rewards, reports and settings.
        </p>
      )}
    </PublicPage>
  );
}
