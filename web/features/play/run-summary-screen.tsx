import { Trans, useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageTitle } from "../../components/page-title";
import { ReadView } from "../../components/read-view";
import { runStateQuery } from "../../lib/api/play";
import { paths } from "../../lib/paths";
import { runReceiptsQuery, runSummaryQuery } from "./api";
import { PlayAgain } from "./play-again";
import type { ReportableQuestion } from "./report-dialog";
import { RunPrizes } from "./run-prizes";
import { SummaryQuestion } from "./summary-question";
import "./play.css";

// Loaded on demand: its issue list comes from contract/tickets.ts, which brings zod along.
const ReportDialog = lazy(() =>
  import("./report-dialog").then((m) => ({ default: m.ReportDialog })),
);

/** While the server has not yet recorded the run's end (a timeout a second away), read again. */
const ACTIVE_REREAD_MS = 1000;

/**
 * /result?run={runId}: the scorecard at the end of every run, read from the
 * server's record, so it survives a reload. It replaces the perfect run's popup on /cart.
 */
export function RunSummaryScreen() {
  const [params] = useSearchParams();
  const runId = params.get("run");
  const { i18n } = useLingui();
  return (
    <section className="screen run-summary">
      {runId ? (
        <RunSummary key={runId} runId={runId} />
      ) : (
        <>
          <PageTitle title={i18n._("runSummary.title")} />
          <h1>{i18n._("runSummary.title")}</h1>
          <p>
            <Trans id="runSummary.noRun" components={{ 0: <Link to={paths.start} /> }} />
          </p>
        </>
      )}
    </section>
  );
}

function RunSummary({ runId }: { runId: string }) {
  const { i18n } = useLingui();
  const summary = useQuery({
    ...runSummaryQuery(runId),
    refetchInterval: (query) =>
      query.state.data?.data.status === "active" ? ACTIVE_REREAD_MS : false,
  });
  const closedCount = summary.data?.data.questions.length ?? 0;
  const receipts = useQuery(runReceiptsQuery(runId));
  const refetchReceipts = receipts.refetch;
  // A question closed since the receipts were read (the run's last timeout) has one too.
  useEffect(() => {
    if (closedCount > 0) void refetchReceipts();
  }, [closedCount, refetchReceipts]);
  const runState = useQuery(runStateQuery());
  const [reporting, setReporting] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = summary.data !== undefined;

  // The game screen is gone: start the reader at the score.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  return (
    <ReadView read={summary} what={i18n._("runSummary.what")}>
      {({ data }) => {
        const receiptOf = (attemptId: string) =>
          receipts.data?.data.find((row) => row.attemptId === attemptId)?.receipt;
        // One report per question: those already reported are not offered again.
        const reportable: ReportableQuestion[] = data.questions
          .filter((question) => question.reported === null)
          .map((question) => ({
            attemptId: question.attemptId,
            label: i18n._("runSummary.questionLabel", {
              number: question.index + 1,
              question: question.question,
            }),
            receipt: receiptOf(question.attemptId),
            refundRefusals: question.refundRefusals,
          }));
        const last: ReportableQuestion | undefined = reportable.at(-1);
        return (
          <>
            <PageTitle title={i18n._("runSummary.heading", { status: data.status })} />
            <h1 ref={headingRef} tabIndex={-1}>
              {i18n._("runSummary.heading", { status: data.status })}
            </h1>
            <p className="summary-score">
              {i18n._("runSummary.score", { correct: data.correct, total: data.questionsInRun })}
            </p>
            {data.status === "active" ? (
              <p>
                <Trans id="runSummary.stillGoing" components={{ 0: <Link to={paths.start} /> }} />
              </p>
            ) : (
              <p className="summary-time">
                {i18n._("runSummary.time", {
                  minutes: Math.floor(data.secondsUsed / 60),
                  seconds: data.secondsUsed % 60,
                })}
              </p>
            )}
            <RunPrizes coins={data.coins} coupons={data.coupons} stars={data.stars} />
            <div className="result-actions">
              {runState.data && data.status !== "active" && <PlayAgain state={runState.data} />}
              {last && (
                <button
                  type="button"
                  className="button"
                  onClick={() => setReporting(last.attemptId)}
                >
                  {i18n._("runSummary.report")}
                </button>
              )}
            </div>
            {data.questions.length > 0 && (
              <section aria-labelledby="summary-questions-heading">
                <h2 id="summary-questions-heading">{i18n._("runSummary.answers")}</h2>
                <ol className="summary-questions">
                  {data.questions.map((question) => (
                    <SummaryQuestion
                      key={question.attemptId}
                      question={question}
                      receipt={receiptOf(question.attemptId)}
                      onReport={() => setReporting(question.attemptId)}
                    />
                  ))}
                </ol>
              </section>
            )}
            {reporting && (
              <Suspense fallback={null}>
                <ReportDialog
                  questions={reportable}
                  selected={reporting}
                  onSent={() => void summary.refetch()}
                  onClose={() => setReporting(null)}
                />
              </Suspense>
            )}
          </>
        );
      }}
    </ReadView>
  );
}
