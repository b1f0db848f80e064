import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import type { RunSummaryCoupon } from "../../../contract/play";
import { formatRupees } from "../../lib/money";
import { paths } from "../../lib/paths";

const claimPath = (couponId: string) =>
  `${paths.claimCoupon}?${new URLSearchParams({ id: couponId })}`;

/** What a run won, each with the place it is used: coins, coupons and stars. */
export function RunPrizes({
  coins,
  coupons,
  stars,
}: {
  coins: number;
  coupons: RunSummaryCoupon[];
  stars: number;
}) {
  const { i18n } = useLingui();
  return (
    <section className="run-prizes" aria-labelledby="run-prizes-heading">
      <h2 id="run-prizes-heading">{i18n._("runPrizes.heading")}</h2>
      <ul>
        <li>
          <span className="run-prize-what">{i18n._("play.coins", { count: coins })}</span>
          {coins > 0 && <Link to={paths.coupons}>{i18n._("runPrizes.spendCoins")}</Link>}
        </li>
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <span className="run-prize-what">
              {i18n._("runPrizes.coupon", { amount: formatRupees(coupon.rupee) })}
            </span>
            {coupon.claimed ? (
              <span>{i18n._("runPrizes.claimed")}</span>
            ) : (
              <Link to={claimPath(coupon.id)}>
                {i18n._("runPrizes.claim", { amount: formatRupees(coupon.rupee) })}
              </Link>
            )}
          </li>
        ))}
        {stars > 0 && (
          <li>
            <span className="run-prize-what">{i18n._("play.stars", { count: stars })}</span>
            <Link to={paths.cart}>{i18n._("runPrizes.spendStars")}</Link>
          </li>
        )}
      </ul>
    </section>
  );
}
