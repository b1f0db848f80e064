// Proves /play against a mocked server, a fake socket and fake timers: the paused screen
// while the game is off; the question with the server's remaining time, the run's
// progress and nothing marked as the answer; the countdown (whole seconds, red
// at 5); an image question's answers hidden, out of the accessibility tree, and its clock
// held until the image loads or fails or the server's 3 s grace ends; the image report; the verifying overlay; the moment
// after each verify status (the verdict in words and marks, what it won, announced once,
// then the next question or the run's summary, by itself after 1.2 s or on Next) with no
// popup; a dropped connection's answer kept on screen with the offline notice and sent
// again with backoff and when back online, and the next question read the same way
//; the time-up moment from the device's clock and from the server's `run` message;
// reporting the open question; and the forfeit when the player leaves. The summary is
// proven in run-summary-screen.test.tsx, the result view in run-result-view.test.tsx.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ServedQuestionView } from "../../../contract/play";
import { answerOption } from "../../test/answer-options";
import { errorResponse } from "../../test/error-responses";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { tryOffer } from "../../test/money-test-data";
import { servedQuestion } from "../../test/question-fixtures";
import { receiptSigner } from "../../test/receipt-fixtures";
import { renderApp } from "../../test/render-app";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { FEEDBACK_MS } from "./feedback-panel";

const NOW = Date.now();
const gameOn = { Status: "on", text: "", resumeAt: null, changedAt: NOW - 60_000 };
const pausedOneHour = {
  Status: "off",
  text: "1 Hour",
  resumeAt: NOW + 3_600_000,
  changedAt: NOW - 1000,
};

const QUESTION_PATH = "GET /api/get/question/no/by/user/name/user-1";
const VERIFY_PATH = "POST /api/verify/answer/question/number";
const FORFEIT_PATH = "DELETE /api/delete/by/user/id/for/valid/data/user-1";

const served = (data: ServedQuestionView) => () => jsonResponse({ Status: "OK", data });
const verified = (reply: object) => () => jsonResponse({ coins: 0, secondsUsed: 0, ...reply });
const requestsTo = (requests: Request[], key: string) =>
  requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);

/** /play with the game on and `handlers` for the play calls. */
async function openPlay(handlers: Parameters<typeof mockFetch>[0]) {
  const requests = mockFetch({ "GET /api/game/status": () => jsonResponse(gameOn), ...handlers });
  const view = renderApp("/play");
  const heading = await screen.findByRole("heading", { level: 1, name: /^Question/ });
  // The question's effects, its clock among them, have run once its heading has focus.
  await vi.waitFor(() => expect(heading).toHaveFocus());
  return { ...view, requests };
}

const timer = () => screen.getByRole("timer", { name: "Seconds left" });
/** What the round's live region says once the verdict is in (not the countdown marks). */
const announced = () =>
  screen
    .getAllByRole("status")
    .map((region) => region.textContent ?? "")
    .filter((text) => text !== "" && !text.includes("seconds left"));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  signInPlayer();
  localStorage.setItem("user", "user-1");
  // Time still flows (for the screen's own loading), but tests can jump it exactly.
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
});

