// Proves the like and review screens show no words that are not messages (issue 34): each
// is rendered in a pseudo-language whose every message is wrapped in ⟦ ⟧, in its main
// states (a review to a visitor and to a player, one without stars, a missing one, a failed
// read, the form and its popups), and no letter may be left outside a wrapper, shared
// components' words included. The review's name and text are the player's data.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import type { ReviewView } from "../../../contract/community";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { accountView } from "../../test/money-test-data";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { LikeScreen } from "./like-screen";
import { ReviewScreen } from "./review-screen";

renderInWrappedMessages();

beforeEach(() => {
  silenceConsoleErrors();
});

const REVIEW = "GET /api/comment/get/single/data/rev-1";
const LIKE = "POST /api/make/like/review/count";
/**
 * The reviewer's name and words, and the avatar's initial drawn from the name, which
 * textContent runs into the name beside it.
 */
const REVIEW_DATA = ["AAsha Rao", "Great quiz app", "A"];

const review = (overrides: Partial<ReviewView> = {}): ReviewView => ({
  _id: "rev-1",
  name: "Asha Rao",
  profile: "",
  text: "Great quiz app",
  stars: 4,
  ...overrides,
});

const renderLike = () => renderScreen(<LikeScreen />, "/like/:id", "/like/rev-1");

describe("only messages are shown", () => {
  it("on a review, to a visitor", async () => {
    mockFetch({ [REVIEW]: () => jsonResponse({ data: review() }) });
    const { container } = renderLike();
    await screen.findByText("Great quiz app");
    expectOnlyMessages(container, REVIEW_DATA);
  });

  it("on a review without a name or stars, to a player whose like earns a try", async () => {
    signInPlayer();
    mockFetch({
      [REVIEW]: () => jsonResponse({ data: review({ name: " ", stars: 0 }) }),
      "GET /api/account": () => jsonResponse(accountView()),
    });
    const { container } = renderLike();
    await screen.findByText("⟦No stars⟧");
    await screen.findByText(/⟦Your first like earns you/);
    // The avatar's initial is the first letter of "A player", a message.
    expectOnlyMessages(container, REVIEW_DATA);
  });

  it.each([
    ["thanks the player", { Status: "OK", freeTries: 0 }],
    ["says the player liked one already", { Status: "Exist" }],
  ])("in the popup that %s", async (_what, reply) => {
    signInPlayer();
    mockFetch({
      [REVIEW]: () => jsonResponse({ data: review() }),
      "GET /api/account": () => jsonResponse(accountView()),
      [LIKE]: () => jsonResponse(reply),
    });
    const { user } = renderLike();
    await user.click(await screen.findByRole("button", { name: "⟦Like⟧" }));
    expectOnlyMessages(await screen.findByRole("alertdialog"));
  });

  it("on a review that is not there", async () => {
    mockFetch({ [REVIEW]: () => errorResponse(404, "not_found", "No such review") });
    const { container } = renderLike();
    await screen.findByRole("alert");
    expectOnlyMessages(container);
  });

  it("on a review whose read fails", async () => {
    mockFetch({ [REVIEW]: () => errorResponse(503, "unavailable", "Database unavailable.") });
    const { container } = renderLike();
    await screen.findByRole("alert");
    expectOnlyMessages(container);
  });

  it("on the review form, with a rating chosen", async () => {
    signInPlayer();
    const { container, user } = renderScreen(<ReviewScreen />, "/review");
    await user.click(screen.getByRole("radio", { name: "⟦4 stars⟧" }));
    expectOnlyMessages(container);
  });

  it("in the review form's popup when the review is incomplete", async () => {
    signInPlayer();
    const { user } = renderScreen(<ReviewScreen />, "/review");
    await user.click(screen.getByRole("button", { name: "⟦Submit Review⟧" }));
    expectOnlyMessages(await screen.findByRole("alertdialog"));
  });
});
