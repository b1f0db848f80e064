// Proves the language the app's first render speaks: a painted page's own (hydration must
// match it, whatever the browser says), else on the SPA shell the reader's (the lang
// cookie, else the browser's languages), with <html lang> set to it, so a Hindi player
// opening a screen that is not painted sees no English first.
import { afterEach, describe, expect, it, vi } from "vitest";
import { startFirstMessages } from "./first-language";
import { activateUiLanguage, i18n } from "./messages";

afterEach(async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own cookie, cleared
  document.cookie = "lang=; Path=/; Max-Age=0";
  document.documentElement.lang = "en";
  await activateUiLanguage("en");
});

describe("startFirstMessages", () => {
  it("speaks a painted page's language, whatever the browser's languages say", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
    await startFirstMessages("hi");
    expect(i18n.locale).toBe("hi");
  });

  it("speaks the lang cookie's language on the SPA shell, and says so in <html lang>", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
    // biome-ignore lint/suspicious/noDocumentCookie: as the switch leaves it
    document.cookie = "lang=hi; Path=/";
    await startFirstMessages(null);
    expect(i18n.locale).toBe("hi");
    expect(document.documentElement.lang).toBe("hi");
  });

  it("speaks the browser's language on the SPA shell without a cookie", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["hi-IN", "en"]);
    await startFirstMessages(null);
    expect(i18n.locale).toBe("hi");
  });

  it("speaks English on the SPA shell to a browser asking for no language of ours", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR"]);
    await startFirstMessages(null);
    expect(i18n.locale).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });
});
