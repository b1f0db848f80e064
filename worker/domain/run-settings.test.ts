// Proves how stored run settings are read, in plain Node: over the defaults field by
// field, so a value saved under an older, wider bound (a 15 s image grace, saved before the
// grace was bounded at 3 s) reads as its default while the admin's other settings hold.
import { describe, expect, it } from "vitest";
import { DEFAULT_RUN_SETTINGS, runSettingsFrom } from "./run-settings";

describe("stored run settings", () => {
  it("are the defaults when nothing is stored", () => {
    expect(runSettingsFrom(undefined)).toEqual(DEFAULT_RUN_SETTINGS);
    expect(runSettingsFrom("not settings")).toEqual(DEFAULT_RUN_SETTINGS);
  });

  it("keep every stored value within its bounds", () => {
    const stored = { ...DEFAULT_RUN_SETTINGS, questionsPerRun: 7, imageGraceSeconds: 2 };
    expect(runSettingsFrom(stored)).toEqual(stored);
  });

  it("read an image grace above 3 s as the default 3 s, keeping the other settings", () => {
    const stored = { ...DEFAULT_RUN_SETTINGS, questionsPerRun: 7, imageGraceSeconds: 15 };
    expect(runSettingsFrom(stored)).toEqual({
      ...DEFAULT_RUN_SETTINGS,
      questionsPerRun: 7,
      imageGraceSeconds: 3,
    });
  });

  it("fill a missing field with its default", () => {
    expect(runSettingsFrom({ couponEvery: 3 })).toEqual({
      ...DEFAULT_RUN_SETTINGS,
      couponEvery: 3,
    });
  });
});
