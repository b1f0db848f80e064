import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { type AuditAction, type AuditEntryView, auditActions } from "../../../contract/audit";
import { formatCountOf } from "../../components/admin/admin-format";
import { AdminTable, SelectFilters } from "../../components/admin/admin-lists";
import { useAddressFilters } from "../../components/admin/use-address-filters";
import { Pager } from "../../components/pager";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { formatMoment } from "../../lib/day-format";
import { adminPlayerPath } from "../../lib/paths";
import { adminsQuery, auditQuery } from "./api";
import { auditChangeWords } from "./audit-words";

const actionLabels: Record<AuditAction, string> = {
  "game-switch": "Game switch",
  "run-settings": "Run settings",
  "support-settings": "Support address",
  "paid-play-regions": "Paid play by state",
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
  "question-import": "Questions imported",
  "language-add": "Language added",
  "language-edit": "Language edited",
  "catalogue-add": "Coupon or prize added",
  "catalogue-edit": "Coupon or prize edited",
  "reward-add": "Reward added to the pool",
  "reward-remove": "Reward removed from the pool",
  "eligibility-confirm": "Player confirmed age and state",
  "show-create": "Live show created",
  "show-cancel": "Live show cancelled",
};

const actionOptions = auditActions.map((action) => ({
  value: action,
  label: actionLabels[action],
}));

/** What changed, a line per fact, in words (audit-words.ts). */
function Change({ entry }: { entry: AuditEntryView }) {
  const lines = auditChangeWords(entry);
  if (lines.length === 0) return <>—</>;
  return (
    <ul className="audit-change">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * /admin/audit: every admin action that changed something, newest first, 25 to
 * a page, filtered by admin and by action.
 */
export function AdminAuditScreen() {
  const { filters, update, filtered, query } = useAddressFilters(["admin", "action"]);
  const log = useQuery(auditQuery(query));
  const admins = useQuery(adminsQuery());
  const id = useId();
  const adminOptions = (admins.data?.data ?? []).map((admin) => ({
    value: admin.id,
    label: admin.you ? `${admin.name} (you)` : admin.name,
  }));

  return (
    <TitledScreen title="Audit log" width="wide">
      <p>
        Every change an admin made: who, when, what, and the values before and after, at your local
        time.
      </p>
      <search aria-label="Filter the log">
        <div className="filters">
          <SelectFilters
            idPrefix={id}
            specs={[
              { name: "admin", label: "Admin", placeholder: "Every admin", options: adminOptions },
              {
                name: "action",
                label: "Action",
                placeholder: "Every action",
                options: actionOptions,
              },
            ]}
            values={filters}
            onChange={update}
          />
        </div>
      </search>
      <ReadView read={log} what="the audit log">
        {(data) => (
          <>
            <p className="admin-total">{formatCountOf(data.total, "entry", "entries")}</p>
            <AdminTable
              caption="Admin actions, newest first"
              head={["When", "Who", "Action", "About", "What", "Change"]}
              empty={
                filtered ? "Nothing in the log matches these filters." : "Nothing in the log yet."
              }
              rows={data.data.map((entry) => ({
                key: entry.id,
                cells: [
                  formatMoment(entry.at),
                  entry.actor.name,
                  actionLabels[entry.action] ?? entry.action,
                  <Subject key="subject" subject={entry.subject} />,
                  entry.summary,
                  <Change key="change" entry={entry} />,
                ],
              }))}
            />
            <Pager of={data} onPage={(page) => update({ page })} />
          </>
        )}
      </ReadView>
    </TitledScreen>
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
