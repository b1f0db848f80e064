// Proves the play screens show no words that are not messages (issue 34): each is rendered
// in a pseudo-language whose every message is wrapped in ⟦ ⟧, and no letter may be left
// outside a wrapper. States: /start (tries, the free try used, a language not playable, the
// next show, a refusal; a run in progress), the open question, no question served (the game
// off, none left in the language), right and wrong feedback, the report form, the result
// view with its receipt, the run summary (finished with prizes and a reported question,
// still going, none chosen) and /runs with and without runs. The question's text and
// options are data, allowed by name. web/locales/catalogues.test.ts proves Hindi has every
// message.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import type { RunListItem, RunStateResponse } from "../../../contract/play";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { tryOffer } from "../../test/money-test-data";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { servedQuestion } from "../../test/question-fixtures";
import { receiptSigner } from "../../test/receipt-fixtures";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { showView } from "../../test/show-test-data";
import { PlayScreen } from "./play-screen";
import { RunSummaryScreen } from "./run-summary-screen";
import { RunsScreen } from "./runs-screen";
import { StartScreen } from "./start-screen";

renderInWrappedMessages();

beforeEach(() => {
  signInPlayer();
  silenceConsoleErrors();
  localStorage.setItem("user", "user-1");
});

/**
 * The data the screens show as it came (the question, its category and difficulty, a
 * language's and a show's name) and the options' letters, the same in every language.
 */
const DATA = ["What is 12 + 15?", "Friday Night Quiz", "English", "Easy", "Tamil", "A B C D"];

const runState = (overrides: Partial<RunStateResponse> = {}): RunStateResponse => ({
  active: false,
  tries: 2,
  gameOn: true,
  freeTryToday: false,
  nextFreeTryAt: Date.now() + 3_600_000,
  // Nothing to buy while tries are left: the offer (another area's words) stays empty.
  tryOffer: tryOffer({ payFrom: null }),
  unplayableLanguage: null,
  questionsPerRun: 10,
  ...overrides,
});

const gameOn = { Status: "on", text: "", resumeAt: null, changedAt: Date.now() - 60_000 };

describe("only messages are shown on /start", () => {
  it("with tries, the free try used, a language not playable, the next show and a refusal", async () => {
    mockFetch({
      "GET /api/run/state": () =>
        jsonResponse(runState({ unplayableLanguage: { id: "ta", name: "Tamil" } })),
      "GET /api/game/status": () => jsonResponse(gameOn),
      "GET /api/shows": () => jsonResponse({ data: [showView()] }),
      "POST /api/run/start": () =>
        jsonResponse({ Status: "BAD", reason: "no_tries", message: "You have no tries left" }),
    });
    const { container, user } = renderScreen(<StartScreen />, "/start", "/start", {
      realtime: "player",
    });
    await screen.findByRole("region", { name: "Friday Night Quiz" });
    await user.click(screen.getByRole("button", { name: "⟦Start⟧" }));
    await screen.findByRole("link", { name: "Get more tries in your Bank" });
    expectOnlyMessages(container, DATA);
  });

  it("with a run in progress", async () => {
    mockFetch({
      "GET /api/run/state": () => jsonResponse(runState({ active: true, freeTryToday: true })),
      "GET /api/game/status": () => jsonResponse(gameOn),
    });
    const { container } = renderScreen(<StartScreen />, "/start", "/start", {
      realtime: "player",
    });
    await screen.findByRole("button", { name: "⟦Continue⟧" });
    expectOnlyMessages(container, DATA);
  });
});

/** /play on its open question, the verify call answering `verdict`. */
async function openQuestion(verdict: object) {
  mockFetch({
    "GET /api/game/status": () => jsonResponse(gameOn),
    "GET /api/get/question/no/by/user/name/user-1": () =>
      jsonResponse({ Status: "OK", data: servedQuestion() }),
    "POST /api/verify/answer/question/number": () =>
      jsonResponse({ coins: 0, secondsUsed: 3, ...verdict }),
  });
  const view = renderScreen(<PlayScreen />, "/play", "/play", { realtime: "player" });
  await screen.findByRole("heading", { level: 1, name: "⟦Question 3 of 10⟧" });
  return view;
}

