// Proves /admin/ticket against a mocked server, a fake socket and fake timers: a pending
// ticket's fields with the right option marked, its attached receipt checked against the
// published keys (valid with its facts, or tampered), the three decisions and their bodies, a
// refusal shown with Refund disabled, the server's message on a refused decision, and the
// live (socket) and 5-second polled re-reads. Refund rules themselves are the Worker's.
import { act, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminTicketView } from "../../../contract/tickets";
import { errorResponse } from "../../test/error-responses";
import { acceptFirstSocket } from "../../test/fake-web-socket";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { receiptSigner, withOneCharacterChanged } from "../../test/receipt-fixtures";
import { renderApp } from "../../test/render-app";
import { signInAdmin, silenceConsoleErrors } from "../../test/sessions";
import { adminTicketView } from "../../test/ticket-views";

const LIST_PATH = "GET /admin/get/all/tickets/data/admin";
const DECIDE_PATH = "POST /admin/refund/data/and/add/to/users";

const ticket = (overrides: Partial<AdminTicketView> = {}) =>
  adminTicketView({ img: "/images/questions/clock.svg", ...overrides });

const listOf = (...tickets: AdminTicketView[]) => jsonResponse({ data: tickets });
const reads = (requests: Request[]) =>
  requests.filter((r) => r.url.endsWith("/tickets/data/admin"));
const decisions = (requests: Request[]) => requests.filter((r) => r.url.endsWith("/add/to/users"));
const card = () => screen.findByRole("article", { name: "Ticket from Asha Rao" });

/** A queue that holds `ticket` until the admin decides it, then is empty. */
function decidedOnce(decide: () => Response = () => jsonResponse({ Status: "OK" })) {
  let pending = true;
  return {
    [LIST_PATH]: () => (pending ? listOf(ticket()) : listOf()),
    [DECIDE_PATH]: () => {
      const reply = decide();
      if (reply.ok) pending = false;
      return reply;
    },
  };
}

/** The queue with one ticket carrying `receipt`, `signer`'s keys published: its receipt part. */
async function attachedReceipt(signer: Awaited<ReturnType<typeof receiptSigner>>, receipt: string) {
  mockFetch({
    [LIST_PATH]: () => listOf(ticket({ receipt })),
    "GET /.well-known/quizzy-receipts.json": signer.keysResponse,
  });
  renderApp("/admin/ticket");
  return within(await screen.findByRole("region", { name: "Attached receipt" }));
}

beforeEach(signInAdmin);

