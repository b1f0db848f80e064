// Proves the translated screens (home, the trial's landing, the menu and the language
// switch) show no words that are not messages: each is rendered in a pseudo-language whose
// every message is wrapped in ⟦ ⟧, and no letter may be left outside a wrapper, in the text,
// a label or the document's title. It proves the states rendered here (a visitor's and a
// player's), not every state; web/locales/catalogues.test.ts proves Hindi has every message.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import { PlayerMenu } from "../../app/player-menu";
import { LanguageSwitch } from "../../components/language-switch";
import { HomeScreen } from "../../features/public/home-screen";
import { TrialLandingScreen } from "../../features/trial/trial-landing-screen";
import { authConfig } from "../../test/auth-config";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { accountView } from "../../test/money-test-data";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { rememberPendingTrialClaim } from "../device-id";

renderInWrappedMessages();

beforeEach(() => {
  silenceConsoleErrors();
});

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
