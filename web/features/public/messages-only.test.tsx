// Proves the public pages show no words that are not messages (issue 34's guard, see
// web/test/only-messages.ts): about, the terms, the privacy policy and refund-shipping
// with paid play on (the offer and the states where it is off included) and off, /navi for
// a visitor and a player, and the not-found screen. Place names are data (contract/regions).
import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { beforeEach, describe, it } from "vitest";
import { authConfig } from "../../test/auth-config";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { AboutScreen } from "./about-screen";
import { NaviScreen } from "./navi-screen";
import { NotFoundScreen } from "./not-found-screen";
import { PrivacyScreen } from "./privacy-screen";
import { RefundShippingScreen } from "./refund-shipping-screen";
import { TermsScreen } from "./terms-screen";

renderInWrappedMessages();

beforeEach(() => {
  silenceConsoleErrors();
});

const CLOSED_PLACES = ["Goa", "Tamil Nadu"];

function serveTerms(paidPlay: boolean) {
  mockFetch({
    "GET /api/auth/config": () =>
      jsonResponse(authConfig({ paidPlay, terms: { paidPlayOffRegions: ["GA", "TN"] } })),
  });
}

describe("only messages are shown", () => {
  // Each page once it says what the settings' read decides (the places, or paid play off).
  it.each<[string, boolean, ReactElement, RegExp]>([
    ["about", true, <AboutScreen key="about" />, /a day\.⟧$/],
    ["the terms with paid play on", true, <TermsScreen key="terms" />, /Goa/],
    [
      "the terms with paid play off",
      false,
      <TermsScreen key="terms" />,
      /^⟦Paid play is switched off here/,
    ],
    [
      "the privacy policy",
      true,
      <PrivacyScreen key="privacy" />,
      /^⟦We do not sell your data, show/,
    ],
    ["refund and shipping", true, <RefundShippingScreen key="refund" />, /Goa/],
  ])("on %s", async (_page, paidPlay, page, settled) => {
    serveTerms(paidPlay);
    const { container } = renderScreen(page, "/");
    await screen.findByText(settled);
    expectOnlyMessages(container, CLOSED_PLACES);
  });

  it.each([
    ["a visitor", () => {}],
    ["a signed-in player", signInPlayer],
  ])("on /navi, for %s", (_who, signIn) => {
    signIn();
    const { container } = renderScreen(<NaviScreen />, "/navi");
    expectOnlyMessages(container);
  });

  it("on the not-found screen", () => {
    const { container } = renderScreen(<NotFoundScreen />, "/nowhere");
    expectOnlyMessages(container);
  });
});