describe("/play and the game switch", () => {
  it("shows the paused screen instead of the question while the game is off", async () => {
    mockFetch({ "GET /api/game/status": () => jsonResponse(pausedOneHour) });
    renderApp("/play");

    expect(await screen.findByRole("heading", { level: 1, name: "Game paused" })).toBeVisible();
    expect(screen.getByText("Paused for: 1 Hour")).toBeVisible();
    expect(screen.getByRole("main")).toHaveTextContent(/Resumes in \d\d:\d\d:\d\d/);
    expect(
      screen.getByText("Your question comes back here automatically when the game resumes."),
    ).toBeVisible();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });

  it("says an admin starts the game, and no length or minutes, for a pause without an end", async () => {
    mockFetch({
      "GET /api/game/status": () =>
        jsonResponse({ ...pausedOneHour, text: "Few Minutes", resumeAt: null }),
    });
    renderApp("/play");

    expect(await screen.findByRole("heading", { level: 1, name: "Game paused" })).toBeVisible();
    expect(screen.getByText("Paused until an admin starts the game")).toBeVisible();
    expect(screen.getByRole("main")).not.toHaveTextContent(/few minutes|resumes in/i);
  });

  it("reads the question beside the status, not after it, and shows the question the server served", async () => {
    // The server serves no question while the game is off, so the screen need not wait
    // for the switch's read before asking for one.
    const requests = mockFetch({
      "GET /api/game/status": () => new Promise<Response>(() => {}),
      [QUESTION_PATH]: served(servedQuestion()),
    });
    renderApp("/play");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Question 3 of 10" }),
    ).toBeVisible();
    expect(requestsTo(requests, "GET /api/game/status")).toHaveLength(1);
    expect(requestsTo(requests, QUESTION_PATH)).toHaveLength(1);
  });

  it("shows a loading state until the question's read is answered", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({
      "GET /api/game/status": () => jsonResponse(gameOn),
      [QUESTION_PATH]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp("/play");
    await act(() => import("./play-screen"));

    expect(await screen.findByText("Loading…")).toBeInTheDocument();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();

    answer(served(servedQuestion())());
    expect(
      await screen.findByRole("heading", { level: 1, name: "Question 3 of 10" }),
    ).toBeVisible();
  });

  it("switches between the paused screen and the question as game messages arrive", async () => {
    await openPlay({ [QUESTION_PATH]: served(servedQuestion()) });
    const socket = await acceptFirstSocket();

    act(() => socket.serverSend({ type: "game", ...pausedOneHour, changedAt: NOW }));
    expect(await screen.findByRole("heading", { level: 1, name: "Game paused" })).toBeVisible();

    act(() => socket.serverSend({ type: "game", ...gameOn, changedAt: NOW + 1000 }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Question 3 of 10" }),
    ).toBeVisible();
  });

  it("shows the server's word on the question when the status cannot be read, and the paused screen once it can", async () => {
    mockFetch({
      "GET /api/game/status": () => errorResponse(500, "internal", "Boom"),
      [QUESTION_PATH]: () =>
        jsonResponse({
          Status: "BAD",
          reason: "game_off",
          message: "The game is paused right now",
        }),
    });
    renderApp("/play");

    expect(await screen.findByRole("alert")).toHaveTextContent("The game is paused right now");
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    mockFetch({ "GET /api/game/status": () => jsonResponse(pausedOneHour) });
    const socket = await acceptFirstSocket();
    act(() => socket.serverSend({ type: "game", ...pausedOneHour, changedAt: NOW }));

    expect(await screen.findByRole("heading", { level: 1, name: "Game paused" })).toBeVisible();
  });

  it("says so and offers a retry when the status cannot be read and the sign-in has no user id", async () => {
    localStorage.removeItem("user");
    mockFetch({
      "GET /api/game/status": () => errorResponse(500, "internal", "Boom"),
    });
    renderApp("/play");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not check whether the game is on. Boom",
    );
    mockFetch({ "GET /api/game/status": () => jsonResponse(pausedOneHour) });
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Game paused" })).toBeVisible();
  });
});

describe("the question", () => {
  it("shows the number, text and four options with nothing marked as the answer", async () => {
    const { requests } = await openPlay({ [QUESTION_PATH]: served(servedQuestion()) });

    expect(screen.getByRole("heading", { level: 1, name: "Question 3 of 10" })).toBeVisible();
    expect(screen.getByText("What is 12 + 15?")).toBeVisible();
    expect(screen.getAllByRole("button", { name: /^[ABCD] / }).map((b) => b.textContent)).toEqual([
      "A 25",
      "B 27",
      "C 28",
      "D 30",
    ]);
    expect(screen.queryByText(/correct/i)).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    // Where the run stands, from the server's count of closed questions.
    const progress = screen.getByRole("progressbar", { name: "2 of 10 questions answered" });
    expect(progress).toHaveAttribute("value", "2");
    expect(progress).toHaveAttribute("max", "10");
    expect(screen.getByText("10 coins")).toBeVisible();
    expect(screen.getByText("Streak: 2")).toBeVisible();
    expect(screen.getByRole("button", { name: "Report this question" })).toBeVisible();
    expect(requestsTo(requests, QUESTION_PATH)[0]?.headers.get("Authorization")).toBe(
      "Bearer player-session",
    );
    expect(localStorage.getItem("valid")).toBe("true");
  });

  it("counts down in whole seconds from the server's remaining time and turns red at 5", async () => {
    await openPlay({ [QUESTION_PATH]: served(servedQuestion({ remainingMs: 12_000 })) });

    expect(timer()).toHaveTextContent("12");
    tick(1000);
    expect(timer()).toHaveTextContent("11");
    tick(5000);
    expect(timer()).toHaveTextContent("6");
    expect(timer()).toHaveAttribute("data-warning", "false");
    tick(1000);
    expect(timer()).toHaveTextContent("5");
    expect(timer()).toHaveAttribute("data-warning", "true");
  });

  it("resumes a reloaded question with the server's remaining time, not the full time", async () => {
    await openPlay({
      [QUESTION_PATH]: served(servedQuestion({ seconds: 30, remainingMs: 9_000 })),
    });

    expect(timer()).toHaveTextContent("9");
  });

  it("tells screen readers the time only at 10 and 5 seconds left", async () => {
    await openPlay({ [QUESTION_PATH]: served(servedQuestion({ remainingMs: 12_000 })) });
    const spoken = () =>
      screen
        .getAllByRole("status")
        .map((region) => region.textContent)
        .filter((text) => text?.includes("seconds left"));

    expect(spoken()).toEqual([]);
    tick(1000);
    expect(spoken()).toEqual([]);
    tick(1000);
    expect(spoken()).toEqual(["10 seconds left"]);
    tick(3000);
    expect(spoken()).toEqual(["10 seconds left"]);
    tick(2000);
    expect(spoken()).toEqual(["5 seconds left"]);
  });
});

