import { within } from "@testing-library/react";

/** The value beside `label` in a label-and-value list (a <dl>) inside `container`. */
export function detailOf(container: HTMLElement, label: string): string | null {
  const term = within(container)
    .getAllByRole("term")
    .find((candidate) => candidate.textContent === label);
  return term?.nextElementSibling?.textContent ?? null;
}
