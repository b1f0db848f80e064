import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import type { RunListItem } from "../../../contract/play";
import { DetailList } from "../../components/detail-list";
import { EmptyState } from "../../components/empty-state";
import { Pager } from "../../components/pager";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { formatMoment } from "../../lib/day-format";
import { paths, runSummaryPath } from "../../lib/paths";
import { runsPageQuery } from "./api";
import "./play.css";

/** How the run's try was paid, and whether a report gave it back. */
function tryText(i18n: I18n, run: RunListItem): string {
  return i18n._(run.refunded ? "runs.tryRefunded" : "runs.try", { paidWith: run.paidWith });
}

function winningsText(i18n: I18n, run: RunListItem): string {
  if (!run.stars) return i18n._("play.coins", { count: run.coins });
  return i18n._("runs.coinsAndStars", { coins: run.coins, stars: run.stars });
}

/** One past run: when, how far, what it won, how its try was paid; it opens the summary. */
function RunRow({ run }: { run: RunListItem }) {
  const { i18n } = useLingui();
  const started = formatMoment(run.startedAt);
  return (
    <li className="run-row" data-status={run.status}>
      <h2 className="run-row-title">
        <Link to={runSummaryPath(run.runId)}>{i18n._("runs.rowTitle", { started })}</Link>
      </h2>
      <DetailList
        rows={[
          [
            i18n._("runs.result"),
            i18n._("runs.resultValue", {
              status: run.status,
              correct: run.correct,
              total: run.questionsInRun,
            }),
          ],
          [
            i18n._("runs.answered"),
            i18n._("runs.answeredValue", { answered: run.answered, total: run.questionsInRun }),
          ],
          [i18n._("runs.won"), winningsText(i18n, run)],
          [i18n._("runs.tryLabel"), tryText(i18n, run)],
        ]}
      />
    </li>
  );
}

/**
 * /runs: the player's own past runs, newest first, a page at a time. Each opens
 * its summary, where a question can still be reported once the game is long gone.
 */
export function RunsScreen() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const runs = useQuery({
    ...runsPageQuery(page),
    placeholderData: keepPreviousData,
  });

  return (
    <TitledScreen title={i18n._("runs.title")} className="runs-screen">
      <ReadView read={runs} what={i18n._("runs.what")}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState>
              <Trans id="runs.empty" components={{ 0: <Link to={paths.start} /> }} />
            </EmptyState>
          ) : (
            <>
              <p className="runs-total">{i18n._("runs.total", { count: data.total })}</p>
              <ol className="run-list">
                {data.runs.map((run) => (
                  <RunRow key={run.runId} run={run} />
                ))}
              </ol>
              <Pager
                of={data}
                label={i18n._("runs.pages")}
                onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            </>
          )
        }
      </ReadView>
    </TitledScreen>
  );
}
