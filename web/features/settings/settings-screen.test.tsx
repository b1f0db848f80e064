// Proves /settings against a mocked server: the saved settings and offered languages fill
// the form, Save PUTs the edited values with the player's bearer, the server's field
// errors land on their fields, load failures show the server's message with a retry, and
// Log out runs the one logout sequence (mocked: it reloads the page).
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PlayerSettingsResponse } from "../../../contract/community";
import { logOutPlayer } from "../../lib/player-logout";
import { errorResponse } from "../../test/error-responses";
import { expectLinks } from "../../test/expect-links";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { SettingsScreen } from "./settings-screen";

vi.mock("../../lib/player-logout");

const saved: PlayerSettingsResponse = {
  name: "Asha",
  email: "asha@example.com",
  languageId: "en",
  preferences: { sound: true, reducedMotion: false },
};
const languages = {
  data: [
    { id: "en", code: "en", name: "English" },
    { id: "hi", code: "hi", name: "Hindi" },
  ],
};

function serve(extra: Record<string, (request: Request) => Response> = {}) {
  return mockFetch({
    "GET /api/settings": () => jsonResponse(saved),
    "GET /api/languages": () => jsonResponse(languages),
    ...extra,
  });
}

const renderSettings = () => renderScreen(<SettingsScreen />, "/settings");
const nameField = () => screen.getByRole("textbox", { name: "Display name" });
const languageField = () => screen.getByRole("combobox", { name: "Question language" });

beforeEach(() => {
  signInPlayer();
  vi.mocked(logOutPlayer).mockReset().mockResolvedValue();
  silenceConsoleErrors();
});

describe("/settings", () => {
  it("fills the form with the saved settings and the offered languages", async () => {
    const requests = serve();
    renderSettings();

    expect(await screen.findByRole("textbox", { name: "Display name" })).toHaveValue("Asha");
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    expect(languageField()).toHaveValue("en");
    expect(screen.getByRole("option", { name: "Hindi" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Sound effects" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Reduce motion" })).not.toBeChecked();
    expect(screen.getByText("Signed in with Google as asha@example.com.")).toBeVisible();
    expect(callsTo(requests, "GET", "/api/settings")[0]?.headers.get("Authorization")).toBe(
      "Bearer player-session",
    );
  });

  it("saves the edited name, language and preferences", async () => {
    const requests = serve({ "PUT /api/settings": () => jsonResponse({ Status: "OK" }) });
    const { user } = renderSettings();

    await user.clear(await screen.findByRole("textbox", { name: "Display name" }));
    await user.type(nameField(), "  Asha R  ");
    await user.selectOptions(languageField(), "Hindi");
    await user.click(screen.getByRole("checkbox", { name: "Sound effects" }));
    await user.click(screen.getByRole("checkbox", { name: "Reduce motion" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Settings saved.")).toBeVisible();
    const puts = callsTo(requests, "PUT", "/api/settings");
    expect(puts).toHaveLength(1);
    expect(puts[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(await puts[0]?.json()).toEqual({
      name: "Asha R",
      languageId: "hi",
      preferences: { sound: false, reducedMotion: true },
    });
  });

  it("shows the server's field error on the language and focuses it", async () => {
    serve({
      "PUT /api/settings": () =>
        errorResponse(400, "bad_request", "Choose one of the languages offered", {
          fields: [{ path: "languageId", message: "Unknown language" }],
        }),
    });
    const { user } = renderSettings();

    await user.click(await screen.findByRole("button", { name: "Save" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Choose one of the languages offered. Check the fields marked below.",
    );
    expect(languageField()).toHaveAccessibleDescription("Unknown language");
    expect(languageField()).toHaveAttribute("aria-invalid", "true");
    expect(languageField()).toHaveFocus();
  });

  it("asks for a name before saving and calls nothing", async () => {
    const requests = serve();
    const { user } = renderSettings();

    await user.clear(await screen.findByRole("textbox", { name: "Display name" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(nameField()).toHaveAccessibleDescription(
      "Shown on your review and to our admins. Enter a display name",
    );
    expect(nameField()).toHaveFocus();
    expect(callsTo(requests, "PUT", "/api/settings")).toHaveLength(0);
  });

  it("asks for a language when the saved one is no longer offered", async () => {
    const requests = serve({
      "GET /api/settings": () => jsonResponse({ ...saved, languageId: "ta" }),
    });
    const { user } = renderSettings();

    expect(await screen.findByRole("combobox", { name: "Question language" })).toHaveValue("");
    // Only playable languages are offered, and the player is told why theirs is gone.
    expect(languageField()).toHaveAccessibleDescription(
      "The language you chose is not offered right now, so your games are in English. Choose one of these.",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(languageField()).toHaveAccessibleDescription(/Choose a language$/);
    expect(callsTo(requests, "PUT", "/api/settings")).toHaveLength(0);
  });

  it("shows a loading state, then the server's message and a retry when settings fail", async () => {
    serve({
      "GET /api/settings": () =>
        errorResponse(500, "internal", "Something went wrong. Please try again."),
    });
    const { user } = renderSettings();

    expect(screen.getAllByRole("status")[0]).toHaveTextContent("Loading…");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load your settings. Something went wrong. Please try again.",
    );
    serve();
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("textbox", { name: "Display name" })).toHaveValue("Asha");
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });

  it("links to the data download and deactivation, and logs out with the logout sequence", async () => {
    serve();
    const { user } = renderSettings();

    expectLinks(screen, {
      "Download my data": "/data",
      "Deactivate account": "/delete",
    });
    await user.click(screen.getByRole("button", { name: "Log out" }));

    expect(logOutPlayer).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Log out" })).toBeDisabled();
    expect(screen.getByText("Logging out…")).toBeInTheDocument();
  });
});
