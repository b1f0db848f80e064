// Proves when /show/{id} expects the show to move on, on the device's clock (the server's
// moved by the measured offset): the lobby at ten minutes before the start, the first
// question at the start, a reveal a second after its window closes, the next question six
// seconds (grace and reveal) after the window; nothing once the show is over or while its
// schedule is unknown.
import { describe, expect, it } from "vitest";
import { questionOne, showState, showView } from "../../test/show-test-data";
import type { ShowState } from "./api";
import { nextStepAt } from "./use-read-when-overdue";

const START = Date.UTC(2026, 10, 29, 21, 0);
const show = showView({ startsAt: START, secondsPerQuestion: 10 });
const stateOf = (overrides: Partial<ShowState> = {}): ShowState => ({
  ...showState(),
  clockOffset: 0,
  ...overrides,
});

describe("nextStepAt", () => {
  it("expects the lobby ten minutes before the start, then the first question at it", () => {
    expect(nextStepAt(stateOf({ status: "scheduled" }), show)).toBe(START - 600_000);
    expect(nextStepAt(stateOf({ status: "lobby" }), show)).toBe(START);
  });

  it("expects a reveal a second after its window closes, on the device's clock", () => {
    const question = { ...questionOne, closesAt: START + 10_000 };
    const state = stateOf({ status: "live", index: 0, question, clockOffset: 2_000 });
    expect(nextStepAt(state, undefined)).toBe(START + 9_000);
  });

  it("expects the next question after the window, its grace and the reveal", () => {
    const reveal = {
      correct: "b" as const,
      counts: [0, 1, 0, 0] as [number, number, number, number],
      survivors: 1,
    };
    expect(nextStepAt(stateOf({ status: "live", index: 0, reveal }), show)).toBe(START + 16_000);
    expect(nextStepAt(stateOf({ status: "live", index: 1, reveal }), show)).toBe(START + 32_000);
  });

  it("expects nothing once the show is over, or without its schedule", () => {
    expect(nextStepAt(stateOf({ status: "ended" }), show)).toBeNull();
    expect(nextStepAt(stateOf({ status: "cancelled" }), show)).toBeNull();
    expect(nextStepAt(stateOf({ status: "lobby" }), undefined)).toBeNull();
  });
});
