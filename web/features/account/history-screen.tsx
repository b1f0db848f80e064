import { useLingui } from "@lingui/react";
import { type UseInfiniteQueryResult, useInfiniteQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import type { HistoryEntryView } from "../../../contract/account";
import { ReadView } from "../../components/read-view";
import { ReceiptActions } from "../../components/receipt-actions";
import { TitledScreen } from "../../components/titled-screen";
import { serverMessageOf } from "../../lib/api-errors";
import { formatMoment } from "../../lib/day-format";
import { runSummaryPath } from "../../lib/paths";
import { historyPagesQuery } from "./api";
import { historyWords } from "./history-words";
import "./account.css";

/**
 * /account/history: what the player did with their money, tries and points, newest first,
 * a page at a time, one entry per thing done, never the ledger's legs.
 */
export function HistoryScreen() {
  const { i18n } = useLingui();
  const history = useInfiniteQuery(historyPagesQuery());
  // A later page that failed is said beside Load more; only the first is the list's own.
  const firstPage = {
    data: history.data,
    error: history.isFetchNextPageError ? null : history.error,
    refetch: history.refetch,
  };
  return (
    <TitledScreen title={i18n._("history.title")} className="account-screen">
      <ReadView read={firstPage} what={i18n._("history.loadWhat")}>
        {(entries) => <HistoryList entries={entries} history={history} />}
      </ReadView>
    </TitledScreen>
  );
}

/** One thing the player did, in their words; a run's entry opens that run's summary. */
function HistoryEntry({ entry }: { entry: HistoryEntryView }) {
  const { i18n } = useLingui();
  const words = historyWords(entry, i18n);
  const at = formatMoment(entry.createdAt);
  return (
    <li className="account-card account-entry">
      <div>
        <p className="account-entry-memo">{words.title}</p>
        {words.detail && <p className="account-entry-detail">{words.detail}</p>}
        <p className="account-meta">
          <time dateTime={new Date(entry.createdAt).toISOString()}>{at}</time>
          {entry.runId && (
            <>
              {" · "}
              <Link
                to={runSummaryPath(entry.runId)}
                aria-label={i18n._("history.seeRun.label", { title: words.title, at })}
              >
                {i18n._("history.seeRun")}
              </Link>
            </>
          )}
        </p>
      </div>
      {words.amounts.length > 0 && (
        <p className="account-amount" data-sign={words.sign}>
          {words.amounts.join(" · ")}
        </p>
      )}
      {entry.receipt && (
        <ReceiptActions
          receipt={entry.receipt}
          label={i18n._("history.receipt.label", { at })}
          compact
        />
      )}
    </li>
  );
}

function HistoryList({
  entries,
  history,
}: {
  entries: HistoryEntryView[];
  history: UseInfiniteQueryResult<HistoryEntryView[]>;
}) {
  const { i18n } = useLingui();
  const statusId = useId();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const failure = history.isFetchNextPageError && !isFetchingNextPage ? history.error : null;

  async function loadMore() {
    if (!hasNextPage || isFetchingNextPage) return;
    const result = await fetchNextPage();
    if (result.isFetchNextPageError) console.error("Loading more history failed", result.error);
  }

  if (entries.length === 0) {
    return <p className="account-empty">{i18n._("history.empty")}</p>;
  }
  return (
    <>
      <ul className="account-list">
        {entries.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} />
        ))}
      </ul>
      {failure && (
        <p role="alert" className="alert-box">
          {i18n._("history.loadMoreFailed", { reason: serverMessageOf(failure) })}
        </p>
      )}
      {hasNextPage && (
        <button
          type="button"
          className="button account-more"
          aria-disabled={isFetchingNextPage}
          aria-describedby={statusId}
          onClick={() => void loadMore()}
        >
          {i18n._("history.loadMore")}
        </button>
      )}
      <p id={statusId} role="status" className="account-status">
        {isFetchingNextPage ? i18n._("history.loadingMore") : ""}
      </p>
    </>
  );
}
