import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { ReadView } from "../../components/read-view";
import { WhatsAppLink } from "../../components/share-buttons";
import { TitledScreen } from "../../components/titled-screen";
import { formatRupees } from "../../lib/money";
import { paths } from "../../lib/paths";
import { referQuery } from "./api";
import "./refer.css";

/**
 * The link a friend opens: the player's referral code and the public tag the server made
 * for it as `ssid` (DESIGN.md section 2): never a session token, never this device's
 * credential. Whether the friend is on the referrer's own phone the server judges.
 */
export function referralLink(origin: string, code: string, tag: string): string {
  const query = new URLSearchParams({ referralCode: code, ssid: tag });
  return `${origin}${paths.getStart}?${query}`;
}

/** /refer: the player's referral link, to copy or send through a messaging app. */
export function ReferScreen() {
  const { i18n } = useLingui();
  const read = useQuery(referQuery());
  return (
    <TitledScreen title={i18n._("refer.title")} width="narrow" className="refer-screen">
      <ReadView read={read} what={i18n._("refer.loadWhat")}>
        {({ code, ssid, rewardRupees }) => (
          <ReferLink
            link={referralLink(window.location.origin, code, ssid)}
            rewardRupees={rewardRupees}
          />
        )}
      </ReadView>
    </TitledScreen>
  );
}

/** The amount is the server's (`rewardRupees`), said in the rule shown, not fixed here. */
function ReferLink({ link, rewardRupees }: { link: string; rewardRupees: number | null }) {
  const { i18n } = useLingui();
  const [copyStatus, setCopyStatus] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const message = i18n._("refer.shareMessage", { link });

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopyStatus(i18n._("refer.copied"));
    } catch (error) {
      console.error("Copying the referral link failed", error);
      inputRef.current?.select();
      setCopyStatus(i18n._("refer.copyFailed"));
    }
  }

  return (
    <>
      <p>
        {rewardRupees === null
          ? i18n._("refer.noReward")
          : i18n._("refer.reward", { amount: formatRupees(rewardRupees) })}
      </p>
      <div className="field">
        <label htmlFor={id}>{i18n._("refer.linkLabel")}</label>
        <input
          ref={inputRef}
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p className="refer-actions">
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {i18n._("refer.copy")}
        </button>
        <WhatsAppLink message={message} />
      </p>
      <p role="status" className="form-status">
        {copyStatus}
      </p>
    </>
  );
}
