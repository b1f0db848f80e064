import { screen } from "@testing-library/react";
import { expect } from "vitest";

/** The "You have N coins" (or stars) line, whose number sits in its own element. */
export function balanceLine(): HTMLElement {
  return screen.getByText(
    (_, element) =>
      element?.tagName === "P" && /^You have \d+ (coins?|stars?)$/.test(element.textContent ?? ""),
  );
}

/**
 * Asserts that the rewards ActionButton named `name` (features/rewards/rewards-parts.tsx) is
 * switched off and says why, and returns it.
 */
export function expectBlockedAction(name: string, reason: string): HTMLElement {
  const button = screen.getByRole("button", { name });
  expect(button).toHaveAttribute("aria-disabled", "true");
  expect(button).toHaveAccessibleDescription(reason);
  return button;
}
