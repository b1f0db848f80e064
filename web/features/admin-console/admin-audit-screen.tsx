import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { type AuditAction, type AuditEntryView, auditActions } from "../../../contract/audit";
import { formatCount } from "../../components/admin/admin-format";
import { AdminTable, SelectFilters } from "../../components/admin/admin-lists";
import { useAddressFilters } from "../../components/admin/use-address-filters";
import { Pager } from "../../components/pager";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { formatMoment } from "../../lib/day-format";
import { adminPlayerPath } from "../../lib/paths";
import { adminsQuery, auditQuery } from "./api";
import { auditChangeWords } from "./audit-words";

/** Each action's name, a message id. */
const actionLabels: Record<AuditAction, string> = {
  "game-switch": "admin.audit.action.gameSwitch",
  "run-settings": "admin.audit.action.runSettings",
  "support-settings": "admin.audit.action.supportSettings",
  "paid-play-regions": "admin.audit.action.paidPlayRegions",
  "ticket-decision": "admin.audit.action.ticketDecision",
  "payout-decision": "admin.audit.action.payoutDecision",
  "claim-decision": "admin.audit.action.claimDecision",
  "support-adjustment": "admin.audit.action.supportAdjustment",
  "player-block": "admin.audit.action.playerBlock",
  "contributor-create": "admin.audit.action.contributorCreate",
  "contributor-disable": "admin.audit.action.contributorDisable",
  "admin-invite": "admin.audit.action.adminInvite",
  "password-reset-issue": "admin.audit.action.passwordResetIssue",
  "password-reset-use": "admin.audit.action.passwordResetUse",
  "password-change": "admin.audit.action.passwordChange",
  "question-add": "admin.audit.action.questionAdd",
  "question-edit": "admin.audit.action.questionEdit",
  "question-retire": "admin.audit.action.questionRetire",
  "question-select": "admin.audit.action.questionSelect",
  "question-import": "admin.audit.action.questionImport",
  "language-add": "admin.audit.action.languageAdd",
  "language-edit": "admin.audit.action.languageEdit",
  "catalogue-add": "admin.audit.action.catalogueAdd",
  "catalogue-edit": "admin.audit.action.catalogueEdit",
  "reward-add": "admin.audit.action.rewardAdd",
  "reward-remove": "admin.audit.action.rewardRemove",
  "eligibility-confirm": "admin.audit.action.eligibilityConfirm",
  "show-create": "admin.audit.action.showCreate",
  "show-cancel": "admin.audit.action.showCancel",
};

/** What changed, a line per fact, in words (audit-words.ts). */
function Change({ entry }: { entry: AuditEntryView }) {
  const { i18n } = useLingui();
  const lines = auditChangeWords(entry, i18n);
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
  const { i18n } = useLingui();
  const { filters, update, filtered, query } = useAddressFilters(["admin", "action"]);
  const log = useQuery(auditQuery(query));
  const admins = useQuery(adminsQuery());
  const id = useId();
  const adminOptions = (admins.data?.data ?? []).map((admin) => ({
    value: admin.id,
    label: admin.you ? i18n._("admin.admins.you", { name: admin.name }) : admin.name,
  }));
  const actionOptions = auditActions.map((action) => ({
    value: action,
    label: i18n._(actionLabels[action]),
  }));

  return (
    <TitledScreen title={i18n._("admin.audit.title")} width="wide">
      <p>{i18n._("admin.audit.about")}</p>
      <search aria-label={i18n._("admin.audit.filter")}>
        <div className="filters">
          <SelectFilters
            idPrefix={id}
            specs={[
              {
                name: "admin",
                label: i18n._("admin.audit.filter.admin"),
                placeholder: i18n._("admin.audit.filter.everyAdmin"),
                options: adminOptions,
              },
              {
                name: "action",
                label: i18n._("admin.audit.filter.action"),
                placeholder: i18n._("admin.audit.filter.everyAction"),
                options: actionOptions,
              },
            ]}
            values={filters}
            onChange={update}
          />
        </div>
      </search>
      <ReadView read={log} what={i18n._("admin.audit.what")}>
        {(data) => (
          <>
            <p className="admin-total">
              {i18n._("admin.audit.total", {
                count: data.total,
                countText: formatCount(data.total),
              })}
            </p>
            <AdminTable
              caption={i18n._("admin.audit.table.caption")}
              head={[
                i18n._("admin.audit.table.when"),
                i18n._("admin.audit.table.who"),
                i18n._("admin.audit.table.action"),
                i18n._("admin.audit.table.about"),
                i18n._("admin.audit.table.what"),
                i18n._("admin.audit.table.change"),
              ]}
              empty={i18n._("admin.audit.empty", { filtered: String(filtered) })}
              rows={data.data.map((entry) => ({
                key: entry.id,
                cells: [
                  formatMoment(entry.at),
                  entry.actor.name,
                  entry.action in actionLabels ? i18n._(actionLabels[entry.action]) : entry.action,
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
  const { i18n } = useLingui();
  const kind = i18n._("admin.audit.subjectKind", { kind: subject.kind });
  if (subject.kind === "player" && subject.id) {
    return <Link to={adminPlayerPath(subject.id)}>{subject.name ?? kind}</Link>;
  }
  return <>{subject.name ? i18n._("admin.audit.subject", { name: subject.name, kind }) : kind}</>;
}
