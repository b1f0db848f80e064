import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { HistoryEntryView, HistoryResponse } from "../../../contract/account";
import { ReadView } from "../../components/read-view";
import { ReceiptActions } from "../../components/receipt-actions";
import { TitledScreen } from "../../components/titled-screen";
import { formatMoment } from "../../lib/day-format";
import { runSummaryPath } from "../../lib/paths";
import { historyBefore, historyQuery } from "./api";
import { historyWords } from "./history-words";
import "./account.css";

const TITLE = "History";

/**
 * /account/history: what the player did with their money, tries and points, newest first,
 * a page at a time, one entry per thing done, never the ledger's legs.
 */
export function HistoryScreen() {
  const read = useQuery(historyQuery());
  return (
    <TitledScreen title={TITLE} className="account-screen">
      <ReadView read={read} what="your history">
        {(firstPage) => <HistoryList firstPage={firstPage} />}
      </ReadView>
    </TitledScreen>
  );
}

type LaterPages = { entries: HistoryEntryView[]; nextBefore: number | null };

/** One thing the player did, in their words; a run's entry opens that run's summary. */
function HistoryEntry({ entry }: { entry: HistoryEntryView }) {
  const words = historyWords(entry);
  return (
    <li className="account-card account-entry">
      <div>
        <p className="account-entry-memo">{words.title}</p>
        {words.detail && <p className="account-entry-detail">{words.detail}</p>}
        <p className="account-meta">
          <time dateTime={new Date(entry.createdAt).toISOString()}>
            {formatMoment(entry.createdAt)}
          </time>
          {entry.runId && (
            <>
              {" · "}
              <Link
                to={runSummaryPath(entry.runId)}
                aria-label={`See this run: ${words.title}, ${formatMoment(entry.createdAt)}`}
              >
                See this run
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
          label={`Receipt for ${formatMoment(entry.createdAt)}`}
          compact
        />
      )}
    </li>
  );
}

function HistoryList({ firstPage }: { firstPage: HistoryResponse }) {
  const [later, setLater] = useState<LaterPages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const statusId = useId();
  const nextBefore = later ? later.nextBefore : firstPage.nextBefore;
  const entries = [...firstPage.entries];
  const seen = new Set(entries.map((entry) => entry.id));
  // Entries that share the page boundary's timestamp may come twice; each is shown once.
  for (const entry of later?.entries ?? []) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
  }

  async function loadMore() {
    if (nextBefore === null || loadingMore) return;
    setLoadingMore(true);
    setFailure(null);
    try {
      const page = await historyBefore(nextBefore);
      setLater((current) => ({
        entries: [...(current?.entries ?? []), ...page.entries],
        nextBefore: page.nextBefore,
      }));
    } catch (error) {
      console.error("Loading more history failed", error);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setLoadingMore(false);
    }
  }

  if (entries.length === 0) {
    return (
      <p className="account-empty">
        Nothing here yet. Your coins, tries, deposits and rewards will show here.
      </p>
    );
  }
  return (
    <>
      <ul className="account-list">
        {entries.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} />
        ))}
      </ul>
      {failure && <p role="alert" className="alert-box">{`Could not load more. ${failure}`}</p>}
      {nextBefore !== null && (
        <button
          type="button"
          className="button account-more"
          aria-disabled={loadingMore}
          aria-describedby={statusId}
          onClick={() => void loadMore()}
        >
          Load more
        </button>
      )}
      <p id={statusId} role="status" className="account-status">
        {loadingMore ? "Loading more…" : ""}
      </p>
    </>
  );
}
