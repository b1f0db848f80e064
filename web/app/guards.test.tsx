// Proves each area's guard against the real route table: what shows with and without
// the stored credentials. It does not prove the server refuses calls (Worker tests do).
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app";

describe("session-gated routes", () => {
  it("shows the login screen at /account when no session is stored", async () => {
    const { router } = renderApp("/account");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Log-In / Sign-Up" }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/account");
  });

  it("shows the Bank screen at /account when a session is stored", async () => {
    localStorage.setItem("ssid", "session-token");
    renderApp("/account");
    expect(await screen.findByRole("heading", { level: 1, name: "Bank" })).toBeVisible();
  });

  it("shows the play screen at /get/start for a signed-in player", async () => {
    localStorage.setItem("ssid", "session-token");
    renderApp("/get/start");
    expect(await screen.findByRole("heading", { level: 1, name: "Play" })).toBeVisible();
  });

  it("shows the referral landing at /get/start for a visitor", async () => {
    renderApp("/get/start?referralCode=abc");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to Quizzy Edge" }),
    ).toBeVisible();
  });
});

describe("logged-out-only routes", () => {
  it("sends a signed-in player from /signup to home", async () => {
    localStorage.setItem("ssid", "session-token");
    const { router } = renderApp("/signup");
    expect(await screen.findByRole("heading", { level: 1, name: "Quizzy Edge" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the sign-up screen to a visitor", async () => {
    renderApp("/signup");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign-Up" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign Up with Google" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });
});

describe("main admin routes", () => {
  it("shows the admin login at /admin/ticket when no admin token is stored", async () => {
    const { router } = renderApp("/admin/ticket");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Log-In" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/ticket");
  });

  it("shows the tickets screen at /admin/ticket with an admin token", async () => {
    localStorage.setItem("token", "admin-token");
    renderApp("/admin/ticket");
    expect(await screen.findByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
  });

  it("does not accept a player session in place of an admin token", async () => {
    localStorage.setItem("ssid", "session-token");
    renderApp("/admin/home");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Log-In" })).toBeVisible();
  });
});

describe("user-admin routes", () => {
  it("shows the user-admin sign-in when only the admin token is stored", async () => {
    localStorage.setItem("admin_token", "contributor-token");
    renderApp("/admin/user/wallet");
    expect(
      await screen.findByRole("heading", { level: 1, name: "User-Admin Log-In" }),
    ).toBeVisible();
  });

  it("shows the wallet when both the admin token and the admin session id are stored", async () => {
    localStorage.setItem("admin_token", "contributor-token");
    localStorage.setItem("ssid_admin", "contributor-session");
    renderApp("/admin/user/wallet");
    expect(await screen.findByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
  });
});
