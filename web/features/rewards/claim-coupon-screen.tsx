import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { CouponView } from "../../../contract/rewards";
import { ButtonLinks } from "../../components/button-links";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import { couponsQuery, useClaimCoupon } from "./api";
import { ActionButton } from "./rewards-parts";
import "./rewards.css";
import { ReadView } from "../../components/read-view";
import { rupeeText } from "../../lib/money";

const TITLE = "Claim Coupon";

/**
 * /claim/cupon?id=: where /play sends a player after a coupon win (Status OKK). The
 * coupon is looked up among the player's own, and claiming moves its value into the
 * bonus balance.
 */
export function ClaimCouponScreen() {
  const [searchParams] = useSearchParams();
  const couponId = searchParams.get("id");
  return (
    <TitledScreen title={TITLE} width="narrow" className="rewards-screen">
      {couponId ? (
        // Keyed, so a different id in the address starts over rather than keeping "claimed".
        <ClaimCoupon key={couponId} couponId={couponId} />
      ) : (
        <NoSuchCoupon text="This link does not say which coupon to claim." />
      )}
    </TitledScreen>
  );
}

function ClaimCoupon({ couponId }: { couponId: string }) {
  const read = useQuery(couponsQuery());
  const claiming = useClaimCoupon();
  const [claimedPaise, setClaimedPaise] = useState<number | null>(null);

  function claim() {
    if (claiming.isPending) return;
    claiming.mutate(couponId, { onSuccess: (claimed) => setClaimedPaise(claimed.valuePaise) });
  }

  if (claimedPaise !== null) return <ClaimDone valuePaise={claimedPaise} />;
  return (
    <ReadView read={read} what="this coupon">
      {({ coupons }) => {
        const coupon = coupons.find((candidate) => candidate.id === couponId);
        if (!coupon) return <NoSuchCoupon text="We could not find this coupon in your account." />;
        if (coupon.status === "claimed") return <AlreadyClaimed coupon={coupon} />;
        return (
          <div className="rewards-card claim-card">
            <h2>{coupon.source === "run" ? "You won a coupon!" : "Your coupon"}</h2>
            <p className="claim-value">{rupeeText(coupon.valuePaise)}</p>
            <p>{coupon.name}</p>
            <p className="rewards-meta">Claiming adds its value to your bonus balance.</p>
            <ActionButton label="Claim now" busy={claiming.isPending} primary onClick={claim} />
            <p className="form-status" role="status">
              {claiming.isPending ? "Claiming…" : ""}
            </p>
          </div>
        );
      }}
    </ReadView>
  );
}

function ClaimDone({ valuePaise }: { valuePaise: number }) {
  const message = useRef<HTMLParagraphElement>(null);
  // The Claim now button is gone: focus moves to the result, which reads it out.
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="rewards-card claim-card">
      <h2>Coupon claimed</h2>
      <p ref={message} tabIndex={-1} className="claim-success">
        {`${rupeeText(valuePaise)} added to your bonus balance`}
      </p>
      <NextLinks />
    </div>
  );
}

function AlreadyClaimed({ coupon }: { coupon: CouponView }) {
  return (
    <div className="rewards-card claim-card">
      <h2>Already claimed</h2>
      <p>
        {`${coupon.name} (${rupeeText(coupon.valuePaise)}) was already claimed into your bonus balance.`}
      </p>
      <NextLinks />
    </div>
  );
}

function NoSuchCoupon({ text }: { text: string }) {
  return (
    <div className="rewards-card claim-card">
      <p>{text}</p>
      <p>Your coupons are all listed under My coupons.</p>
      <NextLinks />
    </div>
  );
}

function NextLinks() {
  return (
    <ButtonLinks
      className="rewards-links"
      links={[
        [paths.play, "Keep playing"],
        [paths.coupons, "My coupons"],
      ]}
    />
  );
}
