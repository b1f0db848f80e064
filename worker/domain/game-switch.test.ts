// Proves the switch rules without I/O: every duration's resume time, "Few Minutes" with
// none, turning on clears the pause, and the resume check is idempotent and early-safe;
// the room's one alarm serves the earlier of a resume and a bookkeeping retry, and the
// audit log's words for a change (decision 016).
import { describe, expect, it } from "vitest";
import { pauseDurations } from "../../contract/game";
import {
  applySwitch,
  INITIAL_GAME_STATUS,
  nextAlarmAt,
  PAUSE_LENGTH_MS,
  resumeIfDue,
  switchAuditFacts,
} from "./game-switch";

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

describe("the room's alarm and audit words", () => {
  const paused = applySwitch({ status: "off", text: "1 Hour" }, NOW);
  const open = applySwitch({ status: "on" }, NOW);

  it("sets the alarm for the earlier of the resume and the retry, or none", () => {
    expect(nextAlarmAt(open, null)).toBeNull();
    expect(nextAlarmAt(open, NOW + 10_000)).toBe(NOW + 10_000);
    expect(nextAlarmAt(paused, null)).toBe(paused.resumeAt);
    expect(nextAlarmAt(paused, NOW + 10_000)).toBe(NOW + 10_000);
    expect(nextAlarmAt(paused, paused.resumeAt! + 1)).toBe(paused.resumeAt);
  });

  it("words a start and a stop with the state before and after", () => {
    expect(switchAuditFacts(open, paused)).toEqual({
      summary: "Stopped the game for 1 Hour",
      before: { status: "on", text: "", resumeAt: null },
      after: { status: "off", text: "1 Hour", resumeAt: paused.resumeAt },
    });
    expect(switchAuditFacts(paused, open).summary).toBe("Started the game");
  });

  it("words a pause without an end as lasting until an admin starts the game, not minutes", () => {
    const untimed = applySwitch({ status: "off", text: "Few Minutes" }, NOW);
    expect(switchAuditFacts(open, untimed).summary).toBe(
      "Stopped the game until an admin starts it",
    );
  });
});
