// Proves the reports screen shows no words that are not messages (issue 34): it is rendered
// in a pseudo-language whose every message is wrapped in ⟦ ⟧, with a report in each status
// and each kind of issue, empty, and with a failed read, and no letter may be left outside
// a wrapper, shared components' words included. The question, its options and the option
// letters are data.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import { type TicketView, ticketIssues } from "../../../contract/tickets";
import { errorResponse } from "../../test/error-responses";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { renderScreen } from "../../test/render-screen";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";
import { ticketView } from "../../test/ticket-views";
import { TicketsScreen } from "./tickets-screen";

renderInWrappedMessages();

beforeEach(() => {
  silenceConsoleErrors();
  signInPlayer();
  localStorage.setItem("user", "user-1");
});

const LIST = "GET /api/get/data/ticket/user-1";

const renderTickets = () =>
  renderScreen(<TicketsScreen />, "/tickets", "/tickets", { realtime: "player" });

/** One report per issue, their statuses taking turns, one with no answer and an image. */
const reports: TicketView[] = ticketIssues.map((issue, index) =>
  ticketView({
    _id: String(4100 + index),
    qst: `Question ${index}?`,
    msg: issue,
    text: (["pro", "refund", "non-refund"] as const)[index % 3],
    usa: index === 0 ? "" : "c",
    img: index === 0 ? "/images/questions/clock.svg" : "",
  }),
);

describe("only messages are shown", () => {
  it("on reports in each status and of each issue", async () => {
    mockFetch({ [LIST]: () => jsonResponse({ data: reports }) });
    const { container } = renderTickets();
    await screen.findAllByRole("article");
    expectOnlyMessages(container, [
      ...reports.map((report) => report.qst),
      // The picked option and the option letters, as the wire has them.
      "C",
      "A B C D",
    ]);
  });

  it("with no reports yet", async () => {
    mockFetch({ [LIST]: () => jsonResponse({ data: [] }) });
    const { container } = renderTickets();
    await screen.findByText(/^⟦No reports yet/);
    expectOnlyMessages(container);
  });

  it("when the list cannot be read", async () => {
    mockFetch({ [LIST]: () => errorResponse(503, "unavailable", "Database unavailable.") });
    const { container } = renderTickets();
    await screen.findByRole("alert");
    expectOnlyMessages(container);
  });
});
