import { Link } from "react-router";
import { PAID_PAYOUT_KEPT_HOURS } from "../../../contract/offers";
import { regionNames } from "../../../contract/regions";
import { rupeeText } from "../../lib/money";
import { paths } from "../../lib/paths";
import { usePublicTerms } from "../../lib/public-terms";
import { PublicPage } from "./public-page";

/**
 * /refund-shipping: deposits, refunds of tries, payouts and prize delivery, as the code
 * does them: unspent cash can be withdrawn (the payout queue), and a paid payout stays
 * listed until the purge deletes its record (`PAID_PAYOUT_KEPT_HOURS`, worker/maintenance.ts).
 */
export function RefundShippingScreen() {
  const terms = usePublicTerms();
  const closedIn = terms.paidPlayOffRegions;
  return (
    <PublicPage
      title="Refund and Shipping"
      lead="How deposits, refunds, payouts and prize deliveries work. All amounts are in Indian rupees."
    >
      <section className="public-section" aria-labelledby="refund-deposits">
        <h2 id="refund-deposits">Deposits</h2>
        <ul className="public-list">
          <li>
            Deposits are for players aged 18 or over who live in India, and are paid through our
            payment gateway. Before your first deposit you confirm your age and name your state or
            union territory. They reach your Bank as cash once the gateway confirms the payment; you
            can see the status on the screen you return to.
          </li>
          {closedIn.length > 0 && (
            <li>{`We take no deposits from players in ${regionNames(closedIn)}, where paid play is not available.`}</li>
          )}
          <li>
            A payment that failed or was not confirmed is not added to your Bank. If money left your
            bank account for it, the gateway returns it to the same account on your bank&apos;s
            usual timeline.
          </li>
          <li>
            Cash you deposited and have not spent on tries is yours to take back: withdraw it from
            your <Link to={paths.account}>Bank</Link> to your UPI id or bank account at any time, as
            a payout (below).
          </li>
          <li>
            {`Cash spent on tries (${rupeeText(terms.tryPricePaise)} a try) is not refunded, except a try given back for a faulty question (below). Bonus money, such as the first-deposit bonus, only buys tries and cannot be withdrawn.`}
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="refund-tries">
        <h2 id="refund-tries">Refunds of tries</h2>
        <ul className="public-list">
          <li>
            If a question was faulty, for example its image would not load, report it from the game.
            Your reports and their status are in <Link to={paths.tickets}>Reports</Link>.
          </li>
          <li>
            An admin decides each report: <strong>Refunded</strong> gives the try back, sometimes
            with extra seconds on that question; a question found to work gets no refund.
          </li>
          <li>No refund is possible for a question you had already answered correctly.</li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="refund-payouts">
        <h2 id="refund-payouts">Payouts</h2>
        <ul className="public-list">
          <li>
            Rupee rewards, such as a trial win, and withdrawals of your cash are paid by UPI or bank
            transfer to the details you save in <Link to={paths.accountUpi}>Payment details</Link>.
          </li>
          <li>
            An admin checks each payout request before paying it. Until then it shows as waiting in{" "}
            <Link to={paths.accountPending}>Pending payouts</Link>.{" "}
            {`Once paid, it stays there marked paid, with the bank's reference, for ${PAID_PAYOUT_KEPT_HOURS} hours; then its record is deleted, and the payment stays in your `}
            <Link to={paths.accountHistory}>History</Link>.
          </li>
          <li>
            If an admin rejects a payout, it stays in Pending payouts with the reason, and its money
            goes back to your cash.
          </li>
          <li>A payout sent to the details you gave counts as paid, so check them carefully.</li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="refund-shipping">
        <h2 id="refund-shipping">Prize shipping</h2>
        <ul className="public-list">
          <li>
            Prizes bought with stars are requested from your <Link to={paths.cart}>Cart</Link>.
            Nothing ships until an admin approves the request.
          </li>
          <li>
            After approval we contact you at your Google email address to confirm where to deliver
            the prize. We ship within India only.
          </li>
          <li>
            Follow each request in <Link to={paths.cartHistory}>Cart history</Link>: Requested,
            Fulfilled once delivered, or Rejected. A rejected request gives your stars back.
          </li>
        </ul>
      </section>
    </PublicPage>
  );
}
