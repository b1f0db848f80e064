// Proves /start against a mocked server: Continue for a run in progress (and no second
// start), Start with the tries left and the daily free try, SPEC.md's `valid` flag kept
// in step, each refusal's message, and the forfeit when the player leaves /start; and
// "1 free try today" only while it is there, else the countdown to the next
// one; Start never active when it can only fail (no try, game paused); a try bought from
// the named balance after a confirmation, after which Start works; and decision 021's
// age-and-place step before the first paid try, after which the purchase goes on, and
// why nothing is sold where paid play is off in the player's state; and the next live
// show's card after the run's own controls.
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { RunStateResponse } from "../../../contract/play";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { tryOffer } from "../../test/money-test-data";
import { renderApp } from "../../test/render-app";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { showView } from "../../test/show-test-data";

/** 3 h 25 min 7 s from when the server answers: the test reads it seconds later at most. */
const nextDayFromNow = () => Date.now() + (3 * 60 * 60 + 25 * 60 + 7) * 1000;

const stateOf = (active: boolean, tries = 0, overrides: Partial<RunStateResponse> = {}) =>
  ({
    active,
    tries,
    gameOn: true,
    freeTryToday: true,
    nextFreeTryAt: nextDayFromNow(),
    tryOffer: tryOffer(),
    unplayableLanguage: null,
    questionsPerRun: 10,
    ...overrides,
  }) satisfies RunStateResponse;
const runState =
  (active: boolean, tries = 0, overrides: Partial<RunStateResponse> = {}) =>
  () =>
    jsonResponse(stateOf(active, tries, overrides));
const starts = (requests: Request[]) =>
  requests.filter((request) => request.method === "POST" && request.url.endsWith("/api/run/start"));

beforeEach(() => {
  signInPlayer();
  localStorage.setItem("user", "user-1");
});

