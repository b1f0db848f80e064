// Proves /admin/shows/{id} against a mocked server and socket: the host's figures (its
// language by name, joined, still in), each question's counts with its right option, the open one marked; the view
// read again at once on a message of this show (and not of another); the reveal's
// survivors and the payout once ended; Cancel only after its confirmation (Keep the show
// sends nothing), then the show read again as cancelled; and the read's failure with a
// retry. The two-second reads while a show runs are TanStack Query's own interval.
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminShowResponse } from "../../../contract/shows";
import { LANGUAGES_PATH, languages } from "../../test/admin-test-data";
import { detailOf } from "../../test/detail-of";
import { errorResponse } from "../../test/error-responses";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { adminShowResponse } from "../../test/show-test-data";
import { AdminShowScreen } from "./admin-show-screen";

const SHOW_PATH = "/admin/shows/show-1";

function serve(host: { show: AdminShowResponse }) {
  return mockFetch({
    [`GET ${SHOW_PATH}`]: () => jsonResponse(host.show),
    [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    [`POST ${SHOW_PATH}/cancel`]: () => {
      host.show = { ...host.show, status: "cancelled" };
      return jsonResponse({ Status: "OK" });
    },
  });
}

const renderHost = () =>
  renderScreen(<AdminShowScreen />, "/admin/shows/:id", SHOW_PATH, { realtime: "admin" });

const question = (n: number) => screen.getByRole("list", { name: `Answers to question ${n}` });

beforeEach(signInAdminQuietly);

describe("/admin/shows/{id}", () => {
  it("shows who joined, who is still in and each question's counts", async () => {
    serve({ show: adminShowResponse() });
    renderHost();

    expect(
      await screen.findByRole("heading", { level: 1, name: "Friday Night Quiz" }),
    ).toBeVisible();
    expect(detailOf(document.body, "Joined")).toBe("12");
    await waitFor(() => expect(detailOf(document.body, "Language")).toBe("English"));
    expect(detailOf(document.body, "Still in")).toBe("12");
    expect(detailOf(document.body, "Prize pool")).toBe("₹300.00");
    const [, mars] = within(question(1)).getAllByRole("listitem");
    expect(mars).toHaveTextContent("B Mars 5 players (63%)");
    expect(mars).toHaveTextContent("Correct answer");
    expect(screen.getByText("Open now: answers coming in")).toBeVisible();
    expect(screen.getByText("Not asked yet")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Question 1 is open.");
  });

  it("reads the show again at once on a message of this show", async () => {
    const host = { show: adminShowResponse() };
    const requests = serve(host);
    renderHost();
    await screen.findByText("Open now: answers coming in");
    const socket = await acceptFirstSocket();
    await waitFor(() => expect(callsTo(requests, "GET", SHOW_PATH)).toHaveLength(2));
    const [first, second] = host.show.questions;
    host.show = {
      ...host.show,
      survivors: 5,
      questions: [{ ...first!, counts: [1, 5, 0, 2], revealed: true, survivors: 5 }, second!],
    };

    const reads = callsTo(requests, "GET", SHOW_PATH).length;
    await act(async () =>
      socket.serverSend({ type: "show", event: "lobby", showId: "another-show", waiting: 3 }),
    );
    expect(callsTo(requests, "GET", SHOW_PATH)).toHaveLength(reads);
    act(() =>
      socket.serverSend({
        type: "show",
        event: "reveal",
        showId: "show-1",
        index: 0,
        correct: "b",
        counts: [1, 5, 0, 2],
        survivors: 5,
      }),
    );

    // Well within the two seconds of the running show's own reads.
    expect(await screen.findByText("Revealed: 5 players still in")).toBeVisible();
    expect(detailOf(document.body, "Still in")).toBe("5");
  });

  it("says the payout once the show has ended", async () => {
    serve({
      show: adminShowResponse({
        status: "ended",
        survivors: 2,
        paidPaise: 30_000,
        winners: { count: 2, sharePaise: 15_000 },
      }),
    });
    renderHost();

    expect(
      await screen.findByText("2 players won ₹150.00 each: ₹300.00 paid as cash."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Cancel show" })).not.toBeInTheDocument();
  });

  it("cancels only after the confirmation, then shows the show cancelled", async () => {
    const requests = serve({ show: adminShowResponse() });
    const { user } = renderHost();

    await user.click(await screen.findByRole("button", { name: "Cancel show" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel Friday Night Quiz?" });
    expect(dialog).toHaveTextContent(
      "Every player is told at once, nothing is paid, and the ₹300.00 pool is released.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep the show" }));
    expect(callsTo(requests, "POST", `${SHOW_PATH}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Cancel show" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel show" }),
    );

    expect(
      await screen.findByText("Cancelled: nothing was paid and the pool was released."),
    ).toBeVisible();
    expect(callsTo(requests, "POST", `${SHOW_PATH}/cancel`)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Cancel show" })).not.toBeInTheDocument();
  });

  it("says when the show cannot be read, with a retry", async () => {
    mockFetch({ [`GET ${SHOW_PATH}`]: () => errorResponse(404, "not_found", "No such show") });
    renderHost();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load the show. No such show",
    );
  });
});
