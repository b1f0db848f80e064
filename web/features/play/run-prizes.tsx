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
  return (
    <section className="run-prizes" aria-labelledby="run-prizes-heading">
      <h2 id="run-prizes-heading">You won</h2>
      <ul>
        <li>
          <span className="run-prize-what">{`${coins} ${coins === 1 ? "coin" : "coins"}`}</span>
          {coins > 0 && <Link to={paths.coupons}>Spend coins on coupons</Link>}
        </li>
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <span className="run-prize-what">{`A ${formatRupees(coupon.rupee)} coupon`}</span>
            {coupon.claimed ? (
              <span>Claimed</span>
            ) : (
              <Link
                to={claimPath(coupon.id)}
              >{`Claim your ${formatRupees(coupon.rupee)} coupon`}</Link>
            )}
          </li>
        ))}
        {stars > 0 && (
          <li>
            <span className="run-prize-what">{`${stars} ${stars === 1 ? "star" : "stars"}`}</span>
            <Link to={paths.cart}>Spend stars on prizes</Link>
          </li>
        )}
      </ul>
    </section>
  );
}