describe("/admin/ticket", () => {
  it("shows the user, question, image, answers and request with the right option marked", async () => {
    mockFetch({ [LIST_PATH]: () => listOf(ticket()) });
    renderApp("/admin/ticket");

    const item = within(await card());
    expect(item.getByText("asha@example.com")).toBeVisible();
    expect(item.getByText("What is 12 + 15?")).toBeVisible();
    expect(item.getByRole("img")).toHaveAttribute("src", "/images/questions/clock.svg");
    expect(item.getByText("Issue").nextSibling).toHaveTextContent("Timer Problem");
    expect(item.getByText("Answered").nextSibling).toHaveTextContent("Yes");
    expect(item.getByText("User's answer", { selector: "dt" }).nextSibling).toHaveTextContent("C");
    expect(item.getByText("Seconds used").nextSibling).toHaveTextContent("7 of 30");
    expect(item.getByText("Seconds requested").nextSibling).toHaveTextContent("10");
    const options = item.getAllByRole("listitem").map((option) => option.textContent);
    expect(options).toEqual(["A 25", "B 27✓ Correct answer", "C 28User's answer", "D 30"]);
  });

  it("checks an attached receipt and shows its facts, so the dispute starts from them", async () => {
    const signer = await receiptSigner();
    const section = await attachedReceipt(signer, await signer.sign());

    expect(await section.findByText("Valid")).toBeVisible();
    expect(section.getByText("Result").nextSibling).toHaveTextContent(
      "Your choice C, correct B: Wrong, no coins",
    );
    expect(section.getByText("Timing").nextSibling).toHaveTextContent(
      "Answered 2.4 s before the deadline",
    );
  });

  it("shows an attached receipt that was changed as tampered", async () => {
    const signer = await receiptSigner();
    const section = await attachedReceipt(signer, withOneCharacterChanged(await signer.sign()));

    expect(await section.findByText("Tampered")).toBeVisible();
  });

  it("says so when no ticket is waiting", async () => {
    mockFetch({ [LIST_PATH]: () => listOf() });
    renderApp("/admin/ticket");

    expect(await screen.findByText("No tickets waiting")).toBeVisible();
  });

  it("refunds with the extra seconds typed and drops the ticket from the queue", async () => {
    const requests = mockFetch(decidedOnce());
    const { user } = renderApp("/admin/ticket");
    const item = within(await card());

    await user.type(item.getByLabelText("Extra seconds"), "15");
    await user.click(item.getByRole("button", { name: "Refund with extra seconds" }));

    expect(await screen.findByText("No tickets waiting")).toBeVisible();
    expect(screen.getByText("Refunded the ticket from Asha Rao.")).toBeVisible();
    expect(await decisions(requests)[0]?.json()).toEqual({
      id: "tkt-1",
      text: "refund",
      ex_seconds: 15,
    });
    expect(decisions(requests)[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
  });

  it.each([
    [
      "sends no extra seconds when the refund's seconds are left empty",
      "Refund with extra seconds",
    ],
    ["refunds without extra seconds from the plain Refund button", "Refund"],
  ])("%s", async (_, button) => {
    const requests = mockFetch(decidedOnce());
    const { user } = renderApp("/admin/ticket");

    await user.click(within(await card()).getByRole("button", { name: button }));

    await screen.findByText("No tickets waiting");
    expect(await decisions(requests)[0]?.json()).toEqual({
      id: "tkt-1",
      text: "refund",
      ex_seconds: "",
    });
  });

  it("marks a ticket Non-Refund", async () => {
    const requests = mockFetch(decidedOnce());
    const { user } = renderApp("/admin/ticket");

    await user.click(within(await card()).getByRole("button", { name: "Non-Refund" }));

    expect(await screen.findByText("Marked the ticket from Asha Rao as Non-Refund.")).toBeVisible();
    expect(await decisions(requests)[0]?.json()).toEqual({
      id: "tkt-1",
      text: "non-refund",
      ex_seconds: "",
    });
  });

  it("shows why a ticket cannot be refunded and offers only Non-Refund", async () => {
    mockFetch({
      [LIST_PATH]: () =>
        listOf(ticket({ refundable: false, refusal: "The question was answered correctly" })),
    });
    renderApp("/admin/ticket");
    const item = within(await card());

    expect(item.getByText("No refund: The question was answered correctly")).toBeVisible();
    expect(item.getByRole("button", { name: "Refund" })).toBeDisabled();
    expect(item.getByRole("button", { name: "Refund with extra seconds" })).toBeDisabled();
    expect(item.getByLabelText("Extra seconds")).toBeDisabled();
    expect(item.getByRole("button", { name: "Non-Refund" })).toBeEnabled();
  });

  it("shows the server's message when a decision is refused", async () => {
    silenceConsoleErrors();
    mockFetch(
      decidedOnce(() =>
        errorResponse(409, "not_refundable", "The question was answered, so its image had loaded"),
      ),
    );
    const { user } = renderApp("/admin/ticket");

    await user.click(within(await card()).getByRole("button", { name: "Refund" }));

    expect(
      await screen.findByRole("alertdialog", {
        name: "The question was answered, so its image had loaded",
      }),
    ).toBeVisible();
    expect(await card()).toBeVisible();
  });
});

describe("keeping the queue fresh", () => {
  it("re-reads the queue when a ticket message arrives", async () => {
    let queue = [ticket({ name: "Asha Rao" })];
    const requests = mockFetch({ [LIST_PATH]: () => listOf(...queue) });
    renderApp("/admin/ticket");
    await card();
    const socket = await acceptFirstSocket();
    await vi.waitFor(() => expect(reads(requests)).toHaveLength(2));
    queue = [...queue, ticket({ _id: "tkt-2", name: "Ravi Kumar" })];

    act(() =>
      socket.serverSend({ type: "ticket", event: "new", ticketId: "tkt-2", status: "pro" }),
    );

    expect(await screen.findByRole("article", { name: "Ticket from Ravi Kumar" })).toBeVisible();
  });

  it("polls the queue every 5 seconds", async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    const requests = mockFetch({ [LIST_PATH]: () => listOf(ticket()) });
    renderApp("/admin/ticket");
    await card();
    const before = reads(requests).length;

    // Polls are 5000 ms apart, so every 5000 ms window holds exactly one.
    act(() => vi.advanceTimersByTime(5000));
    expect(reads(requests)).toHaveLength(before + 1);
    act(() => vi.advanceTimersByTime(5000));
    expect(reads(requests)).toHaveLength(before + 2);
    act(() => vi.advanceTimersByTime(10_000));
    expect(reads(requests)).toHaveLength(before + 4);
  });
});
