// Proves /try against a mocked server: every state of SPEC.md section 4's trial (loading,
// the question with its countdown, Yes, NO, Time_Out, Default, the per-IP 429), an image
// question's answers hidden and its clock held until the image loads or fails or the
// server's grace ends, every
// answer status with its message, the timeout posted once at zero, and one answer only;
// and the paused game's screen with its resume time instead of a question
// (live from the switch, and when the server refuses with game_paused), and the pool's
// promise above the question, no prize to win (an empty pool, or the network's prize for
// the hour won) said before answering. A closed question shows the visitor's pick, never
// the right option (the server gives it to nobody), and the next step: sign up and play.
// The scratch card's own behaviour is proved in scratch-card.test.tsx.
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TrialQuestionView } from "../../../contract/trial";
import { prizeAgainText } from "../../lib/trial-offer";
import { answerOptions } from "../../test/answer-options";
import { errorResponse } from "../../test/error-responses";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { callsTo, type Handler, heldAnswer, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { trialQuestion } from "../../test/question-fixtures";
import { renderScreen } from "../../test/render-screen";
import { TrialScreen } from "./trial-screen";

const DEVICE = "device0123456789";
const QUESTION_PATH = `/api/get/singel/qst/${DEVICE}`;

const serving =
  (question = trialQuestion()) =>
  () =>
    jsonResponse({ Status: "OK", data: question });

const renderTrial = () => renderScreen(<TrialScreen />, "/try", "/try", { realtime: "player" });
const answerButton = (name: RegExp) => screen.getByRole("button", { name });

/** Serves the question, lets `verdict` answer the answer, and picks `option` as a visitor. */
async function answerTrial(option: RegExp, verdict: Handler) {
  const requests = mockFetch({
    [`GET ${QUESTION_PATH}`]: serving(),
    "POST /api/get/singel/qst/ans": verdict,
  });
  const view = renderTrial();
  await view.user.click(await screen.findByRole("button", { name: option }));
  return { ...view, requests };
}

beforeEach(() => {
  localStorage.setItem("device_id", DEVICE);
  // jsdom has no canvas; the card tracks its erasing without one.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

describe("/try question", () => {
  it("loads this device's question as a visitor and shows it with the server's time left", async () => {
    const requests = mockFetch({ [`GET ${QUESTION_PATH}`]: serving() });
    renderTrial();

    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(await screen.findByText("What is 7 x 6?")).toBeVisible();
    // Focus moves in an effect after the question renders.
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Try a Question" })).toHaveFocus(),
    );
    const timer = screen.getByRole("timer", { name: "Seconds left" });
    // 20 s from the server; a busy machine may already have ticked once.
    expect(timer.textContent).toMatch(/^(20|19)$/);
    expect(timer).toHaveAttribute("data-warning", "false");
    expect(
      within(screen.getByRole("list", { name: "Answers" })).getAllByRole("button"),
    ).toHaveLength(4);
    expect(answerButton(/^B 42$/)).toBeEnabled();
    expect(callsTo(requests, "GET", QUESTION_PATH)[0]?.headers.get("Authorization")).toBeNull();
  });

  it("offers the language switch below the question, in place (issue 34)", async () => {
    mockFetch({ [`GET ${QUESTION_PATH}`]: serving() });
    renderTrial();

    expect(await screen.findByText("What is 7 x 6?")).toBeVisible();
    const switcher = screen.getByRole("group", { name: "Language" });
    expect(within(switcher).getByRole("button", { name: "English" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(switcher).getByRole("button", { name: "हिन्दी" })).toBeVisible();
  });

  it("makes and keeps a device id when none is stored", async () => {
    localStorage.removeItem("device_id");
    const requests = mockFetch({});
    renderTrial();

    await screen.findByRole("heading", { name: "Something went wrong" });
    const made = localStorage.getItem("device_id");
    expect(made).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(callsTo(requests, "GET", `/api/get/singel/qst/${made}`)).toHaveLength(1);
  });

  it("shows the countdown red at 5 seconds or fewer", async () => {
    mockFetch({ [`GET ${QUESTION_PATH}`]: serving(trialQuestion({ remainingMs: 5_000 })) });
    renderTrial();

    const timer = await screen.findByRole("timer", { name: "Seconds left" });
    expect(timer).toHaveTextContent("5");
    expect(timer).toHaveAttribute("data-warning", "true");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("5 seconds left"));
  });

  describe("an image question (its answers and clock wait 3 s at most)", () => {
    const HELD_NOTE =
      "The answers and the clock start when the image has loaded, in 3 seconds at most.";
    const answers = () => screen.queryByRole("list", { name: "Answers" });
    const serveImage = (overrides: Partial<TrialQuestionView>) =>
      mockFetch({
        [`GET ${QUESTION_PATH}`]: serving(
          trialQuestion({ img: "/images/q.svg", clockStartsInMs: 3_000, ...overrides }),
        ),
      });

    it("hides the answers and holds the countdown in the image's box until it loads", async () => {
      serveImage({ remainingMs: 1_500 });
      renderTrial();

      const note = await screen.findByText(HELD_NOTE);
      expect(note).toBeVisible();
      expect(answers()).toBeNull();
      expect(screen.queryByRole("button", { name: /^B 42$/ })).toBeNull();
      const image = screen.getByRole("img", { name: "The question's illustration" });
      // Inside the image's reserved box: the answers below do not move when the note goes.
      expect(image.parentElement).toContainElement(note);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(screen.getByRole("timer")).toHaveTextContent("2");

      image.dispatchEvent(new Event("load"));

      await waitFor(() => expect(answers()).not.toBeNull());
      expect(note).not.toBeVisible();
      expect(answerButton(/^B 42$/)).toBeEnabled();
      await waitFor(() => expect(screen.getByRole("timer")).toHaveTextContent("1"), {
        timeout: 1_500,
      });
    });

    it("shows the answers once the image fails", async () => {
      serveImage({});
      renderTrial();
      await screen.findByText(HELD_NOTE);
      expect(answers()).toBeNull();

      screen
        .getByRole("img", { name: "The question's illustration" })
        .dispatchEvent(new Event("error"));

      expect(await screen.findByText("The image could not be loaded.")).toBeVisible();
      expect(answers()).not.toBeNull();
    });

    it("shows the answers and runs the clock when the server's grace ends, image or not", async () => {
      serveImage({ remainingMs: 1_500, clockStartsInMs: 400 });
      renderTrial();
      await screen.findByText(HELD_NOTE);
      expect(answers()).toBeNull();

      await waitFor(() => expect(answers()).not.toBeNull(), { timeout: 1_000 });
      expect(screen.getByText(HELD_NOTE)).not.toBeVisible();
      await waitFor(() => expect(screen.getByRole("timer")).toHaveTextContent("1"), {
        timeout: 1_500,
      });
    });
  });

  it("posts the timeout once at zero and shows the timeout screen", async () => {
    const requests = mockFetch({
      [`GET ${QUESTION_PATH}`]: serving(trialQuestion({ remainingMs: 200 })),
      "POST /api/time/out/by/singel/qst/data": () => jsonResponse({ Status: "Time_Out" }),
    });
    renderTrial();

    // The heading takes focus in an effect after it is shown.
    const heading = await screen.findByRole("heading", { level: 1, name: "Time Out" });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(callsTo(requests, "POST", "/api/time/out/by/singel/qst/data")).toHaveLength(1),
    );
    const [timeout] = callsTo(requests, "POST", "/api/time/out/by/singel/qst/data");
    expect(await timeout?.json()).toEqual({ ip: DEVICE });
    expect(screen.getByText("What is 7 x 6?")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo(requests, "POST", "/api/time/out/by/singel/qst/data")).toHaveLength(1);
    expect(callsTo(requests, "POST", "/api/get/singel/qst/ans")).toHaveLength(0);
  });
});

describe("/try answers", () => {
  it("sends one answer only, even when a second option is clicked while the first is checked", async () => {
    const { handler, answer } = heldAnswer();
    const { requests, user } = await answerTrial(/^B 42$/, handler);
    expect(screen.getByRole("status")).toHaveTextContent("Checking your answer…");
    expect(answerButton(/^C 48$/)).toBeDisabled();
    await user.click(answerButton(/^C 48$/));
    answer(jsonResponse({ Status: "CORRECT", rupee: 50 }));

    expect(await screen.findByRole("heading", { level: 1, name: "Correct Answer!" })).toBeVisible();
    const answers = callsTo(requests, "POST", "/api/get/singel/qst/ans");
    expect(answers).toHaveLength(1);
    expect(await answers[0]?.json()).toEqual({ ip: DEVICE, qno: "trial-q-1", ans: "b" });
  });

  it("opens the scratch card with the prize after CORRECT", async () => {
    const { user } = await answerTrial(/^B 42$/, () =>
      jsonResponse({ Status: "CORRECT", rupee: 50 }),
    );

    expect(await screen.findByRole("img", { name: /^Scratch card/ })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Reveal" }));
    expect(screen.getByRole("heading", { name: "You Won ₹50.00" })).toBeVisible();
  });

  it.each([
    [
      "CORRECT NO REWARD",
      { Status: "CORRECT NO REWARD" },
      "Correct, but you can't claim a reward: the offer has ended.",
    ],
    ["EX CORRECT", { Status: "EX CORRECT" }, "You have answered this question before."],
  ])("says so and goes home after %s", async (_, reply, message) => {
    await answerTrial(/^B 42$/, () => jsonResponse(reply));

    expect(await screen.findByRole("alertdialog")).toHaveTextContent(message);
    // The move home is a transition, so on a busy machine it can land after the popup.
    expect(await screen.findByRole("heading", { name: "Other screen at /" })).toBeInTheDocument();
  });

  // The server names the right option to nobody (SPEC.md's reply is Status and rupee).
  it("shows the wrong answer screen with the visitor's pick and the next step after INCORRECT", async () => {
    await answerTrial(/^A 36$/, () => jsonResponse({ Status: "INCORRECT" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Wrong Answer" })).toHaveFocus();
    const options = answerOptions();
    expect(options[0]).toHaveTextContent("Your answer");
    expect(screen.queryByText("Correct answer")).not.toBeInTheDocument();
    expect(
      screen.getByText("Sign up to play every day: your first try each day is free."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  });

  it("offers a signed-in player a run instead of a sign-up after a lost trial", async () => {
    localStorage.setItem("ssid", "player-token");
    await answerTrial(/^A 36$/, () => jsonResponse({ Status: "INCORRECT" }));

    expect(await screen.findByRole("link", { name: "Play" })).toHaveAttribute("href", "/start");
    expect(screen.queryByRole("link", { name: "Sign up" })).not.toBeInTheDocument();
  });

  it("shows the timeout screen when the server says the answer came too late", async () => {
    await answerTrial(/^A 36$/, () => jsonResponse({ Status: "Time_Out" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Time Out" })).toBeVisible();
    expect(answerOptions()[0]).toHaveTextContent("Your answer");
    expect(screen.queryByText("Correct answer")).not.toBeInTheDocument();
  });

  it("shows that something went wrong with any other status", async () => {
    await answerTrial(/^A 36$/, () => jsonResponse({ Status: "MAYBE" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong: MAYBE");
  });
});

describe("/try on reload and failures", () => {
  it("shows the scratch card again for a device that already won (Yes)", async () => {
    mockFetch({ [`GET ${QUESTION_PATH}`]: () => jsonResponse({ Status: "Yes", rupee: 30 }) });
    const { user } = renderTrial();

    expect(await screen.findByRole("heading", { level: 1, name: "Correct Answer!" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Reveal" }));
    expect(screen.getByRole("heading", { name: "You Won ₹30.00" })).toBeVisible();
  });

  it("says a right answer won nothing for a device whose win holds no prize (Yes, ₹0)", async () => {
    mockFetch({ [`GET ${QUESTION_PATH}`]: () => jsonResponse({ Status: "Yes", rupee: 0 }) });
    renderTrial();

    expect(await screen.findByRole("heading", { level: 1, name: "Correct Answer!" })).toBeVisible();
    expect(screen.getByText("Your answer was right, but no prize goes with it.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Reveal" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign up" })).toBeVisible();
  });

  it("shows the wrong answer screen for NO", async () => {
    mockFetch({ [`GET ${QUESTION_PATH}`]: () => jsonResponse({ Status: "NO" }) });
    renderTrial();

    expect(await screen.findByRole("heading", { level: 1, name: "Wrong Answer" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /^A / })).not.toBeInTheDocument();
  });

  it("shows the timeout screen for Time_Out", async () => {
    mockFetch({ [`GET ${QUESTION_PATH}`]: () => jsonResponse({ Status: "Time_Out" }) });
    renderTrial();

    expect(await screen.findByRole("heading", { level: 1, name: "Time Out" })).toBeVisible();
  });

  it("says too many trials came from this network on 429", async () => {
    mockFetch({
      [`GET ${QUESTION_PATH}`]: () => errorResponse(429, "rate_limited", "Too many requests"),
    });
    renderTrial();

    expect(await screen.findByRole("heading", { level: 1, name: "Too Many Trials" })).toBeVisible();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Too many trials from this network. Try again later.");
    expect(alert).toHaveTextContent("Too many requests");
  });

  it("shows the server's message with a refresh prompt, and refreshing loads again", async () => {
    mockFetch({
      [`GET ${QUESTION_PATH}`]: () =>
        errorResponse(503, "no_trial_question", "The trial is not available right now"),
    });
    const { user } = renderTrial();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The trial is not available right now",
    );
    expect(screen.getByText("Refresh to try again.")).toBeVisible();

    mockFetch({ [`GET ${QUESTION_PATH}`]: serving() });
    await user.click(screen.getByRole("button", { name: "Refresh" }));

    expect(await screen.findByText("What is 7 x 6?")).toBeVisible();
  });

  it("treats an unknown fetch status as the failure state", async () => {
    mockFetch({ [`GET ${QUESTION_PATH}`]: () => jsonResponse({ Status: "BAD" }) });
    renderTrial();

    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong: BAD");
  });
});

describe("/try while the game is paused", () => {
  const paused = {
    Status: "off",
    text: "30 Minutes",
    resumeAt: Date.now() + 30 * 60_000,
    changedAt: Date.now(),
  };
  const on = { Status: "on", text: "", resumeAt: null, changedAt: Date.now() + 1 };

  /** The server while paused: the switch says off and no question is issued. */
  const refusedWhilePaused = () =>
    errorResponse(409, "game_paused", "The game is paused right now");

  it("shows the paused screen with its resume time when the server issues no question", async () => {
    mockFetch({
      "GET /api/game/status": () => jsonResponse(paused),
      [`GET ${QUESTION_PATH}`]: refusedWhilePaused,
    });
    renderTrial();

    expect(await screen.findByText("Paused for: 30 Minutes")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Game paused" })).toBeVisible();
    expect(screen.getByText(/^Back (at|on) /)).toBeVisible();
    expect(screen.getByText(/^Resumes in/)).toBeInTheDocument();
  });

  it("says an admin starts the game, not minutes, for a pause without an end time", async () => {
    mockFetch({
      "GET /api/game/status": () =>
        jsonResponse({ ...paused, text: "Few Minutes", resumeAt: null }),
      [`GET ${QUESTION_PATH}`]: refusedWhilePaused,
    });
    renderTrial();

    expect(await screen.findByText("Paused until an admin starts the game")).toBeVisible();
    expect(document.body).not.toHaveTextContent(/few minutes|resumes in/i);
  });

  it("reads the question beside the switch, not after it", async () => {
    let answerStatus: (response: Response) => void = () => {};
    const requests = mockFetch({
      "GET /api/game/status": () =>
        new Promise<Response>((resolve) => {
          answerStatus = resolve;
        }),
      [`GET ${QUESTION_PATH}`]: serving(),
    });
    renderTrial();

    expect(await screen.findByText("What is 7 x 6?")).toBeVisible();
    expect(callsTo(requests, "GET", QUESTION_PATH)).toHaveLength(1);
    answerStatus(jsonResponse(on));
  });

  it("serves the question by itself when the game resumes", async () => {
    let gameOn = false;
    mockFetch({
      "GET /api/game/status": () => jsonResponse(gameOn ? on : paused),
      [`GET ${QUESTION_PATH}`]: () => (gameOn ? serving()() : refusedWhilePaused()),
    });
    renderTrial();
    await screen.findByText("Paused for: 30 Minutes");
    const socket = await acceptFirstSocket();

    gameOn = true;
    act(() => socket.serverSend({ type: "game", ...on }));

    expect(await screen.findByText("What is 7 x 6?")).toBeVisible();
  });

  it("shows no pause of the round's own while the switch is still being read", async () => {
    let answerStatus: (response: Response) => void = () => {};
    const requests = mockFetch({
      "GET /api/game/status": () =>
        new Promise<Response>((resolve) => {
          answerStatus = resolve;
        }),
      [`GET ${QUESTION_PATH}`]: refusedWhilePaused,
    });
    renderTrial();
    await waitFor(() => expect(callsTo(requests, "GET", QUESTION_PATH)).toHaveLength(1));
    // The refusal is in and rendered before the switch answers.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(screen.queryByText(/^The game is paused right now/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Try a Question" })).toBeVisible();
    answerStatus(jsonResponse(paused));
    expect(await screen.findByText("Paused for: 30 Minutes")).toBeVisible();
    expect(screen.queryByText(/^The game is paused right now/)).not.toBeInTheDocument();
  });

  it("shows the pause when the server refuses with game_paused before the switch arrives", async () => {
    let status: object = { ...on, changedAt: 1 };
    mockFetch({
      "GET /api/game/status": () => jsonResponse(status),
      [`GET ${QUESTION_PATH}`]: () => {
        status = paused;
        return errorResponse(409, "game_paused", "The game is paused right now");
      },
    });
    renderTrial();

    expect(await screen.findByText("Paused for: 30 Minutes")).toBeVisible();
  });
});

describe("/try's promise", () => {
  it("names the largest prize left above the question", async () => {
    mockFetch({
      "GET /api/trial/offer": () => jsonResponse({ largestRupee: 100, prizeAgainAt: null }),
      [`GET ${QUESTION_PATH}`]: serving(),
    });
    renderTrial();

    expect(await screen.findByText("Answer 1 question and win up to ₹100.00")).toBeVisible();
  });

  it("says the pool is empty above the question, before any answer", async () => {
    mockFetch({
      "GET /api/trial/offer": () => jsonResponse({ largestRupee: null, prizeAgainAt: null }),
      [`GET ${QUESTION_PATH}`]: serving(),
    });
    renderTrial();

    expect(await screen.findByText(/^No prizes are left right now/)).toBeVisible();
    expect(screen.getByText("What is 7 x 6?")).toBeVisible();
    expect(screen.queryByText(/win up to/)).not.toBeInTheDocument();
  });

  it("tells a network that had its prize this hour when prizes come back for it", async () => {
    const at = Date.UTC(2026, 10, 25, 9, 30);
    mockFetch({
      "GET /api/trial/offer": () => jsonResponse({ largestRupee: null, prizeAgainAt: at }),
      [`GET ${QUESTION_PATH}`]: serving(),
    });
    renderTrial();

    expect(await screen.findByText(prizeAgainText(at))).toBeVisible();
    expect(screen.queryByText(/win up to/)).not.toBeInTheDocument();
  });
});
