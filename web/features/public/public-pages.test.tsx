// Proves the public pages: each renders its one h1 and named sections; home shows a
// signed-in player the offers their Bank states for them (none to a visitor, whose page
// makes only public reads; no first-deposit bonus to a returning person; why not, where
// paid play is off in their state); home promises only what the trial's pool
// holds, and home's and the terms' money words follow the paid-play mode; the
// policies say what the code does, with the settings' figures once read (a changed try
// price and bonus included), unspent cash withdrawable, and a paid payout kept listed for
// the purge's hours; home invites to the next live show; /navi hides the signed-in screens
// without a session and lists only addresses of the route table. Layout at 360/768/1280 px
// and axe run in e2e.
import { screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountResponse } from "../../../contract/account";
import { PAID_PAYOUT_KEPT_HOURS, type PublicTerms } from "../../../contract/offers";
import { paths } from "../../lib/paths";
import { authConfig } from "../../test/auth-config";
import { expectLinks } from "../../test/expect-links";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { accountView } from "../../test/money-test-data";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { showView } from "../../test/show-test-data";
import { AboutScreen } from "./about-screen";
import { HomeScreen } from "./home-screen";
import { NAVIGATION_GROUPS, NaviScreen } from "./navi-screen";
import { PrivacyScreen } from "./privacy-screen";
import { RefundShippingScreen } from "./refund-shipping-screen";
import { TermsScreen } from "./terms-screen";

/** A player's Bank as the server states it: no paid-play offers while deposits are off. */
function account(depositsEnabled: boolean, overrides: Partial<AccountResponse> = {}) {
  return accountView({
    balances: { cash: 0, bonus: 0, winnings: 0, coins: 0, stars: 0, tries: 1 },
    depositsEnabled,
    ...(depositsEnabled
      ? {}
      : {
          paidPlay: { access: "off", region: null },
          offers: { firstDeposit: null, referralRewardPaise: null, likeFreeTries: 1 },
        }),
    ...overrides,
  });
}

const config =
  (paidPlay: boolean, terms: Partial<PublicTerms> = {}) =>
  () =>
    jsonResponse(authConfig({ paidPlay, terms }));
const offer = (largestRupee: number | null) => () =>
  jsonResponse({ largestRupee, prizeAgainAt: null });

beforeEach(() => {
  silenceConsoleErrors();
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
    expectLinks(within(choices), {
      "Download your data": "/data",
      "Deactivate your account": "/delete",
    });
    expect(
      within(screen.getByRole("region", { name: "Who sees it" })).getByText(
        /We do not sell your data/,
      ),
    ).toBeVisible();
  });
});

