// Proves /try's rounds, its scratch card and the model questions show no words that are not
// messages (issue 34's guard, see web/test/only-messages.ts): the open question, the win
// (scratched open, with the sign-in ask), no prize, a wrong answer, a timeout, too many
// trials, a failed read and an unknown reply. The question and its options are data.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it, vi } from "vitest";
import { errorResponse } from "../../test/error-responses";
import { type Handler, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { trialQuestion } from "../../test/question-fixtures";
import { renderScreen } from "../../test/render-screen";
import { silenceConsoleErrors } from "../../test/sessions";
import { SampleScreen } from "./sample-screen";
import { TrialScreen } from "./trial-screen";

renderInWrappedMessages();

const DEVICE = "device0123456789";
const QUESTION_PATH = `/api/get/singel/qst/${DEVICE}`;
const QUESTION = trialQuestion();
/** The question's text, and the option letters a to d (the wire's choices, shown as they are). */
const DATA = [QUESTION.Questio, "A B C D"];

beforeEach(() => {
  silenceConsoleErrors();
  localStorage.setItem("device_id", DEVICE);
  // jsdom has no canvas; the card tracks its erasing without one.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

function renderTrial(read: Handler, answer?: Handler) {
  mockFetch({
    "GET /api/trial/offer": () => jsonResponse({ largestRupee: 100, prizeAgainAt: null }),
    [`GET ${QUESTION_PATH}`]: read,
    ...(answer && { "POST /api/get/singel/qst/ans": answer }),
  });
  return renderScreen(<TrialScreen />, "/try", "/try", { realtime: "player" });
}

const serving = () => jsonResponse({ Status: "OK", data: QUESTION });

describe("only messages are shown", () => {
  it("on the open question, with the pool's promise", async () => {
    const { container } = renderTrial(serving);
    await screen.findByText(/^⟦Answer 1 question and win up to ₹100\.00⟧$/);
    expectOnlyMessages(container, DATA);
  });

  it("on a win, scratched open, with the ask to sign in to claim", async () => {
    const { container, user } = renderTrial(serving, () =>
      jsonResponse({ Status: "CORRECT", rupee: 50 }),
    );
    await user.click(await screen.findByRole("button", { name: /42/ }));
    expectOnlyMessages(container, DATA);
    await user.click(await screen.findByRole("button", { name: "⟦Reveal⟧" }));
    await user.click(screen.getByRole("button", { name: "⟦Claim Now⟧" }));
    await screen.findByRole("alert");
    expectOnlyMessages(container, DATA);
  });

  it.each<[string, Handler, RegExp]>([
    ["a right answer with no prize", () => jsonResponse({ Status: "Yes", rupee: 0 }), /^⟦Correct/],
    ["a wrong answer", () => jsonResponse({ Status: "NO" }), /^⟦Wrong Answer⟧$/],
    ["a timeout", () => jsonResponse({ Status: "Time_Out" }), /^⟦Time Out⟧$/],
    [
      "too many trials",
      () => errorResponse(429, "rate_limited", "Too many requests"),
      /^⟦Too Many Trials⟧$/,
    ],
    [
      "a failed read",
      () => errorResponse(503, "no_trial_question", "Not available"),
      /^⟦Something went wrong⟧$/,
    ],
    ["an unknown reply", () => jsonResponse({ Status: "MAYBE" }), /^⟦Something went wrong⟧$/],
  ])("after %s", async (_state, read, heading) => {
    const { container } = renderTrial(read);
    await screen.findByRole("heading", { level: 1, name: heading });
    // The reply's status word is the server's, as it came.
    expectOnlyMessages(container, ["MAYBE"]);
  });

  it("on the round's own pause, when the server refuses while the switch says on", async () => {
    mockFetch({
      "GET /api/game/status": () =>
        jsonResponse({ Status: "on", text: "", resumeAt: null, changedAt: Date.now() }),
      [`GET ${QUESTION_PATH}`]: () => errorResponse(409, "game_paused", "Paused"),
    });
    const { container } = renderScreen(<TrialScreen />, "/try", "/try", { realtime: "player" });
    await screen.findByRole("heading", { level: 1, name: "⟦Game paused⟧" });
    expectOnlyMessages(container);
  });

  it("on a wrong answer with the visitor's pick", async () => {
    const { container, user } = renderTrial(serving, () => jsonResponse({ Status: "INCORRECT" }));
    await user.click(await screen.findByRole("button", { name: /36/ }));
    await screen.findByRole("heading", { level: 1, name: "⟦Wrong Answer⟧" });
    expectOnlyMessages(container, DATA);
  });

  it("on the model questions, loading and with an image that failed", async () => {
    const { container } = renderScreen(<SampleScreen />, "/sample");
    expectOnlyMessages(container);
    for (const image of screen.getAllByRole("img")) image.dispatchEvent(new Event("error"));
    await screen.findAllByText(/could not be loaded/);
    expectOnlyMessages(container);
  });
});
