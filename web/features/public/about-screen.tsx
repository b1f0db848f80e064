import { Trans, useLingui } from "@lingui/react";
import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { usePublicTerms } from "../../lib/public-terms";
import { PublicPage } from "./public-page";

/** /about: what Quizzy Edge is and how it keeps the game fair. */
export function AboutScreen() {
  const { i18n } = useLingui();
  const terms = usePublicTerms();
  return (
    <PublicPage title={i18n._("about.title")} lead={i18n._("about.lead")}>
      <section className="public-section" aria-labelledby="about-what">
        <h2 id="about-what">{i18n._("about.what.heading")}</h2>
        <p>{i18n._("about.what.body", { count: terms.dailyFreeTries })}</p>
        <p>
          <Trans
            id="about.what.notSure"
            components={{ 0: <Link to={paths.trialLanding} />, 1: <Link to={paths.sample} /> }}
          />
        </p>
      </section>
      <section className="public-section" aria-labelledby="about-fair">
        <h2 id="about-fair">{i18n._("about.fair.heading")}</h2>
        <ul className="public-list">
          <li>{i18n._("about.fair.clock")}</li>
          <li>{i18n._("about.fair.oneAnswer")}</li>
          <li>{i18n._("about.fair.writers")}</li>
          <li>{i18n._("about.fair.report")}</li>
          <li>{i18n._("about.fair.ledger")}</li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="about-account">
        <h2 id="about-account">{i18n._("about.account.heading")}</h2>
        <p>
          <Trans id="about.account.body" components={{ 0: <Link to={paths.privacyPolicy} /> }} />
        </p>
      </section>
      <section className="public-section" aria-labelledby="about-money">
        <h2 id="about-money">{i18n._("about.money.heading")}</h2>
        <p>
          <Trans
            id="about.money.body"
            components={{
              0: <Link to={paths.termsCondition} />,
              1: <Link to={paths.refundShipping} />,
            }}
          />
        </p>
        <p>
          <Trans id="about.money.navi" components={{ 0: <Link to={paths.navi} /> }} />
        </p>
      </section>
    </PublicPage>
  );
}
