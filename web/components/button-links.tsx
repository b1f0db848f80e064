import { Link } from "react-router";

/**
 * A row of links that look like buttons, where a screen says what to do next: the first
 * is the main one. `className` is the row's own layout (`public-links`, `trial-links`, …).
 */
export function ButtonLinks({
  className,
  links,
}: {
  className: string;
  links: readonly (readonly [to: string, label: string])[];
}) {
  return (
    <p className={className}>
      {links.map(([to, label], index) => (
        <Link key={to} className={index === 0 ? "button button-primary" : "button"} to={to}>
          {label}
        </Link>
      ))}
    </p>
  );
}
