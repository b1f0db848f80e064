// Proves the refer screen and the referral landing show no words that are not messages
// (issue 34): each is rendered in a pseudo-language whose every message is wrapped in ⟦ ⟧,
// in its main states (a reward to earn or none, a copied link, a failed read; the landing
// with an invitation and every offer), and no letter may be left outside a wrapper.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import { authConfig } from "../../test/auth-config";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { silenceConsoleErrors } from "../../test/sessions";
import { ReferScreen } from "./refer-screen";
import { ReferralLandingScreen } from "./referral-landing-screen";

renderInWrappedMessages();

beforeEach(() => {
  silenceConsoleErrors();
  localStorage.setItem("ssid", "player-session-token");
});

const referRead = (rewardRupees: number | null) => () =>
  jsonResponse({ code: "ASHA42", ssid: "publictag123", rewardRupees });

describe("only messages are shown", () => {
  it("on the refer screen with a reward to earn, once the link is copied", async () => {
    mockFetch({ "GET /api/refer": referRead(50) });
    const { container, user } = renderScreen(<ReferScreen />, "/refer");
    await user.click(await screen.findByRole("button", { name: "⟦Copy link⟧" }));
    await screen.findByText("⟦Link copied.⟧");
    expectOnlyMessages(container);
  });

  it("on the refer screen where paid play is off", async () => {
    mockFetch({ "GET /api/refer": referRead(null) });
    const { container } = renderScreen(<ReferScreen />, "/refer");
    await screen.findByRole("button", { name: "⟦Copy link⟧" });
    expectOnlyMessages(container);
  });

  it("on the refer screen when its read fails", async () => {
    mockFetch({
      "GET /api/refer": () => errorResponse(503, "unavailable", "Database unavailable."),
    });
    const { container } = renderScreen(<ReferScreen />, "/refer");
    await screen.findByRole("alert");
    expectOnlyMessages(container);
  });

  it("on the referral landing, invited, with every offer", async () => {
    localStorage.clear();
    mockFetch({ "GET /api/auth/config": () => jsonResponse(authConfig()) });
    const { container } = renderScreen(
      <ReferralLandingScreen />,
      "/get/start",
      "/get/start?referralCode=ASHA42&ssid=publictag123",
    );
    await screen.findByText(/^⟦New players: deposit/);
    await screen.findByText("⟦A friend invited you. Welcome!⟧");
    expectOnlyMessages(container);
  });
});
