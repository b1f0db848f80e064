// Proves /admin/select: the pool's total, the Select Language dropdown of enabled
// languages, cards that expand (aria-expanded) to seconds, image, options, language and
// type, each contributor's colour and name, the languages a question is already in, and
// SPEC.md section 8's messages for a Select with and without a language; a near-duplicate
// and rewordings shown beside the card, left in the pool or selected
// anyway.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  LANGUAGES_PATH,
  languages,
  nearDuplicateUntilAllowed,
  poolQuestion,
  similarUntilConfirmed,
} from "../../test/admin-test-data";
import { answerOptionTexts } from "../../test/answer-options";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { SUM_QUESTION } from "../../test/question-fixtures";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminSelectScreen } from "./admin-select-screen";

const POOL_PATH = "/admin/get/tottal/users/created/questions";
const SELECT_PATH = "/admin/get/data/and/post/users/selected/data/to/db";

const france = poolQuestion();
const sum = poolQuestion({
  ...SUM_QUESTION,
  qno: 4,
  tough: "Too Easy",
  seconds: 15,
  lang: "hi",
  selectedInto: ["en", "hi"],
  user: "contributor-ravi",
  userName: "Ravi",
});

const renderSelect = () => renderScreen(<AdminSelectScreen />, "/admin/select");
const card = (name: string) => screen.findByRole("article", { name });

