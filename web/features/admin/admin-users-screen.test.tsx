// Proves /admin/add/users: creating a user-admin (checked first, the server's 409 said),
// each user-admin's counts and earnings with Disable and Enable, finding players by email
// or name, and Block and Unblock (none for a deactivated account).
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ContributorAdminView, PlayerAdminView } from "../../../contract/admin";
import { detailOf } from "../../test/detail-of";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { AdminUsersScreen } from "./admin-users-screen";

const CONTRIBUTORS = "/admin/contributors";
const PLAYERS = "/admin/players";

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
const ravi: PlayerAdminView = {
  id: "p-1",
  name: "Ravi",
  email: "ravi@example.com",
  username: "ravi",
  status: "active",
  createdAt: Date.UTC(2026, 1, 2),
};

const renderUsers = () => renderScreen(<AdminUsersScreen />, "/admin/add/users");
const section = (name: string) => screen.getByRole("region", { name });
beforeEach(() => {
  localStorage.setItem("token", "admin-token");
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("/admin/add/users user-admins", () => {
  it("lists each user-admin with counts and earnings", async () => {
    mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: [asha] }),
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [] }),
    });
    renderUsers();

    const card = await screen.findByRole("listitem", { name: "Asha" });
    expect(detailOf(card, "Questions")).toBe("12");
    expect(detailOf(card, "Selected")).toBe("4");
    expect(detailOf(card, "Served")).toBe("150");
    expect(detailOf(card, "Answered")).toBe("97");
    expect(detailOf(card, "Earnings")).toBe("₹20.00");
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
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [] }),
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
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [] }),
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
        jsonResponse(
          { error: "conflict", message: "A user-admin with this email already exists" },
          409,
        ),
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [] }),
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
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [] }),
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

describe("/admin/add/users players", () => {
  it("finds players by email or name", async () => {
    const requests = mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: [] }),
      [`GET ${PLAYERS}`]: (request) =>
        jsonResponse({ data: new URL(request.url).searchParams.get("q") === "ravi" ? [ravi] : [] }),
    });
    const { user } = renderUsers();
    const players = within(section("Players"));
    expect(await players.findByText("No players yet.")).toBeVisible();

    await user.type(players.getByRole("searchbox", { name: "Email or name" }), "ravi");
    await user.click(players.getByRole("button", { name: "Find players" }));

    const card = await screen.findByRole("listitem", { name: "Ravi" });
    expect(detailOf(card, "Email")).toBe("ravi@example.com");
    expect(players.getByText('Players matching "ravi"')).toBeVisible();
    expect(new URL(callsTo(requests, "GET", PLAYERS).at(-1)!.url).searchParams.get("q")).toBe(
      "ravi",
    );
  });

  it("says when no player matches", async () => {
    mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: [] }),
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [] }),
    });
    const { user } = renderUsers();
    const players = within(section("Players"));

    await user.type(await players.findByRole("searchbox", { name: "Email or name" }), "nobody");
    await user.click(players.getByRole("button", { name: "Find players" }));

    expect(await players.findByText('No player matches "nobody".')).toBeVisible();
  });

  it("blocks a player and unblocks them again", async () => {
    let status: PlayerAdminView["status"] = "active";
    const requests = mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: [] }),
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [{ ...ravi, status }] }),
      [`PATCH ${PLAYERS}/p-1`]: async (request) => {
        status = (await request.json()).blocked ? "blocked" : "active";
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderUsers();

    await user.click(await screen.findByRole("button", { name: "Block Ravi" }));
    expect(await screen.findByRole("button", { name: "Unblock Ravi" })).toBeVisible();
    expect(screen.getByText("Blocked Ravi. They are signed out and cannot sign in.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Unblock Ravi" }));
    expect(await screen.findByRole("button", { name: "Block Ravi" })).toBeVisible();

    const bodies = await Promise.all(
      callsTo(requests, "PATCH", `${PLAYERS}/p-1`).map((request) => request.json()),
    );
    expect(bodies).toEqual([{ blocked: true }, { blocked: false }]);
  });

  it("offers no block for a deactivated account", async () => {
    mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: [] }),
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [{ ...ravi, status: "deactivated" }] }),
    });
    renderUsers();

    const card = await screen.findByRole("listitem", { name: "Ravi" });
    expect(within(card).getByText("Deactivated")).toBeVisible();
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows the server's message when a block is refused", async () => {
    mockFetch({
      [`GET ${CONTRIBUTORS}`]: () => jsonResponse({ data: [] }),
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [ravi] }),
      [`PATCH ${PLAYERS}/p-1`]: () =>
        jsonResponse(
          { error: "conflict", message: "A deactivated account cannot be changed" },
          409,
        ),
    });
    const { user } = renderUsers();

    await user.click(await screen.findByRole("button", { name: "Block Ravi" }));

    await waitFor(() =>
      expect(
        screen.getByRole("alertdialog", { name: "A deactivated account cannot be changed" }),
      ).toBeVisible(),
    );
  });
});