describe("an image question (its answers and clock wait 3 s at most)", () => {
  const imageQuestion = servedQuestion({
    img: "/images/questions/clock.svg",
    clockRunning: false,
    clockStartsInMs: 3_000,
    remainingMs: 15_000,
    seconds: 15,
  });
  const HELD_NOTE =
    "The answers and the clock start when the image has loaded, in 3 seconds at most.";
  /** The answers as a reader finds them: a hidden list is not in the accessibility tree. */
  const answers = () => screen.queryByRole("list", { name: "Answers" });
  const image = () => screen.getByRole("img", { name: "The question's illustration" });

  it("hides the answers and holds the clock until the image loads, then reports it once", async () => {
    let reads = 0;
    const { requests } = await openPlay({
      [QUESTION_PATH]: () => {
        reads += 1;
        const running = { ...imageQuestion, clockRunning: true, clockStartsInMs: 0 };
        return served(reads === 1 ? imageQuestion : running)();
      },
      "POST /api/run/image-ready": () => jsonResponse({ Status: "OK" }),
    });
    expect(image()).toHaveAttribute("src", "/images/questions/clock.svg");
    expect(screen.getByText(HELD_NOTE)).toBeVisible();
    expect(answers()).toBeNull();
    expect(screen.queryByRole("button", { name: /^B 27$/ })).toBeNull();

    tick(1000);
    expect(timer()).toHaveTextContent("15");
    expect(answers()).toBeNull();

    fireEvent.load(image());
    expect(answers()).not.toBeNull();
    expect(screen.getByRole("button", { name: /^B 27$/ })).toBeVisible();
    expect(screen.getByText(HELD_NOTE)).not.toBeVisible();
    await vi.waitFor(() => expect(reads).toBe(2));
    fireEvent.load(image());
    tick(1000);

    await vi.waitFor(() => expect(timer()).toHaveTextContent("14"));
    const reports = requestsTo(requests, "POST /api/run/image-ready");
    expect(reports).toHaveLength(1);
    expect(await reports[0]?.json()).toEqual({ id: "att-1" });
  });

  it("shows the answers when the image fails, says so, and reports it once too", async () => {
    const { requests } = await openPlay({
      [QUESTION_PATH]: served(imageQuestion),
      "POST /api/run/image-ready": () => jsonResponse({ Status: "OK" }),
    });
    expect(answers()).toBeNull();

    fireEvent.error(image());

    expect(await screen.findByText("The image could not be loaded.")).toBeVisible();
    expect(answers()).not.toBeNull();
    await vi.waitFor(() =>
      expect(requestsTo(requests, "POST /api/run/image-ready")).toHaveLength(1),
    );
    tick(2000);
    expect(timer()).toHaveTextContent("13");
  });

  it("shows the answers when the server's grace ends with the image blocked, on its clock", async () => {
    await openPlay({ [QUESTION_PATH]: served(imageQuestion) });

    tick(2_900);
    expect(answers()).toBeNull();
    expect(timer()).toHaveTextContent("15");
    tick(200);
    expect(answers()).not.toBeNull();
    expect(screen.getByText(HELD_NOTE)).not.toBeVisible();

    // 12 s after serving, a 15 s question has 6 s left by the server's deadline.
    tick(8_900);
    expect(Number(timer().textContent)).toBeLessThanOrEqual(6);
  });

  it("shows a question without an image, or one whose clock already runs, at once", async () => {
    await openPlay({
      [QUESTION_PATH]: served({ ...imageQuestion, clockRunning: true, clockStartsInMs: 0 }),
    });
    expect(answers()).not.toBeNull();
    tick(1000);
    expect(timer()).toHaveTextContent("14");
  });
});

