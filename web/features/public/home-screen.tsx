import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paidPlayClosedMessage, regionNames } from "../../../contract/regions";
import { ButtonLinks } from "../../components/button-links";
import { NextShowCard } from "../../components/next-show-card";
import { PageTitle } from "../../components/page-title";
import { accountQuery } from "../../lib/api/money";
import { rupeeText } from "../../lib/money";
import { offerText } from "../../lib/offer-text";
import { usePaidPlay } from "../../lib/paid-play";
import { paths } from "../../lib/paths";
import { usePublicTerms } from "../../lib/public-terms";
import { useTrialPromise } from "../../lib/trial-offer";
import { useStoredValue } from "../../lib/use-stored-value";
import "./public.css";

/**
 * /: what the game is, what it pays and how to start. The offers are shown only to a
 * signed-in player, as their Bank states them for them (decision 021: none they cannot
 * get, none where paid play is off for them); a visitor is never promised them. The trial
 * promises only what its pool holds, and the money words follow the paid-play mode (issue
 * 16) and the settings' figures.
 */
export function HomeScreen() {
  const signedIn = useStoredValue("ssid") !== null;
  const paidPlay = usePaidPlay();
  const terms = usePublicTerms();
  const largestPrize = useTrialPromise().largest;
  return (
    <section className="screen public-page home-screen">
      <PageTitle title="Timed quizzes, real rewards" />
      <div className="home-hero">
        <h1>Quizzy Edge</h1>
        <p className="home-tagline">
          Answer timed multiple-choice questions. Win coins, coupons, stars and rupee rewards.
        </p>
        <ButtonLinks
          className="public-links"
          links={[
            [paths.start, "Play"],
            [paths.trialLanding, "Try one question"],
            [paths.sample, "Model questions"],
          ]}
        />
      </div>
      {signedIn ? <PlayerOffers /> : <VisitorWelcome largestPrize={largestPrize} />}
      <section className="public-section" aria-labelledby="home-game">
        <h2 id="home-game">How a game works</h2>
        <ol className="public-steps">
          <li>Each try is one game: a run of questions, shown one at a time.</li>
          <li>
            Every question has four answers, a to d, and its own countdown. Pick one before the time
            runs out; you get one answer per question.
          </li>
          <li>
            A right answer earns coins and brings the next question. A wrong answer or running out
            of time ends the game.
          </li>
          <li>
            Every few right answers in a row also win a coupon, and answering the whole run right
            wins 1 to 5 stars: the faster you are, the more stars.
          </li>
        </ol>
      </section>
      <section className="public-section" aria-labelledby="home-rewards">
        <h2 id="home-rewards">How rewards work</h2>
        <ul className="card-list public-cards">
          <li className="card public-card">
            <h3>Coins</h3>
            <p>
              Earned for right answers. Spend them on coupons in{" "}
              <Link to={paths.coupons}>Coins / Coupons</Link>.
            </p>
          </li>
          <li className="card public-card">
            <h3>Coupons</h3>
            <p>
              Won in games or bought with coins. Claim one to add its value as bonus money for
              tries.
            </p>
          </li>
          <li className="card public-card">
            <h3>Stars</h3>
            <p>
              Won by finishing a run, and spent on prizes in the <Link to={paths.cart}>Cart</Link>{" "}
              that ship once an admin approves your request.
            </p>
          </li>
          <li className="card public-card">
            <h3>Rupees</h3>
            <p>
              {trialPrizeWords(largestPrize)}
              {" paid to"} your UPI id or bank account once you sign in and add your payment
              details.
              {paidPlay &&
                " Cash you deposit and do not play can be withdrawn the same way from your Bank."}
            </p>
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="home-free">
        <h2 id="home-free">Free tries</h2>
        <ul className="public-list">
          {terms.dailyFreeTries > 0 && (
            <li>{`${offerText.tries(terms.dailyFreeTries)} every day. The day starts at midnight, India time.`}</li>
          )}
          {signedIn ? <LikeTryLine /> : <li>{LIKE_TRY_TEXT}</li>}
          <li>
            A question that would not load? Report it, and if we agree, your try is given back.
          </li>
        </ul>
      </section>
      {/* Below the painted sections: a card that arrives after the list is read pushes
          nothing the visitor is already reading. */}
      <NextShowCard />
      <p className="public-note">
        {paidPlay
          ? `Playing is free. Anything involving real money (deposits, paid tries, withdrawals and rupee payouts) is only for players aged 18 or over in India, where the law allows it: you confirm your age and state before your first deposit or paid try.${closedPlacesText(terms.paidPlayOffRegions)}`
          : "Playing is free: there are no deposits or paid tries here, and bonus money you earn in the game buys more tries. Rupee prizes are only for players aged 18 or over in India."}{" "}
        Read the <Link to={paths.termsCondition}>Terms</Link> and the{" "}
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>
    </section>
  );
}

