// Proves /play's result view, read from SPEC.md's result query: the heading for a wrong
// answer and for a time-out, the category by its language's name, the right
// option and the player's pick marked in words, Play again, the question's signed receipt
// behind one closed "Proof" (read again by attempt, waited for while the server still has
// a timed-out question open, offered with the question for its hash), and the report
// dialog's call, its optional seconds, the receipt it attaches unless unticked, and its
// outcomes.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { readVerifyLink } from "../../lib/receipts";
import { answerOption } from "../../test/answer-options";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { receiptSigner } from "../../test/receipt-fixtures";
import { renderApp } from "../../test/render-app";
import { signInPlayer, silenceConsoleErrors } from "../../test/sessions";

const resultQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    id: "att-1",
    sec: "4",
    qst: "What is 12 + 15?",
    a: "25",
    b: "27",
    c: "28",
    d: "30",
    img: "",
    ans: "b",
    usa: "c",
    vr: "true",
    cat: "en",
    tough: "Easy",
    ...overrides,
  });

const reports = (requests: Request[]) =>
  requests.filter((request) => request.method === "POST" && request.url.endsWith("/api/tickets"));

beforeEach(() => {
  signInPlayer();
  localStorage.setItem("user", "user-1");
  // Tests that do not serve the receipt see the server's 404 for it.
  mockFetch({});
});

describe("the result view", () => {
  it("shows a wrong answer with the right option and the player's pick marked in words", async () => {
    const requests = mockFetch({});
    renderApp(`/play?${resultQuery()}`);

    expect(await screen.findByRole("heading", { level: 1, name: "Wrong answer" })).toHaveFocus();
    expect(screen.getByText("What is 12 + 15?")).toBeVisible();
    expect(answerOption("B")).toHaveTextContent("B 27✓ Correct answer");
    expect(answerOption("C")).toHaveTextContent("C 28Your answer");
    expect(answerOption("A")).toHaveTextContent(/^A 25$/);
    expect(screen.getByText("4 seconds")).toBeVisible();
    expect(screen.getByText("Easy")).toBeVisible();
    // A result is not a question: nothing is fetched or timed.
    expect(requests.filter((request) => request.url.includes("/api/get/question"))).toEqual([]);
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });

  it("says time ran out when the answer was not verified", async () => {
    renderApp(`/play?${resultQuery({ ans: "", usa: "", vr: "false", sec: "30" })}`);

    expect(await screen.findByRole("heading", { level: 1, name: "Time's up" })).toBeVisible();
    expect(screen.queryByText("Correct answer")).not.toBeInTheDocument();
    expect(screen.queryByText("Your answer", { selector: ".option-mark" })).toBeNull();
    expect(screen.getByText("None")).toBeVisible();
  });

  // "Category: en" was the bug; SPEC.md's `cat` is the language, named for people.
  it("names the question's category by its language's name, never its code", async () => {
    mockFetch({
      "GET /api/languages": () =>
        jsonResponse({ data: [{ id: "en", code: "en", name: "English" }] }),
    });
    renderApp(`/play?${resultQuery()}`);

    const category = await screen.findByText("English");
    expect(category.previousElementSibling).toHaveTextContent("Category");
    expect(screen.queryByText("en", { exact: true })).toBeNull();
  });

  it("shows the question's image when it had one", async () => {
    renderApp(`/play?${resultQuery({ img: "/images/questions/clock.svg" })}`);

    expect(await screen.findByRole("img", { name: "The question's illustration" })).toHaveAttribute(
      "src",
      "/images/questions/clock.svg",
    );
  });

  it("offers Play again, which leads to /start", async () => {
    renderApp(`/play?${resultQuery()}`);

    expect(await screen.findByRole("link", { name: "Play again" })).toHaveAttribute(
      "href",
      "/start",
    );
  });
});

