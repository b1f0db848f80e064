// Proves the player menu's entries for visitors and signed-in players and its keyboard
// behaviour (focus in on open, Escape, focus back, Tab kept inside). The orbital layout
// is CSS and is checked in a browser, not here.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
  it("offers Login and About to a visitor", async () => {
    const { user } = renderApp("/");
    const menu = await openMenu(user);

    expect(entryNames(menu)).toEqual([
      "Home",
      "Login",
      "Coins",
      "About",
      "Cart",
      "Settings",
      "Play",
      "History",
    ]);
    expect(within(menu).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(within(menu).getByRole("link", { name: "Coins" })).toHaveAttribute("href", "/cupon");
    expect(within(menu).getByRole("link", { name: "History" })).toHaveAttribute(
      "href",
      "/account/history",
    );
    expect(within(menu).queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("offers a Logout button and Account to a signed-in player", async () => {
    localStorage.setItem("ssid", "session-token");
    const { user } = renderApp("/");
    const menu = await openMenu(user);

    expect(entryNames(menu)).toEqual([
      "Home",
      "Logout",
      "Coins",
      "Account",
      "Cart",
      "Settings",
      "Play",
      "History",
    ]);
    expect(within(menu).getByRole("button", { name: "Logout" })).toBeEnabled();
    expect(within(menu).getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account");
    expect(within(menu).queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
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
    expect(within(menu).getByRole("link", { name: "Home" })).toHaveFocus();

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
    expect(within(menu).getByRole("link", { name: "Home" })).toHaveFocus();
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
