import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { readPendingTrialClaim } from "../../lib/device-id";
import { paths } from "../../lib/paths";

/** Shown while a trial win waits for payout details (the scratch card's Claim Now). */
export function TrialClaimReminder() {
  const { i18n } = useLingui();
  if (readPendingTrialClaim() === null) return null;
  return (
    <div className="account-notice">
      <p>{i18n._("bank.trialClaim.text")}</p>
      <Link to={paths.accountUpi}>{i18n._("bank.trialClaim.link")}</Link>
    </div>
  );
}