describe("only messages are shown on /play", () => {
  it("with the question showing", async () => {
    const { container } = await openQuestion({ Status: "OK", ans: "b" });
    expectOnlyMessages(container, DATA);
  });

  it.each([
    ["the game is off", "game_off", "The game is paused right now"],
    ["no question is left in the language", "no_questions", "No questions"],
  ])("when %s (the server's own words are English)", async (_state, reason, message) => {
    mockFetch({
      "GET /api/game/status": () => jsonResponse(gameOn),
      "GET /api/get/question/no/by/user/name/user-1": () =>
        jsonResponse({ Status: "BAD", reason, message }),
    });
    const { container } = renderScreen(<PlayScreen />, "/play", "/play", { realtime: "player" });
    await screen.findByRole("alert");
    expectOnlyMessages(container);
  });

  it("after a right answer that won coins, a coupon and stars", async () => {
    const { container, user } = await openQuestion({
      Status: "STARS",
      ans: "b",
      coins: 10,
      stars: 3,
      id: "cpn-att-1",
    });
    await user.click(screen.getByRole("button", { name: /27/ }));
    await screen.findByRole("button", { name: "⟦See your results⟧" });
    expectOnlyMessages(container, DATA);
  });

  it("after a wrong answer, with the right one named", async () => {
    const { container, user } = await openQuestion({ Status: "WRONG", ans: "b" });
    await user.click(screen.getByRole("button", { name: /28/ }));
    await screen.findByText("⟦Wrong⟧");
    expectOnlyMessages(container, DATA);
  });

  it("in the report form over the open question", async () => {
    const { user } = await openQuestion({ Status: "OK", ans: "b" });
    await user.click(screen.getByRole("button", { name: "⟦Report this question⟧" }));
    const dialog = await screen.findByRole("dialog");
    expectOnlyMessages(dialog, DATA);
  });

  it("in the result view with its signed receipt", async () => {
    const receipt = await (await receiptSigner()).sign();
    mockFetch({
      "GET /api/receipts/att-1": () => jsonResponse({ Status: "OK", receipt }),
      "GET /api/settings/languages": () => jsonResponse({ data: [{ id: "en", name: "English" }] }),
    });
    const query = new URLSearchParams({
      id: "att-1",
      sec: "4",
      qst: "What is 12 + 15?",
      ...{ a: "25", b: "27", c: "28", d: "30" },
      img: "",
      ans: "b",
      usa: "c",
      vr: "true",
      cat: "en",
      tough: "Easy",
    });
    const { container } = renderScreen(<PlayScreen />, "/play", `/play?${query}`);
    await screen.findByRole("group", { name: "⟦Signed receipt⟧" });
    expectOnlyMessages(container, DATA);
  });
});

const summaryQuestion = (index: number, outcome: "correct" | "wrong") => ({
  attemptId: `att-${index}`,
  index,
  outcome,
  question: "What is 12 + 15?",
  options: { a: "25", b: "27", c: "28", d: "30" },
  chosen: outcome === "correct" ? ("b" as const) : ("c" as const),
  correct: "b" as const,
  category: "English",
  difficulty: "Easy",
  reported: index === 0 ? ("pro" as const) : null,
  refundRefusals: {},
});

function serveSummary(status: "won" | "active") {
  return mockFetch({
    "GET /api/runs/run-1": () =>
      jsonResponse({
        Status: "OK",
        data: {
          runId: "run-1",
          status,
          questionsInRun: 10,
          correct: 2,
          secondsUsed: 65,
          coins: 35,
          stars: 3,
          coupons: [
            { id: "cpn-att-4", rupee: 1.5, claimed: false },
            { id: "cpn-att-5", rupee: 2, claimed: true },
          ],
          questions: [summaryQuestion(0, "correct"), summaryQuestion(1, "wrong")],
        },
      }),
    "GET /api/runs/run-1/receipts": () => jsonResponse({ data: [] }),
    "GET /api/run/state": () => jsonResponse(runState({ freeTryToday: true })),
  });
}

describe("only messages are shown in the run summary", () => {
  it("of a finished run with prizes and a reported question", async () => {
    serveSummary("won");
    const { container } = renderScreen(<RunSummaryScreen />, "/result", "/result?run=run-1");
    await screen.findByRole("link", { name: "⟦Play again⟧" });
    expectOnlyMessages(container, DATA);
  });

  it("of a run still going", async () => {
    serveSummary("active");
    const { container } = renderScreen(<RunSummaryScreen />, "/result", "/result?run=run-1");
    await screen.findByRole("link", { name: "Continue it from the start screen" });
    expectOnlyMessages(container, DATA);
  });

  it("with no run chosen", () => {
    const { container } = renderScreen(<RunSummaryScreen />, "/result");
    expectOnlyMessages(container);
  });
});

const run = (runId: string, overrides: Partial<RunListItem> = {}): RunListItem => ({
  runId,
  status: "lost",
  startedAt: Date.UTC(2026, 2, 3, 10, 30),
  endedAt: Date.UTC(2026, 2, 3, 10, 31),
  questionsInRun: 10,
  answered: 4,
  correct: 3,
  coins: 15,
  stars: null,
  paidWith: "tries",
  refunded: false,
  ...overrides,
});

describe("only messages are shown on /runs", () => {
  it("with runs", async () => {
    mockFetch({
      "GET /api/runs": () =>
        jsonResponse({
          runs: [
            run("run-2", { status: "won", stars: 3, paidWith: "daily" }),
            run("run-1", { refunded: true }),
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
    });
    const { container } = renderScreen(<RunsScreen />, "/runs");
    await screen.findByText("⟦2 runs in all⟧");
    expectOnlyMessages(container, DATA);
  });

  it("without runs", async () => {
    mockFetch({
      "GET /api/runs": () => jsonResponse({ runs: [], total: 0, page: 1, pageSize: 20 }),
    });
    const { container } = renderScreen(<RunsScreen />, "/runs");
    await screen.findByRole("link", { name: "play your first" });
    expectOnlyMessages(container);
  });
});
