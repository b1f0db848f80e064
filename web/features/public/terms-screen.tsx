import { Link } from "react-router";
import { regionNames } from "../../../contract/regions";
import { rupeeText } from "../../lib/money";
import { offerText } from "../../lib/offer-text";
import { usePaidPlay } from "../../lib/paid-play";
import { paths } from "../../lib/paths";
import { generalFirstDepositOffer, usePublicTerms } from "../../lib/public-terms";
import { PublicPage } from "./public-page";

/**
 * /terms-condition: the rules of using Quizzy Edge. Deposits, paid tries, withdrawals and
 * referrals are only described where paid play is on; every figure is the
 * settings' own (decision 021).
 */
export function TermsScreen() {
  const paidPlay = usePaidPlay();
  const terms = usePublicTerms();
  const firstDeposit = generalFirstDepositOffer(terms);
  const closedIn = terms.paidPlayOffRegions;
  return (
    <PublicPage
      title="Terms and Conditions"
      lead="These terms apply whenever you use Quizzy Edge, free or with money. By playing you agree to them."
    >
      <section className="public-section" aria-labelledby="terms-who">
        <h2 id="terms-who">1. Who may play</h2>
        <ul className="public-list">
          <li>Anyone may play the free game, the one-question trial and the model questions.</li>
          {paidPlay ? (
            <>
              <li>
                Deposits, paid tries, withdrawals and rupee payouts are only for people aged 18 or
                over, living in India, where the law of their state allows them. Before your first
                deposit or paid try you confirm that you are 18 or older and name the state or union
                territory where you live; we keep that with your account. If you live outside India,
                play the free tries only.
              </li>
              {closedIn.length > 0 && (
                <li>
                  {`Paid play is not available in ${regionNames(closedIn)}. Players there play the free tries only: no deposits and no tries to buy.`}
                </li>
              )}
            </>
          ) : (
            <li>
              Paid play is switched off here: there are no deposits and no tries to buy with your
              own money. Rupee prizes from the trial are only for people aged 18 or over, living in
              India.
            </li>
          )}
          <li>
            One account per person, signed in with your own Google account. Keep your device and
            Google account secure: whatever is done with your signed-in session counts as done by
            you.
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="terms-game">
        <h2 id="terms-game">2. The game</h2>
        <ul className="public-list">
          <li>
            Our server keeps each question&apos;s clock. An answer that reaches it after the time is
            up counts as a timeout. Each question takes one answer.
          </li>
          <li>
            A try is one run of questions. It ends at the first wrong answer or timeout, or when the
            run is complete. Leaving the game screen during a run gives that run up.
          </li>
          <li>
            We may pause the game, for maintenance or otherwise; the game screen shows why and until
            when.
          </li>
          <li>
            If a question was faulty, report it from the game. An admin decides each report: a try
            is given back when the fault was ours, but not for a question you had already answered
            correctly.
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="terms-points">
        <h2 id="terms-points">3. Coins, coupons, stars and tries</h2>
        <ul className="public-list">
          <li>
            Coins, stars and tries are points inside the game. They have no cash value and cannot be
            withdrawn, sold or moved to another account.
          </li>
          <li>Coins buy coupons; a claimed coupon adds its value as bonus money.</li>
          <li>
            Stars buy prizes from the prize list while stock lasts. A prize request is approved or
            rejected by an admin; a rejected request gives your stars back.
          </li>
          <li>
            {`A try costs ${rupeeText(terms.tryPricePaise)}. Everyone gets ${offerText.tries(terms.dailyFreeTries)} a day, and ${offerText.likeTries} for their first like of a review a friend shares.`}
          </li>
          <li>
            Prices, rewards, how many questions make a run and the daily free try may change; what
            you have already won stays yours.
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="terms-money">
        <h2 id="terms-money">4. Money</h2>
        <ul className="public-list">
          {paidPlay ? (
            <>
              <li>
                All amounts are in Indian rupees. Deposits are made through our payment gateway.
              </li>
              {firstDeposit && (
                <li>
                  {`First deposit offer: deposit ${rupeeText(firstDeposit.minPaise)} or more for the first time and get a ${rupeeText(firstDeposit.bonusPaise)} bonus, once per person. A person who deposited with an earlier account, even one since deactivated, gets no second bonus.`}
                </li>
              )}
              <li>
                Bonus money (from the offer, coupons and referrals) can only be spent on tries; it
                cannot be withdrawn. When you buy a try, bonus money is used before deposited money.
              </li>
              <li>
                Cash you deposited and have not spent on tries can be withdrawn from your Bank to
                the UPI id or bank account you give.
              </li>
            </>
          ) : (
            <>
              <li>All amounts are in Indian rupees. There are no deposits here.</li>
              <li>
                Bonus money (from coupons and likes) can only be spent on tries; it cannot be
                withdrawn.
              </li>
            </>
          )}
          <li>
            Rupee rewards (such as a trial win) and withdrawals are paid to the UPI id or bank
            account you give, after an admin checks them. Make sure the details are right: a payment
            sent to the details you gave counts as paid. If an admin rejects a payout, you see why
            in your Bank, and the money goes back to your cash.
          </li>
          <li>
            Where the law requires tax to be deducted from winnings, it is deducted before payment.
          </li>
          <li>
            Refunds, payouts and prize delivery follow the{" "}
            <Link to={paths.refundShipping}>Refund and Shipping</Link> policy.
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="terms-referral">
        <h2 id="terms-referral">5. Referrals</h2>
        {paidPlay ? (
          <p>
            {`When a friend joins through your referral link and makes their first deposit, you get a ${rupeeText(terms.referralRewardPaise)} bonus. It is not paid for yourself, for a second account of yours, for a friend who was referred or deposited before, for a link opened on the device that made it, or while paid play is not available where you live.`}
          </p>
        ) : (
          <p>
            Referral rewards are paid on a friend&apos;s first deposit, so none are paid while
            deposits are switched off here.
          </p>
        )}
      </section>
      <section className="public-section" aria-labelledby="terms-fair">
        <h2 id="terms-fair">6. Fair play</h2>
        <p>
          Do not use bots or scripts, share or look up answers during a run, run several accounts,
          or tamper with the app or its requests. We may block an account that does, and cancel the
          rewards it gained that way.
        </p>
      </section>
      <section className="public-section" aria-labelledby="terms-reviews">
        <h2 id="terms-reviews">7. Reviews and likes</h2>
        <p>
          Your review is shown, with your name and picture, to anyone who has its link. Keep it
          honest and free of abuse, personal details and links; we may remove reviews that are not.
          Each player may post one review and like one review.
        </p>
      </section>
      <section className="public-section" aria-labelledby="terms-end">
        <h2 id="terms-end">8. Ending your account</h2>
        <p>
          You may <Link to={paths.deactivate}>deactivate your account</Link> at any time. While cash
          or a payout is left in it, deactivating asks you to withdraw first or to confirm that you
          give it up. Bonus money, coins, stars and tries end with the account. Offers that are once
          per person (the first-deposit bonus, being referred, the day&apos;s free try and the
          like&apos;s free try) are not given again to a new account of yours. We may block an
          account that breaks these terms.
        </p>
      </section>
      <section className="public-section" aria-labelledby="terms-changes">
        <h2 id="terms-changes">9. Changes and the law</h2>
        <p>
          We may change these terms; the version on this page applies from when it is published. The
          service is offered as it is, and may at times be unavailable. These terms are governed by
          the laws of India.
        </p>
      </section>
    </PublicPage>
  );
}
