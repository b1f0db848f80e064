// Proves the three password addresses share one screen that says players have no password
// here (Google sign-in only) and points to Google's recovery page and to the right next
// step: log in for a visitor, Settings for a signed-in player.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLinks } from "../../test/expect-links";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer } from "../../test/sessions";
import { PasswordInfoScreen, type PasswordInfoTitle } from "./password-info-screen";

const renderPasswordInfo = (title: PasswordInfoTitle, path: string) =>
  renderScreen(<PasswordInfoScreen title={title} />, path);

describe("password screens", () => {
  it.each([
    ["Forgot Password", "/forgotpass"],
    ["Change Password", "/changepass"],
  ] as const)("%s tells a visitor to log in with Google", async (title, path) => {
    mockFetch({});
    renderPasswordInfo(title, path);

    expect(screen.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(/Quizzy Edge has no passwords for players/)).toBeVisible();
    expectLinks(screen, {
      "Log in with Google": "/login",
      "Recover your Google account": "https://accounts.google.com/signin/recovery",
    });
  });

  it("sends a signed-in player back to Settings from Update Password", async () => {
    signInPlayer();
    mockFetch({});
    renderPasswordInfo("Update Password", "/update/password");

    expect(screen.getByRole("heading", { level: 1, name: "Update Password" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Settings" })).toHaveAttribute(
      "href",
      "/settings",
    );
    expect(screen.queryByRole("link", { name: "Log in with Google" })).not.toBeInTheDocument();
  });

  it("says when the server signs in with the development identity instead of Google", async () => {
    mockFetch({
      "GET /api/auth/config": () => jsonResponse({ googleClientId: "", devIdentity: true }),
    });
    renderPasswordInfo("Forgot Password", "/forgotpass");

    expect(
      await screen.findByText(
        "This is a test server: sign-in uses a development identity instead of Google.",
      ),
    ).toBeVisible();
  });
});
