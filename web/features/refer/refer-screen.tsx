import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { ReadView } from "../../components/read-view";
import { WhatsAppLink } from "../../components/share-buttons";
import { TitledScreen } from "../../components/titled-screen";
import { formatRupees } from "../../lib/money";
import { paths } from "../../lib/paths";
import { referQuery } from "./api";
import "./refer.css";

/** The amount is the server's (`rewardRupees`), said in the rule below, not fixed here. */
const TITLE = "Refer and earn";

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
  const read = useQuery(referQuery());
  return (
    <TitledScreen title={TITLE} width="narrow" className="refer-screen">
      <ReadView read={read} what="your referral link">
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

function ReferLink({ link, rewardRupees }: { link: string; rewardRupees: number | null }) {
  const [copyStatus, setCopyStatus] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const message = `Join me on Quizzy Edge: answer quick questions and win rewards. ${link}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopyStatus("Link copied.");
    } catch (error) {
      console.error("Copying the referral link failed", error);
      inputRef.current?.select();
      setCopyStatus("Could not copy: the link is selected, copy it from your keyboard or menu.");
    }
  }

  return (
    <>
      <p>
        {rewardRupees === null
          ? "Paid play is not available to you here, so a friend's deposit earns you no reward. Your friends can still join and play with your link."
          : `${formatRupees(rewardRupees)} when a friend you invite makes a first deposit, from another phone. Send them your link: they sign up with it, and the reward is yours once their first deposit is paid.`}
      </p>
      <div className="field">
        <label htmlFor={id}>Your referral link</label>
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
          Copy link
        </button>
        <WhatsAppLink message={message} />
      </p>
      <p role="status" className="form-status">
        {copyStatus}
      </p>
    </>
  );
}