describe("home", () => {
  it("shows a visitor the game, its rewards and where to start, with public reads only", async () => {
    const requests = mockFetch({
      "GET /api/trial/offer": offer(100),
      "GET /api/auth/config": config(true),
    });
    renderScreen(<HomeScreen />, "/");

    expect(screen.getByRole("heading", { level: 1, name: "Quizzy Edge" })).toBeVisible();
    expectLinks(screen, {
      Play: "/start",
      "Try one question": "/start/try",
      "Model questions": "/sample",
    });
    expect(screen.getByRole("region", { name: "How a game works" })).toBeVisible();
    expect(screen.getByRole("region", { name: "Free tries" })).toHaveTextContent(
      "1 free try every day",
    );
    expect(screen.queryByText(/Deposit ₹/)).not.toBeInTheDocument();
    expect(
      await screen.findByText(/^Answer one question without an account and win up to ₹100\.00\./),
    ).toBeVisible();
    expect(requests.every((request) => !request.headers.get("Authorization"))).toBe(true);
    expect(callsTo(requests, "GET", "/api/account")).toHaveLength(0);
  });

  it("invites a visitor to the next live show, its Join going to sign in", async () => {
    const requests = mockFetch({
      "GET /api/trial/offer": offer(100),
      "GET /api/auth/config": config(true),
      "GET /api/shows": () => jsonResponse({ data: [showView()] }),
    });
    renderScreen(<HomeScreen />, "/");

    const card = await screen.findByRole("region", { name: "Friday Night Quiz" });
    expect(card).toHaveTextContent("Prize pool ₹300.00");
    expect(within(card).getByRole("link", { name: "Join" })).toHaveAttribute(
      "href",
      "/login?next=%2Fshow%2Fshow-1",
    );
    expect(requests.every((request) => !request.headers.get("Authorization"))).toBe(true);
  });

  it("promises no amount when the trial's pool is empty", async () => {
    mockFetch({ "GET /api/trial/offer": offer(null), "GET /api/auth/config": config(true) });
    renderScreen(<HomeScreen />, "/");

    expect(
      await screen.findByText(/its prize pool has any \(it is empty right now\)/),
    ).toBeVisible();
    expect(screen.queryByText(/win up to/)).not.toBeInTheDocument();
    expect(screen.queryByText(/₹100/)).not.toBeInTheDocument();
  });

  it("speaks of deposits and withdrawals only while paid play is on", async () => {
    mockFetch({ "GET /api/trial/offer": offer(50), "GET /api/auth/config": config(true) });
    const on = renderScreen(<HomeScreen />, "/");
    expect(
      await screen.findByText(/Cash you deposit and do not play can be withdrawn/),
    ).toBeVisible();
    expect(screen.getByText(/deposits, paid tries, withdrawals and rupee payouts/)).toBeVisible();
    on.unmount();

    mockFetch({ "GET /api/trial/offer": offer(50), "GET /api/auth/config": config(false) });
    renderScreen(<HomeScreen />, "/");
    expect(await screen.findByText(/there are no deposits or paid tries here/)).toBeVisible();
    expect(screen.queryByText(/Cash you deposit/)).not.toBeInTheDocument();
  });

  it("shows a signed-in player the deposit offer when deposits are on", async () => {
    signInPlayer();
    const requests = mockFetch({ "GET /api/account": () => jsonResponse(account(true)) });
    renderScreen(<HomeScreen />, "/");

    const offer = await screen.findByRole("region", { name: "Deposit ₹20.00, get ₹10.00 bonus" });
    expect(offer).toHaveTextContent(
      "Your first deposit of ₹20.00 or more adds a ₹10.00 bonus to your Bank.",
    );
    expect(offer).toHaveTextContent("Refer a friend and get a ₹50.00 bonus");
    expect(screen.getByRole("link", { name: "Add money" })).toHaveAttribute("href", "/payment");
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer player-session");
  });

  it("promises a returning player, whose earlier account had the bonus, no first-deposit bonus", async () => {
    signInPlayer();
    const returning = account(true, {
      offers: { firstDeposit: null, referralRewardPaise: 5000, likeFreeTries: 0 },
    });
    mockFetch({ "GET /api/account": () => jsonResponse(returning) });
    renderScreen(<HomeScreen />, "/");

    const offer = await screen.findByRole("region", { name: "Refer and earn" });
    expect(offer).toHaveTextContent("Refer a friend and get a ₹50.00 bonus");
    expect(screen.queryByText(/first deposit of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Deposit ₹20\.00/)).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Free tries" })).not.toHaveTextContent(
      "Like a review",
    );
  });

  it("tells a player in a state where paid play is off why there is no offer", async () => {
    signInPlayer();
    const closed = account(false, { paidPlay: { access: "closed_in_region", region: "TN" } });
    mockFetch({ "GET /api/account": () => jsonResponse(closed) });
    renderScreen(<HomeScreen />, "/");

    expect(
      await screen.findByText(
        "Paid play is not available in Tamil Nadu. Your free daily try is still yours.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("link", { name: "Add money" })).not.toBeInTheDocument();
  });

  it("counts the free tries a day as the settings do", async () => {
    mockFetch({
      "GET /api/trial/offer": offer(50),
      "GET /api/auth/config": config(true, { dailyFreeTries: 2 }),
    });
    renderScreen(<HomeScreen />, "/");

    expect(await screen.findByText(/^2 free tries every day\./)).toBeVisible();
  });

  it("leaves the offer out when deposits are off", async () => {
    signInPlayer();
    const requests = mockFetch({ "GET /api/account": () => jsonResponse(account(false)) });
    renderScreen(<HomeScreen />, "/");

    await waitFor(() => expect(callsTo(requests, "GET", "/api/account")).toHaveLength(1));
    expect(screen.queryByText(/Deposit ₹/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Quizzy Edge" })).toBeVisible();
  });
});

describe("terms by paid-play mode", () => {
  it("describes deposits, the offer, withdrawals and referrals while paid play is on", async () => {
    mockFetch({ "GET /api/auth/config": config(true) });
    renderScreen(<TermsScreen />, "/");

    const money = screen.getByRole("region", { name: "4. Money" });
    expect(await within(money).findByText(/First deposit offer/)).toBeVisible();
    expect(within(money).getByText(/Cash you deposited and have not spent/)).toBeVisible();
    expect(screen.getByText(/you get a\s+₹50.00 bonus/)).toBeVisible();
  });

  it("drops deposits and referral rewards while paid play is off, and keeps rupee prizes", async () => {
    mockFetch({ "GET /api/auth/config": config(false) });
    renderScreen(<TermsScreen />, "/");

    expect(await screen.findByText(/Paid play is switched off here/)).toBeVisible();
    const money = screen.getByRole("region", { name: "4. Money" });
    expect(within(money).queryByText(/First deposit offer/)).not.toBeInTheDocument();
    expect(within(money).getByText(/There are no deposits here/)).toBeVisible();
    expect(screen.getByText(/none are paid while deposits are switched off/)).toBeVisible();
  });
});

describe("the policies against the code", () => {
  it("state the figures the settings hold once read, a changed try price and bonus included", async () => {
    mockFetch({
      "GET /api/auth/config": config(true, {
        tryPricePaise: 1500,
        firstDepositMinPaise: 5000,
        firstDepositBonusPaise: 2500,
        referralRewardPaise: 7000,
        dailyFreeTries: 2,
      }),
    });
    const terms = renderScreen(<TermsScreen />, "/");

    expect(
      await screen.findByText(/^A try costs ₹15\.00\. Everyone gets 2 free tries a day/),
    ).toBeVisible();
    expect(
      screen.getByText(
        /deposit ₹50\.00 or more for the first time and get a ₹25\.00 bonus, once per person/,
      ),
    ).toBeVisible();
    expect(screen.getByText(/you get a ₹70\.00 bonus/)).toBeVisible();
    terms.unmount();

    mockFetch({ "GET /api/auth/config": config(true, { tryPricePaise: 1500 }) });
    renderScreen(<RefundShippingScreen />, "/");
    expect(await screen.findByText(/Cash spent on tries \(₹15\.00 a try\)/)).toBeVisible();
  });

  it("say a player's unspent cash can be withdrawn, never that deposits are not refunded", async () => {
    mockFetch({ "GET /api/auth/config": config(true) });
    renderScreen(<RefundShippingScreen />, "/");

    const deposits = screen.getByRole("region", { name: "Deposits" });
    expect(
      within(deposits).getByText(
        /Cash you deposited and have not spent on tries is yours to take back/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/not refunded back to your bank account/)).not.toBeInTheDocument();
  });

  it(`say a paid payout stays in Pending payouts for the ${PAID_PAYOUT_KEPT_HOURS} hours the purge keeps it`, () => {
    renderScreen(<RefundShippingScreen />, "/");

    const payouts = screen.getByRole("region", { name: "Payouts" });
    expect(payouts).toHaveTextContent(
      `Once paid, it stays there marked paid, with the bank's reference, for ${PAID_PAYOUT_KEPT_HOURS} hours; then its record is deleted, and the payment stays in your History.`,
    );
    expect(payouts).not.toHaveTextContent(/leaves that list/);
    expect(payouts).toHaveTextContent(
      "If an admin rejects a payout, it stays in Pending payouts with the reason",
    );
  });

  it("name the age-and-place step and the states where paid play is off", async () => {
    mockFetch({ "GET /api/auth/config": config(true, { paidPlayOffRegions: ["TN", "GA"] }) });
    renderScreen(<TermsScreen />, "/");

    expect(
      await screen.findByText(
        /Paid play is not available in Tamil Nadu and Goa\. Players there play the free tries only/,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        /you confirm that you are 18 or older and name the state or union territory/,
      ),
    ).toBeVisible();
  });

  it("list the age and place among what the privacy policy says is collected and erased", () => {
    renderScreen(<PrivacyScreen />, "/");

    expect(
      within(screen.getByRole("region", { name: "What we collect" })).getByText(
        /Your age and place, before paid play:/,
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "How long we keep it" })).getByText(
        new RegExp(`deleted ${PAID_PAYOUT_KEPT_HOURS} hours after they are paid`),
      ),
    ).toBeVisible();
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
    signInPlayer();
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