describe("the signed receipt", () => {
  const RECEIPT_PATH = "GET /api/receipts/att-1";

  it("is read again by the attempt and offered with the question for its hash", async () => {
    const receipt = await (await receiptSigner()).sign();
    const requests = mockFetch({ [RECEIPT_PATH]: () => jsonResponse({ Status: "OK", receipt }) });
    const { user } = renderApp(`/play?${resultQuery()}`);

    // One "Proof" for the one answer, closed until the player opens it.
    const proof = await screen.findByText("Proof");
    expect(screen.getAllByText("Proof")).toHaveLength(1);
    expect(proof.closest("details")).not.toHaveAttribute("open");
    await user.click(proof);
    const group = within(screen.getByRole("group", { name: "Signed receipt" }));
    const href = group.getByRole("link", { name: "Check it" }).getAttribute("href")!;
    expect(readVerifyLink(new URL(href, "http://localhost").hash)).toEqual({
      receipt,
      question: { text: "What is 12 + 15?", options: ["25", "27", "28", "30"], correct: "b" },
    });
    expect(callsTo(requests, "GET", "/api/receipts/att-1")[0]?.headers.get("Authorization")).toBe(
      "Bearer player-session",
    );
  });

  it("is waited for while the server has not yet closed a timed-out question", async () => {
    const receipt = await (await receiptSigner()).sign({ outcome: "timeout", choice: null });
    let asked = 0;
    mockFetch({
      [RECEIPT_PATH]: () =>
        ++asked === 1
          ? errorResponse(409, "attempt_open", "This question is still open")
          : jsonResponse({ Status: "OK", receipt }),
    });
    renderApp(`/play?${resultQuery({ ans: "", usa: "", vr: "false" })}`);

    expect(await screen.findByText("Getting your signed receipt…")).toBeVisible();
    const group = within(await screen.findByRole("group", { name: "Signed receipt" }));
    // The device's own timeout did not know the right option; the receipt says b.
    const href = group.getByRole("link", { name: "Check it" }).getAttribute("href")!;
    expect(readVerifyLink(new URL(href, "http://localhost").hash)?.question?.correct).toBe("b");
    expect(asked).toBe(2);
  });

  it("says when it cannot be had, with a retry", async () => {
    renderApp(`/play?${resultQuery()}`);
    expect(
      await screen.findByText("Your signed receipt could not be loaded. No such path"),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

describe("reporting a problem", () => {
  it("sends the issue and the extra seconds asked for, then says the report was sent", async () => {
    const requests = mockFetch({
      "POST /api/tickets": () => jsonResponse({ Status: "OK", id: "tkt-1" }, 201),
    });
    const { user } = renderApp(`/play?${resultQuery()}`);

    await user.click(await screen.findByRole("button", { name: "Report this question" }));
    const dialog = await screen.findByRole("dialog", { name: "Report a question" });
    await user.selectOptions(within(dialog).getByLabelText("Issue"), "Timer Problem");
    await user.type(within(dialog).getByLabelText("Extra seconds wanted (optional)"), "10");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));

    expect(await within(dialog).findByText("Report sent. An admin will look at it.")).toBeVisible();
    expect(within(dialog).getByRole("status")).toHaveTextContent("Report sent.");
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    expect(within(dialog).getByRole("link", { name: "See my reports" })).toHaveAttribute(
      "href",
      "/tickets",
    );
    expect(await reports(requests)[0]?.json()).toEqual({
      id: "att-1",
      msg: "Timer Problem",
      exp_sec: 10,
    });
    expect(reports(requests)[0]?.headers.get("Authorization")).toBe("Bearer player-session");
  });

  it("attaches the question's receipt unless the player unticks it", async () => {
    const receipt = await (await receiptSigner()).sign();
    const requests = mockFetch({
      "GET /api/receipts/att-1": () => jsonResponse({ Status: "OK", receipt }),
      "POST /api/tickets": () => jsonResponse({ Status: "OK", id: "tkt-1" }, 201),
    });
    const { user } = renderApp(`/play?${resultQuery()}`);
    await screen.findByRole("group", { name: "Signed receipt" });

    await user.click(screen.getByRole("button", { name: "Report this question" }));
    const dialog = await screen.findByRole("dialog", { name: "Report a question" });
    const attach = within(dialog).getByRole("checkbox", {
      name: "Attach this question's signed receipt",
    });
    expect(attach).toBeChecked();
    await user.selectOptions(within(dialog).getByLabelText("Issue"), "Wrong Answer Marked");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await reports(requests)[0]?.json()).toEqual({
      id: "att-1",
      msg: "Wrong Answer Marked",
      receipt,
    });

    await user.click(await within(dialog).findByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Report this question" }));
    const again = await screen.findByRole("dialog", { name: "Report a question" });
    await user.click(within(again).getByRole("checkbox"));
    await user.selectOptions(within(again).getByLabelText("Issue"), "Other");
    await user.click(within(again).getByRole("button", { name: "Send report" }));
    await within(again).findByText("Report sent. An admin will look at it.");
    expect(await reports(requests)[1]?.json()).toEqual({ id: "att-1", msg: "Other" });
  });

  it("offers every issue of the contract and needs one chosen", async () => {
    const requests = mockFetch({});
    const { user } = renderApp(`/play?${resultQuery()}`);

    await user.click(await screen.findByRole("button", { name: "Report this question" }));
    const dialog = await screen.findByRole("dialog", { name: "Report a question" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));

    expect(
      within(within(dialog).getByLabelText("Issue"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Choose an issue",
      "Image Loading",
      "Timer Problem",
      "Wrong Answer Marked",
      "Question Unclear",
      "Other",
    ]);
    expect(within(dialog).getByLabelText("Issue")).toBeInvalid();
    expect(reports(requests)).toHaveLength(0);
  });

  it("leaves the seconds out when none are asked for and shows the server's refusal", async () => {
    silenceConsoleErrors();
    const requests = mockFetch({
      "POST /api/tickets": () =>
        errorResponse(409, "conflict", "You already reported this question"),
    });
    const { user } = renderApp(`/play?${resultQuery()}`);

    await user.click(await screen.findByRole("button", { name: "Report this question" }));
    const dialog = await screen.findByRole("dialog", { name: "Report a question" });
    await user.selectOptions(within(dialog).getByLabelText("Issue"), "Image Loading");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));

    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "You already reported this question",
    );
    expect(await reports(requests)[0]?.json()).toEqual({ id: "att-1", msg: "Image Loading" });
    expect(within(dialog).getByRole("button", { name: "Send report" })).toBeEnabled();
  });

  it("closes on Cancel and gives focus back to its button", async () => {
    const { user } = renderApp(`/play?${resultQuery()}`);
    const open = await screen.findByRole("button", { name: "Report this question" });

    await user.click(open);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
