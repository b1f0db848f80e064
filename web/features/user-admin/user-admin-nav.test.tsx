// Proves the user-admin bottom bar: one button while collapsed; open, the three links,
// Logout and close; Escape and Close fold it with focus back on the button; Logout ends
// the session on the server, forgets both stored keys and reloads.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { reloadPage } from "../../lib/page-location";
import { expectLinks } from "../../test/expect-links";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { silenceConsoleErrors } from "../../test/sessions";
import { UserAdminNav } from "./user-admin-nav";

vi.mock("../../lib/page-location");

const nav = () => screen.getByRole("navigation", { name: "User-admin navigation" });
const renderNav = () => renderScreen(<UserAdminNav />, "/admin/user/home");

beforeEach(() => {
  vi.mocked(reloadPage).mockReset();
  localStorage.setItem("admin_token", "contributor-token");
  localStorage.setItem("ssid_admin", "contributor-session");
});

describe("the user-admin bottom bar", () => {
  it("shows only the Open navigation button while collapsed", () => {
    renderNav();

    const open = within(nav()).getByRole("button", { name: "Open navigation" });
    expect(open).toHaveAttribute("aria-expanded", "false");
    expect(within(nav()).queryByRole("link")).not.toBeInTheDocument();
    expect(within(nav()).getAllByRole("button")).toHaveLength(1);
  });

  it("opens to the wallet, add and view links, Logout and a close button", async () => {
    const { user } = renderNav();

    await user.click(within(nav()).getByRole("button", { name: "Open navigation" }));

    expectLinks(within(nav()), {
      Wallet: "/admin/user/wallet",
      "Add Question": "/admin/user/add",
      "View Questions": "/admin/user/questions",
    });
    expect(within(nav()).getByRole("button", { name: "Logout" })).toBeVisible();
    expect(within(nav()).getByRole("button", { name: "Close navigation" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(within(nav()).getByRole("link", { name: "Wallet" })).toHaveFocus();
  });

  it("folds back with focus on the open button after Close or Escape", async () => {
    const { user } = renderNav();

    await user.click(within(nav()).getByRole("button", { name: "Open navigation" }));
    await user.click(within(nav()).getByRole("button", { name: "Close navigation" }));
    expect(within(nav()).getByRole("button", { name: "Open navigation" })).toHaveFocus();

    await user.click(within(nav()).getByRole("button", { name: "Open navigation" }));
    await user.keyboard("{Escape}");
    expect(within(nav()).queryByRole("link")).not.toBeInTheDocument();
    expect(within(nav()).getByRole("button", { name: "Open navigation" })).toHaveFocus();
  });

  it("follows a link and folds away", async () => {
    const { user } = renderNav();

    await user.click(within(nav()).getByRole("button", { name: "Open navigation" }));
    await user.click(within(nav()).getByRole("link", { name: "Wallet" }));

    expect(
      screen.getByRole("heading", { name: "Other screen at /admin/user/wallet" }),
    ).toBeVisible();
  });

  it("logs out on the server, forgets admin_token and ssid_admin, then reloads", async () => {
    const requests = mockFetch({
      "POST /admin/auth/user/logout": () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderNav();

    await user.click(within(nav()).getByRole("button", { name: "Open navigation" }));
    await user.click(within(nav()).getByRole("button", { name: "Logout" }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const [logout] = callsTo(requests, "POST", "/admin/auth/user/logout");
    expect(logout?.headers.get("Authorization")).toBe("Bearer contributor-token");
    expect(localStorage.getItem("admin_token")).toBeNull();
    expect(localStorage.getItem("ssid_admin")).toBeNull();
  });

  it("still forgets the keys and reloads when the server cannot be reached", async () => {
    silenceConsoleErrors();
    mockFetch({
      "POST /admin/auth/user/logout": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const { user } = renderNav();

    await user.click(within(nav()).getByRole("button", { name: "Open navigation" }));
    await user.click(within(nav()).getByRole("button", { name: "Logout" }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem("admin_token")).toBeNull();
    expect(localStorage.getItem("ssid_admin")).toBeNull();
  });
});
