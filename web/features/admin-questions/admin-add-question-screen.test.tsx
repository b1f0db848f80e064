// Proves /admin/addquestion: a language is required (disabled ones offered and marked),
// the same question rules as a user-admin's, the question posted into the bank, and a
// near-duplicate shown beside it and added anyway with allowSimilar;
// rewordings shown side by side, "Go back and edit" keeping the text and putting focus on
// it, then added anyway with confirmSimilar.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import {
  LANGUAGES_PATH,
  languages,
  nearDuplicateUntilAllowed,
  similarUntilConfirmed,
} from "../../test/admin-test-data";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { fillQuestionForm, type QuestionEntry } from "../../test/question-form";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminAddQuestionScreen } from "./admin-add-question-screen";

const renderAdd = () => renderScreen(<AdminAddQuestionScreen />, "/admin/addquestion");
const field = (name: string) => screen.getByLabelText(name);

/** "9 + 6 = ?", where 15 (b) is right. */
const sum: QuestionEntry = {
  Questio: "9 + 6 = ?",
  a: "14",
  b: "15",
  c: "16",
  d: "13",
  Ans: "b",
  tough: "Easy",
  seconds: 15,
};

/** The form filled with `sum` for English, ready to add. */
async function fillForm(user: ReturnType<typeof renderAdd>["user"]) {
  await fillQuestionForm(user, sum);
  await user.selectOptions(field("Language"), "English");
}

beforeEach(signInAdminQuietly);

it("requires a language and the question's fields before sending anything", async () => {
  const requests = mockFetch({
    [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
  });
  const { user } = renderAdd();
  await screen.findByRole("option", { name: "Tamil (disabled)" });

  await user.click(screen.getByRole("button", { name: "Add Question" }));

  expect(field("Question")).toHaveFocus();
  expect(field("Language")).toHaveAccessibleDescription("Choose a language");
  expect(field("Seconds")).toHaveAccessibleDescription(/Enter the seconds$/);
  expect(callsTo(requests, "POST", "/admin/questions")).toHaveLength(0);
});

it("adds the question to the chosen language and clears the form", async () => {
  const requests = mockFetch({
    [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    "POST /admin/questions": () => jsonResponse({ Status: "OK", id: "q-9" }, 201),
  });
  const { user } = renderAdd();
  await screen.findByRole("option", { name: "Hindi" });

  await fillQuestionForm(user, { ...sum, tough: "Too Easy" });
  await user.selectOptions(field("Language"), "Hindi");
  await user.click(screen.getByRole("button", { name: "Add Question" }));

  expect(await screen.findByText("Added the question to Hindi.")).toBeVisible();
  expect(await callsTo(requests, "POST", "/admin/questions")[0]?.json()).toEqual({
    ...sum,
    tough: "Too Easy",
    lang: "hi",
  });
  await waitFor(() => expect(field("Question")).toHaveValue(""));
  expect(field("Language")).toHaveValue("");
});

it("shows the server's message when the question cannot be added", async () => {
  mockFetch({
    [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    "POST /admin/questions": () => errorResponse(429, "rate_limited", "Too many requests."),
  });
  const { user } = renderAdd();
  await screen.findByRole("option", { name: "Hindi" });

  await fillForm(user);
  await user.click(screen.getByRole("button", { name: "Add Question" }));

  expect(await screen.findByRole("alertdialog", { name: "Too many requests." })).toBeVisible();
  expect(field("Question")).toHaveValue("9 + 6 = ?");
});

it("shows a near-duplicate beside the question and adds it anyway with allowSimilar", async () => {
  const requests = mockFetch({
    [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    "POST /admin/questions": nearDuplicateUntilAllowed(
      { _id: "q-3", Questio: "9+6=?", lang: "en", similarity: 1 },
      () => jsonResponse({ Status: "OK", id: "q-9" }, 201),
    ),
  });
  const { user } = renderAdd();
  await screen.findByRole("option", { name: "Hindi" });

  await fillForm(user);
  await user.click(screen.getByRole("button", { name: "Add Question" }));

  const notice = await screen.findByRole("alert");
  expect(notice).toHaveTextContent("9+6=?");
  expect(notice).toHaveTextContent("9 + 6 = ?");
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(field("Question")).toHaveValue("9 + 6 = ?");
  await user.click(screen.getByRole("button", { name: "Add Question anyway" }));

  expect(await screen.findByText("Added the question to English.")).toBeVisible();
  const posts = callsTo(requests, "POST", "/admin/questions");
  expect(posts).toHaveLength(2);
  expect(await posts[1]?.json()).toMatchObject({ Questio: "9 + 6 = ?", allowSimilar: true });
  await waitFor(() => expect(field("Question")).toHaveValue(""));
});

it("shows rewordings side by side, goes back to edit, then adds it anyway with confirmSimilar", async () => {
  const requests = mockFetch({
    [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }),
    "POST /admin/questions": similarUntilConfirmed(
      [
        { _id: "q-4", Questio: "9 + 6 is what?", lang: "en", similarity: 0.8 },
        { _id: "q-5", Questio: "What is 9 + 6?", lang: "en", similarity: 0.71 },
      ],
      () => jsonResponse({ Status: "OK", id: "q-9" }, 201),
    ),
  });
  const { user } = renderAdd();
  await screen.findByRole("option", { name: "Hindi" });

  await fillForm(user);
  await user.click(screen.getByRole("button", { name: "Add Question" }));
  const notice = await screen.findByRole("alert");
  const pairs = within(notice).getAllByRole("listitem");
  expect(pairs).toHaveLength(2);
  expect(pairs[0]).toHaveTextContent("9 + 6 = ?");
  expect(pairs[0]).toHaveTextContent("9 + 6 is what?");
  expect(pairs[0]).toHaveTextContent("80 % alike");
  expect(pairs[1]).toHaveTextContent("What is 9 + 6?");

  await user.click(within(notice).getByRole("button", { name: "Go back and edit" }));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(field("Question")).toHaveFocus();
  expect(field("Question")).toHaveValue("9 + 6 = ?");
  expect(callsTo(requests, "POST", "/admin/questions")).toHaveLength(1);

  await user.click(screen.getByRole("button", { name: "Add Question" }));
  await user.click(await screen.findByRole("button", { name: "Add Question anyway" }));
  expect(await screen.findByText("Added the question to English.")).toBeVisible();
  const posts = callsTo(requests, "POST", "/admin/questions");
  expect(posts).toHaveLength(3);
  const confirmed = await posts[2]?.json();
  expect(confirmed).toMatchObject({ Questio: "9 + 6 = ?", confirmSimilar: true });
  expect(confirmed).not.toHaveProperty("allowSimilar");
});
