import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { EconomyReport, EconomySettings } from "../../../contract/admin-economy";
import { TableScroll } from "../../components/admin/admin-lists";
import { rupeeText } from "../../lib/money";
import { economyPreviewQuery } from "./settings-api";
import "./admin-game.css";

/** Enough for a typist to finish a number before the figures are worked out again. */
const SETTLE_MS = 300;

/** A figure that has no end: the bonus a try pays back buys another try, for ever. */
const UNBOUNDED = "no limit";

const percent = (share: number | null) =>
  share === null ? UNBOUNDED : `${(share * 100).toFixed(1)} %`;

/** The draft once it has stopped changing for a moment; null while it does not parse. */
function useSettled<T>(value: T | null): T | null {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the value
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

/**
 * What a bought try really returns under the settings being edited, worked out by the
 * server (worker/domain/economy.ts, the same function as `npm run economy`) from the draft
 * and today's catalogues, and kept live as the admin types (decision 022).
 */
export function EconomyPreview({ draft }: { draft: EconomySettings | null }) {
  const settled = useSettled(draft);
  const report = useQuery({ ...economyPreviewQuery(settled), placeholderData: keepPreviousData });

  return (
    <section className="economy-preview" aria-labelledby="economy-preview-title">
      <h2 id="economy-preview-title">What a try returns</h2>
      {draft === null && <p>Correct the settings above to see what a try returns.</p>}
      {report.isError && (
        // Not an alert: the settings form is what the admin is doing; the figures only help.
        <p className="alert-box">Could not work out the figures: {report.error.message}</p>
      )}
      {report.data && <EconomyFigures report={report.data} />}
    </section>
  );
}

function EconomyFigures({ report }: { report: EconomyReport }) {
  const perfect = report.players[0];
  const perfectShare = perfect ? percent(perfect.returnShare) : null;
  return (
    <>
      {report.returnsMoreThanPaid ? (
        <p className="alert-box" role="alert">
          {`A perfect player gets back more real value than a try costs (${perfectShare}): tries pay for themselves. Lower the coins, the coupon value or the coupons per run, raise the price, or raise the prizes' star prices.`}
        </p>
      ) : (
        <p>{`A perfect player gets back ${perfectShare} of a try in real value.`}</p>
      )}
      {report.uncostedPrizes.length > 0 && (
        <p className="alert-box">
          {`No cost is set for ${report.uncostedPrizes.join(", ")}, so their stars count as nothing here. Set it on the prizes screen.`}
        </p>
      )}
      <p>
        Coins count at the best coupon on sale, stars at the best prize cost per star, and bonus
        money is spent again on tries until it runs out.
      </p>
      <TableScroll label="What each player gets back">
        <table className="admin-table">
          <caption>{`Per bought try of ${rupeeText(report.tryPricePaise)}, on average`}</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Right answers a run</th>
              <th scope="col">Bonus money a run</th>
              <th scope="col">Stars a run, at most</th>
              <th scope="col">Runs a try pays for</th>
              <th scope="col">Real value back</th>
              <th scope="col">Of a try</th>
            </tr>
          </thead>
          <tbody>
            {report.players.map((player) => (
              <tr key={player.accuracy}>
                <th scope="row">{`${Math.round(player.accuracy * 100)} % right`}</th>
                <td>{player.correctAnswers.toFixed(1)}</td>
                <td>{rupeeText(player.bonusPaise)}</td>
                <td>{player.stars.toFixed(2)}</td>
                <td>{player.runsPerTry === null ? UNBOUNDED : player.runsPerTry.toFixed(2)}</td>
                <td>{player.valuePaise === null ? UNBOUNDED : rupeeText(player.valuePaise)}</td>
                <td>{percent(player.returnShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {report.cheapestPrize && <CheapestPrizeLine prize={report.cheapestPrize} />}
      <p>
        {`A first deposit of ${rupeeText(report.firstDeposit.depositPaise)} with its ${rupeeText(report.firstDeposit.bonusPaise)} bonus ends as ${
          report.firstDeposit.valuePaise === null
            ? UNBOUNDED
            : rupeeText(report.firstDeposit.valuePaise)
        } of real value for a perfect player (${percent(report.firstDeposit.returnShare)} of the deposit).`}
      </p>
    </>
  );
}

function CheapestPrizeLine({ prize }: { prize: NonNullable<EconomyReport["cheapestPrize"]> }) {
  const cost = prize.costPaise === null ? "" : `, which costs us ${rupeeText(prize.costPaise)},`;
  return (
    <p>
      {`The cheapest prize, ${prize.name}${cost} takes ${prize.starPrice} stars: ${prize.perfectRuns} perfect runs and ${rupeeText(prize.ownMoneyPaise)} of a perfect player's own money.`}
    </p>
  );
}
