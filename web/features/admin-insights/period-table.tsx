import { ColumnHeads, TableScroll } from "../../components/admin/admin-lists";
import { formatPeriod } from "./chart-series";

/**
 * Figures by period as a table that scrolls sideways on a phone: a row a day or month
 * ("2026-03", "2026-03-05"), named in its first cell, then its figures under `head`.
 */
export function PeriodTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  /** The period column's heading, then each figure's. */
  head: string[];
  rows: { period: string; cells: string[] }[];
}) {
  return (
    <TableScroll label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <ColumnHeads head={head} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <th scope="row">
                <time dateTime={row.period}>{formatPeriod(row.period)}</time>
              </th>
              {row.cells.map((cell, column) => (
                <td key={head[column + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
