import { Link } from "react-router";
import { offerText } from "../../lib/offer-text";
import { paths } from "../../lib/paths";
import { usePublicTerms } from "../../lib/public-terms";
import { PublicPage } from "./public-page";

/** /about: what Quizzy Edge is and how it keeps the game fair. */
export function AboutScreen() {
  const terms = usePublicTerms();
  return (
    <PublicPage
      title="About"
      lead="Quizzy Edge is a quick quiz game for your phone: timed multiple-choice questions that win coins, coupons, stars and rupee rewards."
    >
      <section className="public-section" aria-labelledby="about-what">
        <h2 id="about-what">What it is</h2>
        <p>
          You answer one question at a time against a countdown. Right answers earn coins and the
          next question; a run answered all the way through earns stars. Coins buy coupons, coupons
          become bonus money for more tries, and stars buy prizes.{" "}
          {`Everyone gets ${offerText.tries(terms.dailyFreeTries)} a day.`}
        </p>
        <p>
          Not sure yet? <Link to={paths.trialLanding}>Answer one question</Link> without an account,
          or look at the <Link to={paths.sample}>model questions</Link> first.
        </p>
      </section>
      <section className="public-section" aria-labelledby="about-fair">
        <h2 id="about-fair">Fair play</h2>
        <ul className="public-list">
          <li>
            Our server keeps the clock. The time you have starts when the question (and its image)
            reaches you, and reloading the page does not reset it.
          </li>
          <li>Each question takes one answer, and the right answer is only revealed after it.</li>
          <li>
            Questions are written by our admins and by contributors; an admin checks every
            contributed question before players see it, in the languages we offer.
          </li>
          <li>
            If a question was broken (for example its image would not load), report it. An admin
            looks at every report and gives your try back when the fault was ours.
          </li>
          <li>
            Every coin, star, try and rupee is recorded in a ledger, so your Bank always adds up.
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="about-account">
        <h2 id="about-account">Your account</h2>
        <p>
          You sign in with Google; we never see a password. You can download everything we keep
          about you, and deactivate your account at any time. The{" "}
          <Link to={paths.privacyPolicy}>Privacy Policy</Link> says what we keep and why.
        </p>
      </section>
      <section className="public-section" aria-labelledby="about-money">
        <h2 id="about-money">Money</h2>
        <p>
          Playing is free. Deposits, paid tries and rupee payouts are only for players aged 18 or
          over in India, where the law allows them, and may be switched off: you confirm your age
          and state before your first deposit or paid try. Amounts are in Indian rupees. See the{" "}
          <Link to={paths.termsCondition}>Terms and Conditions</Link> and the{" "}
          <Link to={paths.refundShipping}>Refund and Shipping</Link> policy.
        </p>
        <p>
          Looking for something? The <Link to={paths.navi}>Navigation</Link> page lists every
          screen.
        </p>
      </section>
    </PublicPage>
  );
}
