import "./pager.css";

/**
 * Previous and next for a paged list, with "Page 2 of 7" between; nothing when there is
 * one page. `label` names the navigation for screen readers (several may share a screen).
 */
export function Pager({
  of: { page, total, pageSize },
  label = "Pages",
  onPage,
}: {
  /** The page as a paged read answers it. */
  of: { page: number; total: number; pageSize: number };
  label?: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="pager">
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <span>{`Page ${page} of ${pages}`}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
