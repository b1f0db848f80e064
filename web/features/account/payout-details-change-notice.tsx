import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { PayoutDetailsChangeView } from "../../../contract/account";
import { authConfigQuery } from "../../lib/api/sign-in";
import { formatNearMoment } from "../../lib/day-format";
import { paths } from "../../lib/paths";

/**
 * The Bank's word that the payout details changed (decision 023), for a week after: when,
 * until when a payout to them waits, and what to do if it was not the player. A stolen
 * session cannot make the change, but someone in the player's Google account could.
 */
export function PayoutDetailsChangeNotice({ change }: { change: PayoutDetailsChangeView }) {
  const config = useQuery(authConfigQuery());
  const supportEmail = config.data?.supportEmail;
  const at = (moment: number) => (
    <time dateTime={new Date(moment).toISOString()}>{formatNearMoment(moment)}</time>
  );
  return (
    <section className="account-notice" aria-labelledby="bank-details-changed">
      <h2 id="bank-details-changed" className="account-notice-title">
        Your payout details changed
      </h2>
      <p>
        {"They were changed on "}
        {at(change.changedAt)}
        {". Payouts requested before "}
        {at(change.payoutsHeldUntil)}
        {" wait until then."}
      </p>
      <p>
        {"Not you? Cancel any waiting payout on "}
        <Link to={paths.accountPending}>Pending payouts</Link>
        {", put your own details back on "}
        <Link to={paths.accountUpi}>Payment details</Link>
        {supportEmail ? (
          <>
            {", and write to "}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </>
        ) : (
          ", and write to our support."
        )}
      </p>
    </section>
  );
}
