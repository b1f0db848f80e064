import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { PublicPage } from "./public-page";

/** /refund-shipping: deposits, refunds of tries, payouts and prize delivery. */
export function RefundShippingScreen() {
  return (
    <PublicPage
      title="Refund and Shipping"
      lead="How deposits, refunds, payouts and prize deliveries work. All amounts are in Indian rupees."
    >
      <section className="public-section" aria-labelledby="refund-deposits">
        <h2 id="refund-deposits">Deposits</h2>
        <ul className="public-list">
          <li>
            Deposits are for players aged 18 or over and are paid through our payment gateway. They
            reach your Bank once the gateway confirms the payment; you can see the status on the
            screen you return to.
          </li>
          <li>
            A payment that failed or was not confirmed is not added to your Bank. If money left your
            bank account for it, the gateway returns it to the same account on your bank&apos;s
            usual timeline.
          </li>
          <li>
            Money added to your Bank pays for tries and is not refunded back to your bank account,
            except where the law requires it.
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
            Rupee rewards, such as a trial win, are paid by UPI or bank transfer to the details you
            save in <Link to={paths.accountUpi}>Payment details</Link>.
          </li>
          <li>
            An admin checks each payout request before paying it. Until then it shows as waiting in{" "}
            <Link to={paths.accountPending}>Pending payouts</Link>; once paid, it leaves that list
            and stays in your <Link to={paths.accountHistory}>History</Link>.
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
