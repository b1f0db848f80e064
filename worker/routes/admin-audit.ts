import { Hono } from "hono";
import { adminPaths } from "../../contract/api-paths";
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntryView,
  type AuditResponse,
  type AuditState,
  auditQuery,
} from "../../contract/audit";
import { type AuditRow, listAuditEntries } from "../data/audit";
import type { AppEnv } from "../http/app-env";
import { adminOnly } from "../http/auth";
import { screenOnNavigation } from "../http/screen-navigation";
import { validate } from "../http/validate";
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
export const adminAuditRoutes = new Hono<AppEnv>().get(
  adminPaths.audit,
  screenOnNavigation,
  adminOnly,
  validate("query", auditQuery),
  async (c) => {
    const { admin, action, page } = c.req.valid("query");
    const filter = { actorId: admin || undefined, action: action || undefined };
    const { rows, paging } = await onePage(page, AUDIT_PAGE_SIZE, (window) =>
      listAuditEntries(c.var.db, filter, window),
    );
    return c.json({ data: rows.map(auditEntryView), ...paging } satisfies AuditResponse);
  },
);
