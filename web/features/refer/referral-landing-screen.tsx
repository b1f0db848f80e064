import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { LIKE_FREE_TRIES } from "../../../contract/offers";
import { TitledScreen } from "../../components/titled-screen";
import { rupeeText } from "../../lib/money";
import { usePaidPlay } from "../../lib/paid-play";
import { paths } from "../../lib/paths";
import { generalFirstDepositOffer, usePublicTerms } from "../../lib/public-terms";
import { writeStored } from "../../lib/storage";
import "./refer.css";

/**
 * contract/payments.ts referralTagSchema's pattern (the schema itself is zod, kept off
 * this chunk; the test checks the two agree).
 */
export const REFERRAL_TAG_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;

/**
 * /get/start for a signed-out visitor: the referral landing (SPEC.md sections 2 and 4).
 * The link (`referralCode` and the referrer's public tag as `ssid`) is remembered
 * (`refer_ui`, `refer_di`, `new`) and registered after sign-in by
 * useRegisterPendingReferral. Whether this is the referrer's own phone the server judges
 * from the devices it has seen, and says so then (DESIGN.md section 2).
 */
export function ReferralLandingScreen() {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get("referralCode")?.trim() ?? "";
  const referralTag = searchParams.get("ssid")?.trim() ?? "";
  const remembered = referralCode !== "" && REFERRAL_TAG_PATTERN.test(referralTag);
  // A visitor is not known yet: the general offer, worded for new players (decision 021).
  const paidPlay = usePaidPlay();
  const terms = usePublicTerms();
  const firstDeposit = generalFirstDepositOffer(terms);

  useEffect(() => {
    if (!remembered) return;
    writeStored("refer_ui", referralCode);
    writeStored("refer_di", referralTag);
    writeStored("new", "true");
  }, [remembered, referralCode, referralTag]);

  return (
    <TitledScreen
      title={i18n._("referralLanding.title")}
      width="narrow"
      className="refer-screen referral-landing"
    >
      {remembered && <p className="refer-invited">{i18n._("referralLanding.invited")}</p>}
      <p>{i18n._("referralLanding.pitch")}</p>
      <Link className="button button-primary refer-get-start" to={paths.login}>
        {i18n._("referralLanding.getStarted")}
      </Link>
      <ul className="refer-offers">
        <li className="refer-offer">
          <h2>{i18n._("referralLanding.freeCredits")}</h2>
          <p>{i18n._("referralLanding.likeOffer", { count: LIKE_FREE_TRIES })}</p>
        </li>
        {paidPlay && firstDeposit && (
          <li className="refer-offer">
            <h2>{i18n._("referralLanding.firstDeposit")}</h2>
            <p>
              {i18n._("referralLanding.firstDepositOffer", {
                min: rupeeText(firstDeposit.minPaise),
                bonus: rupeeText(firstDeposit.bonusPaise),
              })}
            </p>
          </li>
        )}
        {terms.dailyFreeTries > 0 && (
          <li className="refer-offer">
            <h2>{i18n._("referralLanding.daily")}</h2>
            <p>{i18n._("referralLanding.dailyOffer", { count: terms.dailyFreeTries })}</p>
          </li>
        )}
      </ul>
      <Link className="button" to={paths.sample}>
        {i18n._("referralLanding.sample")}
      </Link>
    </TitledScreen>
  );
}
