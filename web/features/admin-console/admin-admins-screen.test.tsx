// Proves /admin/admins: the main admins listed with the caller marked, a
// password reset link for another admin (none for oneself, who is sent to the password
// screen), and invites for new admins: the code shown once with its expiry and a copy
// button, and the server's refusal said.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminAccountView } from "../../../contract/passwords";
import { formatMoment } from "../../lib/day-format";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminAdminsScreen } from "./admin-admins-screen";

const ADMINS = "/admin/admins";
const INVITES = "/admin/auth/invites";
const me: AdminAccountView = {
  id: "a-1",
  name: "Meera",
  email: "meera@example.com",
  disabled: false,
  createdAt: Date.UTC(2026, 0, 1),
  you: true,
};
const other: AdminAccountView = {
  ...me,
  id: "a-2",
  name: "Kabir",
  email: "k@example.com",
  you: false,
};

const renderAdmins = () => renderScreen(<AdminAdminsScreen />, ADMINS);

beforeEach(signInAdminQuietly);

describe("/admin/admins", () => {
  it("lists the admins, offers a reset link for another admin and not for oneself", async () => {
    const requests = mockFetch({
      [`GET ${ADMINS}`]: () => jsonResponse({ data: [me, other] }),
      "POST /admin/auth/password-resets": () =>
        jsonResponse({
          Status: "OK",
          link: "http://quizzy.test/admin/reset-password#kabirs-secret",
          expiresAt: "2026-03-02T10:00:00.000Z",
        }),
    });
    const { user } = renderAdmins();

    const mine = await screen.findByRole("listitem", { name: "Meera (you)" });
    expect(within(mine).getByRole("link", { name: "Change your password" })).toHaveAttribute(
      "href",
      "/admin/password",
    );
    expect(within(mine).queryByRole("button", { name: /reset link/ })).not.toBeInTheDocument();
    const kabir = screen.getByRole("listitem", { name: "Kabir" });
    await user.click(
      within(kabir).getByRole("button", { name: "Make a password reset link for Kabir" }),
    );

    expect(await within(kabir).findByRole("textbox", { name: "Reset link" })).toHaveValue(
      "http://quizzy.test/admin/reset-password#kabirs-secret",
    );
    expect(await callsTo(requests, "POST", "/admin/auth/password-resets")[0]?.json()).toEqual({
      role: "admin",
      id: "a-2",
    });
  });

  it("makes an invite code and shows it once with its expiry and a copy button", async () => {
    const expiresAt = "2026-03-08T10:00:00.000Z";
    const requests = mockFetch({
      [`GET ${ADMINS}`]: () => jsonResponse({ data: [me] }),
      [`POST ${INVITES}`]: () => jsonResponse({ Status: "OK", invite: "inv-abc123", expiresAt }),
    });
    const { user } = renderAdmins();
    // user-event puts its own clipboard on navigator when it is set up.
    const writeText = vi.spyOn(navigator.clipboard, "writeText");

    await user.click(await screen.findByRole("button", { name: "Make an invite code" }));

    const code = await screen.findByRole("textbox", { name: "Invite code" });
    expect(code).toHaveValue("inv-abc123");
    expect(code).toHaveAccessibleDescription(`Expires ${formatMoment(Date.parse(expiresAt))}`);
    expect(callsTo(requests, "POST", INVITES)[0]?.headers.get("Authorization")).toBe(
      "Bearer admin-token",
    );

    await user.click(screen.getByRole("button", { name: "Copy invite code" }));

    expect(writeText).toHaveBeenCalledWith("inv-abc123");
    expect(await screen.findByText("Copied the invite code.")).toBeVisible();
  });

  it("shows the server's message when no invite can be made", async () => {
    mockFetch({
      [`GET ${ADMINS}`]: () => jsonResponse({ data: [me] }),
      [`POST ${INVITES}`]: () => errorResponse(429, "rate_limited", "Too many requests."),
    });
    const { user } = renderAdmins();

    await user.click(await screen.findByRole("button", { name: "Make an invite code" }));

    expect(await screen.findByRole("alertdialog", { name: "Too many requests." })).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Invite code" })).not.toBeInTheDocument();
  });
});
