// Proves the main admin menu's gating, its five groups of screens at their SPEC.md paths
//, the current screen marked aria-current, its Menu button (the links fold away
// at 360 px), its SPEC.md Logout message, the admin login and the real sign-out on
// /admin/home, against a mocked server.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { signInAdmin } from "../../test/sessions";

describe("admin menu", () => {
  it("shows only Login and Sign-Up without an admin token", async () => {
    renderApp("/admin/login");
    const menu = await screen.findByRole("navigation", { name: "Admin menu" });

    expect(
      within(menu)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Login", "Sign-Up"]);
    expect(within(menu).queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("folds the grouped links and Logout behind the Menu button with an admin token", async () => {
    signInAdmin();
    const { user } = renderApp("/admin/home");
    const menu = await screen.findByRole("navigation", { name: "Admin menu" });
    const toggle = within(menu).getByRole("button", { name: "Menu" });

    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(menu).queryByRole("link")).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(within(menu).getByRole("link", { name: "Tickets" })).toHaveAttribute(
      "href",
      "/admin/ticket",
    );
    expect(within(menu).queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    expect(within(menu).getByRole("button", { name: "Logout" })).toBeEnabled();
  });

  it("groups the screens under Game, Questions, Money, People and Insights, each at its SPEC.md path", async () => {
    signInAdmin();
    const { user } = renderApp("/admin/home");
    const menu = await screen.findByRole("navigation", { name: "Admin menu" });
    await user.click(within(menu).getByRole("button", { name: "Menu" }));

    const headings = within(menu).getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Game",
      "Questions",
      "Money",
      "People",
      "Insights",
      "Your account",
    ]);
    const group = (name: string) =>
      within(within(menu).getByRole("list", { name }))
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(group("Game")).toEqual([
      ["Start/Stop", "/admin/start"],
      ["Run settings", "/admin/coins"],
      ["Live shows", "/admin/shows"],
    ]);
    expect(group("Questions")).toEqual([
      ["Questions", "/admin/questions"],
      ["Add question", "/admin/addquestion"],
      ["Import questions", "/admin/questions/import"],
      ["Contributed", "/admin/select"],
      ["Languages", "/admin/languages"],
    ]);
    expect(group("Money")).toEqual([
      ["Payouts", "/admin/add/reward"],
      ["Claim requests", "/admin/request"],
      ["Reward pool", "/admin/add/reward#reward-pool"],
      ["Coupons and prizes", "/admin/cupon"],
      ["Balance", "/admin/balance"],
    ]);
    expect(group("People")).toEqual([
      ["Players", "/admin/players"],
      ["Contributors", "/admin/add/users"],
      ["Admins and invites", "/admin/admins"],
      ["Tickets", "/admin/ticket"],
    ]);
    expect(group("Insights")).toEqual([
      ["Charts", "/admin/chart"],
      ["Health", "/admin/check"],
      ["Audit log", "/admin/audit"],
    ]);
    expect(within(menu).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/admin/home",
    );
  });

  it.each([
    ["/admin/home", "Dashboard"],
    ["/admin/players/p-1", "Players"],
    ["/admin/prize", "Coupons and prizes"],
    ["/admin/graphs", "Charts"],
    ["/admin/add/reward", "Payouts"],
    ["/admin/add/reward#reward-pool", "Reward pool"],
    ["/admin/shows/show-1", "Live shows"],
  ])("marks the current screen on %s: %s", async (path, current) => {
    signInAdmin();
    mockFetch({});
    renderApp(path);
    const menu = await screen.findByRole("navigation", { name: "Admin menu" });

    const marked = within(menu)
      .getAllByRole("link", { hidden: true })
      .filter((link) => link.getAttribute("aria-current") === "page")
      .map((link) => link.textContent);
    expect(marked).toEqual([current]);
  });

  it("folds the menu again after a link is followed", async () => {
    signInAdmin();
    const { router, user } = renderApp("/admin/home");
    const menu = await screen.findByRole("navigation", { name: "Admin menu" });

    await user.click(within(menu).getByRole("button", { name: "Menu" }));
    await user.click(within(menu).getByRole("link", { name: "Tickets" }));

    expect(router.state.location.pathname).toBe("/admin/ticket");
    expect(within(menu).getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(within(menu).queryByRole("link")).not.toBeInTheDocument();
  });

  it("folds the menu on Escape and gives focus back to the Menu button", async () => {
    signInAdmin();
    const { user } = renderApp("/admin/home");
    const menu = await screen.findByRole("navigation", { name: "Admin menu" });
    const toggle = within(menu).getByRole("button", { name: "Menu" });

    await user.click(toggle);
    within(menu).getByRole("link", { name: "Run settings" }).focus();
    await user.keyboard("{Escape}");

    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("only says the admin cannot log out when Logout is chosen", async () => {
    signInAdmin();
    const { user } = renderApp("/admin/home");
    const menu = await screen.findByRole("navigation", { name: "Admin menu" });
    await user.click(within(menu).getByRole("button", { name: "Menu" }));
    const logout = within(menu).getByRole("button", { name: "Logout" });

    await user.click(logout);
    const message = screen.getByRole("alertdialog", {
      name: "The user is unable to log out after account creation.",
    });
    await user.click(within(message).getByRole("button", { name: "OK" }));

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(logout).toHaveFocus();
    expect(localStorage.getItem("token")).toBe("admin-token");
  });
});

describe("admin sign-in and sign-out", () => {
  it("stores the token and opens the admin home after logging in", async () => {
    const requests = mockFetch({
      "POST /admin/auth/login": () => jsonResponse({ Status: "OK", token: "admin-token-1" }),
    });
    const { router, user } = renderApp("/admin/login");

    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/home");
    expect(localStorage.getItem("token")).toBe("admin-token-1");
    expect(await requests[0]?.json()).toEqual({
      email: "admin@example.com",
      password: "correct horse",
    });
  });

  it("shows the server's message when the login is refused", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch({
      "POST /admin/auth/login": () => errorResponse(401, "unauthorized", "Wrong email or password"),
    });
    const { user } = renderApp("/admin/login");

    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(
      await screen.findByRole("alertdialog", { name: "Wrong email or password" }),
    ).toBeVisible();
    expect(localStorage.getItem("token")).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it("tells an address that must wait how long, in words", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const waitInWords = "Too many failed attempts from this address. Try again in 2 minutes.";
    mockFetch({
      "POST /admin/auth/login": () => errorResponse(429, "rate_limited", waitInWords),
    });
    const { user } = renderApp("/admin/login");

    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByRole("alertdialog", { name: waitInWords })).toBeVisible();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("signs out from the admin home with the bearer token and returns to the login", async () => {
    signInAdmin();
    const requests = mockFetch({ "POST /admin/auth/logout": () => jsonResponse({ Status: "OK" }) });
    const { router, user } = renderApp("/admin/home");

    await user.click(await screen.findByRole("button", { name: "Sign out" }));

    // The login screen is a lazy chunk: wait until its heading is the one that stays.
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Admin Log-In" })).toBeVisible(),
    );
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(localStorage.getItem("token")).toBeNull();
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
  });
});
