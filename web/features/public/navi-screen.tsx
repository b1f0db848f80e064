import { Trans, useLingui } from "@lingui/react";
import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import { PublicPage } from "./public-page";

/** `label` and `heading` are message ids (web/locales/start). */
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
    heading: "navi.start.heading",
    audience: "everyone",
    entries: [
      { label: "navi.start.home", to: paths.home },
      { label: "navi.start.tryOneQuestion", to: paths.trialLanding },
      { label: "navi.start.trialQuestion", to: paths.trial },
      { label: "navi.start.modelQuestions", to: paths.sample },
      { label: "navi.start.getStarted", to: paths.getStart },
      { label: "navi.start.coinsCoupons", to: paths.coupons },
    ],
  },
  {
    id: "navi-sign-in",
    heading: "navi.signIn.heading",
    audience: "signedOut",
    entries: [
      { label: "navi.signIn.logIn", to: paths.login },
      { label: "navi.signIn.signUp", to: paths.signup },
      { label: "navi.signIn.forgotPassword", to: paths.forgotPassword },
      { label: "navi.signIn.changePassword", to: paths.changePassword },
    ],
  },
  {
    id: "navi-play",
    heading: "navi.play.heading",
    audience: "signedIn",
    entries: [
      { label: "navi.play.startAGame", to: paths.start },
      { label: "navi.play.play", to: paths.play },
      { label: "navi.play.reports", to: paths.tickets },
      { label: "navi.play.writeAReview", to: paths.review },
    ],
  },
  {
    id: "navi-bank",
    heading: "navi.bank.heading",
    audience: "signedIn",
    entries: [
      { label: "navi.bank.bank", to: paths.account },
      { label: "navi.bank.history", to: paths.accountHistory },
      { label: "navi.bank.pendingPayouts", to: paths.accountPending },
      { label: "navi.bank.paymentDetails", to: paths.accountUpi },
      { label: "navi.bank.addMoney", to: paths.payment },
    ],
  },
  {
    id: "navi-rewards",
    heading: "navi.rewards.heading",
    audience: "signedIn",
    entries: [
      { label: "navi.rewards.cart", to: paths.cart },
      { label: "navi.rewards.cartHistory", to: paths.cartHistory },
      { label: "navi.rewards.referAndEarn", to: paths.refer },
    ],
  },
  {
    id: "navi-account",
    heading: "navi.account.heading",
    audience: "signedIn",
    entries: [
      { label: "navi.account.settings", to: paths.settings },
      { label: "navi.account.updatePassword", to: paths.updatePassword },
      { label: "navi.account.yourData", to: paths.data },
      { label: "navi.account.deactivateAccount", to: paths.deactivate },
    ],
  },
  {
    id: "navi-about",
    heading: "navi.about.heading",
    audience: "everyone",
    entries: [
      { label: "navi.about.about", to: paths.about },
      { label: "navi.about.termsAndConditions", to: paths.termsCondition },
      { label: "navi.about.privacyPolicy", to: paths.privacyPolicy },
      { label: "navi.about.refundAndShipping", to: paths.refundShipping },
    ],
  },
];

/** /navi: the whole navigation as a page; signed-in screens only with a session. */
export function NaviScreen() {
  const { i18n } = useLingui();
  const signedIn = useStoredValue("ssid") !== null;
  const shown = NAVIGATION_GROUPS.filter(
    (group) => group.audience === "everyone" || (group.audience === "signedIn") === signedIn,
  );
  return (
    <PublicPage title={i18n._("navi.title")} lead={i18n._("navi.lead")}>
      <nav aria-label={i18n._("navi.label")} className="navi-groups">
        {shown.map((group) => (
          <section key={group.id} className="navi-group" aria-labelledby={group.id}>
            <h2 id={group.id}>{i18n._(group.heading)}</h2>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.to}>
                  <Link to={entry.to}>{i18n._(entry.label)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {!signedIn && (
        <p className="public-note">
          <Trans id="navi.logInNote" components={{ 0: <Link to={paths.login} /> }} />
        </p>
      )}
    </PublicPage>
  );
}
