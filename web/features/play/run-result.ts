import type { Choice } from "../../../contract/play";

/** A closed question as /play's result view shows it. */
export type RunResult = {
  attemptId: string;
  secondsUsed: number;
  question: string;
  options: Record<Choice, string>;
  image: string;
  /** The right option from the verify answer; "" when the device's own clock ran out. */
  correct: string;
  /** The player's option; "" when none. */
  chosen: string;
  /** SPEC.md's `vr`: whether the answer reached the server in time. */
  answered: boolean;
  category: string;
  difficulty: string;
};

/** The result in /play's query, or null when /play has none (it then plays). */
export function readRunResult(params: URLSearchParams): RunResult | null {
  const attemptId = params.get("id");
  const verified = params.get("vr");
  if (!attemptId || verified === null) return null;
  const text = (name: string) => params.get(name) ?? "";
  return {
    attemptId,
    secondsUsed: Number.parseInt(text("sec"), 10) || 0,
    question: text("qst"),
    options: { a: text("a"), b: text("b"), c: text("c"), d: text("d") },
    image: text("img"),
    correct: text("ans"),
    chosen: text("usa"),
    answered: verified === "true",
    category: text("cat"),
    difficulty: text("tough"),
  };
}
