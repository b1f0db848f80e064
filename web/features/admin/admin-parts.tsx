import type { ReactNode } from "react";
import { NavLink } from "react-router";
import "./admin-parts.css";

/**
 * Pieces only the main admin area uses: a busy button, an empty list's sentence, a pager,
 * a table and the tabs between sibling screens.
 */

/**
 * A button switched off with aria-disabled while its call is in flight, so it keeps focus
 * and a second press sends nothing. `name` gives it a fuller accessible name (starting
 * with the visible label) where a list has many of the same label.
 */
export function BusyButton({
  label,
  name,
  busy,
  primary = false,
  onClick,
}: {
  label: string;
  name?: string;
  busy: boolean;
  primary?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={primary ? "button button-primary" : "button"}
      aria-label={name}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {label}
    </button>
  );
}

/** An empty list's sentence, in a dashed box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="admin-empty">{children}</p>;
}

/**
 * Previous and next for a paged list, with "Page 2 of 7" between; nothing when there is
 * one page. `label` names the navigation for screen readers (several may share a screen).
 */
export function Pager({
  page,
  total,
  pageSize,
  label = "Pages",
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
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

/** A plain table that scrolls sideways on a phone instead of the page. */
export function AdminTable({
  caption,
  head,
  rows,
}: {
  /** Read by screen readers only: what the rows are. */
  caption: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    // A table wider than a phone scrolls in its box, which keyboard users must reach too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus (WCAG 2.1.1)
    <section className="table-scroll" aria-label={caption} tabIndex={0}>
      <table className="admin-table admin-table-text">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, column) => (
                <td key={head[column]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Two or more screens under one menu entry (coupons and prizes, charts by month and by
 * day), linked to each other; the one shown is marked current.
 */
export function ScreenTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-label={label} className="screen-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
