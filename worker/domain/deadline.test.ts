// Proves the clock rules without I/O: plain questions start at issue, image questions
// at the image report capped by the grace, a pause restarts an open question's clock,
// lateness includes the network allowance, and the seconds a closed attempt used are the
// countdown's whole seconds (issue 13: the result and the ticket show this one number).
import { describe, expect, it } from "vitest";
import type { GameStatus } from "../../contract/game";
import { clockRunning, deadlineOf, isLate, remainingMs, secondsUsed } from "./deadline";

const GRACE = 15_000;
const on = (changedAt = 0): GameStatus => ({ Status: "on", text: "", resumeAt: null, changedAt });
const plain = { issuedAt: 100_000, hasImage: false, imageReadyAt: null, allowedSeconds: 20 };
const image = { ...plain, hasImage: true };

describe("question clock", () => {
  it("starts a plain question's clock at issue", () => {
    expect(deadlineOf(plain, on(), GRACE)).toBe(120_000);
    expect(remainingMs(plain, on(), 105_000, GRACE)).toBe(15_000);
  });

  it("starts an image question's clock when the image is reported", () => {
    const reported = { ...image, imageReadyAt: 103_000 };
    expect(deadlineOf(reported, on(), GRACE)).toBe(123_000);
    expect(clockRunning(image, 110_000, GRACE)).toBe(false);
    expect(remainingMs(image, on(), 110_000, GRACE)).toBe(20_000);
  });

  it("starts the clock at the grace when the image never reports", () => {
    expect(deadlineOf(image, on(), GRACE)).toBe(135_000);
    expect(deadlineOf({ ...image, imageReadyAt: 999_000 }, on(), GRACE)).toBe(135_000);
  });

  it("restarts the clock of a question that was open across a pause", () => {
    expect(deadlineOf(plain, on(110_000), GRACE)).toBe(130_000);
    expect(deadlineOf(plain, on(90_000), GRACE)).toBe(120_000);
  });

  it("counts an answer late only after the network allowance", () => {
    expect(isLate(120_000, 121_000, 1000)).toBe(false);
    expect(isLate(120_000, 121_001, 1000)).toBe(true);
  });
});

describe("seconds used", () => {
  const closed = { allowedSeconds: 20, clockStartedAt: 100_000 };

  it("counts whole seconds as the countdown shows them, never rounding up", () => {
    // 3.9 s used: the countdown still showed 17, so the player used 3.
    expect(secondsUsed({ ...closed, answeredAt: 103_900 })).toBe(3);
    expect(secondsUsed({ ...closed, answeredAt: 104_000 })).toBe(4);
  });

  it("never exceeds the allowed time, even inside the network allowance", () => {
    expect(secondsUsed({ ...closed, answeredAt: 120_800 })).toBe(20);
  });

  it("is the allowed time for a timeout or a forfeit", () => {
    expect(secondsUsed({ ...closed, answeredAt: null })).toBe(20);
  });
});