function mockPool(select?: (request: Request) => Response | Promise<Response>) {
  return mockFetch({
    [`GET ${POOL_PATH}`]: () => jsonResponse({ data: [france, sum], total: 2 }),
    [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    ...(select ? { [`POST ${SELECT_PATH}`]: select } : {}),
  });
}

beforeEach(signInAdminQuietly);

describe("/admin/select list", () => {
  it("counts the pool and offers Select Language plus the enabled languages", async () => {
    mockPool();
    renderSelect();

    expect(await screen.findByText("Total: 2")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Select Questions" })).toBeVisible();
    await screen.findByRole("option", { name: "Hindi" });
    expect(
      within(screen.getByRole("combobox", { name: "Language" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select Language", "English", "Hindi"]);
  });

  it("names each card's contributor and tints it by contributor id", async () => {
    mockPool();
    renderSelect();

    const asha = await card("What is the capital of France?");
    const ravi = await card("2 + 2 = ?");
    expect(within(asha).getByText("By Asha")).toBeVisible();
    expect(within(ravi).getByText("By Ravi")).toBeVisible();
    const hue = (element: HTMLElement) => element.style.getPropertyValue("--contributor-hue");
    expect(hue(asha)).not.toBe("");
    expect(hue(asha)).not.toBe(hue(ravi));
    expect(within(asha).getByText("Not selected into any language yet")).toBeVisible();
    expect(await within(ravi).findByText("Already in: English, Hindi")).toBeVisible();
  });

  it("expands a card to seconds, image, options, language and type", async () => {
    mockPool();
    const { user } = renderSelect();
    const ravi = within(await card("2 + 2 = ?"));
    const toggle = ravi.getByRole("button", { name: "2 + 2 = ?" });

    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(ravi.queryByRole("list", { name: "Options" })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const details = (label: string) =>
      ravi.getAllByRole("term").find((term) => term.textContent === label)?.nextElementSibling
        ?.textContent;
    expect(details("Seconds")).toBe("15");
    expect(details("Language")).toBe("Hindi");
    expect(details("Type")).toBe("Too Easy");
    expect(ravi.getByRole("img", { name: "The question's illustration" })).toHaveAttribute(
      "src",
      "https://cdn.example.com/sum.png",
    );
    expect(answerOptionTexts(ravi)).toEqual(["A 3", "B 5", "C 4✓ Correct answer", "D 22"]);
  });
});

describe("/admin/select Select", () => {
  it("says Please select a language! and sends nothing without a language", async () => {
    const requests = mockPool(() => jsonResponse({ Status: "OK" }));
    const { user } = renderSelect();

    await user.click(
      within(await card("What is the capital of France?")).getByRole("button", { name: "Select" }),
    );

    expect(
      await screen.findByRole("alertdialog", { name: "Please select a language!" }),
    ).toBeVisible();
    expect(callsTo(requests, "POST", SELECT_PATH)).toHaveLength(0);
  });

  it("copies the question into the chosen language, says it is selected and re-reads", async () => {
    const requests = mockPool(() => jsonResponse({ Status: "OK" }));
    const { user } = renderSelect();
    await screen.findByRole("option", { name: "Hindi" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Hindi");
    await user.click(
      within(await card("What is the capital of France?")).getByRole("button", { name: "Select" }),
    );

    expect(
      await screen.findByRole("alertdialog", {
        name: "Selected: players of this language are served it now.",
      }),
    ).toBeVisible();
    const [select] = callsTo(requests, "POST", SELECT_PATH);
    expect(await select?.json()).toEqual({
      _id: "pq-1",
      sel_lang: "hi",
      user: "contributor-asha",
      img: "",
      Questio: "What is the capital of France?",
      a: "Lyon",
      b: "Paris",
      c: "Nice",
      d: "Lille",
      Ans: "b",
      lang: "en",
      tough: "Easy",
      seconds: 20,
    });
    expect(select?.headers.get("Authorization")).toBe("Bearer admin-token");
    await waitFor(() => expect(callsTo(requests, "GET", POOL_PATH)).toHaveLength(2));
  });

  it("shows a near-duplicate beside the question and selects it anyway with allowSimilar", async () => {
    const requests = mockPool(
      nearDuplicateUntilAllowed(
        { _id: "q-7", Questio: "What's the capital of France", lang: "hi", similarity: 1 },
        () => jsonResponse({ Status: "OK" }),
      ),
    );
    const { user } = renderSelect();
    await screen.findByRole("option", { name: "Hindi" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Hindi");
    await user.click(
      within(await card("What is the capital of France?")).getByRole("button", { name: "Select" }),
    );

    const notice = within(await screen.findByRole("alert"));
    expect(notice.getByText("What's the capital of France")).toBeVisible();
    expect(notice.getByText(/100 % alike/)).toBeVisible();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await user.click(notice.getByRole("button", { name: "Select into Hindi anyway" }));

    expect(
      await screen.findByRole("alertdialog", {
        name: "Selected: players of this language are served it now.",
      }),
    ).toBeVisible();
    const selects = callsTo(requests, "POST", SELECT_PATH);
    expect(selects).toHaveLength(2);
    expect(await selects[1]?.json()).toMatchObject({
      _id: "pq-1",
      sel_lang: "hi",
      allowSimilar: true,
    });
  });

  it("shows rewordings beside the question, leaves it in the pool, then selects it with confirmSimilar", async () => {
    const requests = mockPool(
      similarUntilConfirmed(
        [{ _id: "q-8", Questio: "France's capital city is which?", lang: "hi", similarity: 0.74 }],
        () => jsonResponse({ Status: "OK" }),
      ),
    );
    const { user } = renderSelect();
    await screen.findByRole("option", { name: "Hindi" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Hindi");
    const selectButton = within(await card("What is the capital of France?")).getByRole("button", {
      name: "Select",
    });
    await user.click(selectButton);

    const notice = within(await screen.findByRole("alert"));
    expect(notice.getByRole("listitem")).toHaveTextContent(
      "This questionWhat is the capital of France?Already live, 74 % alikeFrance's capital city is which?",
    );
    await user.click(notice.getByRole("button", { name: "Leave it in the pool" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(selectButton).toHaveFocus();

    await user.click(selectButton);
    await user.click(
      within(await screen.findByRole("alert")).getByRole("button", {
        name: "Select into Hindi anyway",
      }),
    );
    expect(
      await screen.findByRole("alertdialog", {
        name: "Selected: players of this language are served it now.",
      }),
    ).toBeVisible();
    const selects = callsTo(requests, "POST", SELECT_PATH);
    expect(selects).toHaveLength(3);
    expect(await selects[2]?.json()).toMatchObject({ _id: "pq-1", confirmSimilar: true });
  });

  it.each([
    [
      "This question already exists.",
      "a copy already in the language",
      () =>
        errorResponse(409, "question_exists", "This question already exists.", { Status: "IN" }),
    ],
    [
      "Something went wrong. Please try again.",
      "any other refusal",
      () => errorResponse(404, "not_found", "No such question in the pool"),
    ],
    [
      "Could not post the question. Check your connection.",
      "a network failure",
      () => Promise.reject(new TypeError("Failed to fetch")),
    ],
  ])("says %s for %s", async (message, _, answer) => {
    mockPool(answer);
    const { user } = renderSelect();
    await screen.findByRole("option", { name: "Hindi" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Hindi");
    await user.click(within(await card("2 + 2 = ?")).getByRole("button", { name: "Select" }));

    expect(await screen.findByRole("alertdialog", { name: message })).toBeVisible();
  });

  it("shows the server's message when the pool cannot be read", async () => {
    mockFetch({
      [`GET ${POOL_PATH}`]: () => errorResponse(500, "internal", "Try later"),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    renderSelect();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load the questions. Try later",
    );
  });

  it("says so when no user-admin has posted a question", async () => {
    mockFetch({
      [`GET ${POOL_PATH}`]: () => jsonResponse({ data: [], total: 0 }),
      [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    });
    renderSelect();

    expect(await screen.findByText("Total: 0")).toBeVisible();
    expect(screen.getByText("No user-admin has posted a question yet.")).toBeVisible();
  });
});
