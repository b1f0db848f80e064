// Proves /like/{id} against a mocked server: the review shown as plain text with its
// stars (or SPEC.md's "No stars"), the name's initial as the avatar and never the
// reviewer's Google picture (no image from another host), loading and
// failure states, and the Like button's messages: a visitor is asked to log in without a
// call, OK thanks the player and goes to /play with the free try the reply says it gave
// (none, and nothing promised, for a returning person who had it), and
// ALREADY_LIKED, Exist and failures say their SPEC.md words.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ReviewView } from "../../../contract/community";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { accountView } from "../../test/money-test-data";
import { renderScreen } from "../../test/render-screen";
import { silenceConsoleErrors } from "../../test/sessions";
import { LikeScreen } from "./like-screen";

const LIKE = "/api/make/like/review/count";
const REVIEW = "/api/comment/get/single/data/rev-1";

function review(overrides: Partial<ReviewView> = {}): ReviewView {
  return {
    _id: "rev-1",
    name: "Asha Rao",
    profile: "https://lh3.googleusercontent.com/a/asha",
    text: "Great quiz <b>app</b>",
    stars: 4,
    ...overrides,
  };
}

function serveReview(shown: ReviewView, extra: Record<string, () => Response> = {}) {
  return mockFetch({ [`GET ${REVIEW}`]: () => jsonResponse({ data: shown }), ...extra });
}

const renderLike = () => renderScreen(<LikeScreen />, "/like/:id", "/like/rev-1");
const card = () => screen.findByRole("article", { name: "Review by Asha Rao" });

async function popupText(): Promise<string> {
  return (await screen.findByRole("alertdialog")).textContent ?? "";
}

beforeEach(() => {
  silenceConsoleErrors();
});

describe("/like/{id} review", () => {
  it("shows the name, text as text and the stars with their label", async () => {
    const requests = serveReview(review());
    const { container } = renderLike();

    const shown = await card();
    expect(screen.getByRole("heading", { level: 1, name: "Review" })).toBeVisible();
    expect(within(shown).getByText("Asha Rao")).toBeVisible();
    expect(within(shown).getByText("Great quiz <b>app</b>")).toBeVisible();
    expect(container.querySelector("b")).toBeNull();
    expect(within(shown).getByText("4 out of 5 stars")).toBeInTheDocument();
    expect(requests[0]?.headers.get("Authorization")).toBeNull();
  });

  it.each([
    ["a Google picture", "https://lh3.googleusercontent.com/a/asha"],
    ["no picture", ""],
  ])("shows the name's initial, and no image, for a reviewer with %s", async (_, profile) => {
    serveReview(review({ profile }));
    const { container } = renderLike();

    const shown = await card();
    expect(container.querySelector("img")).toBeNull();
    expect(within(shown).getByText("A")).toHaveAttribute("aria-hidden", "true");
  });

  it.each([0, -2, null, "five"])("says No stars when stars is %s", async (stars) => {
    serveReview(review({ stars: stars as number }));
    renderLike();

    const shown = await card();
    expect(within(shown).getByText("No stars")).toBeVisible();
    expect(within(shown).queryByText(/out of 5 stars/)).not.toBeInTheDocument();
  });

  it("shows a loading state, then says when the review does not exist", async () => {
    mockFetch({});
    renderLike();

    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This review is not here. It may have been removed, or the link is incomplete.",
    );
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Like" })).not.toBeInTheDocument();
  });

  it("shows the server's message and a retry when the review cannot be read", async () => {
    mockFetch({
      [`GET ${REVIEW}`]: () =>
        errorResponse(500, "internal", "Something went wrong. Please try again."),
    });
    const { user } = renderLike();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load the review. Something went wrong. Please try again.",
    );
    serveReview(review());
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await card()).toBeVisible();
  });

  it("offers a WhatsApp share link to the review", async () => {
    serveReview(review());
    renderLike();

    await card();
    const link = screen.getByRole("link", { name: "Share on WhatsApp" });
    expect(decodeURIComponent(link.getAttribute("href") ?? "")).toContain(
      "http://localhost:3000/like/rev-1",
    );
  });
});

