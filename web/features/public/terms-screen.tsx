import { Trans, useLingui } from "@lingui/react";
import { Link } from "react-router";
import { LIKE_FREE_TRIES } from "../../../contract/offers";
import { useUiLanguage } from "../../lib/i18n/ui-language-choice";
import { rupeeText } from "../../lib/money";
import { usePaidPlay } from "../../lib/paid-play";
import { paths } from "../../lib/paths";
import { generalFirstDepositOffer, usePublicTerms } from "../../lib/public-terms";
import { placesText } from "./places-text";
import { PublicPage } from "./public-page";

/**
 * /terms-condition: the rules of using Quizzy Edge. Deposits, paid tries, withdrawals and
 * referrals are only described where paid play is on; every figure is the
 * settings' own (decision 021).
 */
export function TermsScreen() {
  const { i18n } = useLingui();
  const language = useUiLanguage();
  const paidPlay = usePaidPlay();
  const terms = usePublicTerms();
  const firstDeposit = generalFirstDepositOffer(terms);
  const closedIn = terms.paidPlayOffRegions;
  return (
    <PublicPage title={i18n._("terms.title")} lead={i18n._("terms.lead")}>
      <section className="public-section" aria-labelledby="terms-who">
        <h2 id="terms-who">{i18n._("terms.who.heading")}</h2>
        <ul className="public-list">
          <li>{i18n._("terms.who.anyone")}</li>
          {paidPlay ? (
            <>
              <li>{i18n._("terms.who.adults")}</li>
              {closedIn.length > 0 && (
                <li>{i18n._("terms.who.closedIn", { places: placesText(closedIn, language) })}</li>
              )}
            </>
          ) : (
            <li>{i18n._("terms.who.paidPlayOff")}</li>
          )}
          <li>{i18n._("terms.who.oneAccount")}</li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="terms-game">
        <h2 id="terms-game">{i18n._("terms.game.heading")}</h2>
        <ul className="public-list">
          <li>{i18n._("terms.game.clock")}</li>
          <li>{i18n._("terms.game.try")}</li>
          <li>{i18n._("terms.game.pause")}</li>
          <li>{i18n._("terms.game.report")}</li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="terms-points">
        <h2 id="terms-points">{i18n._("terms.points.heading")}</h2>
        <ul className="public-list">
          <li>{i18n._("terms.points.noCash")}</li>
          <li>{i18n._("terms.points.coins")}</li>
          <li>{i18n._("terms.points.stars")}</li>
          <li>
            {i18n._("terms.points.tries", {
              price: rupeeText(terms.tryPricePaise),
              daily: terms.dailyFreeTries,
              like: LIKE_FREE_TRIES,
            })}
          </li>
          <li>{i18n._("terms.points.changes")}</li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="terms-money">
        <h2 id="terms-money">{i18n._("terms.money.heading")}</h2>
        <ul className="public-list">
          {paidPlay ? (
            <>
              <li>{i18n._("terms.money.rupees")}</li>
              {firstDeposit && (
                <li>
                  {i18n._("terms.money.firstDeposit", {
                    min: rupeeText(firstDeposit.minPaise),
                    bonus: rupeeText(firstDeposit.bonusPaise),
                  })}
                </li>
              )}
              <li>{i18n._("terms.money.bonus")}</li>
              <li>{i18n._("terms.money.withdraw")}</li>
            </>
          ) : (
            <>
              <li>{i18n._("terms.money.noDeposits")}</li>
              <li>{i18n._("terms.money.bonusFree")}</li>
            </>
          )}
          <li>{i18n._("terms.money.payouts")}</li>
          <li>{i18n._("terms.money.tax")}</li>
          <li>
            <Trans
              id="terms.money.refunds"
              components={{ 0: <Link to={paths.refundShipping} /> }}
            />
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="terms-referral">
        <h2 id="terms-referral">{i18n._("terms.referral.heading")}</h2>
        <p>
          {paidPlay
            ? i18n._("terms.referral.paid", { reward: rupeeText(terms.referralRewardPaise) })
            : i18n._("terms.referral.off")}
        </p>
      </section>
      <section className="public-section" aria-labelledby="terms-fair">
        <h2 id="terms-fair">{i18n._("terms.fair.heading")}</h2>
        <p>{i18n._("terms.fair.body")}</p>
      </section>
      <section className="public-section" aria-labelledby="terms-reviews">
        <h2 id="terms-reviews">{i18n._("terms.reviews.heading")}</h2>
        <p>{i18n._("terms.reviews.body")}</p>
      </section>
      <section className="public-section" aria-labelledby="terms-end">
        <h2 id="terms-end">{i18n._("terms.end.heading")}</h2>
        <p>
          <Trans id="terms.end.body" components={{ 0: <Link to={paths.deactivate} /> }} />
        </p>
      </section>
      <section className="public-section" aria-labelledby="terms-changes">
        <h2 id="terms-changes">{i18n._("terms.changes.heading")}</h2>
        <p>{i18n._("terms.changes.body")}</p>
      </section>
    </PublicPage>
  );
}
