import { useEffect, useRef } from "react";
import type { RegisterReferralBody } from "../../../contract/payments";
import { usePopupMessage } from "../../components/popup-message";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import { removeStored } from "../../lib/storage";
import { useStoredValue } from "../../lib/use-stored-value";
import { registerReferral } from "./api";

function forgetReferral(): void {
  removeStored("refer_ui");
  removeStored("refer_di");
  removeStored("new");
}

/**
 * Registers the referral the landing stored (`refer_ui`, and the referrer's public tag in
 * `refer_di`) once a player is signed in, then forgets it. A refusal that will not change
 * (not a valid link, the referrer's own phone, already referred) is said in the popup and
 * forgotten too; a failure on the way keeps it for the next sign-in or page load. Mounted
 * once, in the player layout.
 */
export function useRegisterPendingReferral(): void {
  const session = useStoredValue("ssid");
  const referralCode = useStoredValue("refer_ui");
  const referralTag = useStoredValue("refer_di");
  const showMessage = usePopupMessage();
  // One attempt per session and code, whatever re-renders (or StrictMode's second run) come.
  const attempted = useRef<string | null>(null);

  useEffect(() => {
    if (!session || !referralCode) return;
    const attempt = `${session}:${referralCode}`;
    if (attempted.current === attempt) return;
    attempted.current = attempt;
    const body: RegisterReferralBody = {
      referralCode,
      ...(referralTag ? { ssid: referralTag } : {}),
    };
    registerReferral(body).then(forgetReferral, (error: unknown) => {
      console.error("Registering the referral failed", error);
      if (!(error instanceof ApiRequestError)) return;
      if (error.status === 404 || error.status === 409) {
        forgetReferral();
        showMessage(serverMessageOf(error));
      } else if (error.status === 400) {
        forgetReferral();
      }
    });
  }, [session, referralCode, referralTag, showMessage]);
}
