// Proves /admin/shows against a mocked server: the list with each show's status, start,
// pool, joined, still in and paid, each opening its host view, and the empty list's
// sentence; the create form on the form kit: its fields checked before sending, the body
// it sends (start in epoch ms from the admin's own clock, the pool in whole rupees), the
// host view opened on success, and the server's refusal shown on the field it concerns.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES_PATH, languages } from "../../test/admin-test-data";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { adminShowView } from "../../test/show-test-data";
import { AdminShowsScreen } from "./admin-shows-screen";

const renderShows = () => renderScreen(<AdminShowsScreen />, "/admin/shows");

const ended = adminShowView({
  id: "show-0",
  title: "Last week's show",
  status: "ended",
  joinedCount: 40,
  survivors: 3,
  paidPaise: 30_000,
});

beforeEach(signInAdminQuietly);

/** A start time the datetime-local field takes: two days from now, in the admin's zone. */
function localInputOf(epochMs: number): string {
  const at = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

async function fillForm(user: ReturnType<typeof renderShows>["user"], startsAt: number) {
  await user.type(screen.getByLabelText("Title"), "Sunday Special");
  fireEvent.change(screen.getByLabelText(/^Starts at/), {
    target: { value: localInputOf(startsAt) },
  });
  await user.selectOptions(
    await screen.findByRole("combobox", { name: "Language" }),
    await screen.findByRole("option", { name: "Hindi" }),
  );
  await user.clear(screen.getByLabelText("Questions"));
  await user.type(screen.getByLabelText("Questions"), "5");
  await user.type(screen.getByLabelText(/^Prize pool/), "500");
}

describe("/admin/shows", () => {
  it("lists every show with its figures, each opening its host view", async () => {
    mockFetch({
      "GET /admin/shows": () => jsonResponse({ data: [adminShowView(), ended] }),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    renderShows();

    const table = await screen.findByRole("table", { name: "Live shows" });
    const [, upcoming, past] = within(table).getAllByRole("row");
    expect(upcoming).toHaveTextContent(/^Friday Night QuizScheduled.*₹300\.0012––$/);
    expect(past).toHaveTextContent(/^Last week's showEnded.*₹300\.00403₹300\.00$/);
    expect(within(past!).getByRole("link", { name: "Last week's show" })).toHaveAttribute(
      "href",
      "/admin/shows/show-0",
    );
  });

  it("says how to start when there is no show", async () => {
    mockFetch({
      "GET /admin/shows": () => jsonResponse({ data: [] }),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    renderShows();

    expect(
      await screen.findByText(
        "No shows yet. Schedule one below: it runs by itself from its start time.",
      ),
    ).toBeVisible();
  });

  it("schedules a show and opens its host view", async () => {
    const requests = mockFetch({
      "GET /admin/shows": () => jsonResponse({ data: [] }),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
      "POST /admin/shows": () => jsonResponse({ id: "show-9" }, 201),
    });
    const { user } = renderShows();
    const startsAt = new Date(Date.now() + 2 * 86_400_000).setSeconds(0, 0);

    await fillForm(user, startsAt);
    await user.click(screen.getByRole("button", { name: "Schedule show" }));

    expect(await screen.findByText("Other screen at /admin/shows/show-9")).toBeVisible();
    expect(await callsTo(requests, "POST", "/admin/shows")[0]?.json()).toEqual({
      title: "Sunday Special",
      startsAt,
      language: "hi",
      questionCount: 5,
      secondsPerQuestion: 10,
      prizePoolRupee: 500,
    });
  });

  it("checks the form before sending it", async () => {
    const requests = mockFetch({
      "GET /admin/shows": () => jsonResponse({ data: [] }),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    const { user } = renderShows();
    await screen.findByRole("option", { name: "Hindi" });

    await user.clear(screen.getByLabelText("Seconds per question"));
    await user.type(screen.getByLabelText("Seconds per question"), "90");
    await user.click(screen.getByRole("button", { name: "Schedule show" }));

    expect(screen.getByLabelText("Title")).toHaveFocus();
    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription("Give the show a title");
    expect(screen.getByLabelText(/^Starts at/)).toBeInvalid();
    expect(screen.getByRole("combobox", { name: "Language" })).toBeInvalid();
    expect(screen.getByLabelText("Seconds per question")).toHaveAccessibleDescription(
      "A question is open 5 to 60 seconds",
    );
    expect(screen.getByLabelText(/^Prize pool/)).toBeInvalid();
    expect(callsTo(requests, "POST", "/admin/shows")).toHaveLength(0);
  });

  it("shows the server's refusal on the field it concerns", async () => {
    mockFetch({
      "GET /admin/shows": () => jsonResponse({ data: [] }),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
      "POST /admin/shows": () =>
        errorResponse(409, "not_enough_questions", "Hindi has only 3 questions free for a show"),
    });
    const { user } = renderShows();

    await fillForm(user, Date.now() + 86_400_000);
    await user.click(screen.getByRole("button", { name: "Schedule show" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Questions")).toHaveAccessibleDescription(
        "Hindi has only 3 questions free for a show",
      ),
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
