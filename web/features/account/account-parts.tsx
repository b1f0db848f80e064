import { Link } from "react-router";
import { readPendingTrialClaim } from "../../lib/device-id";
import { paths } from "../../lib/paths";

/** Shown while a trial win waits for payout details (the scratch card's Claim Now). */
export function TrialClaimReminder() {
  if (readPendingTrialClaim() === null) return null;
  return (
    <div className="account-notice">
      <p>You have a trial reward to claim.</p>
      <Link to={paths.accountUpi}>Add your payment details to claim it</Link>
    </div>
  );
}