/** The trial's prize as the pool holds it: the largest left, none, or (unknown) plainly. */
function trialPrizeWords(largestPrize: string | null | undefined): string {
  if (largestPrize) return `The one-question trial can win up to ${largestPrize} right now,`;
  if (largestPrize === null) {
    return "The one-question trial wins rupee prizes while its prize pool has any (it is empty right now),";
  }
  return "The one-question trial wins rupee prizes,";
}

function VisitorWelcome({ largestPrize }: { largestPrize: string | null | undefined }) {
  return (
    <section className="public-offer" aria-labelledby="home-welcome">
      <h2 id="home-welcome">New here?</h2>
      {/* Its own paragraph: the build paints home before the pool is read, and text that
          changes inside the painted page's largest paragraph would repaint it late. */}
      <p>
        {largestPrize
          ? `Answer one question without an account and win up to ${largestPrize}.`
          : "Answer one question without an account."}
      </p>
      <p>
        To play full games and keep your rewards, sign up with your Google account: it takes a few
        seconds.
      </p>
      <ButtonLinks
        className="public-links"
        links={[
          [paths.signup, "Sign up"],
          [paths.login, "Log in"],
        ]}
      />
    </section>
  );
}

const LIKE_TRY_TEXT = "Like a review a friend shares with you and get 1 more free try, once.";

/** The like's free try, left out for a person who had it (with any account). */
function LikeTryLine() {
  const { data } = useQuery(accountQuery());
  return data?.offers.likeFreeTries === 0 ? null : <li>{LIKE_TRY_TEXT}</li>;
}

/** " Paid play is not available in Goa and Tamil Nadu.", or nothing while it is everywhere. */
function closedPlacesText(regions: readonly string[]): string {
  return regions.length === 0 ? "" : ` Paid play is not available in ${regionNames(regions)}.`;
}

/**
 * The offers this player can still get, from their Bank's read. Nothing is shown while it
 * is read or if it cannot be: the offers are an extra.
 */
function PlayerOffers() {
  const { data } = useQuery(accountQuery());
  if (!data) return null;
  const { paidPlay, offers, depositsEnabled } = data;
  if (paidPlay.access === "closed_in_region" && paidPlay.region) {
    return (
      <section className="public-offer" aria-labelledby="home-offer">
        <h2 id="home-offer">Free play</h2>
        <p>{paidPlayClosedMessage(paidPlay.region)}</p>
      </section>
    );
  }
  const { firstDeposit, referralRewardPaise } = offers;
  if (!firstDeposit && referralRewardPaise === null) return null;
  return (
    <section className="public-offer" aria-labelledby="home-offer">
      <h2 id="home-offer">
        {firstDeposit ? offerText.firstDepositHeading(firstDeposit) : "Refer and earn"}
      </h2>
      <p>
        {firstDeposit &&
          `Your first deposit of ${rupeeText(firstDeposit.minPaise)} or more adds a ${rupeeText(firstDeposit.bonusPaise)} bonus to your Bank. Bonus money pays for tries. `}
        {referralRewardPaise !== null &&
          `Refer a friend and get a ${rupeeText(referralRewardPaise)} bonus when they make their first deposit.`}
      </p>
      <p className="public-links">
        {depositsEnabled && (
          <Link className="button button-primary" to={paths.payment}>
            Add money
          </Link>
        )}
        {referralRewardPaise !== null && (
          <Link className="button" to={paths.refer}>
            Refer and Earn
          </Link>
        )}
      </p>
    </section>
  );
}