describe("/like/{id} Like button", () => {
  beforeEach(() => {
    localStorage.setItem("ssid", "fan-session");
    localStorage.setItem("user", "fan-1");
    localStorage.setItem("email", "fan@example.com");
  });

  it("asks a visitor to log in, links back here after sign-in and calls nothing", async () => {
    localStorage.clear();
    const requests = serveReview(review());
    const { user } = renderLike();

    await card();
    await user.click(screen.getByRole("button", { name: "Like" }));

    expect(await popupText()).toContain("Login to Like");
    expect(callsTo(requests, "POST", LIKE)).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Log in to like this review" })).toHaveAttribute(
      "href",
      "/login?next=%2Flike%2Frev-1",
    );
  });

  it("thanks the player, says a free try was earned and goes to /play on OK", async () => {
    const requests = serveReview(review(), {
      [`POST ${LIKE}`]: () => jsonResponse({ Status: "OK", freeTries: 1 }),
    });
    const { user } = renderLike();

    await card();
    await user.click(screen.getByRole("button", { name: "Like" }));

    expect(await popupText()).toContain("Thank you for your like");
    expect(screen.getByRole("alertdialog")).toHaveTextContent("You earned 1 free try");
    // The navigation is a transition, rendered after the message on a busy machine.
    expect(
      await screen.findByRole("heading", { name: "Other screen at /play" }),
    ).toBeInTheDocument();
    const likes = callsTo(requests, "POST", LIKE);
    expect(likes).toHaveLength(1);
    expect(likes[0]?.headers.get("Authorization")).toBe("Bearer fan-session");
    expect(await likes[0]?.json()).toEqual({ l_id: "rev-1", email: "fan@example.com" });
  });

  it("promises a returning person, who had the like's try before, no try and thanks them only", async () => {
    const returning = accountView({
      offers: { firstDeposit: null, referralRewardPaise: 5000, likeFreeTries: 0 },
    });
    serveReview(review(), {
      "GET /api/account": () => jsonResponse(returning),
      [`POST ${LIKE}`]: () => jsonResponse({ Status: "OK", freeTries: 0 }),
    });
    const { user } = renderLike();

    await card();
    expect(await screen.findByText("Each player may like one review.")).toBeVisible();
    expect(screen.queryByText(/earns you/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Like" }));

    const thanks = await popupText();
    expect(thanks).toContain("Thank you for your like.");
    expect(thanks).not.toContain("free try");
    expect(screen.getByRole("heading", { level: 1, name: "Review" })).toBeInTheDocument();
  });

  it("tells a player who never had the like's try that their first like earns one", async () => {
    serveReview(review(), { "GET /api/account": () => jsonResponse(accountView()) });
    renderLike();

    expect(
      await screen.findByText(
        "Your first like earns you 1 free try. Each player may like one review.",
      ),
    ).toBeVisible();
  });

  it.each([
    ["ALREADY_LIKED", "You already liked this"],
    ["Exist", "Each user is allowed to like only one review."],
    ["SOMETHING_ELSE", "Something went wrong. Please try again."],
  ])("says the message for Status %s and stays", async (status, message) => {
    serveReview(review(), { [`POST ${LIKE}`]: () => jsonResponse({ Status: status }) });
    const { user } = renderLike();

    await card();
    await user.click(screen.getByRole("button", { name: "Like" }));

    expect(await popupText()).toContain(message);
    expect(screen.getByRole("heading", { level: 1, name: "Review" })).toBeInTheDocument();
  });

  it("says Try Again when the like cannot be sent", async () => {
    serveReview(review(), {
      [`POST ${LIKE}`]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const { user } = renderLike();

    await card();
    await user.click(screen.getByRole("button", { name: "Like" }));

    expect(await popupText()).toContain("Something went wrong. Please try again.");
  });

  it("shows the server's reason when the player likes their own review", async () => {
    serveReview(review(), {
      [`POST ${LIKE}`]: () => errorResponse(409, "conflict", "You cannot like your own review"),
    });
    const { user } = renderLike();

    await card();
    await user.click(screen.getByRole("button", { name: "Like" }));

    expect(await popupText()).toContain("You cannot like your own review");
  });
});
