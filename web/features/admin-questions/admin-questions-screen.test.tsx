// Proves /admin/questions: the live bank as compact rows (text, language,
// difficulty, trial or paid runs, served, answered, correct rate), 25 to a page with page
// controls; filters (the trial mark among them), search and page kept in the address (read
// from it on load, written on change); a row opening to edit (with the server's field
// messages, and a near-duplicate shown side by side and saved anyway with allowSimilar),
// to retire after a confirmation, or to move the question between paid runs and the trial.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { LiveQuestionView } from "../../../contract/admin-questions";
import { formatMoment } from "../../lib/day-format";
import { LANGUAGES_PATH, languages, nearDuplicateUntilAllowed } from "../../test/admin-test-data";
import { errorResponse, invalidBody } from "../../test/error-responses";
import { callsTo, type Handler, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { entryOf } from "../../test/question-form";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminQuestionsScreen } from "./admin-questions-screen";

const BANK = "/admin/questions";

function liveQuestion(overrides: Partial<LiveQuestionView> = {}): LiveQuestionView {
  return {
    _id: "q-1",
    lang: "hi",
    Questio: "भारत की राजधानी क्या है?",
    img: "",
    a: "मुंबई",
    b: "कोलकाता",
    c: "नई दिल्ली",
    d: "चेन्नई",
    Ans: "c",
    tough: "Easy",
    seconds: 20,
    source: "pq-1",
    served: 40,
    answered: 31,
    correct: 23,
    createdAt: Date.UTC(2026, 2, 1),
    retiredAt: null,
    trial: false,
    ...overrides,
  };
}

const page = (data: LiveQuestionView[], total = data.length, pageNumber = 1) =>
  jsonResponse({ data, total, page: pageNumber, pageSize: 25 });

