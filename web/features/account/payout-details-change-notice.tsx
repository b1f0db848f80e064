import { Trans, useLingui } from "@lingui/react";
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
  const { i18n } = useLingui();
  const config = useQuery(authConfigQuery());
  const supportEmail = config.data?.supportEmail;
  const at = (moment: number) => (
    <time dateTime={new Date(moment).toISOString()}>{formatNearMoment(moment)}</time>
  );
  return (
    <section className="account-notice" aria-labelledby="bank-details-changed">
      <h2 id="bank-details-changed" className="account-notice-title">
        {i18n._("payoutNotice.heading")}
      </h2>
      <p>
        <Trans
          id="payoutNotice.when"
          values={{ changedAt: at(change.changedAt), heldUntil: at(change.payoutsHeldUntil) }}
        />
      </p>
      <p>
        <Trans
          id={supportEmail ? "payoutNotice.notYou.email" : "payoutNotice.notYou.support"}
          values={{ email: supportEmail }}
          components={{
            0: <Link to={paths.accountPending} />,
            1: <Link to={paths.accountUpi} />,
            // The message puts the address in the link; written here too for the linter.
            2: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>,
          }}
        />
      </p>
    </section>
  );
}
