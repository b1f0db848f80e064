import { Trans, useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { regionName } from "../../../contract/regions";
import { ButtonLinks } from "../../components/button-links";
import { LanguageSwitch } from "../../components/language-switch";
import { NextShowCard } from "../../components/next-show-card";
import { PageTitle } from "../../components/page-title";
import { accountQuery } from "../../lib/api/money";
import { useUiLanguage } from "../../lib/i18n/ui-language-choice";
import { rupeeText } from "../../lib/money";
import { usePaidPlay } from "../../lib/paid-play";
import { paths } from "../../lib/paths";
import { usePublicTerms } from "../../lib/public-terms";
import { useTrialPromise } from "../../lib/trial-offer";
import { useStoredValue } from "../../lib/use-stored-value";
import { placesText } from "./places-text";
import "./public.css";

/**
 * /: what the game is, what it pays and how to start. The offers are shown only to a
 * signed-in player, as their Bank states them for them (decision 021: none they cannot
 * get, none where paid play is off for them); a visitor is never promised them. The trial
 * promises only what its pool holds, and the money words follow the paid-play mode (issue
 * 16) and the settings' figures.
 */
export function HomeScreen() {
  const { i18n } = useLingui();
  const language = useUiLanguage();
  const signedIn = useStoredValue("ssid") !== null;
  const paidPlay = usePaidPlay();
  const terms = usePublicTerms();
  const largestPrize = useTrialPromise().largest;
  return (
    <section className="screen public-page home-screen">
      <PageTitle title={i18n._("home.pageTitle")} />
      <div className="home-hero">
        <h1>{i18n._("home.brand")}</h1>
        <p className="home-tagline">{i18n._("home.tagline")}</p>
        <ButtonLinks
          className="public-links"
          links={[
            [paths.start, i18n._("home.link.play")],
            [paths.trialLanding, i18n._("home.link.try")],
            [paths.sample, i18n._("home.link.sample")],
          ]}
        />
        <LanguageSwitch />
      </div>
      {signedIn ? <PlayerOffers /> : <VisitorWelcome largestPrize={largestPrize} />}
      <section className="public-section" aria-labelledby="home-game">
        <h2 id="home-game">{i18n._("home.game.heading")}</h2>
        <ol className="public-steps">
          <li>{i18n._("home.game.step1")}</li>
          <li>{i18n._("home.game.step2")}</li>
          <li>{i18n._("home.game.step3")}</li>
          <li>{i18n._("home.game.step4")}</li>
        </ol>
      </section>
      <section className="public-section" aria-labelledby="home-rewards">
        <h2 id="home-rewards">{i18n._("home.rewards.heading")}</h2>
        <ul className="card-list public-cards">
          <li className="card public-card">
            <h3>{i18n._("home.rewards.coins.title")}</h3>
            <p>
              <Trans id="home.rewards.coins.body" components={{ 0: <Link to={paths.coupons} /> }} />
            </p>
          </li>
          <li className="card public-card">
            <h3>{i18n._("home.rewards.coupons.title")}</h3>
            <p>{i18n._("home.rewards.coupons.body")}</p>
          </li>
          <li className="card public-card">
            <h3>{i18n._("home.rewards.stars.title")}</h3>
            <p>
              <Trans id="home.rewards.stars.body" components={{ 0: <Link to={paths.cart} /> }} />
            </p>
          </li>
          <li className="card public-card">
            <h3>{i18n._("home.rewards.rupees.title")}</h3>
            <p>
              {i18n._("home.rewards.rupees.body", {
                ...prizeValues(largestPrize),
                paidPlay: paidPlay ? "yes" : "no",
              })}
            </p>
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="home-free">
        <h2 id="home-free">{i18n._("home.free.heading")}</h2>
        <ul className="public-list">
          {terms.dailyFreeTries > 0 && (
            <li>{i18n._("home.free.daily", { count: terms.dailyFreeTries })}</li>
          )}
          {signedIn ? <LikeTryLine /> : <li>{i18n._("home.free.like")}</li>}
          <li>{i18n._("home.free.report")}</li>
        </ul>
      </section>
      {/* Below the painted sections: a card that arrives after the list is read pushes
          nothing the visitor is already reading. */}
      <NextShowCard />
      <p className="public-note">
        <Trans
          id={paidPlay ? "home.note.paid" : "home.note.free"}
          values={{
            anyClosed: terms.paidPlayOffRegions.length > 0 ? "yes" : "no",
            closedPlaces: placesText(terms.paidPlayOffRegions, language),
          }}
          components={{
            0: <Link to={paths.termsCondition} />,
            1: <Link to={paths.privacyPolicy} />,
          }}
        />
      </p>
    </section>
  );
}

/**
 * The trial's prize as the pool holds it, for a message's `prize` select: the largest left
 * (`some`), `none`, or `unknown` (then nothing is promised).
 */
function prizeValues(largestPrize: string | null | undefined) {
  const prize = largestPrize ? "some" : largestPrize === null ? "none" : "unknown";
  return { prize, largest: largestPrize ?? "" };
}

function VisitorWelcome({ largestPrize }: { largestPrize: string | null | undefined }) {
  const { i18n } = useLingui();
  return (
    <section className="public-offer" aria-labelledby="home-welcome">
      <h2 id="home-welcome">{i18n._("home.welcome.heading")}</h2>
      {/* Its own paragraph: the build paints home before the pool is read, and text that
          changes inside the painted page's largest paragraph would repaint it late. */}
      <p>{i18n._("home.welcome.prize", prizeValues(largestPrize))}</p>
      <p>{i18n._("home.welcome.signUpWhy")}</p>
      <ButtonLinks
        className="public-links"
        links={[
          [paths.signup, i18n._("home.welcome.signUp")],
          [paths.login, i18n._("home.welcome.logIn")],
        ]}
      />
    </section>
  );
}

/** The like's free try, left out for a person who had it (with any account). */
function LikeTryLine() {
  const { i18n } = useLingui();
  const { data } = useQuery(accountQuery());
  return data?.offers.likeFreeTries === 0 ? null : <li>{i18n._("home.free.like")}</li>;
}

/**
 * The offers this player can still get, from their Bank's read. Nothing is shown while it
 * is read or if it cannot be: the offers are an extra.
 */
function PlayerOffers() {
  const { i18n } = useLingui();
  const { data } = useQuery(accountQuery());
  if (!data) return null;
  const { paidPlay, offers, depositsEnabled } = data;
  if (paidPlay.access === "closed_in_region" && paidPlay.region) {
    return (
      <section className="public-offer" aria-labelledby="home-offer">
        <h2 id="home-offer">{i18n._("home.offer.freePlay")}</h2>
        <p>{i18n._("home.offer.closedInRegion", { region: regionName(paidPlay.region) })}</p>
      </section>
    );
  }
  const { firstDeposit, referralRewardPaise } = offers;
  if (!firstDeposit && referralRewardPaise === null) return null;
  return (
    <section className="public-offer" aria-labelledby="home-offer">
      <h2 id="home-offer">
        {firstDeposit
          ? i18n._("home.offer.firstDepositHeading", {
              min: rupeeText(firstDeposit.minPaise),
              bonus: rupeeText(firstDeposit.bonusPaise),
            })
          : i18n._("home.offer.referHeading")}
      </h2>
      <p>
        {i18n._("home.offer.body", {
          firstDeposit: firstDeposit ? "yes" : "no",
          min: firstDeposit ? rupeeText(firstDeposit.minPaise) : "",
          bonus: firstDeposit ? rupeeText(firstDeposit.bonusPaise) : "",
          referral: referralRewardPaise !== null ? "yes" : "no",
          reward: referralRewardPaise !== null ? rupeeText(referralRewardPaise) : "",
        })}
      </p>
      <p className="public-links">
        {depositsEnabled && (
          <Link className="button button-primary" to={paths.payment}>
            {i18n._("home.offer.addMoney")}
          </Link>
        )}
        {referralRewardPaise !== null && (
          <Link className="button" to={paths.refer}>
            {i18n._("home.offer.refer")}
          </Link>
        )}
      </p>
    </section>
  );
}
