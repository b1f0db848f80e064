import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { CheckResponse } from "../../../contract/admin-insights";
import type { GameStatus } from "../../../contract/game";
import { formatCount } from "../../components/admin/admin-format";
import { EmptyState } from "../../components/empty-state";
import { LoadingScreen } from "../../components/loading-screen";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { formatMoment } from "../../lib/day-format";
import { pauseLengthLabel } from "../../lib/resume-time";
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

function gameText(i18n: I18n, game: GameStatus | null): string {
  if (!game) return i18n._("admin.check.game.silent");
  if (game.Status === "on") return i18n._("admin.check.game.on");
  return game.resumeAt === null
    ? i18n._("admin.check.game.offByHand")
    : i18n._("admin.check.game.off", {
        pause: pauseLengthLabel(game.text),
        moment: formatMoment(game.resumeAt),
      });
}

/** /admin/check: is each part of the system answering, and what is waiting. */
export function AdminCheckScreen() {
  const { i18n } = useLingui();
  const health = useHealthCheck();
  const systemId = useId();
  const countsId = useId();
  const { data } = health;

  return (
    <TitledScreen title={i18n._("admin.check.title")}>
      <div className="admin-actions">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={health.checking}
          onClick={() => {
            if (!health.checking) health.check();
          }}
        >
          {i18n._("admin.check.refresh")}
        </button>
      </div>
      <StatusLine>
        {health.checking
          ? i18n._("admin.check.checking")
          : health.checkedAt !== null
            ? i18n._("admin.check.checkedAt", { moment: formatMoment(health.checkedAt) })
            : ""}
      </StatusLine>
      {health.error && (
        <div role="alert" className="alert-box">
          <p>{i18n._("admin.check.failed", { message: health.error.message })}</p>
        </div>
      )}
      {!data && health.checking && <LoadingScreen />}
      {data && (
        <>
          <section className="admin-section" aria-labelledby={systemId}>
            <h2 id={systemId}>{i18n._("admin.check.system")}</h2>
            <dl className="totals-grid health-list">
              <HealthItem
                label={i18n._("admin.check.gameSwitch")}
                value={gameText(i18n, data.game)}
                ok={data.game !== null}
              />
              <HealthItem
                label={i18n._("admin.check.sockets")}
                value={formatCount(data.sockets)}
                ok
              />
              <HealthItem
                label={i18n._("admin.check.database")}
                value={i18n._("admin.check.databaseState", { state: data.database })}
                ok={data.database === "ok"}
              />
              <HealthItem
                label={i18n._("admin.check.lastCron")}
                value={
                  data.lastCron
                    ? i18n._("admin.check.cronRun", {
                        moment: formatMoment(data.lastCron.at),
                        purged: formatCount(data.lastCron.purged),
                      })
                    : i18n._("admin.check.cronNever")
                }
                ok
              />
            </dl>
          </section>
          <section className="admin-section" aria-labelledby={countsId}>
            <h2 id={countsId}>{i18n._("admin.check.counts")}</h2>
            {data.counts ? (
              <dl className="totals-grid">
                <HealthItem
                  label={i18n._("admin.check.count.players")}
                  value={formatCount(data.counts.players)}
                  ok
                />
                <HealthItem
                  label={i18n._("admin.check.count.questions")}
                  value={formatCount(data.counts.questions)}
                  ok
                />
                <HealthItem
                  label={i18n._("admin.check.count.tickets")}
                  value={formatCount(data.counts.pendingTickets)}
                  ok
                />
                <HealthItem
                  label={i18n._("admin.check.count.payouts")}
                  value={formatCount(data.counts.openPayouts)}
                  ok
                />
                <HealthItem
                  label={i18n._("admin.check.count.requests")}
                  value={formatCount(data.counts.pendingRequests)}
                  ok
                />
              </dl>
            ) : (
              <EmptyState>{i18n._("admin.check.countsDown")}</EmptyState>
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
