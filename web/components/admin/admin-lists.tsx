import { type ComponentProps, type ReactNode, useId } from "react";
import { NavLink } from "react-router";
import { DetailList } from "../detail-list";
import { EmptyState } from "../empty-state";
import { OptionSelect, type SelectOption } from "../option-select";
import "./admin-lists.css";

/**
 * Pieces only the main admin area uses: filters above a list, an entry's card, tables
 * and the tabs between sibling screens.
 */

/**
 * A labelled select that narrows a list, above it: `onValue` gets the value chosen, and
 * `children` follow the select (its hint, its error).
 */
export function SelectFilter({
  id,
  label,
  className,
  onValue,
  children,
  ...select
}: Omit<ComponentProps<typeof OptionSelect>, "onChange"> & {
  id: string;
  label: string;
  className?: string;
  onValue: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      <OptionSelect id={id} {...select} onChange={(event) => onValue(event.target.value)} />
      {children}
    </div>
  );
}

/** A select filter of a list: its name (in the address), label, "any" choice and options. */
export type FilterSpec<Name extends string> = {
  name: Name;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
};

/** A list's select filters, each labelled; `onChange` gets the one changed. */
export function SelectFilters<Name extends string>({
  idPrefix,
  specs,
  values,
  onChange,
}: {
  idPrefix: string;
  specs: readonly FilterSpec<Name>[];
  values: Record<Name, string>;
  onChange: (next: Partial<Record<Name, string>>) => void;
}) {
  return specs.map((spec) => (
    <SelectFilter
      key={spec.name}
      id={`${idPrefix}-${spec.name}`}
      label={spec.label}
      value={values[spec.name]}
      onValue={(value) => onChange({ [spec.name]: value } as Partial<Record<Name, string>>)}
      placeholder={spec.placeholder}
      options={spec.options}
    />
  ));
}

/** A labelled search box above a list; `onValue` gets what is typed. */
export function SearchField({
  id,
  label,
  value,
  onValue,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        maxLength={100}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}

/**
 * One entry of an admin list as a card: its name (which labels the card), a badge saying
 * whether it is on, a picture if it has one, its details, then `children` (its actions).
 */
export function EntryCard({
  kind,
  name,
  on,
  status,
  picture,
  details,
  children,
}: {
  /** The card's own class, e.g. "person-card". */
  kind: string;
  name: ReactNode;
  on: boolean;
  status: string;
  picture?: ReactNode;
  details: [label: string, value: ReactNode][];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <li className={`card ${kind}`} aria-labelledby={`${id}-name`} data-on={on}>
      <h3 id={`${id}-name`}>{name}</h3>
      <p className="status-badge" data-on={on}>
        {status}
      </p>
      {picture}
      <DetailList rows={details} />
      {children}
    </li>
  );
}

/**
 * A plain table that scrolls sideways on a phone instead of the page; with no rows, the
 * `empty` sentence instead.
 */
export function AdminTable({
  caption,
  head,
  rows,
  empty,
}: {
  /** Read by screen readers only: what the rows are. */
  caption: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <TableScroll label={caption}>
      <table className="admin-table admin-table-text">
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads head={head} />
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
    </TableScroll>
  );
}

/**
 * A table wider than a phone scrolls in its box, which keyboard users must reach too: the
 * box is a named region that takes focus.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus (WCAG 2.1.1)
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** A table's row of column headings. */
export function ColumnHeads({ head }: { head: readonly string[] }) {
  return (
    <thead>
      <tr>
        {head.map((cell) => (
          <th key={cell} scope="col">
            {cell}
          </th>
        ))}
      </tr>
    </thead>
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
