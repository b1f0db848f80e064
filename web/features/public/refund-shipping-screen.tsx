import { Trans, useLingui } from "@lingui/react";
import { Link } from "react-router";
import { PAID_PAYOUT_KEPT_HOURS } from "../../../contract/offers";
import { useUiLanguage } from "../../lib/i18n/ui-language-choice";
import { rupeeText } from "../../lib/money";
import { paths } from "../../lib/paths";
import { usePublicTerms } from "../../lib/public-terms";
import { placesText } from "./places-text";
import { PublicPage } from "./public-page";

/**
 * /refund-shipping: deposits, refunds of tries, payouts and prize delivery, as the code
 * does them: unspent cash can be withdrawn (the payout queue), and a paid payout stays
 * listed until the purge deletes its record (`PAID_PAYOUT_KEPT_HOURS`, worker/maintenance.ts).
 */
export function RefundShippingScreen() {
  const { i18n } = useLingui();
  const language = useUiLanguage();
  const terms = usePublicTerms();
  const closedIn = terms.paidPlayOffRegions;
  return (
    <PublicPage title={i18n._("refund.title")} lead={i18n._("refund.lead")}>
      <section className="public-section" aria-labelledby="refund-deposits">
        <h2 id="refund-deposits">{i18n._("refund.deposits.heading")}</h2>
        <ul className="public-list">
          <li>{i18n._("refund.deposits.who")}</li>
          {closedIn.length > 0 && (
            <li>
              {i18n._("refund.deposits.closedIn", { places: placesText(closedIn, language) })}
            </li>
          )}
          <li>{i18n._("refund.deposits.failed")}</li>
          <li>
            <Trans id="refund.deposits.withdraw" components={{ 0: <Link to={paths.account} /> }} />
          </li>
          <li>{i18n._("refund.deposits.spent", { price: rupeeText(terms.tryPricePaise) })}</li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="refund-tries">
        <h2 id="refund-tries">{i18n._("refund.tries.heading")}</h2>
        <ul className="public-list">
          <li>
            <Trans id="refund.tries.report" components={{ 0: <Link to={paths.tickets} /> }} />
          </li>
          <li>
            <Trans id="refund.tries.decision" components={{ 0: <strong /> }} />
          </li>
          <li>{i18n._("refund.tries.answered")}</li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="refund-payouts">
        <h2 id="refund-payouts">{i18n._("refund.payouts.heading")}</h2>
        <ul className="public-list">
          <li>
            <Trans id="refund.payouts.how" components={{ 0: <Link to={paths.accountUpi} /> }} />
          </li>
          <li>
            <Trans
              id="refund.payouts.check"
              values={{ hours: PAID_PAYOUT_KEPT_HOURS }}
              components={{
                0: <Link to={paths.accountPending} />,
                1: <Link to={paths.accountHistory} />,
              }}
            />
          </li>
          <li>{i18n._("refund.payouts.rejected")}</li>
          <li>{i18n._("refund.payouts.sent")}</li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="refund-shipping">
        <h2 id="refund-shipping">{i18n._("refund.shipping.heading")}</h2>
        <ul className="public-list">
          <li>
            <Trans id="refund.shipping.request" components={{ 0: <Link to={paths.cart} /> }} />
          </li>
          <li>{i18n._("refund.shipping.contact")}</li>
          <li>
            <Trans
              id="refund.shipping.follow"
              components={{ 0: <Link to={paths.cartHistory} /> }}
            />
          </li>
        </ul>
      </section>
    </PublicPage>
  );
}
