// Proves the live show's screen and the next show's card show no words that are not
// messages (issue 34): each is rendered in a pseudo-language whose every message is wrapped
// in ⟦ ⟧, and no letter may be left outside a wrapper. States: the lobby (joined, and before
// it opens for a player yet to join), the open question (to answer, locked in with its
// receipt, watched), the moment between its close and reveal, the reveal (still in, out),
// the end (a winner, nobody, the count still running) and a cancelled show; the card to
// join, joined, and of a show on now. The question, its options and the show's title are
// data, allowed by name. web/locales/catalogues.test.ts proves Hindi has every message.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import { jsonToBase64Url } from "../../../contract/encoding";
import type { ShowRevealView, ShowStateResponse, ShowView } from "../../../contract/shows";
import { NextShowCard } from "../../components/next-show-card";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { showAnswerPayload } from "../../test/receipt-fixtures";
import { renderScreen } from "../../test/render-screen";
import { signInPlayerQuietly } from "../../test/sessions";
import { showState, showView } from "../../test/show-test-data";
import { keepAnswers } from "./kept-answers";
import { ShowScreen } from "./show-screen";

renderInWrappedMessages();

beforeEach(() => {
  signInPlayerQuietly();
  sessionStorage.clear();
});

/** Figures for options: an option's words would run into the next option's letter. */
const question = {
  text: "How many sides has a hexagon?",
  options: ["5", "6", "7", "8"] as [string, string, string, string],
};

/** The show's title and its question as typed (words only), and the options' letters. */
const DATA = ["Friday Night Quiz", "How many sides has a hexagon", "A B C D"];

const joined = { alive: true, answered: false, joined: true };
const open = () => ({ ...question, closesAt: Date.now() + 9_000 });
const reveal: ShowRevealView = { correct: "b", counts: [1, 5, 0, 2], survivors: 5 };

/** /show/show-1 reading `state`, its list naming the show; resolves once `shown` is on screen. */
async function renderShow(state: ShowStateResponse, shown: string | RegExp, show = showView()) {
  mockFetch({
    "GET /api/shows": () => jsonResponse({ data: [show] }),
    "GET /api/shows/show-1/state": () => jsonResponse(state),
  });
  const view = renderScreen(<ShowScreen />, "/show/:id", "/show/show-1", { realtime: "player" });
  await screen.findByText(shown);
  return view.container;
}

describe("only messages are shown on a live show's screen", () => {
  it("in the lobby, joined", async () => {
    const container = await renderShow(showState({ waiting: 12 }), /^⟦You are in\./, {
      ...showView(),
      joined: true,
    });
    expectOnlyMessages(container, DATA);
  });

  it("before the lobby opens, to a player yet to join", async () => {
    const state = showState({ status: "scheduled", you: { ...joined, joined: false } });
    const container = await renderShow(state, "⟦The lobby opens 10 minutes before the start.⟧");
    expectOnlyMessages(container, DATA);
  });

  it("with a question open to answer", async () => {
    const state = showState({ status: "live", index: 0, question: open() });
    const container = await renderShow(state, question.text);
    expectOnlyMessages(container, DATA);
  });

  it("with the answer locked in and its receipt", async () => {
    keepAnswers("show-1", {
      0: { choice: "b", receipt: `header.${jsonToBase64Url(showAnswerPayload)}.signature` },
    });
    const state = showState({
      status: "live",
      index: 0,
      question: open(),
      you: { ...joined, answered: true },
    });
    const container = await renderShow(state, "⟦Check your answer's receipt⟧");
    expectOnlyMessages(container, DATA);
  });

  it("to a watcher who did not join", async () => {
    const state = showState({
      status: "live",
      index: 0,
      question: open(),
      you: { ...joined, joined: false },
    });
    const container = await renderShow(state, /^⟦You are watching/);
    expectOnlyMessages(container, DATA);
  });

  it("between a question's close and its reveal", async () => {
    const state = showState({ status: "live", index: 1 });
    const container = await renderShow(state, /has closed\. The answer is revealed/);
    expectOnlyMessages(container, DATA);
  });

  it.each([
    ["still in", joined, /^⟦You are still in\./],
    ["out", { ...joined, alive: false }, /^⟦You are out\./],
  ])("at a reveal, %s", async (_case, you, shown) => {
    const state = showState({ status: "live", index: 0, question: open(), reveal, you });
    const container = await renderShow(state, shown);
    expectOnlyMessages(container, DATA);
  });

  it.each([
    ["for a winner", { count: 2, sharePaise: 15_000 }, joined, /^⟦It is in your Bank/],
    ["when nobody won", { count: 0, sharePaise: 0 }, joined, /^⟦Nobody answered/],
    [
      "while the winners are counted, to a player out",
      undefined,
      { ...joined, alive: false },
      /^⟦The show has ended\. The winners/,
    ],
  ])("at the end, %s", async (_case, winners, you, shown) => {
    const container = await renderShow(showState({ status: "ended", winners, you }), shown);
    expectOnlyMessages(container, DATA);
  });

  it("of a cancelled show", async () => {
    const container = await renderShow(
      showState({ status: "cancelled" }),
      /^⟦This show was cancelled\. Nothing/,
    );
    expectOnlyMessages(container, DATA);
  });
});

describe("only messages are shown on the next show's card", () => {
  it.each<[string, Partial<ShowView>, string]>([
    ["to join", {}, "⟦Join⟧"],
    ["joined", { joined: true }, "⟦Go to the lobby⟧"],
    ["of a show on now", { status: "live" }, "⟦Watch⟧"],
  ])("%s", async (_case, show, action) => {
    mockFetch({ "GET /api/shows": () => jsonResponse({ data: [showView(show)] }) });
    const { container } = renderScreen(<NextShowCard />, "/");
    await screen.findByText(action);
    expectOnlyMessages(container, DATA);
  });
});
