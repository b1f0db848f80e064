// Proves /admin/coins: every run setting and offer figure with its label and unit, money
// shown in rupees and sent as paise, the whole object PUT back, both the client's and the
// server's field messages, a later read that changes only the fields not typed in (issue
// 36); and the economy preview's figures: what a try really
// returns, as the server works it out. The sections below them are proved in
// support-address-form.test.tsx and paid-play-regions-form.test.tsx.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import type { EconomyReport, EconomySettings } from "../../../contract/admin-economy";
import { adminEconomyRoutes } from "../../../contract/routes/admin-economy";
import { errorResponse, invalidBody } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { ReadAgain } from "../../test/read-again";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminCoinsScreen } from "./admin-coins-screen";

const SETTINGS = "/admin/settings/run";
const stored: EconomySettings = {
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

const renderCoins = () => renderScreen(<AdminCoinsScreen />, "/admin/coins");
/** The sections below the settings (proved in their own files). */
const supportRead = {
  "GET /admin/settings/support": () => jsonResponse({ supportEmail: "support@quiz.local" }),
  "GET /admin/settings/paid-play-regions": () => jsonResponse({ regions: [] }),
};
const field = (name: string) => screen.getByRole("textbox", { name });

beforeEach(signInAdminQuietly);

it("shows every setting with its unit, money in rupees", async () => {
  mockFetch({ [`GET ${SETTINGS}`]: () => jsonResponse(stored) });
  renderCoins();

  expect(await screen.findByRole("textbox", { name: "Questions per run" })).toHaveValue("10");
  expect(field("Coins per correct answer")).toHaveValue("10");
  expect(field("Correct answers per coupon")).toHaveValue("5");
  expect(field("Coupon value (₹)")).toHaveValue("5.00");
  expect(field("Price of one try (₹)")).toHaveValue("10.00");
  expect(field("Free tries per day")).toHaveValue("1");
  expect(field("Time zone of the day")).toHaveValue("Asia/Kolkata");
  expect(field("Wait for a question's image (seconds)")).toHaveValue("3");
  expect(field("Network allowance after the deadline (milliseconds)")).toHaveValue("1000");
  expect(field("Trial prizes per address per hour")).toHaveValue("1");
  expect(field("Reward per selected question (₹)")).toHaveValue("5.50");
  expect(field("First deposit that earns the bonus, at least (₹)")).toHaveValue("20.00");
  expect(field("First-deposit bonus (₹)")).toHaveValue("10.00");
  expect(field("Referral reward (₹)")).toHaveValue("50.00");
});

it("puts the whole object back with rupees turned into paise", async () => {
  const requests = mockFetch({
    [`GET ${SETTINGS}`]: () => jsonResponse(stored),
    [`PUT ${SETTINGS}`]: async (request) => jsonResponse(await request.json()),
  });
  const { user } = renderCoins();

  const price = await screen.findByRole("textbox", { name: "Price of one try (₹)" });
  await user.clear(price);
  await user.type(price, "12.5");
  await user.clear(field("Questions per run"));
  await user.type(field("Questions per run"), "12");
  await user.click(screen.getByRole("button", { name: "Save settings" }));

  expect(
    await screen.findByText(
      "Saved. Runs started and deposits made from now on use these settings.",
    ),
  ).toBeVisible();
  expect(await callsTo(requests, "PUT", SETTINGS)[0]?.json()).toEqual({
    ...stored,
    questionsPerRun: 12,
    tryPricePaise: 1250,
  });
  expect(price).toHaveValue("12.50");
});

it("keeps what the admin typed when the settings are read again, and shows the rest anew", async () => {
  let reads = 0;
  mockFetch({
    [`GET ${SETTINGS}`]: () =>
      jsonResponse(++reads === 1 ? stored : { ...stored, questionsPerRun: 12, tryPricePaise: 900 }),
  });
  const { user } = renderScreen(
    <>
      <AdminCoinsScreen />
      <ReadAgain route={adminEconomyRoutes.economySettings} />
    </>,
    "/admin/coins",
  );
  const price = await screen.findByRole("textbox", { name: "Price of one try (₹)" });
  await user.clear(price);
  await user.type(price, "12.5");

  await user.click(screen.getByRole("button", { name: "Read again" }));

  await waitFor(() => expect(field("Questions per run")).toHaveValue("12"));
  expect(price).toHaveValue("12.5");
  expect(reads).toBe(2);
});

it("names a value out of bounds and sends nothing", async () => {
  const requests = mockFetch({ [`GET ${SETTINGS}`]: () => jsonResponse(stored) });
  const { user } = renderCoins();

  const perRun = await screen.findByRole("textbox", { name: "Questions per run" });
  await user.clear(perRun);
  await user.type(perRun, "80");
  await user.clear(field("Coupon value (₹)"));
  await user.type(field("Coupon value (₹)"), "five");
  await user.click(screen.getByRole("button", { name: "Save settings" }));

  expect(perRun).toBeInvalid();
  expect(perRun).toHaveFocus();
  expect(perRun).toHaveAccessibleDescription("1 to 50 At most 50");
  expect(field("Coupon value (₹)")).toHaveAccessibleDescription(
    "₹0.00 to ₹10,000.00 Enter rupees, e.g. 10 or 10.50",
  );
  expect(callsTo(requests, "PUT", SETTINGS)).toHaveLength(0);
});

it("shows the server's message on the field it refused", async () => {
  mockFetch({
    [`GET ${SETTINGS}`]: () => jsonResponse(stored),
    [`PUT ${SETTINGS}`]: () => invalidBody({ dayTimeZone: "Unknown time zone" }),
  });
  const { user } = renderCoins();

  const zone = await screen.findByRole("textbox", { name: "Time zone of the day" });
  await user.clear(zone);
  await user.type(zone, "Mars/Olympus");
  await user.click(screen.getByRole("button", { name: "Save settings" }));

  await waitFor(() => expect(zone).toBeInvalid());
  expect(zone).toHaveAccessibleDescription(/Unknown time zone$/);
  expect(zone).toHaveFocus();
});

it("shows the server's message when the settings cannot be read", async () => {
  mockFetch({
    ...supportRead,
    [`GET ${SETTINGS}`]: () => errorResponse(500, "internal", "Try later"),
  });
  renderCoins();

  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Could not load the settings. Try later",
  );
});

