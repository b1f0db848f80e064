// Proves the player menu's entries for visitors and signed-in players (every
// place a signed-in player goes, in order, Home as the hub) and its keyboard behaviour
// (focus in on open, Escape, focus back, Tab kept inside). The orbital layout
// is CSS and is checked in a browser, not here.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLinks } from "../test/expect-links";
import { renderApp } from "../test/render-app";

async function openMenu(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Open menu" }));
  return screen.getByRole("navigation", { name: "Main menu" });
}

function entryNames(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("player menu entries", () => {
  it("offers a visitor the ways in, with Home as the hub", async () => {
    const { user } = renderApp("/");
    const menu = await openMenu(user);

    expect(entryNames(menu)).toEqual([
      "Log in",
      "Try a question",
      "Model questions",
      "Rewards",
      "About",
    ]);
    expectLinks(within(menu), {
      "Log in": "/login",
      "Try a question": "/start/try",
      Home: "/",
    });
    expect(within(menu).queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();
  });

  it("lists every place a signed-in player goes, in order, then Log out", async () => {
    localStorage.setItem("ssid", "session-token");
    const { user } = renderApp("/");
    const menu = await openMenu(user);

    expect(entryNames(menu)).toEqual([
      "Play",
      "My runs",
      "Bank",
      "Rewards",
      "Reports",
      "Review and like",
      "Refer and earn",
      "Settings",
      "Log out",
    ]);
    const hrefs = Object.fromEntries(
      within(menu)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    );
    expect(hrefs).toEqual({
      Play: "/start",
      "My runs": "/runs",
      Bank: "/account",
      Rewards: "/cupon",
      Reports: "/tickets",
      "Review and like": "/review",
      "Refer and earn": "/refer",
      Settings: "/settings",
      QUIZZY: "/",
    });
    expect(within(menu).getByRole("button", { name: "Log out" })).toBeEnabled();
    expect(within(menu).queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
  });

  it("marks the current screen's entry", async () => {
    const { user } = renderApp("/about");
    const menu = await openMenu(user);
    expect(within(menu).getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(menu).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});

describe("player menu keyboard behaviour", () => {
  it("moves focus to the first entry on open and back to the button on Escape", async () => {
    const { user } = renderApp("/");
    const menu = await openMenu(user);
    const toggle = screen.getByRole("button", { name: "Close menu" });

    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(within(menu).getByRole("link", { name: "Log in" })).toHaveFocus();

    await user.keyboard("{Escape}");

    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
    expect(toggle).toHaveAccessibleName("Open menu");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("keeps Tab inside the menu and its button while open", async () => {
    const { user } = renderApp("/");
    const menu = await openMenu(user);

    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole("link", { name: "Log in" })).toHaveFocus();
  });

  it("closes after an entry is chosen and shows that screen", async () => {
    const { router, user } = renderApp("/");
    const menu = await openMenu(user);

    await user.click(within(menu).getByRole("link", { name: "About" }));

    expect(await screen.findByRole("heading", { level: 1, name: "About" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/about");
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
  });
});
