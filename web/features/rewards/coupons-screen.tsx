import { Trans, useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { type RefObject, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { CatalogueCouponView, CouponView } from "../../../contract/rewards";
import { TitledScreen } from "../../components/titled-screen";
import { formatDay } from "../../lib/day-format";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import { couponsQuery, useBuyCoupon, useClaimCoupon } from "./api";
import { ActionButton, BalanceLine, SignInPrompt } from "./rewards-parts";
import "./rewards.css";
import { ReadView } from "../../components/read-view";
import { rupeeText } from "../../lib/money";

/**
 * /cupon: the coin balance, the player's coupons (won in runs or bought) to claim into
 * bonus money, and the coupon catalogue to buy from with coins (DESIGN.md section 5).
 * The route is public, so a visitor is asked to log in instead.
 */
export function CouponsScreen() {
  const { i18n } = useLingui();
  const signedIn = useStoredValue("ssid") !== null;
  return (
    <TitledScreen title={i18n._("coupons.title")} className="rewards-screen">
      {signedIn ? <CouponsContent /> : <SignInPrompt text={i18n._("coupons.signIn")} />}
    </TitledScreen>
  );
}

type Notice = { area: "mine" | "shop"; text: string };

function CouponsContent() {
  const { i18n } = useLingui();
  const read = useQuery(couponsQuery());
  const refresh = () => void read.refetch();
  const claiming = useClaimCoupon();
  const buying = useBuyCoupon();
  const busy = claiming.isPending || buying.isPending;
  const [notice, setNotice] = useState<Notice | null>(null);
  const mineHeading = useRef<HTMLHeadingElement>(null);

  function claim(coupon: CouponView) {
    if (busy) return;
    setNotice({ area: "mine", text: i18n._("coupons.claiming", { name: coupon.name }) });
    claiming.mutate(coupon.id, {
      onSuccess: (claimed) => {
        setNotice({
          area: "mine",
          text: i18n._("rewards.bonusAdded", { amount: rupeeText(claimed.valuePaise) }),
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
    setNotice({ area: "shop", text: i18n._("coupons.buying", { name: entry.name }) });
    buying.mutate(entry.id, {
      onSuccess: () => {
        setNotice({ area: "shop", text: i18n._("coupons.bought", { name: entry.name }) });
        refresh();
      },
      onError: () => setNotice(null),
    });
  }

  return (
    <ReadView read={read} what={i18n._("coupons.loadWhat")}>
      {({ coins, coupons, catalogue }) => (
        <>
          <BalanceLine count={coins} unit="coin" />
          <p className="rewards-empty">
            <Trans id="coupons.starsHint" components={{ 0: <Link to={paths.cart} /> }} />
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
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section className="rewards-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {i18n._("coupons.mine.heading")}
      </h2>
      <p className="rewards-notice" role="status">
        {notice}
      </p>
      {coupons.length === 0 ? (
        <p className="rewards-empty">
          <Trans id="coupons.mine.empty" components={{ 0: <Link to={paths.play} /> }} />
        </p>
      ) : (
        <ul className="rewards-list">
          {coupons.map((coupon) => (
            <li key={coupon.id} className="rewards-card">
              <div className="rewards-card-body">
                <h3>{coupon.name}</h3>
                <p className="rewards-amount">{rupeeText(coupon.valuePaise)}</p>
                <p className="rewards-meta">
                  <Trans
                    id="coupons.mine.gotOn"
                    values={{
                      source: coupon.source === "run" ? "run" : "bought",
                      day: formatDay(coupon.createdAt),
                    }}
                    components={{
                      0: <time dateTime={new Date(coupon.createdAt).toISOString()} />,
                    }}
                  />
                </p>
              </div>
              {coupon.status === "unclaimed" ? (
                <ActionButton
                  label={i18n._("coupons.mine.claim")}
                  context={i18n._("coupons.mine.claimContext", {
                    name: coupon.name,
                    amount: rupeeText(coupon.valuePaise),
                  })}
                  busy={busy}
                  primary
                  onClick={() => onClaim(coupon)}
                />
              ) : (
                <p className="rewards-badge" data-status="claimed">
                  {i18n._("coupons.mine.claimed")}
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
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section className="rewards-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._("coupons.shop.heading")}</h2>
      <p className="rewards-notice" role="status">
        {notice}
      </p>
      {catalogue.length === 0 ? (
        <p className="rewards-empty">{i18n._("coupons.shop.empty")}</p>
      ) : (
        <ul className="rewards-list">
          {catalogue.map((entry) => {
            const short = entry.coinPrice - coins;
            return (
              <li key={entry.id} className="rewards-card">
                <div className="rewards-card-body">
                  <h3>{entry.name}</h3>
                  <p className="rewards-amount">
                    {i18n._("coupons.shop.worth", { amount: rupeeText(entry.valuePaise) })}
                  </p>
                  <p className="rewards-price">
                    {i18n._("coupons.shop.costs", { count: entry.coinPrice })}
                  </p>
                  <p className="rewards-meta">
                    {i18n._("rewards.stockLeft", { count: entry.stock })}
                  </p>
                </div>
                <ActionButton
                  label={i18n._("coupons.shop.buy")}
                  context={entry.name}
                  blockedReason={
                    short > 0 ? i18n._("coupons.shop.needMore", { count: short }) : null
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
