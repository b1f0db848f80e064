import { useQuery } from "@tanstack/react-query";
import { type RefObject, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { CatalogueCouponView, CouponView } from "../../../contract/rewards";
import { TitledScreen } from "../../components/titled-screen";
import { formatDay } from "../../lib/day-format";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import { couponsQuery, useBuyCoupon, useClaimCoupon } from "./api";
import { countOf, unitFor } from "./rewards-format";
import { ActionButton, BalanceLine, SignInPrompt } from "./rewards-parts";
import "./rewards.css";
import { ReadView } from "../../components/read-view";
import { rupeeText } from "../../lib/money";

const TITLE = "Coins / Coupons";

/**
 * /cupon: the coin balance, the player's coupons (won in runs or bought) to claim into
 * bonus money, and the coupon catalogue to buy from with coins (DESIGN.md section 5).
 * The route is public, so a visitor is asked to log in instead.
 */
export function CouponsScreen() {
  const signedIn = useStoredValue("ssid") !== null;
  return (
    <TitledScreen title={TITLE} className="rewards-screen">
      {signedIn ? <CouponsContent /> : <SignInPrompt what="your coins and coupons" />}
    </TitledScreen>
  );
}

type Notice = { area: "mine" | "shop"; text: string };

function CouponsContent() {
  const read = useQuery(couponsQuery());
  const refresh = () => void read.refetch();
  const claiming = useClaimCoupon();
  const buying = useBuyCoupon();
  const busy = claiming.isPending || buying.isPending;
  const [notice, setNotice] = useState<Notice | null>(null);
  const mineHeading = useRef<HTMLHeadingElement>(null);

  function claim(coupon: CouponView) {
    if (busy) return;
    setNotice({ area: "mine", text: `Claiming ${coupon.name}…` });
    claiming.mutate(coupon.id, {
      onSuccess: (claimed) => {
        setNotice({
          area: "mine",
          text: `${rupeeText(claimed.valuePaise)} added to your bonus balance`,
        });
        // The Claim button goes away with the refresh; focus waits at the list's heading.
        mineHeading.current?.focus();
        refresh();
      },
      onError: () => setNotice(null),
    });
  }

  function buy(entry: CatalogueCouponView) {
    if (busy) return;
    setNotice({ area: "shop", text: `Buying ${entry.name}…` });
    buying.mutate(entry.id, {
      onSuccess: () => {
        setNotice({
          area: "shop",
          text: `You bought ${entry.name}. It is in My coupons, ready to claim.`,
        });
        refresh();
      },
      onError: () => setNotice(null),
    });
  }

  return (
    <ReadView read={read} what="your coupons">
      {({ coins, coupons, catalogue }) => (
        <>
          <BalanceLine count={coins} unit="coin" />
          <p className="rewards-empty">
            Won stars? Spend them on prizes in <Link to={paths.cart}>your cart</Link>.
          </p>
          <MyCoupons
            coupons={coupons}
            busy={busy}
            notice={notice?.area === "mine" ? notice.text : ""}
            headingRef={mineHeading}
            onClaim={claim}
          />
          <CouponCatalogue
            coins={coins}
            catalogue={catalogue}
            busy={busy}
            notice={notice?.area === "shop" ? notice.text : ""}
            onBuy={buy}
          />
        </>
      )}
    </ReadView>
  );
}

function MyCoupons({
  coupons,
  busy,
  notice,
  headingRef,
  onClaim,
}: {
  coupons: CouponView[];
  busy: boolean;
  notice: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClaim: (coupon: CouponView) => void;
}) {
  const headingId = useId();
  return (
    <section className="rewards-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        My coupons
      </h2>
      <p className="rewards-notice" role="status">
        {notice}
      </p>
      {coupons.length === 0 ? (
        <p className="rewards-empty">
          You have no coupons yet. Win one while you <Link to={paths.play}>play</Link>, or buy one
          with coins below.
        </p>
      ) : (
        <ul className="rewards-list">
          {coupons.map((coupon) => (
            <li key={coupon.id} className="rewards-card">
              <div className="rewards-card-body">
                <h3>{coupon.name}</h3>
                <p className="rewards-amount">{rupeeText(coupon.valuePaise)}</p>
                <p className="rewards-meta">
                  {coupon.source === "run" ? "Won on " : "Bought on "}
                  <time dateTime={new Date(coupon.createdAt).toISOString()}>
                    {formatDay(coupon.createdAt)}
                  </time>
                </p>
              </div>
              {coupon.status === "unclaimed" ? (
                <ActionButton
                  label="Claim"
                  context={`${coupon.name}, ${rupeeText(coupon.valuePaise)}`}
                  busy={busy}
                  primary
                  onClick={() => onClaim(coupon)}
                />
              ) : (
                <p className="rewards-badge" data-status="claimed">
                  Claimed
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CouponCatalogue({
  coins,
  catalogue,
  busy,
  notice,
  onBuy,
}: {
  coins: number;
  catalogue: CatalogueCouponView[];
  busy: boolean;
  notice: string;
  onBuy: (entry: CatalogueCouponView) => void;
}) {
  const headingId = useId();
  return (
    <section className="rewards-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Buy with coins</h2>
      <p className="rewards-notice" role="status">
        {notice}
      </p>
      {catalogue.length === 0 ? (
        <p className="rewards-empty">No coupons are for sale right now. Check back later.</p>
      ) : (
        <ul className="rewards-list">
          {catalogue.map((entry) => {
            const short = entry.coinPrice - coins;
            return (
              <li key={entry.id} className="rewards-card">
                <div className="rewards-card-body">
                  <h3>{entry.name}</h3>
                  <p className="rewards-amount">{`Worth ${rupeeText(entry.valuePaise)}`}</p>
                  <p className="rewards-price">{`Costs ${countOf(entry.coinPrice, "coin")}`}</p>
                  <p className="rewards-meta">{`${entry.stock} left`}</p>
                </div>
                <ActionButton
                  label="Buy"
                  context={entry.name}
                  blockedReason={
                    short > 0 ? `You need ${short} more ${unitFor(short, "coin")}` : null
                  }
                  busy={busy}
                  onClick={() => onBuy(entry)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
