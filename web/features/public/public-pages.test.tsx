// Proves the public pages: each renders its one h1 and named sections; home shows the
// deposit offer only to a signed-in player whose Bank says deposits are on (never to a
// visitor, who causes no call); /navi hides the signed-in screens without a session and
// lists only addresses of the route table. Layout at 360/768/1280 px and axe run in e2e.
import { screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountResponse } from "../../../contract/account";
import { paths } from "../../lib/paths";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { AboutScreen } from "./about-screen";
import { HomeScreen } from "./home-screen";
import { NAVIGATION_GROUPS, NaviScreen } from "./navi-screen";
import { PrivacyScreen } from "./privacy-screen";
import { RefundShippingScreen } from "./refund-shipping-screen";
import { TermsScreen } from "./terms-screen";

function account(depositsEnabled: boolean): AccountResponse {
  return {
    balances: { cash: 0, bonus: 0, winnings: 0, coins: 0, stars: 0, tries: 1 },
    depositsEnabled,
  };
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("policy and about pages", () => {
  it.each<[string, ReactElement, string[]]>([
    ["About", <AboutScreen key="about" />, ["What it is", "Fair play", "Your account", "Money"]],
    [
      "Terms and Conditions",
      <TermsScreen key="terms" />,
      ["1. Who may play", "4. Money", "6. Fair play"],
    ],
    [
      "Privacy Policy",
      <PrivacyScreen key="privacy" />,
      ["What we collect", "Why", "Who sees it", "Your choices"],
    ],
    [
      "Refund and Shipping",
      <RefundShippingScreen key="refund" />,
      ["Deposits", "Refunds of tries", "Payouts", "Prize shipping"],
    ],
  ])("%s renders its heading and sections", (title, page, sections) => {
    renderScreen(page, "/");

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeVisible();
    for (const section of sections) {
      expect(screen.getByRole("region", { name: section })).toBeVisible();
    }
    expect(document.title).toBe(`${title} · Quizzy Edge`);
  });

  it("tells the player how to download and deactivate in the privacy policy", () => {
    renderScreen(<PrivacyScreen />, "/");

    const choices = screen.getByRole("region", { name: "Your choices" });
    expect(within(choices).getByRole("link", { name: "Download your data" })).toHaveAttribute(
      "href",
      "/data",
    );
    expect(within(choices).getByRole("link", { name: "Deactivate your account" })).toHaveAttribute(
      "href",
      "/delete",
    );
    expect(
      within(screen.getByRole("region", { name: "Who sees it" })).getByText(
        /We do not sell your data/,
      ),
    ).toBeVisible();
  });
});

describe("home", () => {
  it("shows a visitor the game, its rewards and where to start, without any call", () => {
    const requests = mockFetch({});
    renderScreen(<HomeScreen />, "/");

    expect(screen.getByRole("heading", { level: 1, name: "Quizzy Edge" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Play" })).toHaveAttribute("href", "/start");
    expect(screen.getByRole("link", { name: "Try one question" })).toHaveAttribute(
      "href",
      "/start/try",
    );
    expect(screen.getByRole("link", { name: "Model questions" })).toHaveAttribute(
      "href",
      "/sample",
    );
    expect(screen.getByRole("region", { name: "How a game works" })).toBeVisible();
    expect(screen.getByRole("region", { name: "Free tries" })).toHaveTextContent(
      "1 free try every day",
    );
    expect(screen.queryByText(/Deposit 20/)).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows a signed-in player the deposit offer when deposits are on", async () => {
    localStorage.setItem("ssid", "player-session");
    const requests = mockFetch({ "GET /api/account": () => jsonResponse(account(true)) });
    renderScreen(<HomeScreen />, "/");

    expect(await screen.findByRole("region", { name: "Deposit 20, get 10 bonus" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Add money" })).toHaveAttribute("href", "/payment");
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer player-session");
  });

  it("leaves the offer out when deposits are off", async () => {
    localStorage.setItem("ssid", "player-session");
    const requests = mockFetch({ "GET /api/account": () => jsonResponse(account(false)) });
    renderScreen(<HomeScreen />, "/");

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByText(/Deposit 20/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Quizzy Edge" })).toBeVisible();
  });
});

describe("/navi", () => {
  const groupNames = () =>
    within(screen.getByRole("navigation", { name: "All screens" }))
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);

  it("hides the signed-in screens from a visitor and offers sign-in", () => {
    renderScreen(<NaviScreen />, "/");

    expect(screen.getByRole("heading", { level: 1, name: "Navigation" })).toBeVisible();
    expect(groupNames()).toEqual(["Start here", "Sign in", "About and policies"]);
    expect(screen.queryByRole("link", { name: "Settings" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Bank" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot Password" })).toHaveAttribute(
      "href",
      "/forgotpass",
    );
  });

  it("shows a signed-in player their screens and no sign-in links", () => {
    localStorage.setItem("ssid", "player-session");
    renderScreen(<NaviScreen />, "/");

    expect(groupNames()).toEqual([
      "Start here",
      "Play",
      "Bank",
      "Rewards",
      "Your account",
      "About and policies",
    ]);
    expect(screen.getByRole("link", { name: "Deactivate Account" })).toHaveAttribute(
      "href",
      "/delete",
    );
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
  });

  it("links only to screens of the route table, each once", () => {
    const known = new Set<string>(Object.values(paths));
    const targets = NAVIGATION_GROUPS.flatMap((group) => group.entries.map((entry) => entry.to));

    expect(targets.filter((to) => !known.has(to))).toEqual([]);
    expect(new Set(targets).size).toBe(targets.length);
  });
});
