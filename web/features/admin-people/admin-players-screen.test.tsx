// Proves /admin/players: finding players by email or name, each name linking to the
// player's support page (/admin/players/{id}), and Block and Unblock (none for a
// deactivated account).
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { PlayerAdminView } from "../../../contract/admin-people";
import { detailOf } from "../../test/detail-of";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminPlayersScreen } from "./admin-players-screen";

const PLAYERS = "/admin/players";
const ravi: PlayerAdminView = {
  id: "p-1",
  name: "Ravi",
  email: "ravi@example.com",
  username: "ravi",
  status: "active",
  createdAt: Date.UTC(2026, 1, 2),
};

const renderUsers = () => renderScreen(<AdminPlayersScreen />, PLAYERS);
const section = (name: string) => screen.getByRole("region", { name });
beforeEach(signInAdminQuietly);

describe("/admin/players", () => {
  it("finds players by email or name", async () => {
    const requests = mockFetch({
      [`GET ${PLAYERS}`]: (request) =>
        jsonResponse({ data: new URL(request.url).searchParams.get("q") === "ravi" ? [ravi] : [] }),
    });
    const { user } = renderUsers();
    const players = within(section("Find players"));
    expect(await players.findByText("No players yet.")).toBeVisible();

    await user.type(players.getByRole("searchbox", { name: "Email or name" }), "ravi");
    await user.click(players.getByRole("button", { name: "Find players" }));

    const card = await screen.findByRole("listitem", { name: "Ravi" });
    expect(detailOf(card, "Email")).toBe("ravi@example.com");
    expect(within(card).getByRole("link", { name: "Ravi" })).toHaveAttribute(
      "href",
      "/admin/players/p-1",
    );
    expect(players.getByText('Players matching "ravi"')).toBeVisible();
    expect(new URL(callsTo(requests, "GET", PLAYERS).at(-1)!.url).searchParams.get("q")).toBe(
      "ravi",
    );
  });

  it("says when no player matches", async () => {
    mockFetch({
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [] }),
    });
    const { user } = renderUsers();
    const players = within(section("Find players"));

    await user.type(await players.findByRole("searchbox", { name: "Email or name" }), "nobody");
    await user.click(players.getByRole("button", { name: "Find players" }));

    expect(await players.findByText('No player matches "nobody".')).toBeVisible();
  });

  it("blocks a player and unblocks them again", async () => {
    let status: PlayerAdminView["status"] = "active";
    const requests = mockFetch({
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
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [{ ...ravi, status: "deactivated" }] }),
    });
    renderUsers();

    const card = await screen.findByRole("listitem", { name: "Ravi" });
    expect(within(card).getByText("Deactivated")).toBeVisible();
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows the server's message when a block is refused", async () => {
    mockFetch({
      [`GET ${PLAYERS}`]: () => jsonResponse({ data: [ravi] }),
      [`PATCH ${PLAYERS}/p-1`]: () =>
        errorResponse(409, "conflict", "A deactivated account cannot be changed"),
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
