import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import type { RunListItem, RunSummaryStatus } from "../../../contract/play";
import { DetailList } from "../../components/detail-list";
import { EmptyState } from "../../components/empty-state";
import { Pager } from "../../components/pager";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { formatMoment } from "../../lib/day-format";
import { paths, runSummaryPath } from "../../lib/paths";
import { runsPageQuery } from "./api";
import "./play.css";

const TITLE = "My runs";

/** How each run ended, as its row says it. */
const RESULTS: Record<RunSummaryStatus, string> = {
  won: "Perfect run",
  lost: "Wrong answer",
  timeout: "Time ran out",
  forfeited: "Left the game",
  active: "Still going",
};

function tryText(run: RunListItem): string {
  const paid = run.paidWith === "daily" ? "Today's free try" : "One of your tries";
  return run.refunded ? `${paid}, refunded after a report` : paid;
}

function winningsText(run: RunListItem): string {
  const coins = `${run.coins} ${run.coins === 1 ? "coin" : "coins"}`;
  if (!run.stars) return coins;
  return `${coins} and ${run.stars} ${run.stars === 1 ? "star" : "stars"}`;
}

/** One past run: when, how far, what it won, how its try was paid; it opens the summary. */
function RunRow({ run }: { run: RunListItem }) {
  const started = formatMoment(run.startedAt);
  return (
    <li className="run-row" data-status={run.status}>
      <h2 className="run-row-title">
        <Link to={runSummaryPath(run.runId)}>{`Run of ${started}`}</Link>
      </h2>
      <DetailList
        rows={[
          ["Result", `${RESULTS[run.status]}: ${run.correct} of ${run.questionsInRun} correct`],
          ["Questions answered", `${run.answered} of ${run.questionsInRun}`],
          ["Won", winningsText(run)],
          ["Try", tryText(run)],
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
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const runs = useQuery({
    ...runsPageQuery(page),
    placeholderData: keepPreviousData,
  });

  return (
    <TitledScreen title={TITLE} className="runs-screen">
      <ReadView read={runs} what="your runs">
        {(data) =>
          data.total === 0 ? (
            <EmptyState>
              No runs yet: <Link to={paths.start}>play your first</Link>.
            </EmptyState>
          ) : (
            <>
              <p className="runs-total">{`${data.total} ${data.total === 1 ? "run" : "runs"} in all`}</p>
              <ol className="run-list">
                {data.runs.map((run) => (
                  <RunRow key={run.runId} run={run} />
                ))}
              </ol>
              <Pager
                of={data}
                label="Pages of runs"
                onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            </>
          )
        }
      </ReadView>
    </TitledScreen>
  );
}
