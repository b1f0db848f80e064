// Proves how the app's language is chosen and switched on the client: the switch turns the
// screen to Hindi without a reload, keeps the choice in the `lang` cookie and sets <html lang>;
// a fresh start follows a signed-in player's saved choice, else the cookie, else the
// browser's languages, else English; the switch saves a player's choice with their settings,
// their question language untouched. The order itself: contract/ui-language.test.ts.
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlayerSettingsResponse } from "../../../contract/community";
import { HomeScreen } from "../../features/public/home-screen";
import { authConfig } from "../../test/auth-config";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { i18n } from "./messages";

const publicReads = {
  "GET /api/trial/offer": () => jsonResponse({ largestRupee: 100, prizeAgainAt: null }),
  "GET /api/auth/config": () => jsonResponse(authConfig({ paidPlay: true })),
};

const settings: PlayerSettingsResponse = {
  name: "Asha",
  email: "asha@example.com",
  languageId: "en",
  preferences: { sound: false, reducedMotion: false },
};

beforeEach(() => {
  silenceConsoleErrors();
  mockFetch(publicReads);
});

/** A cookie as the switch or the Worker leaves it (the app writes it in switchUiLanguage). */
function setLangCookie(value: string, maxAge?: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `lang=${value}; Path=/${maxAge === undefined ? "" : `; Max-Age=${maxAge}`}`;
}

afterEach(() => {
  setLangCookie("", 0);
  act(() => i18n.activate("en"));
  document.documentElement.lang = "en";
});

describe("the language switch", () => {
  it("turns the screen to Hindi in place, keeps the choice and sets <html lang>", async () => {
    const { user } = renderScreen(<HomeScreen />, "/");
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "हिन्दी" }));

    expect(await screen.findByRole("heading", { name: "गेम कैसे चलता है" })).toBeVisible();
    expect(screen.getByRole("link", { name: "खेलें" })).toHaveAttribute("href", "/start");
    expect(screen.getByRole("button", { name: "हिन्दी" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("group", { name: "भाषा" })).toBeVisible();
    expect(document.documentElement.lang).toBe("hi");
    expect(document.cookie).toContain("lang=hi");
  });

  it("turns it back to English the same way", async () => {
    const { user } = renderScreen(<HomeScreen />, "/");
    await user.click(screen.getByRole("button", { name: "हिन्दी" }));
    await screen.findByRole("heading", { name: "गेम कैसे चलता है" });

    await user.click(screen.getByRole("button", { name: "English" }));

    expect(await screen.findByRole("heading", { name: "How a game works" })).toBeVisible();
    expect(document.documentElement.lang).toBe("en");
    expect(document.cookie).toContain("lang=en");
  });

  it("writes Hindi plurals and amounts in Hindi's own words", async () => {
    const { user } = renderScreen(<HomeScreen />, "/");
    await user.click(screen.getByRole("button", { name: "हिन्दी" }));

    expect(await screen.findByRole("region", { name: "मुफ़्त कोशिशें" })).toHaveTextContent(
      "रोज़ 1 मुफ़्त कोशिश।",
    );
    expect(
      await screen.findByText("बिना अकाउंट के एक सवाल का जवाब दें और ₹100.00 तक जीतें।"),
    ).toBeVisible();
  });
});

describe("the language a fresh start chooses", () => {
  it("is the one in the lang cookie, over the browser's", async () => {
    setLangCookie("hi");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "गेम कैसे चलता है" })).toBeVisible();
  });

  it("is the browser's first language the app speaks, without a cookie", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ta-IN", "hi-IN", "en"]);
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "गेम कैसे चलता है" })).toBeVisible();
    expect(document.documentElement.lang).toBe("hi");
  });

  it("is English when the browser asks for none the app speaks", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR"]);
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "How a game works" })).toBeVisible();
    expect(document.documentElement.lang).toBe("en");
  });
});

describe("a signed-in player's language", () => {
  it("is the one saved with their settings, over the cookie and the browser's", async () => {
    signInPlayer();
    setLangCookie("en");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
    mockFetch({
      ...publicReads,
      "GET /api/settings": () => jsonResponse({ ...settings, uiLanguage: "hi" }),
    });
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "गेम कैसे चलता है" })).toBeVisible();
    // Kept in the cookie too, so the Worker paints this device's first screens in it.
    expect(document.cookie).toContain("lang=hi");
  });

  it("is saved with their settings by the switch, their question language untouched", async () => {
    signInPlayer();
    const requests = mockFetch({
      ...publicReads,
      "GET /api/settings": () => jsonResponse(settings),
      "PUT /api/settings": () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderScreen(<HomeScreen />, "/");

    await user.click(screen.getByRole("button", { name: "हिन्दी" }));

    await vi.waitFor(() => expect(callsTo(requests, "PUT", "/api/settings")).toHaveLength(1));
    expect(await callsTo(requests, "PUT", "/api/settings")[0]?.json()).toEqual({
      name: "Asha",
      languageId: "en",
      preferences: { sound: false, reducedMotion: false },
      uiLanguage: "hi",
    });
    expect(screen.getByRole("heading", { name: "गेम कैसे चलता है" })).toBeVisible();
  });
});
