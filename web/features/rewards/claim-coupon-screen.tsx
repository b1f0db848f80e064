import { useLingui } from "@lingui/react";
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

/**
 * /claim/cupon?id=: where /play sends a player after a coupon win (Status OKK). The
 * coupon is looked up among the player's own, and claiming moves its value into the
 * bonus balance.
 */
export function ClaimCouponScreen() {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const couponId = searchParams.get("id");
  return (
    <TitledScreen title={i18n._("claimCoupon.title")} width="narrow" className="rewards-screen">
      {couponId ? (
        // Keyed, so a different id in the address starts over rather than keeping "claimed".
        <ClaimCoupon key={couponId} couponId={couponId} />
      ) : (
        <NoSuchCoupon text={i18n._("claimCoupon.noId")} />
      )}
    </TitledScreen>
  );
}

function ClaimCoupon({ couponId }: { couponId: string }) {
  const { i18n } = useLingui();
  const read = useQuery(couponsQuery());
  const claiming = useClaimCoupon();
  const [claimedPaise, setClaimedPaise] = useState<number | null>(null);

  function claim() {
    if (claiming.isPending) return;
    claiming.mutate(couponId, { onSuccess: (claimed) => setClaimedPaise(claimed.valuePaise) });
  }

  if (claimedPaise !== null) return <ClaimDone valuePaise={claimedPaise} />;
  return (
    <ReadView read={read} what={i18n._("claimCoupon.loadWhat")}>
      {({ coupons }) => {
        const coupon = coupons.find((candidate) => candidate.id === couponId);
        if (!coupon) return <NoSuchCoupon text={i18n._("claimCoupon.notFound")} />;
        if (coupon.status === "claimed") return <AlreadyClaimed coupon={coupon} />;
        return (
          <div className="rewards-card claim-card">
            <h2>{i18n._(coupon.source === "run" ? "claimCoupon.won" : "claimCoupon.yours")}</h2>
            <p className="claim-value">{rupeeText(coupon.valuePaise)}</p>
            <p>{coupon.name}</p>
            <p className="rewards-meta">{i18n._("claimCoupon.explain")}</p>
            <ActionButton
              label={i18n._("claimCoupon.claimNow")}
              busy={claiming.isPending}
              primary
              onClick={claim}
            />
            <p className="form-status" role="status">
              {claiming.isPending ? i18n._("claimCoupon.claiming") : ""}
            </p>
          </div>
        );
      }}
    </ReadView>
  );
}

function ClaimDone({ valuePaise }: { valuePaise: number }) {
  const { i18n } = useLingui();
  const message = useRef<HTMLParagraphElement>(null);
  // The Claim now button is gone: focus moves to the result, which reads it out.
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="rewards-card claim-card">
      <h2>{i18n._("claimCoupon.done.heading")}</h2>
      <p ref={message} tabIndex={-1} className="claim-success">
        {i18n._("rewards.bonusAdded", { amount: rupeeText(valuePaise) })}
      </p>
      <NextLinks />
    </div>
  );
}

function AlreadyClaimed({ coupon }: { coupon: CouponView }) {
  const { i18n } = useLingui();
  return (
    <div className="rewards-card claim-card">
      <h2>{i18n._("claimCoupon.already.heading")}</h2>
      <p>
        {i18n._("claimCoupon.already.body", {
          name: coupon.name,
          amount: rupeeText(coupon.valuePaise),
        })}
      </p>
      <NextLinks />
    </div>
  );
}

function NoSuchCoupon({ text }: { text: string }) {
  const { i18n } = useLingui();
  return (
    <div className="rewards-card claim-card">
      <p>{text}</p>
      <p>{i18n._("claimCoupon.whereListed")}</p>
      <NextLinks />
    </div>
  );
}

function NextLinks() {
  const { i18n } = useLingui();
  return (
    <ButtonLinks
      className="rewards-links"
      links={[
        [paths.play, i18n._("claimCoupon.keepPlaying")],
        [paths.coupons, i18n._("claimCoupon.myCoupons")],
      ]}
    />
  );
}
