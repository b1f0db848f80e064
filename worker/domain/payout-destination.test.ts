// Proves the rules that keep a stolen session from emptying a wallet (decision 023), in
// plain Node: which proof a payout destination change needs (a fresh sign-in for a
// player; the password for a contributor, except a first destination while the sign-in
// is fresh), the five-minute edge, and what the Bank tells the player after a change.
import { describe, expect, it } from "vitest";
import {
  FRESH_SIGN_IN_MS,
  PAYOUT_HOLD_MS,
  proofToChangeDestination,
  recentDestinationChange,
  signedInRecently,
} from "./payout-destination";

const NOW = Date.UTC(2026, 10, 28, 10, 10);
const DAY = 24 * 60 * 60 * 1000;

describe("a fresh sign-in", () => {
  it("is one within the last five minutes, to the millisecond", () => {
    expect(signedInRecently(NOW - FRESH_SIGN_IN_MS, NOW)).toBe(true);
    expect(signedInRecently(NOW - FRESH_SIGN_IN_MS - 1, NOW)).toBe(false);
    expect(signedInRecently(NOW, NOW)).toBe(true);
  });
});

describe("the proof a destination change needs", () => {
  const fresh = NOW - 60_000;
  const stale = NOW - FRESH_SIGN_IN_MS - 1;

  it("is a fresh sign-in for a player, first destination or not", () => {
    for (const firstDestination of [true, false]) {
      expect(proofToChangeDestination("player", { signedInAt: fresh, firstDestination }, NOW)).toBe(
        "none",
      );
      expect(proofToChangeDestination("player", { signedInAt: stale, firstDestination }, NOW)).toBe(
        "fresh_sign_in",
      );
    }
  });

  it("is the password for a contributor, except a first destination in a fresh session", () => {
    const contributor = (signedInAt: number, firstDestination: boolean) =>
      proofToChangeDestination("contributor", { signedInAt, firstDestination }, NOW);
    expect(contributor(fresh, true)).toBe("none");
    expect(contributor(stale, true)).toBe("password");
    expect(contributor(fresh, false)).toBe("password");
    expect(contributor(stale, false)).toBe("password");
  });
});

describe("the Bank's notice of a change", () => {
  it("names the change and when payouts to it stop waiting, for a week", () => {
    const changedAt = NOW - 2 * 60 * 60 * 1000;
    expect(recentDestinationChange(changedAt, NOW)).toEqual({
      changedAt,
      payoutsHeldUntil: changedAt + PAYOUT_HOLD_MS,
    });
    expect(recentDestinationChange(NOW - 7 * DAY, NOW)).not.toBeNull();
    expect(recentDestinationChange(NOW - 7 * DAY - 1, NOW)).toBeNull();
    expect(recentDestinationChange(null, NOW)).toBeNull();
  });
});
