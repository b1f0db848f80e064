// Proves the switch rules without I/O: every duration's resume time, "Few Minutes" with
// none, turning on clears the pause, and the resume check is idempotent and early-safe.
import { describe, expect, it } from "vitest";
import { pauseDurations } from "../../contract/game";
import { applySwitch, INITIAL_GAME_STATUS, PAUSE_LENGTH_MS, resumeIfDue } from "./game-switch";

const NOW = 1_800_000_000_000;

describe("game switch rules", () => {
  it.each(pauseDurations.filter((d) => d !== "Few Minutes"))(
    "pausing for %s sets the resume time",
    (text) => {
      const state = applySwitch({ status: "off", text }, NOW);
      expect(state).toEqual({
        Status: "off",
        text,
        resumeAt: NOW + PAUSE_LENGTH_MS[text]!,
        changedAt: NOW,
      });
    },
  );

  it("pausing for Few Minutes has no resume time", () => {
    expect(applySwitch({ status: "off", text: "Few Minutes" }, NOW).resumeAt).toBeNull();
  });

  it("turning on clears the reason and the resume time", () => {
    expect(applySwitch({ status: "on" }, NOW)).toEqual({
      Status: "on",
      text: "",
      resumeAt: null,
      changedAt: NOW,
    });
  });

  it("resumes only when the resume time has come", () => {
    const paused = applySwitch({ status: "off", text: "5 Minutes" }, NOW);
    expect(resumeIfDue(paused, NOW + 299_999)).toBeNull();
    expect(resumeIfDue(paused, NOW + 300_000)).toMatchObject({ Status: "on" });
    expect(resumeIfDue(paused, NOW + 999_999)).toMatchObject({ Status: "on" });
  });

  it("does nothing for a game that is on or paused without a resume time", () => {
    expect(resumeIfDue(INITIAL_GAME_STATUS, NOW)).toBeNull();
    expect(resumeIfDue(applySwitch({ status: "off", text: "Few Minutes" }, NOW), NOW)).toBeNull();
  });
});
