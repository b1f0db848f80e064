// Proves the order a UI language is chosen in: saved, cookie, the browser's languages, English.
import { describe, expect, it } from "vitest";
import { chooseUiLanguage } from "./ui-language";

describe("chooseUiLanguage", () => {
  it("takes the player's saved choice over the cookie and the browser", () => {
    expect(chooseUiLanguage({ saved: "hi", cookie: "en", accepted: ["en-US"] })).toBe("hi");
  });

  it("takes a visitor's cookie over the browser's languages", () => {
    expect(chooseUiLanguage({ saved: null, cookie: "hi", accepted: ["en-GB"] })).toBe("hi");
  });

  it("takes the first of the browser's languages that the app speaks, region or not", () => {
    expect(chooseUiLanguage({ accepted: ["ta-IN", "hi-IN", "en"] })).toBe("hi");
    expect(chooseUiLanguage({ accepted: ["EN_in", "hi"] })).toBe("en");
  });

  it("ignores a saved choice or cookie the app does not speak", () => {
    expect(chooseUiLanguage({ saved: "fr", cookie: "xx", accepted: ["hi"] })).toBe("hi");
  });

  it("falls back to English when nothing matches", () => {
    expect(chooseUiLanguage({ accepted: ["ta", "bn"] })).toBe("en");
    expect(chooseUiLanguage({})).toBe("en");
  });
});
