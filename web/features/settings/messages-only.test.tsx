// Proves Settings, Your Data, Deactivate Account and the password page show no words that
// are not messages: each is rendered in the pseudo-language that wraps every message in
// ⟦ ⟧, in its main states, and no letter may be left outside a wrapper
// (web/test/only-messages.ts). The questions' language names and the player's email are
// data, from the server.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it, vi } from "vitest";
import type { PlayerSettingsResponse } from "../../../contract/community";
import { logOutPlayer } from "../../lib/player-logout";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { DataScreen } from "./data-screen";
import { DeactivateScreen } from "./deactivate-screen";
import { PasswordInfoScreen } from "./password-info-screen";
import { SettingsScreen } from "./settings-screen";

vi.mock("../../lib/player-logout");

renderInWrappedMessages();

beforeEach(() => {
  signInPlayer();
  vi.mocked(logOutPlayer).mockReset().mockResolvedValue();
  silenceConsoleErrors();
});

const saved: PlayerSettingsResponse = {
  name: "Asha",
  email: "asha@example.com",
  languageId: "ta",
  preferences: { sound: true, reducedMotion: false },
  uiLanguage: "hi",
};
const LANGUAGES = [
  { id: "en", code: "en", name: "English" },
  { id: "hi", code: "hi", name: "Hindi" },
];
/**
 * Data: the player's email, and the questions' languages as the server names them (the
 * options' text runs together, as one word).
 */
const DATA = ["asha@example.com", "EnglishHindi"];

function renderSettings(languages = LANGUAGES) {
  mockFetch({
    "GET /api/settings": () => jsonResponse(saved),
    "GET /api/languages": () => jsonResponse({ data: languages }),
    "PUT /api/settings": () => jsonResponse({ Status: "OK" }),
  });
  return renderScreen(<SettingsScreen />, "/settings");
}

describe("only messages are shown in Settings", () => {
  it("with a saved language no longer offered, and the form refused", async () => {
    const { container, user } = renderSettings();
    await user.clear(await screen.findByRole("textbox", { name: "⟦Display name⟧" }));
    await user.click(screen.getByRole("button", { name: "⟦Save⟧" }));
    await screen.findByText("⟦Enter a display name⟧");
    await screen.findByText(/^⟦The language you chose is not offered/);
    expectOnlyMessages(container, DATA);
  });

  it("after a save", async () => {
    const { container, user } = renderSettings();
    await user.click(await screen.findByRole("button", { name: "⟦Save⟧" }));
    await user.selectOptions(screen.getByRole("combobox"), "Hindi");
    await user.click(screen.getByRole("button", { name: "⟦Save⟧" }));
    await screen.findByText("⟦Settings saved.⟧");
    expectOnlyMessages(container, DATA);
  });

  it("while no question language is offered", async () => {
    const { container } = renderSettings([]);
    await screen.findByText(/^⟦No question languages are offered/);
    expectOnlyMessages(container, DATA);
  });
});

describe("only messages are shown in Your Data", () => {
  it("before a download, and after one failed", async () => {
    mockFetch({ "GET /api/data/export": () => errorResponse(500, "internal", "x") });
    const { container, user } = renderScreen(<DataScreen />, "/data");
    await user.click(screen.getByRole("button", { name: "⟦Download my data⟧" }));
    await screen.findByText(/^⟦Could not download your data/);
    expectOnlyMessages(container);
  });
});

describe("only messages are shown in Deactivate Account", () => {
  const renderDeactivate = (cash: number, winnings: number) => {
    mockFetch({
      "POST /api/account/deactivate": () =>
        errorResponse(409, "balance_remaining", "x", { cash, winnings }),
    });
    return renderScreen(<DeactivateScreen />, "/delete");
  };

  it("asking for “I understand” first", async () => {
    const { container, user } = renderDeactivate(0, 0);
    await user.click(screen.getByRole("button", { name: "⟦Deactivate my account⟧" }));
    await screen.findByRole("alert");
    expectOnlyMessages(container);
  });

  it.each([
    [2000, 3000],
    [2000, 0],
    [0, 4000],
  ])("with ₹%i cash and ₹%i winnings left, confirming the forfeit", async (cash, winnings) => {
    const { container, user } = renderDeactivate(cash * 100, winnings * 100);
    await user.click(screen.getByRole("checkbox", { name: "⟦I understand⟧" }));
    await user.click(screen.getByRole("button", { name: "⟦Deactivate my account⟧" }));
    await user.click(await screen.findByRole("button", { name: "⟦Deactivate anyway⟧" }));
    expectOnlyMessages(container);
    expectOnlyMessages(screen.getByRole("alertdialog"));
  });

  it("once deactivated", async () => {
    mockFetch({ "POST /api/account/deactivate": () => jsonResponse({ Status: "OK" }) });
    const { container, user } = renderScreen(<DeactivateScreen />, "/delete");
    await user.click(screen.getByRole("checkbox", { name: "⟦I understand⟧" }));
    await user.click(screen.getByRole("button", { name: "⟦Deactivate my account⟧" }));
    expectOnlyMessages(await screen.findByRole("alertdialog"));
    expectOnlyMessages(container);
  });
});

describe("only messages are shown on the password page", () => {
  it.each([
    ["Update Password", true],
    ["Forgot Password", false],
    ["Change Password", false],
  ] as const)("%s, signed in: %s, on a test server", async (title, signedIn) => {
    if (!signedIn) localStorage.clear();
    mockFetch({
      "GET /api/auth/config": () => jsonResponse({ googleClientId: "", devIdentity: true }),
    });
    const { container } = renderScreen(<PasswordInfoScreen title={title} />, "/changepass");
    await screen.findByText(/^⟦This is a test server/);
    expectOnlyMessages(container);
  });
});
