// Proves /runs against a mocked server: the player's past runs newest first,
// each with its start, result, questions answered, what it won and how its try was paid,
// opening its summary; the page in the address and the pager moving through it; the
// loading state, the empty state with the way to a first game, and a failed read's
// message with a retry.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { RunListItem, RunsResponse } from "../../../contract/play";
import { formatMoment } from "../../lib/day-format";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { RunsScreen } from "./runs-screen";

const AT = Date.UTC(2026, 2, 3, 10, 30);

const run = (runId: string, overrides: Partial<RunListItem> = {}): RunListItem => ({
  runId,
  status: "lost",
  startedAt: AT,
  endedAt: AT + 60_000,
  questionsInRun: 10,
  answered: 4,
  correct: 3,
  coins: 15,
  stars: null,
  paidWith: "tries",
  refunded: false,
  ...overrides,
});

const pageOf = (runs: RunListItem[], page = 1, total = runs.length): RunsResponse => ({
  runs,
  total,
  page,
  pageSize: 20,
});

const renderRuns = (entry = "/runs") => renderScreen(<RunsScreen />, "/runs", entry);

beforeEach(signInPlayer);

describe("/runs", () => {
  it("lists each run with its result, answers, winnings and try, opening its summary", async () => {
    mockFetch({
      "GET /api/runs": () =>
        jsonResponse(
          pageOf([
            run("run-2", {
              status: "won",
              startedAt: AT + 3_600_000,
              answered: 10,
              correct: 10,
              coins: 50,
              stars: 3,
              paidWith: "daily",
            }),
            run("run-1", { refunded: true }),
          ]),
        ),
    });
    renderRuns();

    expect(await screen.findByRole("heading", { level: 1, name: "My runs" })).toBeVisible();
    const [won, lost] = within(await screen.findByRole("list")).getAllByRole("listitem");
    expect(
      within(won!).getByRole("link", { name: `Run of ${formatMoment(AT + 3_600_000)}` }),
    ).toHaveAttribute("href", "/result?run=run-2");
    expect(won).toHaveTextContent("ResultPerfect run: 10 of 10 correct");
    expect(won).toHaveTextContent("Won50 coins and 3 stars");
    expect(won).toHaveTextContent("TryToday's free try");
    expect(lost).toHaveTextContent("ResultWrong answer: 3 of 10 correct");
    expect(lost).toHaveTextContent("Questions answered4 of 10");
    expect(lost).toHaveTextContent("Won15 coins");
    expect(lost).toHaveTextContent("TryOne of your tries, refunded after a report");
    expect(screen.getByText("2 runs in all")).toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Pages of runs" })).toBeNull();
  });

  it("reads the page in the address and moves through the pages", async () => {
    const requests = mockFetch({
      "GET /api/runs": (request) => {
        const page = Number(new URL(request.url).searchParams.get("page"));
        return jsonResponse(pageOf([run(`run-p${page}`)], page, 41));
      },
    });
    const { user } = renderRuns("/runs?page=2");

    const pager = await screen.findByRole("navigation", { name: "Pages of runs" });
    expect(within(pager).getByText("Page 2 of 3")).toBeVisible();
    await user.click(within(pager).getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(within(pager).getByText("Page 3 of 3")).toBeVisible());
    expect(within(pager).getByRole("button", { name: "Next page" })).toBeDisabled();
    const pages = callsTo(requests, "GET", "/api/runs").map((request) =>
      new URL(request.url).searchParams.get("page"),
    );
    expect(pages).toEqual(["2", "3"]);
    expect(callsTo(requests, "GET", "/api/runs")[0]?.headers.get("Authorization")).toBe(
      "Bearer player-session",
    );
  });

  it("says there are no runs yet and links to a first game", async () => {
    mockFetch({ "GET /api/runs": () => jsonResponse(pageOf([])) });
    renderRuns();

    const empty = await screen.findByText(/^No runs yet:/);
    expect(empty).toHaveTextContent("No runs yet: play your first.");
    expect(within(empty).getByRole("link", { name: "play your first" })).toHaveAttribute(
      "href",
      "/start",
    );
  });

  it("shows a loading state, then the server's message and a retry when the read fails", async () => {
    silenceConsoleErrors();
    let fail = true;
    mockFetch({
      "GET /api/runs": () =>
        fail
          ? errorResponse(503, "unavailable", "Try again soon")
          : jsonResponse(pageOf([run("r")])),
    });
    const { user } = renderRuns();

    expect(screen.getByRole("status")).toBeInTheDocument();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your runs. Try again soon");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: `Run of ${formatMoment(AT)}` })).toBeVisible();
  });
});
