// Proves the clock rules without I/O: plain questions start at issue, image questions
// at the image report capped by the grace, and never more than 3 s after issue whatever
// grace the settings ask for (a blocked image held the clock for the whole
// setting while the question could be read), a pause restarts an open question's clock,
// lateness includes the network allowance, and the seconds a closed attempt used are the
// countdown's whole seconds (the result and the ticket show this one number).
import { describe, expect, it } from "vitest";
import type { GameStatus } from "../../contract/game";
import { MAX_IMAGE_GRACE_MS } from "../../contract/question-clock";
import {
  clockRunning,
  clockStartsInMs,
  deadlineOf,
  isLate,
  remainingMs,
  secondsUsed,
} from "./deadline";

const GRACE = 3_000;
const on = (changedAt = 0): GameStatus => ({ Status: "on", text: "", resumeAt: null, changedAt });
const plain = { issuedAt: 100_000, hasImage: false, imageReadyAt: null, allowedSeconds: 20 };
const image = { ...plain, hasImage: true };

describe("question clock", () => {
  it("starts a plain question's clock at issue", () => {
    expect(deadlineOf(plain, on(), GRACE)).toBe(120_000);
    expect(remainingMs(plain, on(), 105_000, GRACE)).toBe(15_000);
  });

  it("starts an image question's clock when the image is reported", () => {
    const reported = { ...image, imageReadyAt: 101_500 };
    expect(deadlineOf(reported, on(), GRACE)).toBe(121_500);
    expect(clockRunning(image, 102_000, GRACE)).toBe(false);
    expect(remainingMs(image, on(), 102_000, GRACE)).toBe(20_000);
  });

  it("starts the clock at the grace when the image never reports", () => {
    expect(deadlineOf(image, on(), GRACE)).toBe(123_000);
    expect(deadlineOf({ ...image, imageReadyAt: 999_000 }, on(), GRACE)).toBe(123_000);
  });

  it("says how long until the clock starts anyway, and 0 once it runs", () => {
    expect(clockStartsInMs(image, on(), 101_000, GRACE)).toBe(2_000);
    expect(clockStartsInMs(image, on(), 104_000, GRACE)).toBe(0);
    expect(clockStartsInMs({ ...image, imageReadyAt: 100_500 }, on(), 101_000, GRACE)).toBe(0);
    expect(clockStartsInMs(plain, on(), 100_000, GRACE)).toBe(0);
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

describe("the image grace's bound", () => {
  it("is 3 seconds", () => {
    expect(MAX_IMAGE_GRACE_MS).toBe(3_000);
  });

  it.each([15_000, 120_000])(
    "runs the clock 3 s after issue with the image blocked, for a %i ms grace setting",
    (setting) => {
      // Issued at 100 s with 20 s to answer: the deadline is 123 s, never 120 s + the setting.
      expect(deadlineOf(image, on(), setting)).toBe(123_000);
      expect(clockRunning(image, 103_000, setting)).toBe(true);
      expect(clockStartsInMs(image, on(), 100_000, setting)).toBe(3_000);
      // 12 s after issue a 20 s question has 11 s left, not its whole time.
      expect(remainingMs(image, on(), 112_000, setting)).toBe(11_000);
    },
  );

  it("keeps a report inside the bound, and ignores one that comes after it", () => {
    expect(deadlineOf({ ...image, imageReadyAt: 102_000 }, on(), 15_000)).toBe(122_000);
    expect(deadlineOf({ ...image, imageReadyAt: 110_000 }, on(), 15_000)).toBe(123_000);
  });

  it("takes a shorter setting as it is, and none as none", () => {
    expect(deadlineOf(image, on(), 1_000)).toBe(121_000);
    expect(deadlineOf(image, on(), 0)).toBe(120_000);
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
