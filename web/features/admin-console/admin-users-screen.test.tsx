// Proves /admin/add/users (Contributors): creating a user-admin (checked first, the
// server's 409 said), each user-admin's counts and earnings with Disable and Enable, and a
// password reset link made for one and shown once.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ContributorAdminView } from "../../../contract/admin-people";
import { detailsOf } from "../../test/detail-of";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminUsersScreen } from "./admin-users-screen";

const CONTRIBUTORS = "/admin/contributors";

const asha: ContributorAdminView = {
  id: "c-1",
  name: "Asha",
  email: "asha@example.com",
  disabled: false,
  createdAt: Date.UTC(2026, 1, 1),
  questions: 12,
  selected: 4,
  served: 150,
  answered: 97,
  earningsPaise: 2000,
};

const renderUsers = () => renderScreen(<AdminUsersScreen />, "/admin/add/users");
const section = (name: string) => screen.getByRole("region", { name });
beforeEach(signInAdminQuietly);

describe("/admin/add/users user-admins", () => {
  it("lists each user-admin with counts and earnings", async () => {
    mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: [asha] }),
    });
    renderUsers();

    const card = await screen.findByRole("listitem", { name: "Asha" });
    expect(detailsOf(card)).toMatchObject({
      Questions: "12",
      Selected: "4",
      Served: "150",
      Answered: "97",
      Earnings: "₹20.00",
    });
    expect(within(card).getByText("Active")).toBeVisible();
  });

  it("creates a user-admin and reads the list again", async () => {
    let created = false;
    const requests = mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: created ? [asha] : [] }),
      [`POST ${CONTRIBUTORS}`]: () => {
        created = true;
        return jsonResponse({ Status: "OK", id: "c-1" }, 201);
      },
    });
    const { user } = renderUsers();
    const form = within(section("User-admins"));
    expect(await form.findByText("No user-admins yet.")).toBeVisible();

    await user.type(form.getByLabelText("Email"), " asha@example.com ");
    await user.type(form.getByLabelText("Password"), "a long password");
    await user.type(form.getByLabelText("Name"), "Asha");
    await user.click(form.getByRole("button", { name: "Create user-admin" }));

    expect(await screen.findByRole("listitem", { name: "Asha" })).toBeVisible();
    expect(await callsTo(requests, "POST", CONTRIBUTORS)[0]?.json()).toEqual({
      email: "asha@example.com",
      password: "a long password",
      name: "Asha",
    });
    expect(form.getByLabelText("Email")).toHaveValue("");
    expect(
      form.getByText("Created the user-admin Asha. They sign in at /admin/user/login."),
    ).toBeVisible();
  });

  it("checks the email, password and name before sending them", async () => {
    const requests = mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: [] }),
    });
    const { user } = renderUsers();
    const form = within(section("User-admins"));

    await user.type(await form.findByLabelText("Password"), "short");
    await user.click(form.getByRole("button", { name: "Create user-admin" }));

    expect(form.getByLabelText("Email")).toHaveFocus();
    expect(form.getByLabelText("Email")).toHaveAccessibleDescription("Enter an email address");
    expect(form.getByLabelText("Password")).toHaveAccessibleDescription(/At least 8 characters$/);
    expect(form.getByLabelText("Name")).toHaveAccessibleDescription("Write their name");
    expect(callsTo(requests, "POST", CONTRIBUTORS)).toHaveLength(0);
  });

  it("says the server's message for an email already taken", async () => {
    mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: [asha] }),
      [`POST ${CONTRIBUTORS}`]: () =>
        errorResponse(409, "conflict", "A user-admin with this email already exists"),
    });
    const { user } = renderUsers();
    const form = within(section("User-admins"));

    await user.type(await form.findByLabelText("Email"), "asha@example.com");
    await user.type(form.getByLabelText("Password"), "a long password");
    await user.type(form.getByLabelText("Name"), "Asha again");
    await user.click(form.getByRole("button", { name: "Create user-admin" }));

    expect(
      await screen.findByRole("alertdialog", {
        name: "A user-admin with this email already exists",
      }),
    ).toBeVisible();
  });

  it("disables a user-admin and enables them again", async () => {
    let disabled = false;
    const requests = mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: [{ ...asha, disabled }] }),
      [`PATCH ${CONTRIBUTORS}/c-1`]: async (request) => {
        disabled = (await request.json()).disabled;
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderUsers();

    await user.click(await screen.findByRole("button", { name: "Disable Asha" }));
    expect(await screen.findByRole("button", { name: "Enable Asha" })).toBeVisible();
    expect(
      within(screen.getByRole("listitem", { name: "Asha" })).getByText("Disabled"),
    ).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Enable Asha" }));
    expect(await screen.findByRole("button", { name: "Disable Asha" })).toBeVisible();

    const bodies = await Promise.all(
      callsTo(requests, "PATCH", `${CONTRIBUTORS}/c-1`).map((request) => request.json()),
    );
    expect(bodies).toEqual([{ disabled: true }, { disabled: false }]);
  });
});

describe("/admin/add/users reset links", () => {
  it("makes a one-time reset link for a user-admin and shows it once", async () => {
    const requests = mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: [asha] }),
      "POST /admin/auth/password-resets": () =>
        jsonResponse({
          Status: "OK",
          link: "http://quizzy.test/admin/reset-password#secret-of-the-link",
          expiresAt: "2026-03-02T10:00:00.000Z",
        }),
    });
    const { user } = renderUsers();

    await user.click(
      await screen.findByRole("button", { name: "Make a password reset link for Asha" }),
    );

    const link = await screen.findByRole("textbox", { name: "Reset link" });
    expect(link).toHaveValue("http://quizzy.test/admin/reset-password#secret-of-the-link");
    expect(screen.getByRole("button", { name: "Copy reset link" })).toBeVisible();
    expect(screen.getByText(/Made a reset link for Asha/)).toBeVisible();
    expect(await callsTo(requests, "POST", "/admin/auth/password-resets")[0]?.json()).toEqual({
      role: "contributor",
      id: "c-1",
    });
  });
});