it("works out what a try really returns as the admin edits, and warns when tries pay for themselves", async () => {
  const PREVIEW = "/admin/settings/run/economy";
  const figures = (tooGenerous: boolean): EconomyReport => ({
    tryPricePaise: 1000,
    paisePerCoin: 10,
    paisePerStar: 25,
    players: [1, 0.7, 0.4].map((accuracy) => ({
      accuracy,
      correctAnswers: 10 * accuracy,
      coins: 100 * accuracy,
      runCoupons: 2 * accuracy,
      stars: 5 * accuracy,
      bonusPaise: 800 * accuracy,
      starValuePaise: 125 * accuracy,
      runsPerTry: tooGenerous && accuracy === 1 ? null : 5 * accuracy,
      starsPerTry: tooGenerous && accuracy === 1 ? null : 25 * accuracy,
      valuePaise: tooGenerous && accuracy === 1 ? null : 644 * accuracy,
      returnShare: tooGenerous && accuracy === 1 ? null : 0.644 * accuracy,
    })),
    cheapestPrize: {
      name: "Quizzy water bottle",
      starPrice: 650,
      costPaise: 15_000,
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
  const requests = mockFetch({
    ...supportRead,
    [`GET ${SETTINGS}`]: () => jsonResponse(stored),
    [`POST ${PREVIEW}`]: async (request) => {
      const draft = (await request.json()) as EconomySettings;
      return jsonResponse(figures(draft.coinsPerCorrect > 5));
    },
  });
  const { user } = renderCoins();

  expect(await screen.findByRole("alert")).toHaveTextContent(
    "A perfect player gets back more real value than a try costs (no limit)",
  );
  expect(screen.getByText(/^No cost is set for Old mug/)).toBeVisible();
  expect(screen.getByRole("row", { name: /100 % right/ })).toHaveTextContent("no limit");

  await user.clear(field("Coins per correct answer"));
  await user.type(field("Coins per correct answer"), "5");

  expect(
    await screen.findByText("A perfect player gets back 64.4 % of a try in real value."),
  ).toBeVisible();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  const perfect = screen.getByRole("row", { name: /100 % right/ });
  expect(
    within(perfect)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual(["10.0", "₹8.00", "5.00", "5.00", "₹6.44", "64.4 %"]);
  expect(
    screen.getByText(
      "The cheapest prize, Quizzy water bottle, which costs us ₹150.00, takes 650 stars: 130 perfect runs and ₹232.92 of a perfect player's own money.",
    ),
  ).toBeVisible();
  expect(
    screen.getByText(
      "A first deposit of ₹20.00 with its ₹10.00 bonus ends as ₹19.32 of real value for a perfect player (96.6 % of the deposit).",
    ),
  ).toBeVisible();
  const drafts = await Promise.all(
    callsTo(requests, "POST", PREVIEW).map((request) => request.json() as Promise<EconomySettings>),
  );
  expect(drafts.at(-1)).toMatchObject({ coinsPerCorrect: 5, couponValuePaise: 500 });
  // Saving is still a separate, explicit step.
  expect(callsTo(requests, "PUT", SETTINGS)).toHaveLength(0);
});
