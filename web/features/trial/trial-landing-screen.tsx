import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { PendingPayoutsResponse } from "../../../contract/account";
import { apiPaths } from "../../../contract/api-paths";
import { PageTitle } from "../../components/page-title";
import { apiQuery } from "../../lib/api-query";
import { readPendingTrialClaim } from "../../lib/device-id";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/storage";
import "./trial.css";
import { formatRupees } from "../../lib/money";

const SHARE_TEXT = "Answer 1 question and win up to ₹100 on Quizzy Edge!";

// Only an https address is linked, as in the footer.
const socialProfileUrl = import.meta.env.VITE_SOCIAL_PROFILE_URL?.startsWith("https://")
  ? import.meta.env.VITE_SOCIAL_PROFILE_URL
  : null;

/**
 * /start/try: the trial's landing (SPEC.md section 2). A signed-in player whose trial
 * win is claimed sees it waiting for funds; a device with a claim still to make is
 * pointed at the payout details.
 */
export function TrialLandingScreen() {
  const signedIn = useStoredValue("ssid") !== null;
  const [claimToMake] = useState(() => readPendingTrialClaim() !== null);
  return (
    <section className="screen screen-narrow trial-screen trial-landing">
      <PageTitle title="Answer 1 Question" />
      <h1>Answer 1 Question</h1>
      <p className="trial-win-up-to">Win Up To 100 rupees</p>
      <p className="trial-links trial-links-center">
        <Link className="button button-primary" to={paths.trial}>
          Start
        </Link>
        <Link className="button" to={paths.sample}>
          View Model Questions
        </Link>
      </p>
      {claimToMake && (
        <div className="trial-notice">
          <p>You have a trial reward to claim.</p>
          <Link to={paths.accountUpi}>Add your payment details to claim it</Link>
        </div>
      )}
      {signedIn && <ClaimedTrialRewards />}
      <ShareLinks />
    </section>
  );
}

/** The "Reward Claim Requested" box: trial payouts requested and not yet paid. */
function ClaimedTrialRewards() {
  const read = useQuery(apiQuery<PendingPayoutsResponse>(apiPaths.accountPending, "player"));
  if (read.error && read.data === undefined) {
    return (
      <p
        role="alert"
        className="trial-notice"
      >{`Could not load your reward claims. ${read.error.message}`}</p>
    );
  }
  const waiting = (read.data?.data ?? []).filter(
    (payout) => payout.source === "trial" && payout.status === "requested",
  );
  if (waiting.length === 0) return null;
  return (
    <section className="trial-claimed" aria-labelledby="trial-claimed-heading">
      <h2 id="trial-claimed-heading">Reward Claim Requested</h2>
      <ul>
        {waiting.map((payout) => (
          <li key={payout._id}>
            <span className="trial-claimed-amount">{formatRupees(payout.rupee)}</span>
            <span>Waiting for Funds</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShareLinks() {
  const url = `${window.location.origin}${paths.trialLanding}`;
  const canShare = typeof navigator.share === "function";

  function share() {
    navigator.share({ title: "Quizzy Edge", text: SHARE_TEXT, url }).catch((error: unknown) => {
      // Closing the share sheet rejects with AbortError: nothing went wrong.
      if (!(error instanceof DOMException && error.name === "AbortError")) console.error(error);
    });
  }

  return (
    <section className="trial-share" aria-labelledby="trial-share-heading">
      <h2 id="trial-share-heading">Tell your friends</h2>
      <p className="trial-links trial-links-center">
        {canShare && (
          <button type="button" className="button" onClick={share}>
            Share
          </button>
        )}
        <a
          className="button"
          href={`https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp
        </a>
        {socialProfileUrl && (
          <a className="button" href={socialProfileUrl} rel="noopener noreferrer">
            Follow Quizzy Edge
          </a>
        )}
      </p>
    </section>
  );
}
