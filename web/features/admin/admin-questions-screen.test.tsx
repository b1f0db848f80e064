// Proves /admin/questions: the live bank's filters, search and paging as query parameters,
// editing a question in a dialog (with the server's field messages), retiring one after a
// confirmation, and the languages panel (add, rename, enable and disable).
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveQuestionView } from "../../../contract/admin";
import { LANGUAGES_PATH, languages } from "../../test/admin-test-data";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { formatDateTime } from "./admin-format";
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
    createdAt: Date.UTC(2026, 2, 1),
    retiredAt: null,
    ...overrides,
  };
}

const page = (data: LiveQuestionView[], total = data.length, pageNumber = 1) =>
  jsonResponse({ data, total, page: pageNumber, pageSize: 25 });

const renderBank = (entry = BANK) => renderScreen(<AdminQuestionsScreen />, BANK, entry);
const card = (text: string) => screen.findByRole("article", { name: text });
const bankReads = (requests: Request[]) =>
  callsTo(requests, "GET", BANK).map((request) => new URL(request.url).searchParams);

beforeEach(() => {
  localStorage.setItem("token", "admin-token");
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("/admin/questions list", () => {
  it("shows each question with its language, counts and right answer", async () => {
    mockFetch({
      [`GET ${BANK}`]: () => page([liveQuestion()]),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    renderBank();

    const item = within(await card("भारत की राजधानी क्या है?"));
    expect(screen.getByText("1 question")).toBeVisible();
    const detail = (label: string) =>
      item.getAllByRole("term").find((term) => term.textContent === label)?.nextElementSibling
        ?.textContent;
    await waitFor(() => expect(detail("Language")).toBe("Hindi"));
    expect(detail("Served")).toBe("40");
    expect(detail("Answered")).toBe("31");
    expect(detail("Source")).toBe("Selected from a user-admin");
    expect(
      within(item.getByRole("list", { name: "Options" }))
        .getAllByRole("listitem")
        .map((option) => option.textContent),
    ).toEqual(["A मुंबई", "B कोलकाता", "C नई दिल्ली✓ Correct answer", "D चेन्नई"]);
  });

  it("sends the language, difficulty and search as query parameters", async () => {
    const requests = mockFetch({
      [`GET ${BANK}`]: () => page([]),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    const { user } = renderBank();
    await screen.findByRole("option", { name: "Hindi" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Hindi");
    await user.selectOptions(screen.getByRole("combobox", { name: "Difficulty" }), "Tough");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "capital");
    await user.click(screen.getByRole("button", { name: "Search" }));

    await waitFor(() => expect(bankReads(requests).at(-1)?.get("q")).toBe("capital"));
    const last = bankReads(requests).at(-1);
    expect(last?.get("lang")).toBe("hi");
    expect(last?.get("tough")).toBe("Tough");
    expect(last?.get("page")).toBe("1");
    expect(await screen.findByText("No question matches these filters.")).toBeVisible();
  });

  it("pages through the bank with Next page and Previous page", async () => {
    const requests = mockFetch({
      [`GET ${BANK}`]: (request) => {
        const pageNumber = Number(new URL(request.url).searchParams.get("page"));
        return page(
          [liveQuestion({ _id: `q-${pageNumber}`, Questio: `Question on page ${pageNumber}` })],
          30,
          pageNumber,
        );
      },
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    const { user } = renderBank();
    await card("Question on page 1");
    const pager = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pager).getByText("Page 1 of 2")).toBeVisible();
    expect(within(pager).getByRole("button", { name: "Previous page" })).toBeDisabled();

    await user.click(within(pager).getByRole("button", { name: "Next page" }));

    expect(await card("Question on page 2")).toBeVisible();
    expect(bankReads(requests).at(-1)?.get("page")).toBe("2");
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("says the bank is empty when it is", async () => {
    mockFetch({
      [`GET ${BANK}`]: () => page([]),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    renderBank();

    expect(await screen.findByText("No questions in the bank yet.")).toBeVisible();
  });

  it("shows the server's message when the bank cannot be read", async () => {
    mockFetch({
      [`GET ${BANK}`]: () => jsonResponse({ error: "internal", message: "Try later" }, 500),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    renderBank();

    expect(await screen.findByText("Could not load the questions. Try later")).toBeVisible();
  });
});

describe("/admin/questions edit and retire", () => {
  it("edits a question in a dialog and saves every field", async () => {
    let saved = false;
    const requests = mockFetch({
      [`GET ${BANK}`]: () =>
        page([liveQuestion(saved ? { Questio: "What is India's capital?" } : {})]),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
      "PATCH /admin/questions/q-1": () => {
        saved = true;
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderBank();

    await user.click(
      within(await card("भारत की राजधानी क्या है?")).getByRole("button", { name: "Edit" }),
    );
    const dialog = within(screen.getByRole("dialog", { name: "Edit question" }));
    expect(dialog.getByLabelText("Question")).toHaveFocus();
    expect(dialog.queryByLabelText(/Language/)).not.toBeInTheDocument();
    await user.clear(dialog.getByLabelText("Question"));
    await user.type(dialog.getByLabelText("Question"), "What is India's capital?");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    expect(await card("What is India's capital?")).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await callsTo(requests, "PATCH", "/admin/questions/q-1")[0]?.json()).toEqual({
      Questio: "What is India's capital?",
      img: "",
      a: "मुंबई",
      b: "कोलकाता",
      c: "नई दिल्ली",
      d: "चेन्नई",
      Ans: "c",
      tough: "Easy",
      seconds: 20,
    });
    expect(screen.getByText("Saved the question.")).toBeVisible();
  });

  it("keeps the dialog open with the server's message on a refused field", async () => {
    mockFetch({
      [`GET ${BANK}`]: () => page([liveQuestion()]),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
      "PATCH /admin/questions/q-1": () =>
        jsonResponse(
          {
            error: "invalid_input",
            message: "The body failed validation",
            fields: [
              {
                path: "img",
                message: "The image must be an http(s) URL or a path starting with /",
              },
            ],
          },
          400,
        ),
    });
    const { user } = renderBank();

    await user.click(
      within(await card("भारत की राजधानी क्या है?")).getByRole("button", { name: "Edit" }),
    );
    const dialog = within(screen.getByRole("dialog", { name: "Edit question" }));
    await user.click(dialog.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(dialog.getByLabelText("Image URL (optional)")).toBeInvalid());
    expect(dialog.getByLabelText("Image URL (optional)")).toHaveFocus();
  });

  it("retires a question after a confirmation", async () => {
    let retired = false;
    const requests = mockFetch({
      [`GET ${BANK}`]: () =>
        page([liveQuestion(retired ? { retiredAt: Date.UTC(2026, 2, 2) } : {})]),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
      "POST /admin/questions/q-1/retire": () => {
        retired = true;
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderBank();

    await user.click(
      within(await card("भारत की राजधानी क्या है?")).getByRole("button", { name: "Retire" }),
    );
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Retire this question?" })).getByRole(
        "button",
        { name: "Retire" },
      ),
    );

    expect(
      await screen.findByText("Retired the question. Players are never served it again."),
    ).toBeVisible();
    expect(
      await screen.findByText(`Retired ${formatDateTime(Date.UTC(2026, 2, 2))}`),
    ).toBeVisible();
    expect(callsTo(requests, "POST", "/admin/questions/q-1/retire")).toHaveLength(1);
    const item = within(await card("भारत की राजधानी क्या है?"));
    expect(item.queryByRole("button", { name: "Retire" })).not.toBeInTheDocument();
    expect(item.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });
});

describe("/admin/questions languages panel", () => {
  const panel = () => screen.getByRole("region", { name: "Languages" });

  it("adds a language and reads the list again", async () => {
    let added = false;
    const requests = mockFetch({
      [`GET ${BANK}`]: () => page([]),
      [`GET ${LANGUAGES_PATH}`]: () =>
        jsonResponse({
          Data: added
            ? [...languages, { id: "bn", code: "bn", name: "Bengali", enabled: true }]
            : languages,
        }),
      "POST /admin/languages": () => {
        added = true;
        return jsonResponse({ Status: "OK", id: "bn" }, 201);
      },
    });
    const { user } = renderBank();
    await within(panel()).findByText("Hindi");

    await user.type(within(panel()).getByLabelText("Code"), "bn");
    await user.type(within(panel()).getByLabelText("Name"), "Bengali");
    await user.click(within(panel()).getByRole("button", { name: "Add language" }));

    expect(await within(panel()).findByText("Bengali")).toBeVisible();
    expect(await callsTo(requests, "POST", "/admin/languages")[0]?.json()).toEqual({
      code: "bn",
      name: "Bengali",
    });
    expect(within(panel()).getByText("Added Bengali. It is enabled.")).toBeVisible();
  });

  it("checks a new language's code before sending it", async () => {
    const requests = mockFetch({
      [`GET ${BANK}`]: () => page([]),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    const { user } = renderBank();
    await within(panel()).findByText("Hindi");

    await user.type(within(panel()).getByLabelText("Code"), "Bengali!");
    await user.click(within(panel()).getByRole("button", { name: "Add language" }));

    expect(within(panel()).getByLabelText("Code")).toBeInvalid();
    expect(within(panel()).getByLabelText("Code")).toHaveAccessibleDescription(
      /A code is 2 to 10 lowercase letters or hyphens$/,
    );
    expect(within(panel()).getByLabelText("Name")).toBeInvalid();
    expect(callsTo(requests, "POST", "/admin/languages")).toHaveLength(0);
  });

  it("disables and enables a language", async () => {
    const requests = mockFetch({
      [`GET ${BANK}`]: () => page([]),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
      "PATCH /admin/languages/hi": () => jsonResponse({ Status: "OK" }),
      "PATCH /admin/languages/ta": () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderBank();

    await user.click(await within(panel()).findByRole("button", { name: "Disable Hindi" }));
    await waitFor(() => expect(callsTo(requests, "PATCH", "/admin/languages/hi")).toHaveLength(1));
    await user.click(within(panel()).getByRole("button", { name: "Enable Tamil" }));
    await waitFor(() => expect(callsTo(requests, "PATCH", "/admin/languages/ta")).toHaveLength(1));

    expect(await callsTo(requests, "PATCH", "/admin/languages/hi")[0]?.json()).toEqual({
      enabled: false,
    });
    expect(await callsTo(requests, "PATCH", "/admin/languages/ta")[0]?.json()).toEqual({
      enabled: true,
    });
  });

  it("shows the server's message when English is disabled", async () => {
    mockFetch({
      [`GET ${BANK}`]: () => page([]),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
      "PATCH /admin/languages/en": () =>
        jsonResponse(
          {
            error: "conflict",
            message: "English is what players of a disabled language get; it stays enabled",
          },
          409,
        ),
    });
    const { user } = renderBank();

    await user.click(await within(panel()).findByRole("button", { name: "Disable English" }));

    expect(
      await screen.findByRole("alertdialog", {
        name: "English is what players of a disabled language get; it stays enabled",
      }),
    ).toBeVisible();
  });

  it("renames a language", async () => {
    const requests = mockFetch({
      [`GET ${BANK}`]: () => page([]),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
      "PATCH /admin/languages/hi": () => jsonResponse({ Status: "OK" }),
    });
    const { user } = renderBank();

    await user.click(await within(panel()).findByRole("button", { name: "Rename Hindi" }));
    const name = within(panel()).getByLabelText("New name for hi");
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, "हिन्दी");
    await user.click(within(panel()).getByRole("button", { name: "Save name" }));

    await waitFor(() => expect(callsTo(requests, "PATCH", "/admin/languages/hi")).toHaveLength(1));
    expect(await callsTo(requests, "PATCH", "/admin/languages/hi")[0]?.json()).toEqual({
      name: "हिन्दी",
    });
    expect(await within(panel()).findByText("Renamed hi to हिन्दी.")).toBeVisible();
  });

  it("brings the reader to the panel from the menu's Languages link", async () => {
    mockFetch({
      [`GET ${BANK}`]: () => page([]),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    renderBank(`${BANK}#languages`);

    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: "Languages" })).toHaveFocus(),
    );
  });
});
