// Proves the log-in screen's flow with the development identity provider and a mocked
// server: token, sign-in call, stored session, navigation, and SPEC.md's failure messages.
// It does not load Google Identity Services.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeIdToken } from "../../test/fake-id-token";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";

const devConfig = () => jsonResponse({ googleClientId: "client-id", devIdentity: true });

describe("log-in with the development identity provider", () => {
  it("stores the session and goes home after the dev sign-in dialog", async () => {
    const requests = mockFetch({
      "GET /api/auth/config": devConfig,
      "GET /api/dev/id-token": (request) => {
        const url = new URL(request.url);
        return jsonResponse({
          idToken: fakeIdToken({
            sub: "dev-sub-1",
            email: url.searchParams.get("email"),
            name: url.searchParams.get("name"),
          }),
        });
      },
      "POST /api/post/google/auth": () =>
        jsonResponse({ Status: "OK", token: "session-1", user: "user-1", username: "asha" }),
    });
    const { router, user } = renderApp("/login");

    await user.click(await screen.findByRole("button", { name: "Sign-Up / Sign-In with Google" }));
    const dialog = await screen.findByRole("dialog", { name: "Development sign-in" });
    expect(within(dialog).getByLabelText("Email")).toHaveFocus();
    await user.type(within(dialog).getByLabelText("Email"), "asha@example.com");
    await user.type(within(dialog).getByLabelText("Name"), "Asha Rao");
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Quizzy Edge" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/");
    expect(localStorage.getItem("ssid")).toBe("session-1");
    expect(localStorage.getItem("user")).toBe("user-1");
    expect(localStorage.getItem("username")).toBe("asha");
    expect(localStorage.getItem("email")).toBe("asha@example.com");

    const signIn = requests.find((request) => request.url.endsWith("/api/post/google/auth"));
    const body = await signIn?.json();
    expect(body).toEqual({
      email: "asha@example.com",
      name: "Asha Rao",
      username: "asha",
      uid: "dev-sub-1",
      idToken: expect.stringContaining("."),
      // This browser's device credential, so the server can tell phones apart (issue 15).
      deviceId: localStorage.getItem("device_id"),
    });
  });

  it("does nothing when the dev sign-in dialog is cancelled with Escape", async () => {
    mockFetch({ "GET /api/auth/config": devConfig });
    const { user } = renderApp("/login");
    const button = await screen.findByRole("button", { name: "Sign-Up / Sign-In with Google" });

    await user.click(button);
    await screen.findByRole("dialog", { name: "Development sign-in" });
    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(localStorage.getItem("ssid")).toBeNull();
  });

  it("says Google Sign-In Failed when no ID token can be had", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch({
      "GET /api/auth/config": () => jsonResponse({ error: "internal", message: "Down" }, 500),
    });
    const { user } = renderApp("/login");

    await user.click(await screen.findByRole("button", { name: "Sign-Up / Sign-In with Google" }));

    expect(await screen.findByRole("alertdialog", { name: "Google Sign-In Failed" })).toBeVisible();
    expect(logged).toHaveBeenCalled();
  });

  it("says Something went wrong with Google Sign-UP when the server refuses the sign-in", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch({
      "GET /api/auth/config": devConfig,
      "GET /api/dev/id-token": () =>
        jsonResponse({ idToken: fakeIdToken({ sub: "s", email: "new@example.com" }) }),
      "POST /api/post/google/auth": () =>
        jsonResponse({ error: "not_found", message: "No account for this email" }, 404),
    });
    const { router, user } = renderApp("/login");

    await user.click(await screen.findByRole("button", { name: "Sign-Up / Sign-In with Google" }));
    const dialog = await screen.findByRole("dialog", { name: "Development sign-in" });
    await user.type(within(dialog).getByLabelText("Email"), "new@example.com");
    await user.type(within(dialog).getByLabelText("Name"), "New Player");
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));

    const message = await screen.findByRole("alertdialog", {
      name: "Something went wrong with Google Sign-UP",
    });
    expect(within(message).getByRole("button", { name: "OK" })).toHaveFocus();
    expect(localStorage.getItem("ssid")).toBeNull();
    expect(router.state.location.pathname).toBe("/login");
    expect(logged).toHaveBeenCalled();
  });
});
