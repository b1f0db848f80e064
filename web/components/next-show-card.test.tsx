// Proves the next live show's card (home and /start) against a mocked list: the soonest
// show still to come, its start in the viewer's clock with a countdown, its pool in
// rupees; Join for a player (then Joined and the way to the lobby), a show that started
// meanwhile said plainly; a visitor's Join goes to sign in and back; the list read with
// the player's token so `joined` is theirs; nothing at all when no show is coming.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ShowView } from "../../contract/shows";
import { formatMoment } from "../lib/day-format";
import { errorResponse } from "../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../test/fetch-mock";
import { renderScreen } from "../test/render-screen";
import { signInPlayerQuietly, silenceConsoleErrors } from "../test/sessions";
import { showView } from "../test/show-test-data";
import { NextShowCard } from "./next-show-card";

const renderCard = () => renderScreen(<NextShowCard />, "/");
const card = () => screen.findByRole("region", { name: "Friday Night Quiz" });

describe("the next show's card", () => {
  describe("for a player", () => {
    beforeEach(signInPlayerQuietly);

    it("shows the soonest show to come with its start, countdown and pool", async () => {
      const startsAt = Date.now() + (2 * 60 + 5) * 60_000;
      const requests = mockFetch({
        "GET /api/shows": () =>
          jsonResponse({
            data: [
              showView({ id: "old", title: "Yesterday's show", status: "ended" }),
              showView({ startsAt }),
              showView({ id: "later", title: "Later show" }),
            ],
          }),
      });
      renderCard();

      const shown = await card();
      expect(shown).toHaveTextContent(`Starts ${formatMoment(startsAt)}`);
      expect(shown).toHaveTextContent(/in 02:0[45]:\d\d/);
      expect(shown).toHaveTextContent("Prize pool ₹300.00");
      expect(screen.queryByText("Later show")).not.toBeInTheDocument();
      expect(callsTo(requests, "GET", "/api/shows")[0]?.headers.get("Authorization")).toBe(
        "Bearer player-session",
      );
    });

    it("joins the show, then says Joined and leads to the lobby", async () => {
      let joined = false;
      const requests = mockFetch({
        "GET /api/shows": () => jsonResponse({ data: [showView({ joined })] }),
        "POST /api/shows/show-1/join": () => {
          joined = true;
          return jsonResponse({ joined: true });
        },
      });
      const { user } = renderCard();

      await user.click(
        within(await card()).getByRole("button", { name: "Join Friday Night Quiz" }),
      );

      expect(await within(await card()).findByText("Joined")).toBeVisible();
      expect(within(await card()).getByRole("link", { name: "Go to the lobby" })).toHaveAttribute(
        "href",
        "/show/show-1",
      );
      expect(callsTo(requests, "POST", "/api/shows/show-1/join")).toHaveLength(1);
    });

    it("says so when the show started before the join reached it", async () => {
      mockFetch({
        "GET /api/shows": () => jsonResponse({ data: [showView()] }),
        "POST /api/shows/show-1/join": () =>
          errorResponse(409, "show_started", "The show has started"),
      });
      const { user } = renderCard();

      await user.click(
        within(await card()).getByRole("button", { name: "Join Friday Night Quiz" }),
      );

      expect(await screen.findByRole("alert")).toHaveTextContent(
        "This show has already started, so it can no longer be joined. You can still watch.",
      );
    });

    it("offers to watch a running show the player did not join", async () => {
      mockFetch({
        "GET /api/shows": () => jsonResponse({ data: [showView({ status: "live" })] }),
      });
      renderCard();

      const shown = await card();
      expect(shown).toHaveTextContent("Live show: on now");
      expect(within(shown).getByRole("link", { name: "Watch" })).toHaveAttribute(
        "href",
        "/show/show-1",
      );
      expect(within(shown).queryByRole("button", { name: /Join/ })).not.toBeInTheDocument();
    });
  });

  describe("for a visitor", () => {
    beforeEach(silenceConsoleErrors);

    it("reads the list without a token and sends Join to sign in, back to the show", async () => {
      const requests = mockFetch({
        "GET /api/shows": () => jsonResponse({ data: [showView()] }),
      });
      renderCard();

      expect(within(await card()).getByRole("link", { name: "Join" })).toHaveAttribute(
        "href",
        "/login?next=%2Fshow%2Fshow-1",
      );
      expect(callsTo(requests, "GET", "/api/shows")[0]?.headers.get("Authorization")).toBeNull();
    });

    it("shows nothing when no show is coming", async () => {
      const ended: ShowView[] = [showView({ status: "ended" }), showView({ status: "cancelled" })];
      const requests = mockFetch({ "GET /api/shows": () => jsonResponse({ data: ended }) });
      const { container } = renderCard();

      await waitFor(() => expect(callsTo(requests, "GET", "/api/shows")).toHaveLength(1));
      expect(container).toBeEmptyDOMElement();
    });
  });
});
