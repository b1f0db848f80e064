// Proves /admin/coins (the run settings, the economy preview, paid play by state and the
// support address) and /admin/start show no words outside the admin catalogue (issue 34):
// each is rendered in the pseudo-language that wraps every message in ⟦ ⟧, loaded and
// failed, and no letter may be left outside a wrapper. Place names, prize names and the
// typed values are data; the admin's pause lengths are web/lib's pauseLengthLabel, the
// console's English (the players' are messages: pauseLengthText), allowed here.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import type { EconomyReport, EconomySettings } from "../../../contract/admin-economy";
import { pauseDurations } from "../../../contract/game";
import { REGIONS } from "../../../contract/regions";
import { RealtimeProvider } from "../../lib/realtime/realtime-provider";
import { pauseLengthLabel } from "../../lib/resume-time";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import {
  expectOnlyMessages,
  renderInWrappedMessages,
  withCellsApart,
} from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly, silenceConsoleErrors } from "../../test/sessions";
import { AdminCoinsScreen } from "./admin-coins-screen";
import { AdminStartScreen } from "./admin-start-screen";

renderInWrappedMessages();

beforeEach(() => {
  silenceConsoleErrors();
  signInAdminQuietly();
});

const settings: EconomySettings = {
  questionsPerRun: 10,
  coinsPerCorrect: 10,
  couponEvery: 5,
  couponValuePaise: 500,
  tryPricePaise: 1000,
  freeTriesPerDay: 1,
  dayTimeZone: "Asia/Kolkata",
  imageGraceSeconds: 3,
  answerGraceMs: 1000,
  trialPrizesPerAddressPerHour: 1,
  contributorRewardPaise: 550,
  firstDepositMinPaise: 2000,
  firstDepositBonusPaise: 1000,
  referralRewardPaise: 5000,
};

/** What a try returns: paying for itself (no limit, a prize without a cost) or not. */
const report = (tooGenerous: boolean): EconomyReport => ({
  tryPricePaise: 1000,
  paisePerCoin: 10,
  paisePerStar: 25,
  players: [1, 0.5].map((accuracy) => ({
    accuracy,
    correctAnswers: 10 * accuracy,
    coins: 100 * accuracy,
    runCoupons: 2 * accuracy,
    stars: 5 * accuracy,
    bonusPaise: 800 * accuracy,
    starValuePaise: 125 * accuracy,
    runsPerTry: tooGenerous ? null : 5 * accuracy,
    starsPerTry: tooGenerous ? null : 25 * accuracy,
    valuePaise: tooGenerous ? null : 644 * accuracy,
    returnShare: tooGenerous ? null : 0.644 * accuracy,
  })),
  cheapestPrize: {
    name: "Quizzy bottle",
    starPrice: 650,
    costPaise: tooGenerous ? null : 15_000,
    perfectRuns: 130,
    ownMoneyPaise: 23_292,
  },
  uncostedPrizes: tooGenerous ? ["Old mug"] : [],
  firstDeposit: {
    depositPaise: 2000,
    bonusPaise: 1000,
    valuePaise: tooGenerous ? null : 1932,
    returnShare: tooGenerous ? null : 0.966,
  },
  returnsMoreThanPaid: tooGenerous,
});

const DATA = [
  ...REGIONS.map((region) => region.name),
  "Quizzy bottle",
  "Old mug",
  "support example com",
];

describe("only messages are shown on /admin/coins", () => {
  it.each([
    ["with tries that pay for themselves", true],
    ["with a fair return", false],
  ])("%s", async (_state, tooGenerous) => {
    mockFetch({
      "GET /admin/settings/run": () => jsonResponse(settings),
      "POST /admin/settings/run/economy": () => jsonResponse(report(tooGenerous)),
      "GET /admin/settings/support": () => jsonResponse({ supportEmail: "support@example.com" }),
      "GET /admin/settings/paid-play-regions": () => jsonResponse({ regions: ["GA", "TN"] }),
    });
    const { container } = renderScreen(<AdminCoinsScreen />, "/admin/coins");
    await screen.findByText(/Quizzy bottle/);
    await screen.findByText("⟦Player support⟧");
    await screen.findAllByText(/^⟦Paid play is off in/);
    expectOnlyMessages(withCellsApart(container), DATA);
  });

  it("when the reads fail", async () => {
    const failed = () => errorResponse(500, "internal", "Down");
    mockFetch({
      "GET /admin/settings/run": failed,
      "GET /admin/settings/support": failed,
      "GET /admin/settings/paid-play-regions": failed,
    });
    const { container } = renderScreen(<AdminCoinsScreen />, "/admin/coins");
    await screen.findAllByRole("alert");
    expectOnlyMessages(withCellsApart(container));
  });
});

describe("only messages are shown on /admin/start", () => {
  const pauseWords = pauseDurations.map(pauseLengthLabel);

  it.each([
    ["with the game on", { Status: "on", text: "", resumeAt: null, changedAt: 1 }],
    ["with the game paused", { Status: "off", text: "Few Minutes", resumeAt: null, changedAt: 1 }],
  ])("%s", async (_state, game) => {
    mockFetch({ "GET /admin/start/or/no/check": () => jsonResponse(game) });
    const { container } = renderScreen(
      <RealtimeProvider audience="admin">
        <AdminStartScreen />
      </RealtimeProvider>,
      "/admin/start",
    );
    await screen.findByText(/^⟦Game is O/);
    expectOnlyMessages(withCellsApart(container), pauseWords);
  });

  it("when the switch cannot be read", async () => {
    mockFetch({
      "GET /admin/start/or/no/check": () => errorResponse(500, "internal", "Down"),
    });
    const { container } = renderScreen(
      <RealtimeProvider audience="admin">
        <AdminStartScreen />
      </RealtimeProvider>,
      "/admin/start",
    );
    await screen.findByRole("alert");
    expectOnlyMessages(withCellsApart(container));
  });
});
