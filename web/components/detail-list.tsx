import type { ReactNode } from "react";

/** One pair: its label (also its key) and its value. */
export type DetailRow = [label: string, value: ReactNode];

/**
 * Label and value pairs, e.g. a question's seconds and difficulty. `className` replaces
 * the list's look (`detail-list`) where a screen lays its pairs out otherwise.
 */
export function DetailList({
  rows,
  className = "detail-list",
}: {
  rows: DetailRow[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