describe("/start", () => {
  it("offers Continue for a run in progress and goes to /play without starting another", async () => {
    const requests = mockFetch({ "GET /api/run/state": runState(true) });
    const { router, user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Continue" }));

    expect(router.state.location.pathname).toBe("/play");
    expect(screen.queryByRole("button", { name: "Start" })).not.toBeInTheDocument();
    expect(starts(requests)).toHaveLength(0);
    expect(localStorage.getItem("valid")).toBe("true");
  });

  it("shows the next live show after the run's own controls", async () => {
    mockFetch({
      "GET /api/run/state": runState(false, 2),
      "GET /api/shows": () => jsonResponse({ data: [showView()] }),
    });
    renderApp("/start");

    const card = await screen.findByRole("region", { name: "Friday Night Quiz" });
    const start = screen.getByRole("button", { name: "Start" });
    expect(start.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Join Friday Night Quiz" })).toBeVisible();
  });

  it("offers Start with the tries left and the daily free try, and starts a run", async () => {
    const requests = mockFetch({
      "GET /api/run/state": runState(false, 2),
      "POST /api/run/start": () => jsonResponse({ Status: "OK", runId: "run-1", continued: false }),
    });
    const { router, user } = renderApp("/start");

    const start = await screen.findByRole("button", { name: "Start" });
    expect(screen.getByText("1 free try today")).toBeVisible();
    expect(screen.getByText("Tries left: 2 (besides today's free try)")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Continue" })).not.toBeInTheDocument();
    await user.click(start);

    expect(router.state.location.pathname).toBe("/play");
    expect(starts(requests)).toHaveLength(1);
    expect(starts(requests)[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(localStorage.getItem("valid")).toBe("true");
  });

  it("says what a run is and what a try costs before Start", async () => {
    mockFetch({
      "GET /api/run/state": runState(false, 0, {
        questionsPerRun: 12,
        tryOffer: tryOffer({ pricePaise: 1550 }),
      }),
    });
    renderApp("/start");
    await screen.findByRole("button", { name: "Start" });
    expect(
      screen.getByText(
        "A run is 12 questions. A wrong answer or running out of time ends it. A try costs ₹15.50.",
      ),
    ).toBeVisible();
  });

  it("clears a stale valid flag when the server has no run", async () => {
    localStorage.setItem("valid", "true");
    mockFetch({ "GET /api/run/state": runState(false) });
    renderApp("/start");

    await screen.findByRole("button", { name: "Start" });

    // The flag is cleared in an effect after the state arrives.
    await waitFor(() => expect(localStorage.getItem("valid")).toBeNull());
  });
});

describe("a refused start", () => {
  it("says there are no tries left and links to the Bank", async () => {
    mockFetch({
      "GET /api/run/state": runState(false),
      "POST /api/run/start": () =>
        jsonResponse({ Status: "BAD", reason: "no_tries", message: "You have no tries left" }),
    });
    const { router, user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Start" }));

    const alert = await screen.findByText(/You have no tries left\./);
    expect(alert.closest("[role='alert']")).not.toBeNull();
    expect(
      within(alert).getByRole("link", { name: "Get more tries in your Bank" }),
    ).toHaveAttribute("href", "/account");
    expect(router.state.location.pathname).toBe("/start");
    expect(localStorage.getItem("valid")).toBeNull();
  });

  it("says the game is paused when the server refuses to start while it is off", async () => {
    mockFetch({
      "GET /api/run/state": runState(false),
      "POST /api/run/start": () =>
        jsonResponse({
          Status: "BAD",
          reason: "game_off",
          message: "The game is paused right now",
        }),
    });
    const { user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Start" }));

    expect(
      await screen.findByText("The game is paused right now. Start again when it resumes."),
    ).toBeVisible();
  });

  // A try was spent on a language with no questions; now nothing is, and it says so.
  it("says no try was used when the language has no questions, and links to Settings", async () => {
    mockFetch({
      "GET /api/run/state": runState(false, 1),
      "POST /api/run/start": () =>
        errorResponse(
          409,
          "no_questions_in_language",
          "There are no questions in your language yet, and nothing was spent.",
        ),
    });
    const { router, user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Start" }));

    const alert = await screen.findByText(/no try was used/);
    expect(alert).toHaveTextContent(
      "There are no questions in your language yet, so no try was used.",
    );
    expect(alert.closest("[role='alert']")).not.toBeNull();
    expect(
      within(alert).getByRole("link", { name: "Choose another language in Settings" }),
    ).toHaveAttribute("href", "/settings");
    expect(router.state.location.pathname).toBe("/start");
    expect(localStorage.getItem("valid")).toBeNull();
  });

  it("tells a player whose language is not playable now that their games are in English", async () => {
    mockFetch({
      "GET /api/run/state": runState(false, 1, {
        unplayableLanguage: { id: "ta", name: "Tamil" },
      }),
    });
    renderApp("/start");

    const notice = await screen.findByText(/^Questions in Tamil are not available right now/);
    expect(notice).toHaveTextContent(
      "Questions in Tamil are not available right now, so your games are in English.",
    );
    expect(
      within(notice).getByRole("link", { name: "Choose your language in Settings" }),
    ).toHaveAttribute("href", "/settings");
    expect(screen.getByRole("button", { name: "Start" })).toBeEnabled();
  });

  it("shows the server's message when the start call fails", async () => {
    silenceConsoleErrors();
    mockFetch({
      "GET /api/run/state": runState(false),
      "POST /api/run/start": () =>
        errorResponse(429, "rate_limited", "Too many requests. Try again in 5 seconds."),
    });
    const { user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Start" }));

    expect(await screen.findByText("Too many requests. Try again in 5 seconds.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Start" })).toBeEnabled();
  });
});

describe("leaving /start", () => {
  it("forfeits the run in progress once when the player goes to another screen", async () => {
    const requests = mockFetch({
      "GET /api/run/state": runState(true),
      "DELETE /api/delete/by/user/id/for/valid/data/user-1": () => jsonResponse({ Status: "OK" }),
    });
    const { router } = renderApp("/start");
    await screen.findByRole("button", { name: "Continue" });
    // The screen marks the run as this device's once it has read the state, in an effect
    // that a busy machine may run after the button is already on screen.
    await waitFor(() => expect(localStorage.getItem("valid")).toBe("true"));

    await act(() => router.navigate("/account"));
    await act(() => router.navigate("/about"));

    expect(await screen.findByRole("heading", { level: 1, name: "About" })).toBeVisible();
    // The forfeit is sent from the layout's effect, which may run just after About is shown.
    const forfeits = () => requests.filter((request) => request.method === "DELETE");
    await waitFor(() => expect(forfeits()).toHaveLength(1));
    expect(localStorage.getItem("valid")).toBeNull();
  });

  it("does not forfeit on the way to /play", async () => {
    const requests = mockFetch({ "GET /api/run/state": runState(true) });
    const { user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Continue" }));

    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(0);
    expect(localStorage.getItem("valid")).toBe("true");
  });
});

describe("today's free try and bought tries", () => {
  const GAME_OFF = {
    Status: "off",
    text: "10 Minutes",
    resumeAt: Date.now() + 600_000,
    changedAt: Date.now(),
  };

  it("counts down to the next free try once today's is used, and keeps Start off with no try", async () => {
    mockFetch({ "GET /api/run/state": runState(false, 0, { freeTryToday: false }) });
    renderApp("/start");

    const start = await screen.findByRole("button", { name: "Start" });
    expect(start).toBeDisabled();
    expect(screen.queryByText("1 free try today")).not.toBeInTheDocument();
    expect(screen.getByText(/^Next free try in/)).toHaveTextContent(
      /Next free try in 03:25:0[5-7]/,
    );
    expect(
      screen.getByText(/^Today's free try is used\. The next one comes at/),
    ).toBeInTheDocument();
    expect(screen.getByText("You have no tries to play right now.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Add money" })).toHaveAttribute("href", "/payment");
  });

  it("lets a bought try start even when today's free one is used", async () => {
    mockFetch({ "GET /api/run/state": runState(false, 1, { freeTryToday: false }) });
    renderApp("/start");

    expect(await screen.findByRole("button", { name: "Start" })).toBeEnabled();
    expect(screen.getByText("Tries left: 1")).toBeVisible();
    expect(screen.queryByText("You have no tries to play right now.")).not.toBeInTheDocument();
  });

  it("keeps Start off while the game is paused, with the resume time", async () => {
    mockFetch({
      "GET /api/run/state": runState(false, 2, { gameOn: false }),
      "GET /api/game/status": () => jsonResponse(GAME_OFF),
    });
    renderApp("/start");

    const paused = await screen.findByText("The game is paused right now.");
    expect(screen.getByRole("button", { name: "Start" })).toBeDisabled();
    expect(within(paused.parentElement!).getByText(/^Back (at|on) /)).toBeVisible();
    expect(within(paused.parentElement!).getByText(/^Resumes in/)).toBeInTheDocument();
  });

  it("says an admin starts the game again when the pause has no end time", async () => {
    mockFetch({
      "GET /api/run/state": runState(false, 2, { gameOn: false }),
      "GET /api/game/status": () =>
        jsonResponse({ ...GAME_OFF, text: "Few Minutes", resumeAt: null }),
    });
    renderApp("/start");

    const paused = await screen.findByText("The game is paused right now.");
    expect(
      within(paused.parentElement!).getByText("Paused until an admin starts the game"),
    ).toBeVisible();
    expect(paused.parentElement).not.toHaveTextContent(/few minutes|resumes in/i);
  });

  it("buys a try from the named balance after a confirmation, then Start works", async () => {
    let state = stateOf(false, 0, {
      freeTryToday: false,
      tryOffer: tryOffer({ payFrom: "cash" }),
    });
    const requests = mockFetch({
      "GET /api/run/state": () => jsonResponse(state),
      "POST /api/tries/buy": () => {
        state = { ...state, tries: 1, tryOffer: tryOffer() };
        return jsonResponse({ Status: "OK", tries: 1, paidFrom: "cash" });
      },
      "POST /api/run/start": () => jsonResponse({ Status: "OK", runId: "run-2", continued: false }),
    });
    const { user, router } = renderApp("/start");

    expect(await screen.findByRole("button", { name: "Start" })).toBeDisabled();
    expect(screen.getByText("Paid from your cash")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Buy a try for ₹10.00" }));
    const dialog = screen.getByRole("alertdialog", { name: "Buy a try for ₹10.00?" });
    await user.click(within(dialog).getByRole("button", { name: "Pay ₹10.00" }));

    expect(
      await screen.findByText("You bought a try for ₹10.00, paid from your cash."),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole("button", { name: "Start" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Start" }));

    expect(router.state.location.pathname).toBe("/play");
    expect(callsTo(requests, "POST", "/api/tries/buy")).toHaveLength(1);
  });

  it("asks age and place before the first paid try, then goes on to the purchase", async () => {
    let state = stateOf(false, 0, {
      freeTryToday: false,
      tryOffer: tryOffer({
        payFrom: "cash",
        paidPlay: { access: "eligibility_required", region: null },
      }),
    });
    const requests = mockFetch({
      "GET /api/run/state": () => jsonResponse(state),
      "PUT /api/account/eligibility": () => {
        state = { ...state, tryOffer: tryOffer({ payFrom: "cash" }) };
        return jsonResponse({
          eligibility: { adult: true, region: "MH", confirmedAt: 1 },
          paidPlay: { access: "open", region: "MH" },
        });
      },
      "POST /api/tries/buy": () => jsonResponse({ Status: "OK", tries: 1, paidFrom: "cash" }),
    });
    const { user } = renderApp("/start");

    await user.click(await screen.findByRole("button", { name: "Buy a try for ₹10.00" }));
    const step = screen.getByRole("dialog", { name: "Before you pay to play" });
    const adult = within(step).getByRole("checkbox", { name: "I am 18 or older" });
    expect(adult).toHaveFocus();
    await user.keyboard(" ");
    await user.selectOptions(
      within(step).getByRole("combobox", { name: "State or union territory where you live" }),
      "Maharashtra",
    );
    await user.click(within(step).getByRole("button", { name: "Confirm" }));

    const confirm = await screen.findByRole("alertdialog", { name: "Buy a try for ₹10.00?" });
    expect(
      screen.queryByRole("dialog", { name: "Before you pay to play" }),
    ).not.toBeInTheDocument();
    expect(callsTo(requests, "POST", "/api/tries/buy")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Pay ₹10.00" }));
    expect(
      await screen.findByText("You bought a try for ₹10.00, paid from your cash."),
    ).toBeVisible();
    expect(await callsTo(requests, "PUT", "/api/account/eligibility")[0]?.json()).toEqual({
      adult: true,
      region: "MH",
    });
  });

  it("leaves the purchase when the player cancels the step, and buys nothing", async () => {
    const requests = mockFetch({
      "GET /api/run/state": runState(false, 0, {
        freeTryToday: false,
        tryOffer: tryOffer({
          payFrom: "bonus",
          paidPlay: { access: "eligibility_required", region: null },
        }),
      }),
    });
    const { user } = renderApp("/start");

    const buy = await screen.findByRole("button", { name: "Buy a try for ₹10.00" });
    await user.click(buy);
    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(buy).toHaveFocus();
    expect(callsTo(requests, "PUT", "/api/account/eligibility")).toHaveLength(0);
    expect(callsTo(requests, "POST", "/api/tries/buy")).toHaveLength(0);
  });

  it("says why nothing is sold where paid play is off in the player's state", async () => {
    mockFetch({
      "GET /api/run/state": runState(false, 0, {
        freeTryToday: true,
        tryOffer: tryOffer({
          depositsEnabled: false,
          paidPlay: { access: "closed_in_region", region: "TN" },
        }),
      }),
    });
    renderApp("/start");

    expect(
      await screen.findByText(
        "Paid play is not available in Tamil Nadu. Your free daily try is still yours.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Start" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: /Buy a try/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add money" })).not.toBeInTheDocument();
  });

  it("says how to earn tries when paid play is off and there is no bonus", async () => {
    mockFetch({
      "GET /api/run/state": runState(false, 0, {
        freeTryToday: false,
        tryOffer: tryOffer({ depositsEnabled: false, paidPlay: { access: "off", region: null } }),
      }),
    });
    renderApp("/start");

    expect(await screen.findByText(/A try costs ₹10.00 of bonus money/)).toBeVisible();
    expect(screen.queryByRole("link", { name: "Add money" })).not.toBeInTheDocument();
  });
});
