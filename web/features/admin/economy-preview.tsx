import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { EconomyReport, EconomySettings } from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import { apiRequest } from "../../lib/api-client";
import { rupeeText } from "../../lib/money";

/** Enough for a typist to finish a number before the figures are worked out again. */
const SETTLE_MS = 300;

const percent = (share: number) =>
  Number.isFinite(share) ? `${Math.round(share * 100)} %` : "everything";

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
 * What a bought try returns under the settings being edited, worked out by the server
 * (worker/domain/economy.ts, the same as `npm run economy`) from the draft and today's
 * catalogues, and kept live as the admin types (issue 15: the defaults used to mint tries).
 */
export function EconomyPreview({ draft }: { draft: EconomySettings | null }) {
  const settled = useSettled(draft);
  const report = useQuery({
    queryKey: ["admin", adminPaths.economyPreview, settled],
    queryFn: ({ signal }) =>
      apiRequest<EconomyReport>(adminPaths.economyPreview, {
        audience: "admin",
        method: "POST",
        body: settled,
        signal,
      }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });

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
  return (
    <>
      {report.mintsTries ? (
        <p className="alert-box" role="alert">
          A perfect player gets back more bonus money than a try costs: tries pay for themselves.
          Lower the coins, the coupon value or the coupons per run, or raise the price.
        </p>
      ) : (
        <p>A perfect player gets back less bonus money than a try costs.</p>
      )}
      <div className="table-scroll">
        <table className="admin-table">
          <caption>
            {`Per bought try of ${rupeeText(report.tryPricePaise)}, on average; coins valued at the best coupon on sale.`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Right answers</th>
              <th scope="col">Coins</th>
              <th scope="col">Coupons</th>
              <th scope="col">Bonus money back</th>
              <th scope="col">Of a try</th>
              <th scope="col">Stars, at most</th>
            </tr>
          </thead>
          <tbody>
            {report.players.map((player) => (
              <tr key={player.accuracy}>
                <th scope="row">{`${Math.round(player.accuracy * 100)} % right`}</th>
                <td>{player.correctAnswers.toFixed(1)}</td>
                <td>{player.coins.toFixed(1)}</td>
                <td>{player.runCoupons.toFixed(2)}</td>
                <td>{rupeeText(Math.round(player.bonusPaise))}</td>
                <td>{percent(player.returnShare)}</td>
                <td>{player.stars.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.cheapestPrize && (
        <p>
          {`Stars stay a reward on top: the cheapest prize, ${report.cheapestPrize.name}, costs ${report.cheapestPrize.starPrice} stars, ${report.cheapestPrize.perfectTries} perfect runs at the most stars.`}
        </p>
      )}
    </>
  );
}
