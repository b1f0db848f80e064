// Proves loading a language's messages: Hindi's come in on first use, and a language asked
// for while another still loads wins, whichever load ends last (a quick switch back).
import { describe, expect, it } from "vitest";
import { activateUiLanguage, i18n } from "./messages";

describe("activateUiLanguage", () => {
  it("keeps the language asked for last when one asked for earlier loads later (Hindi, not yet loaded)", async () => {
    const hindi = activateUiLanguage("hi");
    const english = activateUiLanguage("en");
    expect(await Promise.all([hindi, english])).toEqual([false, true]);
    expect(i18n.locale).toBe("en");
  });

  it("loads Hindi's messages the first time and reads them in Hindi", async () => {
    expect(await activateUiLanguage("hi")).toBe(true);
    expect(i18n._("menu.play")).toBe("खेलें");
    await activateUiLanguage("en");
    expect(i18n._("menu.play")).toBe("Play");
  });
});
