import type { screen } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Asserts that `scope` (`screen`, or `within(part)`) has exactly one link of each name, each
 * going where its entry says: `expectLinks(within(nav), { History: "/account/history" })`.
 */
export function expectLinks(
  scope: Pick<typeof screen, "getByRole">,
  targets: Record<string, string>,
): void {
  for (const [name, href] of Object.entries(targets)) {
    expect(scope.getByRole("link", { name })).toHaveAttribute("href", href);
  }
}
