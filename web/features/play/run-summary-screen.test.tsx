// Proves the run summary at /result?run= against a mocked server: the score,
// the time, what the run won with a link to where each is used (coins to coupons, an
// unclaimed coupon to its claim, stars to the cart), Play again with the tries left or
// the bought try when there are none, every question with its outcome, category name,
// answers and signed receipt (behind one closed "Proof"), and reporting a question with the right one chosen. It is
// read from the server (so a reload shows it again), and read again while the server has
// not yet recorded the run's end; another player's run is the server's 404 in the page.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { RunSummaryResponse } from "../../../contract/play";
import { ticketIssues } from "../../../contract/tickets";
import { answerOptionTexts } from "../../test/answer-options";
import { errorResponse } from "../../test/error-responses";
import { expectLinks } from "../../test/expect-links";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { tryOffer } from "../../test/money-test-data";
import { receiptSigner } from "../../test/receipt-fixtures";
import { renderApp } from "../../test/render-app";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";

const SUMMARY_PATH = "GET /api/runs/run-1";
const RIGHT_ANSWER = "The question was answered correctly";
const RECEIPTS_PATH = "GET /api/runs/run-1/receipts";

function summary(overrides: Partial<RunSummaryResponse["data"]> = {}): RunSummaryResponse {
  const question = (index: number, outcome: "correct" | "wrong") => ({
    attemptId: `att-${index}`,
    index,
    outcome,
    question: `Question text ${index}?`,
    options: { a: "25", b: "27", c: "28", d: "30" },
    chosen: outcome === "correct" ? ("b" as const) : ("c" as const),
    correct: "b" as const,
    category: "English",
    difficulty: "Easy",
    reported: null,
    refundRefusals:
      outcome === "correct"
        ? Object.fromEntries(ticketIssues.map((issue) => [issue, RIGHT_ANSWER]))
        : { "Image Loading": "The question was answered, so its image had loaded" },
  });
  return {
    Status: "OK",
    data: {
      runId: "run-1",
      status: "lost",
      questionsInRun: 10,
      correct: 7,
      secondsUsed: 65,
      coins: 35,
      stars: 0,
      coupons: [{ id: "cpn-att-4", rupee: 1.5, claimed: false }],
      questions: [
        ...Array.from({ length: 7 }, (_, index) => question(index, "correct")),
        question(7, "wrong"),
      ],
      ...overrides,
    },
  };
}

const runState = (tries: number, freeTryToday = false) => ({
  active: false,
  tries,
  gameOn: true,
  freeTryToday,
  nextFreeTryAt: Date.now() + 3_600_000,
  tryOffer: tryOffer({ payFrom: "bonus" }),
  unplayableLanguage: null,
  questionsPerRun: 10,
});

beforeEach(() => {
  signInPlayer();
  localStorage.setItem("user", "user-1");
});

