import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntryView,
  type AuditState,
} from "../../contract/audit";
import { adminPeopleRoutes } from "../../contract/routes/admin-people";
import { type AuditRow, listAuditEntries } from "../data/audit";
import { handle, routerOf } from "../http/route-handlers";
import { onePage } from "./views/paging";

const stateOf = (json: string | null): AuditState | null =>
  json === null ? null : (JSON.parse(json) as AuditState);

const auditEntryView = ({ entry, actorName, subjectName }: AuditRow): AuditEntryView => ({
  id: entry.id,
  at: entry.createdAt,
  actor: {
    role: entry.actorRole as AuditEntryView["actor"]["role"],
    id: entry.actorId,
    name: actorName ?? entry.actorId,
  },
  action: entry.action as AuditAction,
  subject: { kind: entry.subjectKind, id: entry.subjectId, name: subjectName },
  summary: entry.summary,
  before: stateOf(entry.before),
  after: stateOf(entry.after),
});

/** The audit log of admin actions (`/admin/audit`), newest first, a page at a time. */
export const adminAuditRoutes = routerOf([
  handle(adminPeopleRoutes.adminAudit, async (c) => {
    const { admin, action, page } = c.req.valid("query");
    const filter = { actorId: admin || undefined, action: action || undefined };
    const { rows, paging } = await onePage(page, AUDIT_PAGE_SIZE, (window) =>
      listAuditEntries(c.var.db, filter, window),
    );
    return c.json({ data: rows.map(auditEntryView), ...paging });
  }),
]);
