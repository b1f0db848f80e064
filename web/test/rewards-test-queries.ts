import { screen } from "@testing-library/react";

/** The "You have N coins" (or stars) line, whose number sits in its own element. */
export function balanceLine(): HTMLElement {
  return screen.getByText(
    (_, element) =>
      element?.tagName === "P" && /^You have \d+ (coins?|stars?)$/.test(element.textContent ?? ""),
  );
}
