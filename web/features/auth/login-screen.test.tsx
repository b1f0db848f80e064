// Proves the log-in screen's flow with the development identity provider and a mocked
// server: token, sign-in call, stored session, navigation, the failure messages, the
// blocked account's in-page notice with the support address, and the welcome of an account
// that replaces a deactivated one.
// It does not load Google Identity Services.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorResponse } from "../../test/error-responses";
import { fakeIdToken } from "../../test/fake-id-token";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { silenceConsoleErrors } from "../../test/sessions";

const devConfig = () =>
  jsonResponse({
    googleClientId: "client-id",
    devIdentity: true,
    paidPlay: true,
    supportEmail: "help@quizzy.example",
  });

/** Signs in through the dev dialog as `email`, with the server's sign-in answer mocked. */
async function signInWith(
  signInReply: () => Response | Promise<Response>,
  email = "new@example.com",
) {
  const requests = mockFetch({
    "GET /api/auth/config": devConfig,
    "GET /api/dev/id-token": () => jsonResponse({ idToken: fakeIdToken({ sub: "s", email }) }),
    "POST /api/post/google/auth": signInReply,
  });
  const view = renderApp("/login");
  await view.user.click(
    await screen.findByRole("button", { name: "Sign-Up / Sign-In with Google" }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Development sign-in" });
  await view.user.type(within(dialog).getByLabelText("Email"), email);
  await view.user.type(within(dialog).getByLabelText("Name"), "New Player");
  await view.user.click(within(dialog).getByRole("button", { name: "Sign in" }));
  return { ...view, requests };
}

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
      // This browser's device credential, so the server can tell phones apart.
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
      "GET /api/auth/config": () => errorResponse(500, "internal", "Down"),
    });
    const { user } = renderApp("/login");

    await user.click(await screen.findByRole("button", { name: "Sign-Up / Sign-In with Google" }));

    expect(await screen.findByRole("alertdialog", { name: "Google Sign-In Failed" })).toBeVisible();
    expect(logged).toHaveBeenCalled();
  });

  it("says the server's own words when it refuses the sign-in", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { router } = await signInWith(() =>
      errorResponse(403, "email_mismatch", "The email does not match"),
    );

    const message = await screen.findByRole("alertdialog", { name: "The email does not match" });
    expect(within(message).getByRole("button", { name: "OK" })).toHaveFocus();
    expect(localStorage.getItem("ssid")).toBeNull();
    expect(router.state.location.pathname).toBe("/login");
    expect(logged).toHaveBeenCalled();
  });

  it("says the sign-in failed when the server fails without explaining", async () => {
    silenceConsoleErrors();
    await signInWith(() => errorResponse(500, "internal", "Boom"));

    expect(
      await screen.findByRole("alertdialog", { name: "Sign-in failed. Please try again." }),
    ).toBeVisible();
  });

  it("tells a blocked player in the page where to write, with no popup", async () => {
    silenceConsoleErrors();
    const { router } = await signInWith(() =>
      errorResponse(
        403,
        "account_blocked",
        "This account has been blocked. Write to help@quizzy.example if you think this is a mistake.",
      ),
    );

    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent(
      "This account has been blocked. Write to help@quizzy.example if you think this is a mistake.",
    );
    expect(within(notice).getByRole("link", { name: "help@quizzy.example" })).toHaveAttribute(
      "href",
      "mailto:help@quizzy.example",
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(localStorage.getItem("ssid")).toBeNull();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("tells a player whose earlier account was deactivated that a new one was opened", async () => {
    const { router } = await signInWith(() =>
      jsonResponse({
        Status: "OK",
        token: "session-2",
        user: "user-2",
        username: "new",
        created: true,
        replacesDeactivated: true,
      }),
    );

    expect(
      await screen.findByRole("alertdialog", {
        name: "Your earlier account was deactivated, so a new account was opened for you. Welcome!",
      }),
    ).toBeVisible();
    expect(localStorage.getItem("ssid")).toBe("session-2");
    expect(router.state.location.pathname).toBe("/");
  });
});
