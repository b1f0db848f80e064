import { within } from "@testing-library/react";

/** The value beside `label` in a label-and-value list (a <dl>) inside `container`. */
export function detailOf(container: HTMLElement, label: string): string | null {
  const term = within(container)
    .getAllByRole("term")
    .find((candidate) => candidate.textContent === label);
  return term?.nextElementSibling?.textContent ?? null;
}

/**
 * Every label and value of the label-and-value lists inside `container`, as `{ label: value }`
 * (a label that repeats keeps its first value, as detailOf reads it). Compare it with
 * `toMatchObject` to check several values of one card at once.
 */
export function detailsOf(container: HTMLElement): Record<string, string | null> {
  const details: Record<string, string | null> = {};
  for (const term of within(container).getAllByRole("term")) {
    const label = term.textContent ?? "";
    if (!(label in details)) details[label] = term.nextElementSibling?.textContent ?? null;
  }
  return details;
}
