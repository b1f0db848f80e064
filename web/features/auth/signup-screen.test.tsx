// Proves the sign-up screen's flow with the development identity provider and a mocked
// server, including the welcome of an account that replaces a deactivated one.
// It does not load Google Identity Services.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeIdToken } from "../../test/fake-id-token";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";

const devConfig = () => jsonResponse({ googleClientId: "client-id", devIdentity: true });

async function signUpAs(user: ReturnType<typeof renderApp>["user"], email: string) {
  await user.click(await screen.findByRole("button", { name: "Sign Up with Google" }));
  const dialog = await screen.findByRole("dialog", { name: "Development sign-in" });
  await user.type(within(dialog).getByLabelText("Email"), email);
  await user.type(within(dialog).getByLabelText("Name"), "Ravi");
  await user.click(within(dialog).getByRole("button", { name: "Sign in" }));
}

describe("sign-up with the development identity provider", () => {
  it("welcomes the new player and goes to /login", async () => {
    const requests = mockFetch({
      "GET /api/auth/config": devConfig,
      "GET /api/dev/id-token": () =>
        jsonResponse({
          idToken: fakeIdToken({ sub: "s2", email: "ravi@example.com", name: "Ravi" }),
        }),
      "POST /api/post/new/google/user": () =>
        jsonResponse({ Status: "OK", created: true, replacesDeactivated: false }),
    });
    const { router, user } = renderApp("/signup");

    await signUpAs(user, "ravi@example.com");

    expect(
      await screen.findByRole("alertdialog", { name: "Account created. Welcome!" }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem("ssid")).toBeNull();
    const created = requests.find((request) => request.url.endsWith("/api/post/new/google/user"));
    expect(await created?.json()).toMatchObject({ email: "ravi@example.com", username: "ravi" });
  });

  it("says the sign-up failed when the server answers something other than OK", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch({
      "GET /api/auth/config": devConfig,
      "GET /api/dev/id-token": () =>
        jsonResponse({ idToken: fakeIdToken({ sub: "s3", email: "ravi@example.com" }) }),
      "POST /api/post/new/google/user": () => jsonResponse({ Status: "IN" }),
    });
    const { router, user } = renderApp("/signup");

    await signUpAs(user, "ravi@example.com");

    expect(
      await screen.findByRole("alertdialog", { name: "Sign-up failed. Please try again." }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/signup");
    expect(logged).toHaveBeenCalled();
  });

  it("says a new account was opened when the Google account had deactivated its earlier one", async () => {
    mockFetch({
      "GET /api/auth/config": devConfig,
      "GET /api/dev/id-token": () =>
        jsonResponse({ idToken: fakeIdToken({ sub: "s5", email: "ravi@example.com" }) }),
      "POST /api/post/new/google/user": () =>
        jsonResponse({ Status: "OK", created: true, replacesDeactivated: true }),
    });
    const { user } = renderApp("/signup");

    await signUpAs(user, "ravi@example.com");

    expect(
      await screen.findByRole("alertdialog", {
        name: "Your earlier account was deactivated, so a new account was opened for you. Welcome!",
      }),
    ).toBeVisible();
  });

  it("shows Loading... while the sign-up request is in flight", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({
      "GET /api/auth/config": devConfig,
      "GET /api/dev/id-token": () =>
        jsonResponse({ idToken: fakeIdToken({ sub: "s4", email: "ravi@example.com" }) }),
      "POST /api/post/new/google/user": () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderApp("/signup");

    await signUpAs(user, "ravi@example.com");

    expect(await screen.findByText("Loading...")).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign Up with Google" })).toBeDisabled();
    answer(jsonResponse({ Status: "OK", created: true, replacesDeactivated: false }));
    expect(
      await screen.findByRole("alertdialog", { name: "Account created. Welcome!" }),
    ).toBeVisible();
  });
});
