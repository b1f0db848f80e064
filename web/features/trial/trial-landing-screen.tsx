import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { ButtonLinks } from "../../components/button-links";
import { LanguageSwitch } from "../../components/language-switch";
import { PayoutStatus } from "../../components/payout-list";
import { ShareButtons } from "../../components/share-buttons";
import { TitledScreen } from "../../components/titled-screen";
import { pendingPayoutsQuery } from "../../lib/api/money";
import { serverMessageOf } from "../../lib/api-errors";
import { readPendingTrialClaim } from "../../lib/device-id";
import { formatRupees } from "../../lib/money";
import { paths } from "../../lib/paths";
import { usePayoutUpdates } from "../../lib/realtime/use-payout-updates";
import { prizeAgainText, useTrialPromise } from "../../lib/trial-offer";
import { useStoredValue } from "../../lib/use-stored-value";
import "./trial.css";

// Only an https address is linked, as in the footer.
const socialProfileUrl = import.meta.env.VITE_SOCIAL_PROFILE_URL?.startsWith("https://")
  ? import.meta.env.VITE_SOCIAL_PROFILE_URL
  : null;

/**
 * /start/try: the trial's landing (SPEC.md section 2). It promises only what the visitor
 * could win now, and says so before anyone plays when that is nothing: the pool is empty,
 * or their network had its prize for the hour. A signed-in
 * player's claimed trial rewards show live, waiting for funds, paid or rejected; a device
 * with a claim still to make is pointed at the payout details.
 */
export function TrialLandingScreen() {
  const { i18n } = useLingui();
  const signedIn = useStoredValue("ssid") !== null;
  const [claimToMake] = useState(() => readPendingTrialClaim() !== null);
  const { largest, prizeAgainAt } = useTrialPromise();
  return (
    <TitledScreen
      title={i18n._("trialLanding.title")}
      width="narrow"
      className="trial-screen trial-landing"
    >
      {largest === null ? (
        <p className="trial-notice trial-empty-pool">
          {prizeAgainAt
            ? prizeAgainText(prizeAgainAt, i18n)
            : i18n._("trialLanding.noPrize.emptyPool")}
        </p>
      ) : (
        largest && <p className="trial-win-up-to">{i18n._("trialLanding.winUpTo", { largest })}</p>
      )}
      <ButtonLinks
        className="trial-links trial-links-center"
        links={[
          [paths.trial, i18n._("trialLanding.start")],
          [paths.sample, i18n._("trialLanding.sample")],
        ]}
      />
      {claimToMake && (
        <div className="trial-notice">
          <p>{i18n._("trialLanding.claimToMake")}</p>
          <Link to={paths.accountUpi}>{i18n._("trialLanding.claimLink")}</Link>
        </div>
      )}
      {signedIn && <ClaimedTrialRewards />}
      <ShareLinks
        text={i18n._("trialLanding.share.text", {
          prize: largest ? "some" : "none",
          largest: largest ?? "",
        })}
      />
      <LanguageSwitch className="trial-language" />
    </TitledScreen>
  );
}

/**
 * The "Reward Claim Requested" box: the player's trial payouts, Waiting to be paid until an
 * admin pays (with the day and reference) or rejects (with the reason), live.
 */
function ClaimedTrialRewards() {
  const { i18n } = useLingui();
  const read = useQuery(pendingPayoutsQuery());
  const announcement = usePayoutUpdates(() => void read.refetch());
  if (read.error && read.data === undefined) {
    return (
      <p role="alert" className="trial-notice">
        {i18n._("trialLanding.claimsUnread", { reason: serverMessageOf(read.error) })}
      </p>
    );
  }
  const claimed = (read.data?.data ?? []).filter((payout) => payout.kind === "trial");
  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {claimed.length > 0 && (
        <section className="trial-claimed" aria-labelledby="trial-claimed-heading">
          <h2 id="trial-claimed-heading">{i18n._("trialLanding.claimed.heading")}</h2>
          <ul>
            {claimed.map((payout) => (
              <li key={payout._id}>
                <span className="trial-claimed-amount">{formatRupees(payout.rupee)}</span>
                <PayoutStatus payout={payout} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function ShareLinks({ text }: { text: string }) {
  const { i18n } = useLingui();
  const url = `${window.location.origin}${paths.trialLanding}`;

  return (
    <section className="trial-share" aria-labelledby="trial-share-heading">
      <h2 id="trial-share-heading">{i18n._("trialLanding.share.heading")}</h2>
      <ShareButtons
        title={i18n._("trialLanding.share.title")}
        text={text}
        url={url}
        className="trial-links trial-links-center"
      >
        {socialProfileUrl && (
          <a className="button" href={socialProfileUrl} rel="noopener noreferrer">
            {i18n._("trialLanding.follow")}
          </a>
        )}
      </ShareButtons>
    </section>
  );
}
