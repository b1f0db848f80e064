import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { adminPaths } from "../../../contract/api-paths";
import {
  type AuditAction,
  type AuditEntryView,
  type AuditResponse,
  type AuditState,
  auditActions,
} from "../../../contract/audit";
import type { AdminsResponse } from "../../../contract/passwords";
import { PageTitle } from "../../components/page-title";
import { ReadView } from "../../components/read-view";
import { apiQuery } from "../../lib/api-query";
import { adminPlayerPath } from "../../lib/paths";
import { formatCount, formatDateTime } from "./admin-format";
import { AdminTable, EmptyState, Pager } from "./admin-parts";

const actionLabels: Record<AuditAction, string> = {
  "game-switch": "Game switch",
  "run-settings": "Run settings",
  "support-settings": "Support address",
  "ticket-decision": "Ticket decision",
  "payout-decision": "Payout decision",
  "claim-decision": "Claim decision",
  "support-adjustment": "Support adjustment",
  "player-block": "Player blocked or unblocked",
  "contributor-create": "User-admin created",
  "contributor-disable": "User-admin disabled or enabled",
  "admin-invite": "Admin invite",
  "password-reset-issue": "Reset link issued",
  "password-reset-use": "Reset link used",
  "password-change": "Password changed",
  "question-add": "Question added",
  "question-edit": "Question edited",
  "question-retire": "Question retired",
  "question-select": "Question selected",
};

/** The filters and page, kept in the address so a view of the log can be shared. */
function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = {
    admin: params.get("admin") ?? "",
    action: params.get("action") ?? "",
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
  function update(next: Partial<typeof filters>) {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.admin) search.set("admin", merged.admin);
    if (merged.action) search.set("action", merged.action);
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search);
  }
  return { filters, update };
}

/** "coins: 10 → 15; status: active → blocked": what changed, from the before and after. */
function changeOf({ before, after }: Pick<AuditEntryView, "before" | "after">): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (state: AuditState | null, key: string) =>
    state && key in state ? String(state[key]) : "—";
  return keys.map((key) => `${key}: ${show(before, key)} → ${show(after, key)}`).join("; ");
}

/**
 * /admin/audit: every admin action that changed something (issue 14), newest first, 25 to
 * a page, filtered by admin and by action.
 */
export function AdminAuditScreen() {
  const { filters, update } = useAuditFilters();
  const log = useQuery(
    apiQuery<AuditResponse>(adminPaths.audit, "admin", {
      admin: filters.admin,
      action: filters.action,
      page: String(filters.page),
    }),
  );
  const admins = useQuery(apiQuery<AdminsResponse>(adminPaths.admins, "admin"));
  const id = useId();

  return (
    <section className="screen screen-wide">
      <PageTitle title="Audit log" />
      <h1>Audit log</h1>
      <p>Every change an admin made: who, when, what, and the values before and after.</p>
      <search aria-label="Filter the log">
        <div className="filters">
          <div className="field">
            <label htmlFor={`${id}-admin`}>Admin</label>
            <select
              id={`${id}-admin`}
              value={filters.admin}
              onChange={(event) => update({ admin: event.target.value })}
            >
              <option value="">Every admin</option>
              {(admins.data?.data ?? []).map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.you ? `${admin.name} (you)` : admin.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-action`}>Action</label>
            <select
              id={`${id}-action`}
              value={filters.action}
              onChange={(event) => update({ action: event.target.value })}
            >
              <option value="">Every action</option>
              {auditActions.map((action) => (
                <option key={action} value={action}>
                  {actionLabels[action]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </search>
      <ReadView read={log} what="the audit log">
        {(data) => (
          <>
            <p className="admin-total">{`${formatCount(data.total)} ${data.total === 1 ? "entry" : "entries"}`}</p>
            {data.data.length === 0 ? (
              <EmptyState>
                {filters.admin || filters.action
                  ? "Nothing in the log matches these filters."
                  : "Nothing in the log yet."}
              </EmptyState>
            ) : (
              <AdminTable
                caption="Admin actions, newest first"
                head={["When", "Who", "Action", "About", "What", "Change"]}
                rows={data.data.map((entry) => ({
                  key: entry.id,
                  cells: [
                    formatDateTime(entry.at),
                    entry.actor.name,
                    actionLabels[entry.action] ?? entry.action,
                    <Subject key="subject" subject={entry.subject} />,
                    entry.summary,
                    changeOf(entry) || "—",
                  ],
                }))}
              />
            )}
            <Pager
              page={data.page}
              total={data.total}
              pageSize={data.pageSize}
              onPage={(page) => update({ page })}
            />
          </>
        )}
      </ReadView>
    </section>
  );
}

/** The thing acted on: a player links to their support page. */
function Subject({ subject }: { subject: AuditEntryView["subject"] }) {
  const name = subject.name ?? subject.kind;
  if (subject.kind === "player" && subject.id) {
    return <Link to={adminPlayerPath(subject.id)}>{name}</Link>;
  }
  return <>{subject.name ? `${subject.name} (${subject.kind})` : subject.kind}</>;
}
