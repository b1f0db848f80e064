// Proves /review against a mocked server: SPEC.md's validation alert before any call, the
// payload sent with the player's bearer, and each Status word's message or navigation
// (OK opens the like page; Miss, IN, anything else and a network failure give their
// alerts); text with a direction mark or control character is refused before the call, and
// the server's `invalid_text` says so too. The star picker is checked for
// keyboard use; its look is checked in a browser.
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { ReviewScreen } from "./review-screen";

const POST = "/api/get/new/post/from/comment";

const renderReview = () => renderScreen(<ReviewScreen />, "/review");
const reviewField = () => screen.getByRole("textbox", { name: "Your review" });
const star = (name: string) => screen.getByRole("radio", { name });

async function popupText(): Promise<string> {
  return (await screen.findByRole("alertdialog")).textContent ?? "";
}

beforeEach(() => {
  signInPlayer();
  localStorage.setItem("username", "asha");
  localStorage.setItem("email", "asha@example.com");
  silenceConsoleErrors();
});

describe("/review validation", () => {
  it("alerts and calls nothing when the review has no text", async () => {
    const requests = mockFetch({});
    const { user } = renderReview();

    await user.click(star("4 stars"));
    await user.click(screen.getByRole("button", { name: "Submit Review" }));

    expect(await popupText()).toContain("Please enter a review and select a star rating.");
    expect(requests).toHaveLength(0);
  });

  it("alerts and calls nothing when no star is chosen", async () => {
    const requests = mockFetch({});
    const { user } = renderReview();

    await user.type(reviewField(), "Fun questions");
    await user.click(screen.getByRole("button", { name: "Submit Review" }));

    expect(await popupText()).toContain("Please enter a review and select a star rating.");
    expect(requests).toHaveLength(0);
  });

  it("alerts and calls nothing without a signed-in player", async () => {
    localStorage.removeItem("ssid");
    const requests = mockFetch({});
    const { user } = renderReview();

    await user.type(reviewField(), "Fun questions");
    await user.click(star("5 stars"));
    await user.click(screen.getByRole("button", { name: "Submit Review" }));

    expect(await popupText()).toContain("Please enter a review and select a star rating.");
    expect(requests).toHaveLength(0);
  });

  it("alerts and calls nothing when the review holds a direction mark", async () => {
    const requests = mockFetch({});
    const { user } = renderReview();

    await user.type(reviewField(), "Best app \u202Eever");
    await user.click(star("5 stars"));
    await user.click(screen.getByRole("button", { name: "Submit Review" }));

    expect(await popupText()).toContain(
      "Use plain text, without control characters or direction marks",
    );
    expect(requests).toHaveLength(0);
  });

  it("marks the review field required and counts its characters up to 1000", async () => {
    mockFetch({});
    const { user } = renderReview();

    expect(reviewField()).toBeRequired();
    expect(reviewField()).toHaveAttribute("maxlength", "1000");
    await user.type(reviewField(), "Great");

    expect(reviewField()).toHaveAccessibleDescription("5 of 1000 characters");
  });

  it("chooses stars with the arrow keys inside one radio group", async () => {
    mockFetch({});
    const { user } = renderReview();

    expect(screen.getByRole("group", { name: "Your rating" })).toBeVisible();
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    await user.click(star("2 stars"));
    await user.keyboard("{ArrowRight}");

    expect(star("3 stars")).toBeChecked();
    expect(star("3 stars")).toHaveFocus();
    expect(star("2 stars")).not.toBeChecked();
  });
});

describe("/review answers", () => {
  async function writeAndSubmit(user: ReturnType<typeof renderReview>["user"]) {
    await user.type(reviewField(), "  Quick and fair questions  ");
    await user.click(star("4 stars"));
    await user.click(screen.getByRole("button", { name: "Submit Review" }));
  }

  it("posts the review with the player's bearer and opens its like page on OK", async () => {
    const requests = mockFetch({
      [`POST ${POST}`]: () => jsonResponse({ Status: "OK", to: "rev-42" }, 201),
    });
    const { user } = renderReview();

    await writeAndSubmit(user);

    expect(
      await screen.findByRole("heading", { name: "Other screen at /like/rev-42" }),
    ).toBeVisible();
    const posts = callsTo(requests, "POST", POST);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get("Authorization")).toBe("Bearer player-session");
    expect(await posts[0]?.json()).toEqual({
      text: "Quick and fair questions",
      stars: 4,
      name: "asha",
      profile: "",
      email: "asha@example.com",
    });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("says to check every field when the server answers Miss", async () => {
    mockFetch({
      [`POST ${POST}`]: () =>
        errorResponse(400, "invalid_input", "Please check every field.", {
          Status: "Miss",
          fields: [{ path: "text", message: "Write a review" }],
        }),
    });
    const { user } = renderReview();

    await writeAndSubmit(user);

    expect(await popupText()).toContain("Please check every field.");
    expect(screen.getByRole("heading", { level: 1, name: "Write a Review" })).toBeVisible();
  });

  it("says what text is refused when the server answers invalid_text", async () => {
    mockFetch({
      [`POST ${POST}`]: () =>
        errorResponse(400, "invalid_text", "Please check every field.", {
          Status: "Miss",
          fields: [{ path: "text", message: "Use plain text, without control characters" }],
        }),
    });
    const { user } = renderReview();

    await writeAndSubmit(user);

    expect(await popupText()).toContain(
      "Use plain text, without control characters or direction marks",
    );
  });

  it("says a second review cannot be posted when the server answers IN", async () => {
    mockFetch({
      [`POST ${POST}`]: () =>
        errorResponse(409, "conflict", "You can't post another review.", { Status: "IN" }),
    });
    const { user } = renderReview();

    await writeAndSubmit(user);

    expect(await popupText()).toContain("You can't post another review.");
  });

  it("says something went wrong for any other status", async () => {
    mockFetch({ [`POST ${POST}`]: () => jsonResponse({ Status: "BAD" }) });
    const { user } = renderReview();

    await writeAndSubmit(user);

    expect(await popupText()).toContain("Something went wrong. Please try again.");
  });

  it("says something went wrong when the server fails", async () => {
    mockFetch({
      [`POST ${POST}`]: () =>
        errorResponse(500, "internal", "Something went wrong. Please try again."),
    });
    const { user } = renderReview();

    await writeAndSubmit(user);

    expect(await popupText()).toContain("Something went wrong. Please try again.");
  });

  it("says the review could not be submitted when the network fails", async () => {
    mockFetch({
      [`POST ${POST}`]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const { user } = renderReview();

    await writeAndSubmit(user);

    expect(await popupText()).toContain("An error occurred while submitting your review.");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(""));
  });
});
