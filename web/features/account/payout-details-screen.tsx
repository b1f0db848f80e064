import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { PayoutDetailsBody } from "../../../contract/account";
import { PayoutDetailsForm } from "../../components/payout-details-form";
import { usePopupMessage } from "../../components/popup-message";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { claimTrialPrize } from "../../lib/api/trial";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import { forgetPendingTrialClaim, readPendingTrialClaim } from "../../lib/device-id";
import { formatRupees } from "../../lib/money";
import { paths } from "../../lib/paths";
import { payoutDetailsQuery } from "./api";
import "./account.css";

/**
 * /account/upi: where payouts go, a UPI id or a bank account. Saving also makes a trial
 * claim the scratch card left waiting (Claim Now), once.
 */
export function PayoutDetailsScreen() {
  const { i18n } = useLingui();
  const read = useQuery(payoutDetailsQuery());
  return (
    <TitledScreen title={i18n._("payoutDetails.title")} width="narrow" className="account-screen">
      <ReadView read={read} what={i18n._("payoutDetails.loadWhat")}>
        {({ details }) => <DetailsAndClaim details={details} />}
      </ReadView>
    </TitledScreen>
  );
}

type Claim = { kind: "none" } | { kind: "claiming" } | { kind: "claimed"; rupee: number };

function DetailsAndClaim({ details }: { details: PayoutDetailsBody | null }) {
  const { i18n } = useLingui();
  const showMessage = usePopupMessage();
  const [claim, setClaim] = useState<Claim>({ kind: "none" });
  const [claimWaiting] = useState(() => readPendingTrialClaim() !== null);

  async function makeWaitingClaim() {
    const deviceId = readPendingTrialClaim();
    if (deviceId === null) return;
    setClaim({ kind: "claiming" });
    try {
      const claimed = await claimTrialPrize(deviceId);
      forgetPendingTrialClaim();
      setClaim({ kind: "claimed", rupee: claimed.rupee });
    } catch (error) {
      console.error("The trial claim failed", error);
      setClaim({ kind: "none" });
      // A claim the server refuses for good (no win on this device, someone else's claim)
      // is forgotten; one that failed on the way is kept for the next save.
      const final =
        error instanceof ApiRequestError &&
        (error.status === 400 ||
          error.status === 404 ||
          (error.status === 409 && error.code !== "payout_details_required"));
      if (final) forgetPendingTrialClaim();
      showMessage(
        error instanceof ApiRequestError
          ? serverMessageOf(error)
          : i18n._("payoutDetails.claimFailed"),
      );
    }
  }

  return (
    <>
      {claimWaiting && claim.kind !== "claimed" && (
        <p className="account-notice">{i18n._("payoutDetails.claimWaiting")}</p>
      )}
      <PayoutDetailsForm details={details} audience="player" onSaved={makeWaitingClaim} />
      <p role="status" className="form-status">
        {claim.kind === "claiming" ? i18n._("payoutDetails.claiming") : ""}
      </p>
      {claim.kind === "claimed" && (
        <div className="account-notice account-claimed">
          <p>{i18n._("payoutDetails.claimed", { amount: formatRupees(claim.rupee) })}</p>
          <Link to={paths.accountPending}>{i18n._("payoutDetails.seePending")}</Link>
        </div>
      )}
    </>
  );
}
