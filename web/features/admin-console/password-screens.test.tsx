// Proves the password screens: /admin/reset-password#secret takes the secret
// from after `#` and out of the address, sends it once with the new password typed twice
// (checked first) and offers the right sign-in afterwards, shows a used or expired link's
// refusal in the page, and says a link without its secret is incomplete; /admin/password
// and /admin/user/password change one's own password with the current one, each with its
// own area's token, a wrong current password shown beside its field.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { signInAdmin, silenceConsoleErrors } from "../../test/sessions";

const RESET = "/admin/auth/reset-password";

beforeEach(() => {
  silenceConsoleErrors();
});

describe("/admin/reset-password", () => {
  it("sets the new password with the link's secret and offers the user-admin sign-in", async () => {
    const requests = mockFetch({
      [`POST ${RESET}`]: () => jsonResponse({ Status: "OK", role: "contributor" }),
    });
    const { router, user } = renderApp("/admin/reset-password#the-secret-of-the-link");

    await user.type(await screen.findByLabelText("New password"), "a-long-new-password");
    expect(router.state.location.hash).toBe("");
    await user.type(screen.getByLabelText("New password again"), "a-long-new-password");
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(await screen.findByText(/Your new password is set/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/admin/user/login",
    );
    expect(await callsTo(requests, "POST", RESET)[0]?.json()).toEqual({
      token: "the-secret-of-the-link",
      password: "a-long-new-password",
    });
    expect(callsTo(requests, "POST", RESET)[0]?.headers.get("Authorization")).toBeNull();
  });

  it("checks the two new passwords before sending them", async () => {
    const requests = mockFetch({});
    const { user } = renderApp("/admin/reset-password#secret");

    await user.type(await screen.findByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("New password again"), "other");
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(screen.getByLabelText("New password")).toBeInvalid();
    expect(screen.getByLabelText("New password again")).toBeInvalid();
    expect(callsTo(requests, "POST", RESET)).toHaveLength(0);
  });

  it("says so in the page when the link was used or has expired", async () => {
    mockFetch({
      [`POST ${RESET}`]: () =>
        errorResponse(
          403,
          "invalid_reset",
          "This reset link has expired or was already used. Ask an admin for a new one.",
        ),
    });
    const { user } = renderApp("/admin/reset-password#used-secret");

    await user.type(await screen.findByLabelText("New password"), "a-long-new-password");
    await user.type(screen.getByLabelText("New password again"), "a-long-new-password");
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This reset link has expired or was already used",
    );
  });

  it("says a link without its secret is incomplete", async () => {
    renderApp("/admin/reset-password");
    expect(await screen.findByText(/This link is incomplete/)).toBeVisible();
  });
});

/** Fills the change-password form with `current` and "brand-new-password" twice, and sends it. */
async function changePassword(user: ReturnType<typeof renderApp>["user"], current: string) {
  await user.type(await screen.findByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), "brand-new-password");
  await user.type(screen.getByLabelText("New password again"), "brand-new-password");
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("/admin/password", () => {
  it("changes the admin's own password with the current one, and shows a wrong one beside it", async () => {
    signInAdmin();
    let answer = 0;
    const requests = mockFetch({
      "POST /admin/auth/password": () =>
        answer++ === 0
          ? errorResponse(403, "wrong_password", "The current password is not right", {
              fields: [{ path: "current", message: "This is not your current password" }],
            })
          : jsonResponse({ Status: "OK" }),
    });
    const { user } = renderApp("/admin/password");

    await changePassword(user, "guess");

    expect(await screen.findByLabelText("Current password")).toBeInvalid();
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription(
      "This is not your current password",
    );
    await user.clear(screen.getByLabelText("Current password"));
    await user.type(screen.getByLabelText("Current password"), "the-right-one");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("Your password is changed.")).toBeVisible();
    expect(await callsTo(requests, "POST", "/admin/auth/password")[1]?.json()).toEqual({
      current: "the-right-one",
      password: "brand-new-password",
    });
  });
});

describe("/admin/user/password", () => {
  it("changes a user-admin's own password with the user-admin token", async () => {
    localStorage.setItem("admin_token", "author-token");
    localStorage.setItem("ssid_admin", "author-session");
    const requests = mockFetch({
      "POST /admin/auth/user/password": () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderApp("/admin/user/password");

    await changePassword(user, "old-password");

    expect(await screen.findByText("Your password is changed.")).toBeVisible();
    const [sent] = callsTo(requests, "POST", "/admin/auth/user/password");
    expect(sent?.headers.get("Authorization")).toBe("Bearer author-token");
  });
});
