import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageTitle } from "../../components/page-title";
import { isDeviceId, readDeviceId } from "../../lib/device-id";
import { paths } from "../../lib/paths";
import { writeStored } from "../../lib/storage";
import "./refer.css";

/**
 * contract/payments.ts SAME_DEVICE_REFERRAL_MESSAGE (SPEC.md section 5); written out here
 * because that module's zod schemas would come with it (the test checks the two match).
 */
export const SAME_DEVICE_MESSAGE = "You have already claimed your referral bonus on this device!";

const TITLE = "Welcome to Quizzy Edge";

/**
 * /get/start for a signed-out visitor: the referral landing (SPEC.md sections 2 and 4).
 * A link from another device is remembered (`refer_ui`, `refer_di`, `new`) and registered
 * after sign-in by useRegisterPendingReferral; a link opened on the device that made it
 * is refused, as SPEC.md says.
 */
export function ReferralLandingScreen() {
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get("referralCode")?.trim() ?? "";
  const referrerDeviceId = searchParams.get("ssid")?.trim() ?? "";
  const [deviceId] = useState(readDeviceId);
  const sameDevice = referrerDeviceId !== "" && referrerDeviceId === deviceId;
  const remembered = !sameDevice && referralCode !== "" && isDeviceId(referrerDeviceId);

  useEffect(() => {
    if (!remembered) return;
    writeStored("refer_ui", referralCode);
    writeStored("refer_di", referrerDeviceId);
    writeStored("new", "true");
  }, [remembered, referralCode, referrerDeviceId]);

  return (
    <section className="screen screen-narrow refer-screen referral-landing">
      <PageTitle title={TITLE} />
      <h1>{TITLE}</h1>
      {sameDevice && (
        <p role="alert" className="alert-box">
          {SAME_DEVICE_MESSAGE}
        </p>
      )}
      {remembered && <p className="refer-invited">A friend invited you. Welcome!</p>}
      <p>Answer quick timed questions and win coins, coupons, stars and rupee rewards.</p>
      <Link className="button button-primary refer-get-start" to={paths.login}>
        Get Start
      </Link>
      <ul className="refer-offers">
        <li className="refer-offer">
          <h2>Free Credits</h2>
          <p>Like a shared review and earn a free try.</p>
        </li>
        <li className="refer-offer">
          <h2>First Deposit Bonus</h2>
          <p>Deposit 20 and get 10 bonus on first deposit</p>
        </li>
        <li className="refer-offer">
          <h2>Daily Reward</h2>
          <p>1 Free Try Today</p>
        </li>
      </ul>
      <Link className="button" to={paths.sample}>
        View Sample Questions
      </Link>
    </section>
  );
}
