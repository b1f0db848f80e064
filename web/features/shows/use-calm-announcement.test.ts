// Proves the show's live region never floods while the lobby fills: a new count is said at
// once after a quiet spell, the counts after it only every ten seconds (the latest one), and
// a question opening is said at once whatever the lobby said just before.
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOBBY_CALM_MS, useCalmAnnouncement } from "./use-calm-announcement";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const render = () =>
  renderHook(({ text, lobby }) => useCalmAnnouncement(text, lobby), {
    initialProps: { text: "12 players waiting for the start.", lobby: true },
  });

describe("useCalmAnnouncement", () => {
  it("says the first new count at once, then the latest count only every ten seconds", () => {
    const { result, rerender } = render();
    expect(result.current).toBe("12 players waiting for the start.");

    rerender({ text: "40 players waiting for the start.", lobby: true });
    expect(result.current).toBe("40 players waiting for the start.");

    rerender({ text: "41 players waiting for the start.", lobby: true });
    rerender({ text: "43 players waiting for the start.", lobby: true });
    act(() => vi.advanceTimersByTime(LOBBY_CALM_MS - 1));
    expect(result.current).toBe("40 players waiting for the start.");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("43 players waiting for the start.");
  });

  it("says a question opening at once, right after a count", () => {
    const { result, rerender } = render();
    rerender({ text: "40 players waiting for the start.", lobby: true });

    rerender({ text: "Question 1 of 3 is open.", lobby: false });
    expect(result.current).toBe("Question 1 of 3 is open.");
  });
});