describe("the run summary", () => {
  it("shows the score, the time and what the run won, each linking to where it is used", async () => {
    const requests = mockFetch({
      [SUMMARY_PATH]: () => jsonResponse(summary({ status: "won", correct: 10, stars: 3 })),
      "GET /api/run/state": () => jsonResponse(runState(2, true)),
    });
    renderApp("/result?run=run-1");

    expect(await screen.findByRole("heading", { level: 1, name: "Perfect run!" })).toHaveFocus();
    expect(screen.getByText("10 of 10 correct")).toBeVisible();
    expect(screen.getByText("Time: 1 min 5 s")).toBeVisible();
    const won = within(screen.getByRole("region", { name: "You won" }));
    expect(won.getByText("35 coins")).toBeVisible();
    expectLinks(won, {
      "Spend coins on coupons": "/cupon",
      "Claim your ₹1.50 coupon": "/claim/cupon?id=cpn-att-4",
      "Spend stars on prizes": "/cart",
    });
    expect(screen.getByRole("link", { name: "Play again" })).toHaveAttribute("href", "/start");
    expect(screen.getByText("Tries left: 2 (besides today's free try)")).toBeVisible();
    expect(callsTo(requests, "GET", "/api/runs/run-1")[0]?.headers.get("Authorization")).toBe(
      "Bearer player-session",
    );
  });

  it("lists every question with its outcome, category name, answers and receipt", async () => {
    const receipt = await (await receiptSigner()).sign({ attemptId: "att-7" });
    mockFetch({
      [SUMMARY_PATH]: () => jsonResponse(summary()),
      [RECEIPTS_PATH]: () =>
        jsonResponse({
          data: [{ attemptId: "att-7", index: 7, outcome: "wrong", receipt }],
        }),
      "GET /api/run/state": () => jsonResponse(runState(1)),
    });
    const { user } = renderApp("/result?run=run-1");

    expect(await screen.findByRole("heading", { level: 1, name: "Game over" })).toBeVisible();
    expect(screen.getByText("7 of 10 correct")).toBeVisible();
    const last = screen.getByRole("heading", { level: 3, name: "Question 8: Wrong" })
      .parentElement as HTMLElement;
    expect(within(last).getByText("English · Easy")).toBeVisible();
    expect(answerOptionTexts(within(last))).toEqual([
      "A 25",
      "B 27✓ Correct answer",
      "C 28Your answer",
      "D 30",
    ]);
    // The receipt sits closed behind the one "Proof" of the answer it proves.
    const proof = await within(last).findByText("Proof");
    expect(screen.getAllByText("Proof")).toEqual([proof]);
    expect(proof.closest("details")).not.toHaveAttribute("open");
    await user.click(proof);
    expect(
      within(last).getByRole("group", { name: "Signed receipt for question 8" }),
    ).toBeVisible();
    expect(screen.getByRole("heading", { level: 3, name: "Question 1: Correct" })).toBeVisible();
    expect(screen.queryByText(/Category: en\b/)).toBeNull();
  });

  it("offers a bought try instead of Play again when no try is left", async () => {
    mockFetch({
      [SUMMARY_PATH]: () => jsonResponse(summary()),
      "GET /api/run/state": () => jsonResponse(runState(0)),
    });
    renderApp("/result?run=run-1");

    expect(await screen.findByText("You have no tries left.")).toBeVisible();
    expect(await screen.findByRole("button", { name: "Buy a try for ₹10.00" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Play again" })).toBeNull();
  });

  it("reports a question from the run with the one that ended it chosen, or the one asked about", async () => {
    const requests = mockFetch({
      [SUMMARY_PATH]: () => jsonResponse(summary()),
      "GET /api/run/state": () => jsonResponse(runState(1)),
      "POST /api/tickets": () => jsonResponse({ Status: "OK", id: "tk-1" }),
    });
    const { user } = renderApp("/result?run=run-1");

    await user.click(
      await screen.findByRole("button", { name: "Report a question from this run" }),
    );
    let dialog = await screen.findByRole("dialog", { name: "Report a question" });
    expect(within(dialog).getByRole("combobox", { name: "Question" })).toHaveValue("att-7");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Report question 3" }));
    dialog = await screen.findByRole("dialog", { name: "Report a question" });
    expect(within(dialog).getByRole("combobox", { name: "Question" })).toHaveValue("att-2");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Issue" }), "Other");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));

    expect(await within(dialog).findByText("Report sent. An admin will look at it.")).toBeVisible();
    expect(await callsTo(requests, "POST", "/api/tickets")[0]?.json()).toEqual({
      id: "att-2",
      msg: "Other",
    });
  });

  // A past run's questions can be reported from its summary, by the ticket rules.
  it("says before sending when a report gets no try back, and shows a reported question's state", async () => {
    let reported = false;
    const requests = mockFetch({
      [SUMMARY_PATH]: () => {
        const data = summary();
        if (reported) data.data.questions[0]!.reported = "pro";
        return jsonResponse(data);
      },
      "GET /api/run/state": () => jsonResponse(runState(1)),
      "POST /api/tickets": () => {
        reported = true;
        return jsonResponse({ Status: "OK", id: "tk-1" });
      },
    });
    const { user } = renderApp("/result?run=run-1");

    await user.click(await screen.findByRole("button", { name: "Report question 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Report a question" });
    const issue = within(dialog).getByRole("combobox", { name: "Issue" });
    expect(
      within(dialog).getByText(
        "No try comes back for this report: the question was answered correctly. An admin still reads it.",
      ),
    ).toBeVisible();
    await user.selectOptions(issue, "Question Unclear");
    expect(issue).toHaveAccessibleDescription(/the question was answered correctly/);
    // The wrong answer's only refusal is an image report: it had loaded.
    const question = within(dialog).getByRole("combobox", { name: "Question" });
    await user.selectOptions(question, "att-7");
    expect(within(dialog).queryByText(/No try comes back/)).toBeNull();
    await user.selectOptions(issue, "Image Loading");
    expect(issue).toHaveAccessibleDescription(/its image had loaded/);
    await user.selectOptions(question, "att-0");
    await user.selectOptions(issue, "Question Unclear");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));

    expect(await within(dialog).findByText("Report sent. An admin will look at it.")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    const first = screen.getByRole("heading", { level: 3, name: "Question 1: Correct" })
      .parentElement as HTMLElement;
    expect(await within(first).findByText(/^Reported: Processing\./)).toBeVisible();
    expect(within(first).getByRole("link", { name: "See my reports" })).toHaveAttribute(
      "href",
      "/tickets",
    );
    expect(screen.queryByRole("button", { name: "Report question 1" })).toBeNull();
    expect(await callsTo(requests, "POST", "/api/tickets")[0]?.json()).toEqual({
      id: "att-0",
      msg: "Question Unclear",
    });
  });

  it("reads again while the server has not yet recorded the run's end", async () => {
    let reads = 0;
    mockFetch({
      [SUMMARY_PATH]: () =>
        jsonResponse(++reads === 1 ? summary({ status: "active", secondsUsed: 0 }) : summary()),
      "GET /api/run/state": () => jsonResponse(runState(1)),
    });
    renderApp("/result?run=run-1");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Game in progress" }),
    ).toBeVisible();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Game over" }, { timeout: 3000 }),
    ).toBeVisible();
    expect(reads).toBe(2);
  });

  it("says so in the page when the run is not the player's", async () => {
    silenceConsoleErrors();
    mockFetch({
      [SUMMARY_PATH]: () => errorResponse(404, "not_found", "No such run in your games"),
    });
    renderApp("/result?run=run-1");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load this game. No such run in your games",
    );
  });
});
