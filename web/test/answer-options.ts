import { screen, within } from "@testing-library/react";

/** `screen`, or `within(part)` for one card or question. */
type Scope = Pick<typeof screen, "getByRole">;

/** The rows of the shared answer list (components/answer-options.tsx) in `scope`, in order. */
export function answerOptions(scope: Scope = screen): HTMLElement[] {
  return within(scope.getByRole("list", { name: "Options" })).getAllByRole("listitem");
}

/** What each row says, in order, marks included: "C 4✓ Correct answer". */
export function answerOptionTexts(scope: Scope = screen): (string | null)[] {
  return answerOptions(scope).map((option) => option.textContent);
}

/** The row of option `letter` ("A" to "D"). */
export function answerOption(letter: string, scope: Scope = screen): HTMLElement | undefined {
  return answerOptions(scope).find((option) => option.textContent?.startsWith(letter));
}