/** The bank's reads (one live question, unless `handlers` answers GET ${BANK}) and `handlers`. */
function mockBank(handlers: Record<string, Handler> = {}) {
  return mockFetch({
    [`GET ${BANK}`]: () => page([liveQuestion()]),
    [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    ...handlers,
  });
}

const renderBank = (entry = BANK) => renderScreen(<AdminQuestionsScreen />, BANK, entry);
/** A question's row, found by its toggle (named by the question's text). */
const row = async (text: string) =>
  (await screen.findByRole("button", { name: text })).closest("li") as HTMLElement;
const open = async (user: ReturnType<typeof renderBank>["user"], text: string) => {
  await user.click(await screen.findByRole("button", { name: text }));
  return within(await row(text));
};
const bankReads = (requests: Request[]) =>
  callsTo(requests, "GET", BANK).map((request) => new URL(request.url).searchParams);

beforeEach(signInAdminQuietly);

describe("/admin/questions list", () => {
  it("shows each question as a row with its language, counts and correct rate", async () => {
    mockBank({
      [`GET ${BANK}`]: () =>
        page([
          liveQuestion(),
          liveQuestion({ _id: "q-2", Questio: "New?", answered: 0, correct: 0 }),
        ]),
    });
    renderBank();

    const first = await row("भारत की राजधानी क्या है?");
    expect(screen.getByText("2 questions")).toBeVisible();
    await waitFor(() => expect(first).toHaveTextContent("Language: Hindi"));
    expect(first).toHaveTextContent("Difficulty: Easy");
    expect(first).toHaveTextContent("Used in: Paid runs");
    expect(first).toHaveTextContent("Served: 40");
    expect(first).toHaveTextContent("Answered: 31");
    expect(first).toHaveTextContent("Correct: 74 %");
    expect(await row("New?")).toHaveTextContent("Correct: —");
    expect(within(first).queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "भारत की राजधानी क्या है?" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("reads its filters and page from the address", async () => {
    const requests = mockBank({
      [`GET ${BANK}`]: () => page([liveQuestion()], 60, 2),
    });
    renderBank(`${BANK}?lang=hi&tough=Easy&trial=yes&q=capital&page=2`);

    await row("भारत की राजधानी क्या है?");
    const read = bankReads(requests).at(-1);
    expect(Object.fromEntries(read ?? [])).toEqual({
      lang: "hi",
      tough: "Easy",
      trial: "yes",
      q: "capital",
      page: "2",
    });
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("capital");
    expect(await screen.findByRole("combobox", { name: "Language" })).toHaveValue("hi");
    expect(screen.getByRole("combobox", { name: "Used in" })).toHaveValue("yes");
    expect(screen.getByText("Page 2 of 3")).toBeVisible();
  });

  it("sends the language, difficulty and search as query parameters", async () => {
    const requests = mockBank({
      [`GET ${BANK}`]: () => page([]),
    });
    const { user } = renderBank();
    await screen.findByRole("option", { name: "Hindi" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Hindi");
    await user.selectOptions(screen.getByRole("combobox", { name: "Difficulty" }), "Tough");
    await user.selectOptions(screen.getByRole("combobox", { name: "Used in" }), "Trial only");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "capital");
    await user.click(screen.getByRole("button", { name: "Search" }));

    await waitFor(() => expect(bankReads(requests).at(-1)?.get("q")).toBe("capital"));
    const last = bankReads(requests).at(-1);
    expect(last?.get("lang")).toBe("hi");
    expect(last?.get("tough")).toBe("Tough");
    expect(last?.get("trial")).toBe("yes");
    expect(last?.get("page")).toBe("1");
    expect(await screen.findByText("No question matches these filters.")).toBeVisible();
  });

  it("pages through the bank with Next page and Previous page", async () => {
    const requests = mockBank({
      [`GET ${BANK}`]: (request) => {
        const pageNumber = Number(new URL(request.url).searchParams.get("page"));
        return page(
          [liveQuestion({ _id: `q-${pageNumber}`, Questio: `Question on page ${pageNumber}` })],
          30,
          pageNumber,
        );
      },
    });
    const { user } = renderBank();
    await row("Question on page 1");
    const pager = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pager).getByText("Page 1 of 2")).toBeVisible();
    expect(within(pager).getByRole("button", { name: "Previous page" })).toBeDisabled();

    await user.click(within(pager).getByRole("button", { name: "Next page" }));

    expect(await row("Question on page 2")).toBeVisible();
    expect(bankReads(requests).at(-1)?.get("page")).toBe("2");
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("says the bank is empty when it is", async () => {
    mockBank({
      [`GET ${BANK}`]: () => page([]),
    });
    renderBank();

    expect(await screen.findByText("No questions in the bank yet.")).toBeVisible();
  });

  it("shows the server's message when the bank cannot be read", async () => {
    mockBank({
      [`GET ${BANK}`]: () => errorResponse(500, "internal", "Try later"),
    });
    renderBank();

    expect(await screen.findByText("Could not load the questions. Try later")).toBeVisible();
  });
});

describe("/admin/questions edit and retire", () => {
  it("opens a row to edit its question and saves every field", async () => {
    let saved = false;
    const requests = mockBank({
      [`GET ${BANK}`]: () =>
        page([liveQuestion(saved ? { Questio: "What is India's capital?" } : {})]),
      "PATCH /admin/questions/q-1": () => {
        saved = true;
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderBank();

    const editor = await open(user, "भारत की राजधानी क्या है?");
    expect(screen.getByRole("button", { name: "भारत की राजधानी क्या है?" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(editor.queryByLabelText(/Language/)).not.toBeInTheDocument();
    await user.clear(editor.getByLabelText("Question"));
    await user.type(editor.getByLabelText("Question"), "What is India's capital?");
    await user.click(editor.getByRole("button", { name: "Save" }));

    expect(await row("What is India's capital?")).toBeVisible();
    expect(screen.queryByLabelText("Question")).not.toBeInTheDocument();
    expect(await callsTo(requests, "PATCH", "/admin/questions/q-1")[0]?.json()).toEqual({
      ...entryOf(liveQuestion()),
      Questio: "What is India's capital?",
      img: "",
    });
    expect(screen.getByText("Saved the question.")).toBeVisible();
  });

  it("keeps the row open with the server's message on a refused field", async () => {
    mockBank({
      "PATCH /admin/questions/q-1": () =>
        invalidBody({ img: "Upload the image here: links to other sites are not allowed" }),
    });
    const { user } = renderBank();

    const editor = await open(user, "भारत की राजधानी क्या है?");
    await user.click(editor.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(editor.getByLabelText("Image (optional)")).toBeInvalid());
    expect(editor.getByLabelText("Image (optional)")).toHaveFocus();
  });

  it("shows a near-duplicate beside the edit and saves it anyway with allowSimilar", async () => {
    const requests = mockBank({
      "PATCH /admin/questions/q-1": nearDuplicateUntilAllowed(
        { _id: "q-9", Questio: "भारत की राजधानी?", lang: "hi", similarity: 0.93 },
        () => jsonResponse({ Status: "OK" }),
      ),
    });
    const { user } = renderBank();

    const editor = await open(user, "भारत की राजधानी क्या है?");
    await user.click(editor.getByRole("button", { name: "Save" }));

    const notice = within(await editor.findByRole("alert"));
    expect(notice.getByText(/93 % alike/)).toBeVisible();
    expect(notice.getByText("भारत की राजधानी?")).toBeVisible();
    expect(notice.getByText("भारत की राजधानी क्या है?")).toBeVisible();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await user.click(notice.getByRole("button", { name: "Save anyway" }));

    expect(await screen.findByText("Saved the question.")).toBeVisible();
    const patches = callsTo(requests, "PATCH", "/admin/questions/q-1");
    expect(patches).toHaveLength(2);
    expect(await patches[1]?.json()).toMatchObject({ allowSimilar: true });
  });

  it("marks a question for the trial, and moves a trial question back to paid runs", async () => {
    let trial = false;
    const requests = mockBank({
      [`GET ${BANK}`]: () => page([liveQuestion({ trial })]),
      "PATCH /admin/questions/q-1": async (request) => {
        trial = ((await request.json()) as { trial: boolean }).trial;
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderBank();

    const editor = await open(user, "भारत की राजधानी क्या है?");
    const mark = editor.getByRole("button", { name: "Mark for the trial" });
    expect(mark).toHaveAccessibleDescription(/never a paid run/);
    await user.click(mark);

    expect(
      await screen.findByText(
        "Marked for the trial: only the visitors' trial draws it now, never a paid run.",
      ),
    ).toBeVisible();
    expect(await callsTo(requests, "PATCH", "/admin/questions/q-1")[0]?.json()).toEqual({
      trial: true,
    });
    const move = await editor.findByRole("button", { name: "Move to paid runs" });
    expect(move).toHaveAccessibleDescription(/best kept out of paid runs/);
    expect(await row("भारत की राजधानी क्या है?")).toHaveTextContent("Used in: Trial");
    await user.click(move);
    expect(
      await screen.findByText("Moved to paid runs: the trial no longer draws it."),
    ).toBeVisible();
    expect(await callsTo(requests, "PATCH", "/admin/questions/q-1")[1]?.json()).toEqual({
      trial: false,
    });
  });

  it("retires a question after a confirmation", async () => {
    let retired = false;
    const requests = mockBank({
      [`GET ${BANK}`]: () =>
        page([liveQuestion(retired ? { retiredAt: Date.UTC(2026, 2, 2) } : {})]),
      "POST /admin/questions/q-1/retire": () => {
        retired = true;
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderBank();

    const editor = await open(user, "भारत की राजधानी क्या है?");
    await user.click(editor.getByRole("button", { name: "Retire this question" }));
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Retire this question?" })).getByRole(
        "button",
        { name: "Retire" },
      ),
    );

    expect(
      await screen.findByText("Retired the question. Players are never served it again."),
    ).toBeVisible();
    expect(callsTo(requests, "POST", "/admin/questions/q-1/retire")).toHaveLength(1);
    const retiredRow = await open(user, "भारत की राजधानी क्या है? (retired)");
    expect(
      retiredRow.getByText(
        `Retired ${formatMoment(Date.UTC(2026, 2, 2))}: players are never served it again.`,
      ),
    ).toBeVisible();
    expect(retiredRow.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(
      retiredRow.queryByRole("button", { name: "Retire this question" }),
    ).not.toBeInTheDocument();
  });
});
