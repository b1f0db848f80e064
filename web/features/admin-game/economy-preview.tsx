import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
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
const unbounded = (i18n: I18n) => i18n._("admin.economy.unbounded");

const percent = (i18n: I18n, share: number | null) =>
  share === null
    ? unbounded(i18n)
    : i18n._("admin.economy.percent", { percent: (share * 100).toFixed(1) });

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
  const { i18n } = useLingui();
  const settled = useSettled(draft);
  const report = useQuery({ ...economyPreviewQuery(settled), placeholderData: keepPreviousData });

  return (
    <section className="economy-preview" aria-labelledby="economy-preview-title">
      <h2 id="economy-preview-title">{i18n._("admin.economy.heading")}</h2>
      {draft === null && <p>{i18n._("admin.economy.draftWrong")}</p>}
      {report.isError && (
        // Not an alert: the settings form is what the admin is doing; the figures only help.
        <p className="alert-box">
          {i18n._("admin.economy.failed", { message: report.error.message })}
        </p>
      )}
      {report.data && <EconomyFigures report={report.data} />}
    </section>
  );
}

function EconomyFigures({ report }: { report: EconomyReport }) {
  const { i18n } = useLingui();
  const perfect = report.players[0];
  const perfectShare = perfect ? percent(i18n, perfect.returnShare) : null;
  const orUnbounded = (value: number | null, format: (value: number) => string) =>
    value === null ? unbounded(i18n) : format(value);
  return (
    <>
      {report.returnsMoreThanPaid ? (
        <p className="alert-box" role="alert">
          {i18n._("admin.economy.tooGenerous", { share: perfectShare })}
        </p>
      ) : (
        <p>{i18n._("admin.economy.perfectShare", { share: perfectShare })}</p>
      )}
      {report.uncostedPrizes.length > 0 && (
        <p className="alert-box">
          {i18n._("admin.economy.uncosted", { prizes: report.uncostedPrizes.join(", ") })}
        </p>
      )}
      <p>{i18n._("admin.economy.howCounted")}</p>
      <TableScroll label={i18n._("admin.economy.table.label")}>
        <table className="admin-table">
          <caption>
            {i18n._("admin.economy.table.caption", { price: rupeeText(report.tryPricePaise) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{i18n._("admin.economy.table.player")}</th>
              <th scope="col">{i18n._("admin.economy.table.rightAnswers")}</th>
              <th scope="col">{i18n._("admin.economy.table.bonus")}</th>
              <th scope="col">{i18n._("admin.economy.table.stars")}</th>
              <th scope="col">{i18n._("admin.economy.table.runsPerTry")}</th>
              <th scope="col">{i18n._("admin.economy.table.value")}</th>
              <th scope="col">{i18n._("admin.economy.table.share")}</th>
            </tr>
          </thead>
          <tbody>
            {report.players.map((player) => (
              <tr key={player.accuracy}>
                <th scope="row">
                  {i18n._("admin.home.share.right", { percent: Math.round(player.accuracy * 100) })}
                </th>
                <td>{player.correctAnswers.toFixed(1)}</td>
                <td>{rupeeText(player.bonusPaise)}</td>
                <td>{player.stars.toFixed(2)}</td>
                <td>{orUnbounded(player.runsPerTry, (runs) => runs.toFixed(2))}</td>
                <td>{orUnbounded(player.valuePaise, rupeeText)}</td>
                <td>{percent(i18n, player.returnShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {report.cheapestPrize && <CheapestPrizeLine prize={report.cheapestPrize} />}
      <p>
        {i18n._("admin.economy.firstDeposit", {
          deposit: rupeeText(report.firstDeposit.depositPaise),
          bonus: rupeeText(report.firstDeposit.bonusPaise),
          value: orUnbounded(report.firstDeposit.valuePaise, rupeeText),
          share: percent(i18n, report.firstDeposit.returnShare),
        })}
      </p>
    </>
  );
}

function CheapestPrizeLine({ prize }: { prize: NonNullable<EconomyReport["cheapestPrize"]> }) {
  const { i18n } = useLingui();
  return (
    <p>
      {i18n._("admin.economy.cheapestPrize", {
        name: prize.name,
        costed: String(prize.costPaise !== null),
        cost: prize.costPaise === null ? "" : rupeeText(prize.costPaise),
        stars: prize.starPrice,
        runs: prize.perfectRuns,
        ownMoney: rupeeText(prize.ownMoneyPaise),
      })}
    </p>
  );
}
