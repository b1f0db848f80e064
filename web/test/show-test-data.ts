import type { ShowView } from "../../contract/shows";

/** The demo show of the seed: three questions, ten seconds each, a ₹300 pool. */
export function showView(overrides: Partial<ShowView> = {}): ShowView {
  return {
    id: "show-1",
    title: "Friday Night Quiz",
    startsAt: Date.now() + 30 * 60_000,
    language: "en",
    questionCount: 3,
    secondsPerQuestion: 10,
    prizePoolPaise: 30_000,
    status: "scheduled",
    joined: false,
    ...overrides,
  };
}