describe("answering", () => {
  it("stops the clock and shows Verifying... while the answer is checked", async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = await openPlay({
      [QUESTION_PATH]: served(servedQuestion()),
      [VERIFY_PATH]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    tick(4000);

    fireEvent.click(screen.getByRole("button", { name: "B 27" }));

    const overlay = await screen.findByText("Verifying...");
    expect(overlay).toHaveAttribute("role", "status");
    expect(overlay.closest("section")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "A 25" })).toBeDisabled();
    tick(5000);
    expect(timer()).toHaveTextContent("26");
    await vi.waitFor(() => expect(requestsTo(requests, VERIFY_PATH)).toHaveLength(1));
    expect(await requestsTo(requests, VERIFY_PATH)[0]?.json()).toEqual({
      answer: "b",
      user: "user-1",
      id: "att-1",
      seconds: 4,
      Ans: null,
    });
    answer(verified({ Status: "WRONG", ans: "c" })());
  });

  it("shows the verdict after a right answer (OK), then the next question after 1.2 s", async () => {
    let reads = 0;
    const { router } = await openPlay({
      [QUESTION_PATH]: () => {
        reads += 1;
        return served(
          reads === 1
            ? servedQuestion()
            : servedQuestion({ _id: "att-2", Qno: 3, streak: 3, coinsSoFar: 20 }),
        )();
      },
      [VERIFY_PATH]: verified({ Status: "OK", ans: "b", coins: 10 }),
    });

    fireEvent.click(screen.getByRole("button", { name: "B 27" }));

    expect(await screen.findByText("Correct")).toBeVisible();
    expect(screen.getByText("+10 coins")).toBeVisible();
    expect(answerOption("B")).toHaveTextContent("B 27✓ Correct answerYour answer");
    expect(screen.getByText("20 coins")).toBeVisible();
    expect(screen.getByText("Streak: 3")).toBeVisible();
    await vi.waitFor(() => expect(announced()).toEqual(["Correct. +10 coins."]));
    expect(screen.getByRole("button", { name: "Next question" })).toHaveFocus();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(reads).toBe(1);

    tick(FEEDBACK_MS);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Question 4 of 10" }),
    ).toBeVisible();
    expect(reads).toBe(2);
    expect(router.state.location.pathname).toBe("/play");
    expect(screen.queryByText("Verifying...")).not.toBeInTheDocument();
  });

  it("moves on at once when the player taps Next", async () => {
    let reads = 0;
    await openPlay({
      [QUESTION_PATH]: () => {
        reads += 1;
        return served(reads === 1 ? servedQuestion() : servedQuestion({ _id: "att-2", Qno: 3 }))();
      },
      [VERIFY_PATH]: verified({ Status: "OK", ans: "b", coins: 10 }),
    });

    fireEvent.click(screen.getByRole("button", { name: "B 27" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next question" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Question 4 of 10" }),
    ).toBeVisible();
  });

  it("announces a coupon win (OKK) and keeps playing, with the coupon claimed from the summary", async () => {
    const { requests, router } = await openPlay({
      [QUESTION_PATH]: served(servedQuestion()),
      [VERIFY_PATH]: verified({ Status: "OKK", ans: "b", coins: 10, id: "cpn-att-1" }),
    });

    fireEvent.click(screen.getByRole("button", { name: "B 27" }));

    expect(await screen.findByText("You won a coupon")).toBeVisible();
    await vi.waitFor(() => expect(announced()).toEqual(["Correct. +10 coins. You won a coupon."]));
    tick(FEEDBACK_MS);
    await vi.waitFor(() => expect(requestsTo(requests, QUESTION_PATH)).toHaveLength(2));
    expect(router.state.location.pathname).toBe("/play");
    expect(requestsTo(requests, FORFEIT_PATH)).toHaveLength(0);
    expect(localStorage.getItem("valid")).toBe("true");
  });

  it("shows the stars of a perfect run (STARS), then its summary, never a popup", async () => {
    const { router } = await openPlay({
      [QUESTION_PATH]: served(servedQuestion()),
      [VERIFY_PATH]: verified({ Status: "STARS", ans: "b", coins: 10, stars: 3, id: "cpn-att-1" }),
    });

    fireEvent.click(screen.getByRole("button", { name: "B 27" }));

    expect(await screen.findByText("You won 3 stars")).toBeVisible();
    expect(screen.getByText("You won a coupon")).toBeVisible();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(localStorage.getItem("valid")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "See your results" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/result"));
    expect(router.state.location.search).toBe("?run=run-1");
  });

  it("marks a wrong answer and the right one in the page (WRONG), then shows the summary", async () => {
    const { router } = await openPlay({
      [QUESTION_PATH]: served(servedQuestion()),
      [VERIFY_PATH]: verified({ Status: "WRONG", ans: "b", secondsUsed: 5 }),
    });

    fireEvent.click(screen.getByRole("button", { name: "C 28" }));

    expect(await screen.findByText("Wrong")).toBeVisible();
    expect(answerOption("B")).toHaveTextContent("B 27✓ Correct answer");
    expect(answerOption("C")).toHaveTextContent("C 28Your answer");
    expect(answerOption("C")).toHaveAttribute("data-wrong", "true");
    await vi.waitFor(() => expect(announced()).toEqual(["Wrong. The right answer was B: 27."]));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(localStorage.getItem("valid")).toBeNull();

    tick(FEEDBACK_MS);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/result"));
    expect(router.state.location.search).toBe("?run=run-1");
  });

  it("says Time's up with the right answer when the server says TIME_OUT", async () => {
    await openPlay({
      [QUESTION_PATH]: served(servedQuestion()),
      [VERIFY_PATH]: verified({ Status: "TIME_OUT", ans: "b" }),
    });

    fireEvent.click(screen.getByRole("button", { name: "C 28" }));

    expect(await screen.findByText("Time's up")).toBeVisible();
    expect(answerOption("B")).toHaveTextContent("B 27✓ Correct answer");
    expect(screen.getByRole("button", { name: "See your results" })).toBeVisible();
  });

  it("says in the page why an answer was not checked, and shows the question as the server has it", async () => {
    silenceConsoleErrors();
    let reads = 0;
    await openPlay({
      [QUESTION_PATH]: () => {
        reads += 1;
        return served(servedQuestion({ remainingMs: reads === 1 ? 30_000 : 21_000 }))();
      },
      [VERIFY_PATH]: () => errorResponse(409, "game_paused", "The game is paused right now"),
    });

    fireEvent.click(screen.getByRole("button", { name: "C 28" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your answer could not be checked. The game is paused right now",
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await vi.waitFor(() => expect(timer()).toHaveTextContent("21"));
    expect(screen.getByRole("button", { name: "C 28" })).toBeEnabled();
  });
});

describe("a dropped connection", () => {
  const NOTICE = "No connection. Your answer will be sent again when you are back online.";
  /** A verify handler that gets no reply `drops` times, then answers OK. */
  function droppedThenOk(drops: number) {
    let calls = 0;
    return () => {
      calls += 1;
      if (calls <= drops) return Promise.reject(new TypeError("Failed to fetch"));
      return verified({ Status: "OK", ans: "b", coins: 10 })();
    };
  }
  const verifyCalls = (requests: Request[]) => requestsTo(requests, VERIFY_PATH).length;

  it("keeps the question, its clock and the answer on screen and sends it again after 0.5, 1 and 2 s", async () => {
    const { requests } = await openPlay({
      [QUESTION_PATH]: served(servedQuestion()),
      [VERIFY_PATH]: droppedThenOk(3),
    });
    tick(4000);

    fireEvent.click(screen.getByRole("button", { name: "B 27" }));

    const notice = await screen.findByText(NOTICE);
    expect(notice).toHaveAttribute("role", "status");
    expect(notice).toBeVisible();
    expect(notice.closest("section")).toHaveAttribute("aria-busy", "false");
    expect(screen.getByRole("heading", { level: 1, name: "Question 3 of 10" })).toBeVisible();
    expect(screen.getByText("What is 12 + 15?")).toBeVisible();
    expect(timer()).toHaveTextContent("26");
    const chosen = screen.getByRole("button", { name: /^B 27/ });
    expect(chosen).toHaveTextContent("B 27Your answer");
    expect(chosen).toBeDisabled();
    expect(screen.getByRole("button", { name: "A 25" })).toBeDisabled();
    expect(screen.queryByText("Verifying...")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    tick(500);
    await vi.waitFor(() => expect(verifyCalls(requests)).toBe(2));
    tick(1000);
    await vi.waitFor(() => expect(verifyCalls(requests)).toBe(3));
    expect(screen.getByText(NOTICE)).toBeVisible();
    tick(2000);

    expect(await screen.findByText("Correct")).toBeVisible();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    const bodies = await Promise.all(
      requestsTo(requests, VERIFY_PATH).map((request) => request.json()),
    );
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ answer: "b", id: "att-1" });
  });

  it("waits 8 s between sends after the fourth, and sends at once when the browser is back online", async () => {
    const { requests } = await openPlay({
      [QUESTION_PATH]: served(servedQuestion()),
      [VERIFY_PATH]: droppedThenOk(6),
    });

    fireEvent.click(screen.getByRole("button", { name: "B 27" }));
    await screen.findByText(NOTICE);
    for (const [wait, calls] of [
      [500, 2],
      [1000, 3],
      [2000, 4],
      [4000, 5],
      [8000, 6],
    ] as const) {
      tick(wait);
      await vi.waitFor(() => expect(verifyCalls(requests)).toBe(calls));
    }
    tick(4000);
    expect(verifyCalls(requests)).toBe(6);

    act(() => {
      window.dispatchEvent(new Event("online"));
    });

    expect(await screen.findByText("Correct")).toBeVisible();
    expect(verifyCalls(requests)).toBe(7);
  });
  it("waits with a notice while the next question cannot be read, and shows it once back online", async () => {
    let reads = 0;
    await openPlay({
      [QUESTION_PATH]: () => {
        reads += 1;
        if (reads === 1) return served(servedQuestion())();
        if (reads <= 3) return Promise.reject(new TypeError("Failed to fetch"));
        return served(servedQuestion({ _id: "att-2", Qno: 3 }))();
      },
      [VERIFY_PATH]: verified({ Status: "OK", ans: "b", coins: 10 }),
    });

    fireEvent.click(screen.getByRole("button", { name: "B 27" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next question" }));

    const notice = await screen.findByText(
      "No connection. Your next question will load when you are back online.",
    );
    expect(notice).toHaveAttribute("role", "status");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    tick(500);
    await vi.waitFor(() => expect(reads).toBe(3));
    act(() => {
      window.dispatchEvent(new Event("online"));
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Question 4 of 10" }),
    ).toBeVisible();
    expect(reads).toBe(4);
  });
});

describe("running out of time", () => {
  const RECEIPT_PATH = "GET /api/receipts/att-1";

  it("says Time's up when the countdown reaches 0, and marks the right answer once the server has closed it", async () => {
    const receipt = await (await receiptSigner()).sign({ outcome: "timeout", choice: null });
    let asked = 0;
    const { router } = await openPlay({
      [QUESTION_PATH]: served(servedQuestion({ remainingMs: 2_000 })),
      [RECEIPT_PATH]: () =>
        ++asked === 1
          ? errorResponse(409, "attempt_open", "This question is still open")
          : jsonResponse({ Status: "OK", receipt }),
    });

    tick(2000);

    expect(await screen.findByText("Time's up")).toBeVisible();
    await vi.waitFor(() => expect(announced()).toEqual(["Time's up."]));
    expect(localStorage.getItem("valid")).toBeNull();
    tick(1000);
    await vi.waitFor(() => expect(answerOption("B")).toHaveTextContent("✓ Correct answer"));
    // Announced once: the right option arrives silently.
    await vi.waitFor(() => expect(announced()).toEqual(["Time's up."]));

    tick(FEEDBACK_MS);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/result"));
  });

  it("says Time's up when the server's run timeout message arrives", async () => {
    await openPlay({ [QUESTION_PATH]: served(servedQuestion()) });
    const socket = await acceptFirstSocket();

    act(() => socket.serverSend({ type: "run", event: "timeout", attemptId: "att-0" }));
    expect(screen.getByRole("heading", { level: 1, name: "Question 3 of 10" })).toBeVisible();
    act(() => socket.serverSend({ type: "run", event: "timeout", attemptId: "att-1" }));

    expect(await screen.findByText("Time's up")).toBeVisible();
  });
});

describe("reporting the open question", () => {
  it("gives the question up, reports it with its receipt, then shows the run's summary", async () => {
    const receipt = await (await receiptSigner()).sign({ outcome: "forfeited", choice: null });
    const { requests, router, user } = await openPlay({
      [QUESTION_PATH]: served(servedQuestion({ img: "/images/questions/clock.svg" })),
      "POST /api/run/image-ready": () => jsonResponse({ Status: "OK" }),
      [FORFEIT_PATH]: () => jsonResponse({ Status: "OK", receipt }),
      "POST /api/tickets": () => jsonResponse({ Status: "OK", id: "tk-1" }),
    });
    fireEvent.error(screen.getByRole("img", { name: "The question's illustration" }));

    await user.click(await screen.findByRole("button", { name: "Report it" }));
    const dialog = await screen.findByRole("dialog", { name: "Report a question" });
    // The image did not load: that is the issue already chosen.
    expect(within(dialog).getByRole("combobox", { name: "Issue" })).toHaveValue("Image Loading");
    expect(dialog).toHaveTextContent("Sending this report ends your game here.");
    await user.click(within(dialog).getByRole("button", { name: "End game and send" }));

    expect(await within(dialog).findByText("Report sent. An admin will look at it.")).toBeVisible();
    expect(requestsTo(requests, FORFEIT_PATH)).toHaveLength(1);
    expect(await requestsTo(requests, "POST /api/tickets")[0]?.json()).toEqual({
      id: "att-1",
      msg: "Image Loading",
      receipt,
    });
    expect(localStorage.getItem("valid")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/result"));
  });
});

describe("without a run, and leaving", () => {
  it("goes to /start when the server has no run", async () => {
    localStorage.setItem("valid", "true");
    mockFetch({
      "GET /api/game/status": () => jsonResponse(gameOn),
      [QUESTION_PATH]: () =>
        jsonResponse({ Status: "BAD", reason: "no_run", message: "Start a game first" }),
      "GET /api/run/state": () =>
        jsonResponse({
          active: false,
          tries: 0,
          gameOn: true,
          freeTryToday: true,
          nextFreeTryAt: Date.now() + 3_600_000,
          tryOffer: tryOffer(),
          unplayableLanguage: null,
          questionsPerRun: 10,
        }),
    });
    const { router } = renderApp("/play");

    expect(await screen.findByRole("heading", { level: 1, name: "Start" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/start");
    expect(localStorage.getItem("valid")).toBeNull();
  });

  it("forfeits the run once when the player leaves /play for another screen", async () => {
    const { requests, router } = await openPlay({
      [QUESTION_PATH]: served(servedQuestion()),
      [FORFEIT_PATH]: () => jsonResponse({ Status: "OK" }),
    });

    await act(() => router.navigate("/privacy-policy"));
    await act(() => router.navigate("/about"));

    expect(await screen.findByRole("heading", { level: 1, name: "About" })).toBeVisible();
    // The forfeit is sent from an effect after the navigation, not before the next screen.
    await waitFor(() => expect(requestsTo(requests, FORFEIT_PATH)).toHaveLength(1));
    const forfeits = requestsTo(requests, FORFEIT_PATH);
    expect(forfeits[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(localStorage.getItem("valid")).toBeNull();
  });

  it("does not forfeit when the player goes from /play to /start", async () => {
    const { requests, router } = await openPlay({
      [QUESTION_PATH]: served(servedQuestion()),
      "GET /api/run/state": () => jsonResponse({ active: true, tries: 0, gameOn: true }),
    });

    await act(() => router.navigate("/start"));

    expect(await screen.findByRole("button", { name: "Continue" })).toBeVisible();
    expect(requestsTo(requests, FORFEIT_PATH)).toHaveLength(0);
    expect(within(screen.getByRole("main")).queryByRole("timer")).not.toBeInTheDocument();
  });
});
