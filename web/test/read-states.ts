import { screen } from "@testing-library/react";
import { expect } from "vitest";
import { heldAnswer, mockFetch } from "./fetch-mock";

/**
 * Renders a screen whose read of `route` ("GET /path") is held, asserts its loading state,
 * then answers the read with `refusal` and returns the alert the screen shows instead.
 */
export async function refuseHeldRead<View extends object>(
  route: string,
  refusal: Response,
  render: () => View,
): Promise<View & { alert: HTMLElement }> {
  const { handler, answer } = heldAnswer();
  mockFetch({ [route]: handler });
  const view = render();

  expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  answer(refusal);
  return { ...view, alert: await screen.findByRole("alert") };
}
