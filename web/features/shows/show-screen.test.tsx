// Proves /show/{id} against a mocked server and socket: the lobby's waiting count moving
// live, a Join from the screen; a question opening from its socket message with the time
// left on the server's clock (not the device's); an answer sent once, locked in with its
// receipt; the reveal's right option, counts and survivors, and "You are out" for a wrong
// or missing answer (who then watches on, without answer buttons); a reload mid-question
// back in it, locked in, with a reveal it cannot judge alone read again over HTTP; the
// refusals in words; an overdue step read again when no message brought it; the end's
// share for a winner; a cancel; the state read again on every reconnect; another show's
// messages ignored. It does not prove the server's timing or that the messages reach the
// socket (the worker's tests and the e2e journey do).
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonToBase64Url } from "../../../contract/encoding";
import type { ShowMessage } from "../../../contract/realtime";
import type { ShowStateResponse } from "../../../contract/shows";
import { errorResponse } from "../../test/error-responses";
import { acceptFirstSocket, type FakeWebSocket } from "../../test/fake-web-socket";
import { answersInTurn, callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { showAnswerPayload } from "../../test/receipt-fixtures";
import { renderScreen } from "../../test/render-screen";
import { signInPlayerQuietly } from "../../test/sessions";
import { questionOne, showState, showView } from "../../test/show-test-data";
import { ShowScreen } from "./show-screen";

const STATE_PATH = "/api/shows/show-1/state";
const ANSWER_PATH = "/api/shows/show-1/answers";

/** The server's receipt for the answer (its signature is /verify's business, not this screen's). */
const RECEIPT = `header.${jsonToBase64Url(showAnswerPayload)}.signature`;

type Server = { state: ShowStateResponse; answer?: () => Response };

/** A server whose state the test moves on; the list names the show. */
function serve(server: Server) {
  return mockFetch({
    "GET /api/shows": () => jsonResponse({ data: [showView({ joined: true })] }),
    [`GET ${STATE_PATH}`]: () => jsonResponse(server.state),
    [`POST ${ANSWER_PATH}`]: () =>
      server.answer?.() ?? jsonResponse({ accepted: true, receipt: RECEIPT }, 202),
    "POST /api/shows/show-1/join": () => jsonResponse({ joined: true }),
  });
}

const renderShow = () =>
  renderScreen(<ShowScreen />, "/show/:id", "/show/show-1", { realtime: "player" });

/** The screen open with its socket accepted, once the read the socket's opening asks for is in. */
async function openShow(requests: Request[]) {
  const view = renderShow();
  await screen.findByRole("heading", { name: "Friday Night Quiz", level: 1 });
  const socket = await acceptFirstSocket();
  await waitFor(() => expect(callsTo(requests, "GET", STATE_PATH)).toHaveLength(2));
  await act(async () => {});
  return { ...view, socket };
}

/** The server sends a show message; the cache tells the screen on its next tick. */
const send = (socket: FakeWebSocket, message: ShowMessage) =>
  act(async () => {
    socket.serverSend(message);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const questionMessage = (closesAt: number, index = 0): ShowMessage => ({
  type: "show",
  event: "question",
  showId: "show-1",
  index,
  of: 3,
  ...questionOne,
  closesAt,
});

const revealMessage = (overrides: Partial<Extract<ShowMessage, { event: "reveal" }>> = {}) =>
  ({
    type: "show",
    event: "reveal",
    showId: "show-1",
    index: 0,
    correct: "b",
    counts: [1, 5, 0, 2],
    survivors: 5,
    ...overrides,
  }) satisfies ShowMessage;

const status = () => screen.getAllByRole("status")[0];

beforeEach(() => {
  signInPlayerQuietly();
  sessionStorage.clear();
});

describe("/show/{id}", () => {
  it("counts who is waiting in the lobby, live, with the start in the player's clock", async () => {
    const server = { state: showState({ waiting: 12 }) };
    const requests = serve(server);
    const { socket } = await openShow(requests);

    expect(
      await screen.findByText("You are in. Keep this page open: the first question comes here."),
    ).toBeVisible();
    expect(screen.getByText("12 players")).toBeVisible();
    expect(screen.getByText(/^Starts /)).toBeVisible();

    await send(socket, { type: "show", event: "lobby", showId: "show-1", waiting: 40 });
    expect(screen.getByText("40 players")).toBeVisible();
    expect(status()).toHaveTextContent("40 players waiting for the start.");

    await send(socket, { type: "show", event: "lobby", showId: "another-show", waiting: 3 });
    expect(screen.getByText("40 players")).toBeVisible();
  });

  it("joins from the screen and reads the state again", async () => {
    const server = { state: showState({ you: { alive: true, answered: false, joined: false } }) };
    const requests = serve(server);
    const { user } = await openShow(requests);

    server.state = showState();
    await user.click(await screen.findByRole("button", { name: "Join the show" }));

    expect(await screen.findByText(/^You are in\./)).toBeVisible();
    expect(callsTo(requests, "POST", "/api/shows/show-1/join")).toHaveLength(1);
  });

  it("opens the question for everyone with the time left on the server's clock", async () => {
    // The device's clock is a minute behind the server's: the time left still reads 7 s.
    const serverNow = Date.now() + 60_000;
    const server = { state: showState({ serverNow }) };
    const requests = serve(server);
    const { socket } = await openShow(requests);
    await screen.findByText(/^You are in\./);

    await send(socket, questionMessage(serverNow + 7_000));

    expect(screen.getByRole("heading", { name: questionOne.text })).toBeVisible();
    expect(screen.getByRole("heading", { name: questionOne.text })).toHaveFocus();
    expect(screen.getByRole("timer", { name: "Seconds left" })).toHaveTextContent(/^[67]$/);
    expect(status()).toHaveTextContent("Question 1 of 3 is open.");
    expect(screen.getByRole("button", { name: /Mars/ })).toBeEnabled();
  });

  it("locks the answer in with its receipt, sent once", async () => {
    const server = { state: showState() };
    const requests = serve(server);
    const { socket, user } = await openShow(requests);
    await screen.findByText(/^You are in\./);
    await send(socket, questionMessage(Date.now() + 9_000));

    await user.click(screen.getByRole("button", { name: /Mars/ }));

    expect(await screen.findByText("Answer locked in.")).toBeVisible();
    expect(screen.getByText(/^Taken 3\.2 s before the question closed\./)).toBeVisible();
    expect(screen.getByRole("link", { name: "Check your answer's receipt" })).toHaveAttribute(
      "href",
      `/verify#receipt=${RECEIPT}`,
    );
    for (const option of screen.getAllByRole("button")) expect(option).toBeDisabled();
    await user.click(screen.getByRole("button", { name: /Venus/ }));
    expect(callsTo(requests, "POST", ANSWER_PATH)).toHaveLength(1);
    expect(await callsTo(requests, "POST", ANSWER_PATH)[0]?.json()).toEqual({
      index: 0,
      choice: "b",
    });
  });

  it("reveals the right option, the counts and who is still in, and keeps a right answer in", async () => {
    const server = { state: showState() };
    const requests = serve(server);
    const { socket, user } = await openShow(requests);
    await screen.findByText(/^You are in\./);
    await send(socket, questionMessage(Date.now() + 9_000));
    await user.click(screen.getByRole("button", { name: /Mars/ }));
    await screen.findByText("Answer locked in.");

    await send(socket, revealMessage());

    const counts = screen.getByRole("list", { name: "How everyone answered" });
    const [a, b] = within(counts).getAllByRole("listitem");
    expect(a).toHaveTextContent("A Venus 1 player (13%)");
    expect(b).toHaveTextContent("B Mars 5 players (63%)");
    expect(b).toHaveTextContent("Correct answer");
    expect(b).toHaveTextContent("Your answer");
    expect(screen.getByText("still in").parentElement).toHaveTextContent("5 players still in");
    expect(screen.getByText("You are still in. Get ready for the next one.")).toBeVisible();
    expect(status()).toHaveTextContent("Question 1 of 3: the answer was B. 5 players still in.");
  });

  it("puts out a wrong answer, who watches the next question without answer buttons", async () => {
    const server = { state: showState() };
    const requests = serve(server);
    const { socket, user } = await openShow(requests);
    await screen.findByText(/^You are in\./);
    await send(socket, questionMessage(Date.now() + 9_000));
    await user.click(screen.getByRole("button", { name: /Venus/ }));
    await screen.findByText("Answer locked in.");

    await send(socket, revealMessage());
    expect(screen.getByText(/^You are out\./)).toBeVisible();
    expect(status()).toHaveTextContent("You are out.");

    await send(socket, questionMessage(Date.now() + 9_000, 1));
    expect(screen.getByRole("heading", { name: questionOne.text })).toBeVisible();
    expect(screen.queryByRole("button", { name: /Mars/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^You are out\./)).toBeVisible();
  });

  it("puts out a player who did not answer in time", async () => {
    const server = { state: showState() };
    const requests = serve(server);
    const { socket } = await openShow(requests);
    await screen.findByText(/^You are in\./);
    await send(socket, questionMessage(Date.now() + 9_000));

    await send(socket, revealMessage());

    expect(screen.getByText(/^You are out\./)).toBeVisible();
  });

  it("comes back into the open question after a reload, locked in, and asks the server about its reveal", async () => {
    const closesAt = Date.now() + 5_000;
    const server = {
      state: showState({
        status: "live",
        index: 0,
        question: { ...questionOne, closesAt },
        you: { alive: true, answered: true, joined: true },
      }),
    };
    const requests = serve(server);
    const { socket } = await openShow(requests);

    expect(await screen.findByText("Answer locked in.")).toBeVisible();
    expect(screen.getByRole("timer", { name: "Seconds left" })).toHaveTextContent(/^[45]$/);
    const reads = callsTo(requests, "GET", STATE_PATH).length;

    server.state = showState({
      status: "live",
      index: 0,
      reveal: { correct: "b", counts: [1, 5, 0, 2], survivors: 5 },
      you: { alive: true, answered: true, joined: true },
      waiting: 5,
    });
    await send(socket, revealMessage());

    await waitFor(() => expect(callsTo(requests, "GET", STATE_PATH).length).toBe(reads + 1));
    expect(await screen.findByText("You are still in. Get ready for the next one.")).toBeVisible();
  });

  it("says the answer comes in a moment when read between a window's close and its reveal", async () => {
    const requests = serve({ state: showState({ status: "live", index: 1, waiting: 5 }) });
    await openShow(requests);

    expect(
      screen.getByText("Question 2 of 3 has closed. The answer is revealed in a moment."),
    ).toBeVisible();
    expect(status()).toHaveTextContent("Question 2 of 3 has closed.");
  });

  it("reads the state again when a reveal is overdue and no message brought it", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    // Closed over four seconds ago: the reveal is a second after the close, plus 3 s of patience.
    const closesAt = Date.now() - 4_100;
    const requests = mockFetch({
      "GET /api/shows": () => jsonResponse({ data: [showView({ joined: true })] }),
      [`GET ${STATE_PATH}`]: answersInTurn(
        showState({ status: "live", index: 0, question: { ...questionOne, closesAt } }),
        showState({
          status: "live",
          index: 0,
          reveal: { correct: "b", counts: [1, 5, 0, 2], survivors: 5 },
          you: { alive: false, answered: false, joined: true },
        }),
      ),
    });
    renderShow();

    expect(await screen.findByText(/^You are out\./)).toBeVisible();
    expect(callsTo(requests, "GET", STATE_PATH)).toHaveLength(2);
  });

  it("says why an answer was refused", async () => {
    const server: Server = {
      state: showState(),
      answer: () => errorResponse(409, "window_closed", "The window has closed"),
    };
    const requests = serve(server);
    const { socket, user } = await openShow(requests);
    await screen.findByText(/^You are in\./);
    await send(socket, questionMessage(Date.now() + 9_000));

    await user.click(screen.getByRole("button", { name: /Mars/ }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too late: this question had closed when your answer arrived.",
    );
  });

  it("tells a winner their share at the end", async () => {
    const server = { state: showState() };
    const requests = serve(server);
    const { socket } = await openShow(requests);
    await screen.findByText(/^You are in\./);

    await send(socket, {
      type: "show",
      event: "ended",
      showId: "show-1",
      winners: 2,
      sharePaise: 15_000,
    });

    expect(screen.getByText("You won ₹150.00")).toBeVisible();
    expect(screen.getByText("2 players won, ₹150.00 each.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Open your Bank" })).toHaveAttribute(
      "href",
      "/account",
    );
  });

  it("says the show was cancelled", async () => {
    const server = { state: showState() };
    const requests = serve(server);
    const { socket } = await openShow(requests);
    await screen.findByText(/^You are in\./);

    await send(socket, { type: "show", event: "cancelled", showId: "show-1" });

    expect(screen.getByText(/^This show was cancelled\. Nothing was charged/)).toBeVisible();
  });

  it("reads the state again when the socket opens or reopens", async () => {
    const server = { state: showState() };
    const requests = serve(server);
    renderShow();
    await screen.findByText(/^You are in\./);
    await waitFor(() => expect(callsTo(requests, "GET", STATE_PATH)).toHaveLength(1));

    server.state = showState({ status: "ended", winners: { count: 0, sharePaise: 0 } });
    await acceptFirstSocket();

    expect(
      await screen.findByText("Nobody answered every question right, so nobody won this time."),
    ).toBeVisible();
    expect(callsTo(requests, "GET", STATE_PATH)).toHaveLength(2);
  });

  it("says when the show cannot be read, with a retry", async () => {
    mockFetch({
      "GET /api/shows": () => jsonResponse({ data: [] }),
      [`GET ${STATE_PATH}`]: () => errorResponse(404, "not_found", "No such show"),
    });
    renderScreen(<ShowScreen />, "/show/:id", "/show/show-1", { realtime: "player" });

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load the show. No such show",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
