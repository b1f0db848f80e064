// Proves the translated screens (home, the trial's landing, the menu and the language
// switch) show no words that are not messages: each is rendered in a pseudo-language whose
// every message is wrapped in ⟦ ⟧, and no letter may be left outside a wrapper, in the text,
// a label or the document's title. It proves the states rendered here (a visitor's and a
// player's), not every state; web/locales/catalogues.test.ts proves Hindi has every message.
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PlayerMenu } from "../../app/player-menu";
import { LanguageSwitch } from "../../components/language-switch";
import { HomeScreen } from "../../features/public/home-screen";
import { TrialLandingScreen } from "../../features/trial/trial-landing-screen";
import { authConfig } from "../../test/auth-config";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { readCatalogue } from "../../test/message-catalogue";
import { accountView } from "../../test/money-test-data";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { rememberPendingTrialClaim } from "../device-id";
import { i18n } from "./messages";

/** A made-up locale: English's plural rules, each message wrapped whole. */
const PSEUDO = "en-XA";

beforeEach(() => {
  silenceConsoleErrors();
  const wrapped = Object.fromEntries(
    [...readCatalogue("en")].map(([id, message]) => [id, compileMessageOrThrow(`⟦${message}⟧`)]),
  );
  act(() => i18n.loadAndActivate({ locale: PSEUDO, locales: ["en"], messages: wrapped }));
});

afterEach(() => {
  act(() => i18n.activate("en"));
});

/** What is left once every message is taken out: words here were written into a component. */
function wordsOutsideMessages(text: string): string[] {
  let rest = text;
  // Innermost first, so a message inside another's value goes too.
  for (let before = ""; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  }
  return [...rest.matchAll(/\p{L}[\p{L}\p{M}'’-]*/gu)].map(([word]) => word);
}

function expectOnlyMessages(root: HTMLElement) {
  const labels = [...root.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap(
    (element) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
  );
  const titles = [...document.querySelectorAll("title")].map((title) => title.textContent ?? "");
  expect({
    text: wordsOutsideMessages(root.textContent ?? ""),
    labels: labels.flatMap(wordsOutsideMessages),
    // The title's " · Quizzy Edge" is the brand's, the same in every language.
    titles: titles
      .map((title) => title.replace(/ · Quizzy Edge$/, ""))
      .flatMap(wordsOutsideMessages),
  }).toEqual({ text: [], labels: [], titles: [] });
}

const offer = (largestRupee: number | null) => () =>
  jsonResponse({ largestRupee, prizeAgainAt: null });

describe("only messages are shown", () => {
  it("on home, to a visitor, with paid play closed in some states", async () => {
    mockFetch({
      "GET /api/trial/offer": offer(100),
      "GET /api/auth/config": () =>
        jsonResponse(authConfig({ paidPlay: true, terms: { paidPlayOffRegions: ["GA", "TN"] } })),
    });
    const { container } = renderScreen(<HomeScreen />, "/");
    await screen.findByText(/⟦Answer one question without an account and win up to ₹100\.00\.⟧/);
    expectOnlyMessages(container);
  });

  it("on home, to a signed-in player with the deposit and referral offers", async () => {
    signInPlayer();
    mockFetch({ "GET /api/account": () => jsonResponse(accountView({ depositsEnabled: true })) });
    const { container } = renderScreen(<HomeScreen />, "/");
    await screen.findByRole("link", { name: "⟦Add money⟧" });
    expectOnlyMessages(container);
  });

  it("on the trial's landing, with a reward to claim", async () => {
    mockFetch({ "GET /api/trial/offer": offer(50) });
    rememberPendingTrialClaim("device0123456789");
    const { container } = renderScreen(<TrialLandingScreen />, "/start/try");
    await screen.findByText("⟦Win Up To ₹50.00⟧");
    expectOnlyMessages(container);
  });

  it("on the trial's landing while no prize is left", async () => {
    mockFetch({ "GET /api/trial/offer": offer(null) });
    const { container } = renderScreen(<TrialLandingScreen />, "/start/try");
    await screen.findByText(/^⟦No prizes are left right now/);
    expectOnlyMessages(container);
  });

  it.each([
    ["a visitor", () => {}],
    ["a signed-in player", signInPlayer],
  ])("in the open menu and its language switch, for %s", async (_who, signIn) => {
    signIn();
    const { container, user } = renderScreen(<PlayerMenu />, "/");
    await user.click(screen.getByRole("button", { name: "⟦Open menu⟧" }));
    expectOnlyMessages(container);
  });

  it("in the language switch on its own", () => {
    const { container } = renderScreen(<LanguageSwitch />, "/");
    expectOnlyMessages(container);
  });
});
