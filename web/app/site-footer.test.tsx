// Proves the footer's links: a visitor is offered Sign-Up beside the policies; a signed-in
// player, who has an account already, is not, and the rest stay.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app";

async function footerLinkNames(): Promise<string[]> {
  const footer = await screen.findByRole("navigation", { name: "Footer" });
  return within(footer)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

const policies = ["About", "Coupons", "Terms", "Privacy", "Refund & Shipping"];

describe("site footer", () => {
  it("offers a visitor Sign-Up beside the policies", async () => {
    renderApp("/about");
    const names = await footerLinkNames();
    expect(names).toContain("Sign-Up");
    expect(names).toEqual(expect.arrayContaining(policies));
  });

  it("does not offer a signed-in player Sign-Up", async () => {
    localStorage.setItem("ssid", "session-token");
    renderApp("/about");
    const names = await footerLinkNames();
    expect(names).not.toContain("Sign-Up");
    expect(names).toEqual(expect.arrayContaining(policies));
  });
});
