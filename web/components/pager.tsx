import { useLingui } from "@lingui/react";
import "./pager.css";

/**
 * Previous and next for a paged list, with "Page 2 of 7" between; nothing when there is
 * one page. `label` names the navigation for screen readers (several may share a screen).
 */
export function Pager({
  of: { page, total, pageSize },
  label,
  onPage,
}: {
  /** The page as a paged read answers it. */
  of: { page: number; total: number; pageSize: number };
  label?: string;
  onPage: (page: number) => void;
}) {
  const { i18n } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? i18n._("pager.label")} className="pager">
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {i18n._("pager.previous")}
      </button>
      <span>{i18n._("pager.position", { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {i18n._("pager.next")}
      </button>
    </nav>
  );
}
