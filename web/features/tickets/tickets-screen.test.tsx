// Proves /tickets against a mocked server and a fake socket: each report's fields, SPEC.md's
// badge words (spelled right), what each status means (no "no refund" note while a report
// is Processing), the expandable image, the empty state, the live re-read
// when a decision arrives, and the slow re-read that catches a decision whose push was
// lost. It does not prove who may read the list (the Worker does).
import { act, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TicketView } from "../../../contract/tickets";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { signInPlayer } from "../../test/sessions";
import { ticketView } from "../../test/ticket-views";

const LIST_PATH = "GET /api/get/data/ticket/user-1";

const listOf = (...tickets: TicketView[]) => jsonResponse({ data: tickets });
const report = (question: string) => screen.getByRole("article", { name: question });

beforeEach(() => {
  signInPlayer();
  localStorage.setItem("user", "user-1");
});

describe("/tickets", () => {
  it("lists each report with its id, answer, seconds, issue and marked options", async () => {
    const requests = mockFetch({ [LIST_PATH]: () => listOf(ticketView()) });
    renderApp("/tickets");

    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    const item = await screen.findByRole("article", { name: "What is 12 + 15?" });
    const details = within(item);
    expect(details.getByText("tkt-1")).toBeVisible();
    expect(details.getByText("My answer", { selector: "dt" }).nextSibling).toHaveTextContent("C");
    expect(details.getByText("Time used").nextSibling).toHaveTextContent("7 seconds");
    expect(details.getByText("Issue").nextSibling).toHaveTextContent("Timer Problem");
    const chosen = details
      .getAllByRole("listitem")
      .filter((option) => option.textContent?.includes("My answer"));
    expect(chosen.map((option) => option.textContent)).toEqual(["C 28My answer"]);
    expect(details.queryByText("Correct answer")).not.toBeInTheDocument();
    expect(requests.find((r) => r.url.includes("/ticket/"))?.headers.get("Authorization")).toBe(
      "Bearer player-session",
    );
  });

  it("shows SPEC.md's badge for each status, in words", async () => {
    mockFetch({
      [LIST_PATH]: () =>
        listOf(
          ticketView({ _id: "tkt-1", qst: "First?", text: "pro" }),
          ticketView({ _id: "tkt-2", qst: "Second?", text: "refund" }),
          ticketView({ _id: "tkt-3", qst: "Third?", text: "non-refund" }),
        ),
    });
    renderApp("/tickets");

    await screen.findByRole("article", { name: "First?" });
    expect(within(report("First?")).getByText("Processing")).toHaveTextContent(
      "Status: Processing",
    );
    expect(within(report("Second?")).getByText("Refunded")).toBeVisible();
    expect(within(report("Third?")).getByText("Non-refundable")).toBeVisible();
  });

  it("notes that a refused Image Loading report cannot be refunded, with the image to expand", async () => {
    mockFetch({
      [LIST_PATH]: () =>
        listOf(
          ticketView({
            text: "non-refund",
            msg: "Image Loading",
            img: "/images/questions/clock.svg",
            usa: "",
            vr: false,
          }),
        ),
    });
    const { user } = renderApp("/tickets");

    const item = await screen.findByRole("article", { name: "What is 12 + 15?" });
    expect(
      within(item).getByText("No refund is possible if the question was already answered."),
    ).toBeVisible();
    const image = within(item).getByRole("img", { hidden: true });
    expect(image).not.toBeVisible();
    await user.click(within(item).getByText("Question image"));
    expect(image).toBeVisible();
    expect(within(item).getByText("My answer", { selector: "dt" }).nextSibling).toHaveTextContent(
      "None",
    );
  });

  it("leaves the Image Loading note off other issues", async () => {
    mockFetch({ [LIST_PATH]: () => listOf(ticketView({ text: "non-refund" })) });
    renderApp("/tickets");

    await screen.findByRole("article", { name: "What is 12 + 15?" });
    expect(screen.queryByText(/No refund is possible/)).not.toBeInTheDocument();
  });

  it("never tells a Processing report that no refund is possible, and says what a refund gave back", async () => {
    mockFetch({
      [LIST_PATH]: () =>
        listOf(
          ticketView({ _id: "tkt-1", qst: "Waiting?", msg: "Image Loading", text: "pro" }),
          ticketView({ _id: "tkt-2", qst: "Refunded?", msg: "Image Loading", text: "refund" }),
        ),
    });
    renderApp("/tickets");

    await screen.findByRole("article", { name: "Waiting?" });
    expect(screen.queryByText(/No refund is possible/)).not.toBeInTheDocument();
    expect(within(report("Waiting?")).getByText("Waiting for an admin's decision.")).toBeVisible();
    expect(within(report("Refunded?")).getByText("Your try was given back.")).toBeVisible();
  });

  it("says so when there are no reports", async () => {
    mockFetch({ [LIST_PATH]: () => listOf() });
    renderApp("/tickets");

    expect(
      await screen.findByText("No reports yet. Report a problem from a question's result."),
    ).toBeVisible();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("re-reads the list when a decision arrives by socket, without a reload", async () => {
    let status: TicketView["text"] = "pro";
    const requests = mockFetch({ [LIST_PATH]: () => listOf(ticketView({ text: status })) });
    renderApp("/tickets");
    await screen.findByText("Processing");
    const socket = await acceptFirstSocket();
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.url.includes("/ticket/"))).toHaveLength(2),
    );
    status = "refund";

    act(() =>
      socket.serverSend({ type: "ticket", event: "decided", ticketId: "tkt-1", status: "refund" }),
    );

    expect(await screen.findByText("Refunded")).toBeVisible();
    expect(screen.queryByText("Processing")).not.toBeInTheDocument();
  });

  it("re-reads every 10 seconds while a report waits, and stops once all are decided", async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    let status: TicketView["text"] = "pro";
    const requests = mockFetch({ [LIST_PATH]: () => listOf(ticketView({ text: status })) });
    const reads = () => requests.filter((r) => r.url.includes("/ticket/")).length;
    renderApp("/tickets");
    await screen.findByText("Processing");
    await vi.waitFor(() => expect(reads()).toBeGreaterThanOrEqual(1));
    const before = reads();
    status = "refund";

    await act(() => vi.advanceTimersByTimeAsync(10_000));

    expect(await screen.findByText("Refunded")).toBeVisible();
    const afterDecision = reads();
    expect(afterDecision).toBeGreaterThan(before);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reads()).toBe(afterDecision);
  });
});
