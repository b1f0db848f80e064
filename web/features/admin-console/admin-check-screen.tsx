import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { CheckResponse } from "../../../contract/admin-insights";
import type { GameStatus } from "../../../contract/game";
import { formatCount } from "../../components/admin/admin-format";
import { EmptyState } from "../../components/empty-state";
import { LoadingScreen } from "../../components/loading-screen";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { formatMoment } from "../../lib/day-format";
import { readCheck } from "./api";

type CheckState = {
  data: CheckResponse | null;
  error: Error | null;
  checking: boolean;
  checkedAt: number | null;
};

/** Reads the health check on mount and on each Refresh, saying while one is in flight. */
function useHealthCheck() {
  const [state, setState] = useState<CheckState>({
    data: null,
    error: null,
    checking: true,
    checkedAt: null,
  });
  const lifetime = useRef<AbortController | null>(null);

  const check = useCallback(() => {
    const signal = lifetime.current?.signal;
    if (!signal) return;
    setState((current) => ({ ...current, checking: true }));
    readCheck(signal).then(
      (data) => {
        if (!signal.aborted)
          setState({ data, error: null, checking: false, checkedAt: Date.now() });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setState((current) => ({ ...current, error: failure, checking: false }));
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    check();
    return () => controller.abort();
  }, [check]);

  return { ...state, check };
}

function gameText(game: GameStatus | null): string {
  if (!game) return "Not answering";
  if (game.Status === "on") return "On";
  return game.resumeAt === null
    ? "Off until an admin starts it"
    : `Off (${game.text}), resumes ${formatMoment(game.resumeAt)}`;
}

/** /admin/check: is each part of the system answering, and what is waiting. */
export function AdminCheckScreen() {
  const health = useHealthCheck();
  const systemId = useId();
  const countsId = useId();
  const { data } = health;

  return (
    <TitledScreen title="System Check">
      <div className="admin-actions">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={health.checking}
          onClick={() => {
            if (!health.checking) health.check();
          }}
        >
          Refresh
        </button>
      </div>
      <StatusLine>
        {health.checking
          ? "Checking…"
          : health.checkedAt !== null
            ? `Checked at ${formatMoment(health.checkedAt)}.`
            : ""}
      </StatusLine>
      {health.error && (
        <div role="alert" className="alert-box">
          <p>{`Could not run the check. ${health.error.message}`}</p>
        </div>
      )}
      {!data && health.checking && <LoadingScreen />}
      {data && (
        <>
          <section className="admin-section" aria-labelledby={systemId}>
            <h2 id={systemId}>System</h2>
            <dl className="totals-grid health-list">
              <HealthItem label="Game switch" value={gameText(data.game)} ok={data.game !== null} />
              <HealthItem label="Connected sockets" value={formatCount(data.sockets)} ok />
              <HealthItem
                label="Database"
                value={data.database === "ok" ? "OK" : "Down"}
                ok={data.database === "ok"}
              />
              <HealthItem
                label="Last cron run"
                value={
                  data.lastCron
                    ? `${formatMoment(data.lastCron.at)}, purged ${formatCount(data.lastCron.purged)}`
                    : "Never"
                }
                ok
              />
            </dl>
          </section>
          <section className="admin-section" aria-labelledby={countsId}>
            <h2 id={countsId}>Counts</h2>
            {data.counts ? (
              <dl className="totals-grid">
                <HealthItem label="Players" value={formatCount(data.counts.players)} ok />
                <HealthItem label="Questions" value={formatCount(data.counts.questions)} ok />
                <HealthItem
                  label="Pending tickets"
                  value={formatCount(data.counts.pendingTickets)}
                  ok
                />
                <HealthItem label="Open payouts" value={formatCount(data.counts.openPayouts)} ok />
                <HealthItem
                  label="Pending claim requests"
                  value={formatCount(data.counts.pendingRequests)}
                  ok
                />
              </dl>
            ) : (
              <EmptyState>Unavailable while the database is down.</EmptyState>
            )}
          </section>
        </>
      )}
    </TitledScreen>
  );
}

/** One figure; a failing part says so in words and with a mark, not only in colour. */
function HealthItem({ label, value, ok }: { label: string; value: string; ok: boolean }) {
  return (
    <div data-ok={ok}>
      <dt>{label}</dt>
      <dd>
        {!ok && <span aria-hidden="true">⚠ </span>}
        {value}
      </dd>
    </div>
  );
}
