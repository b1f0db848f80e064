// Proves /admin/user/questions: the total or "0 questions found.", each question
// with its number, options and the right one marked in words, and deleting with a
// confirmation, then reading the list again; a failed delete says SPEC.md's message.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { answerOptionTexts } from "../../test/answer-options";
import { errorResponse } from "../../test/error-responses";
import { callsTo, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { contributorQuestion, SUM_QUESTION } from "../../test/question-fixtures";
import { renderScreen } from "../../test/render-screen";
import { silenceConsoleErrors } from "../../test/sessions";
import {
  PROFILE_PATH,
  profile,
  QUESTIONS_PATH,
  signInContributor,
} from "../../test/user-admin-test-data";
import { UserAdminQuestionsScreen } from "./user-admin-questions-screen";

const DELETE_PATH = "/admin/delete/users/admin/qno/from/admin/users/pq-2";
const first = contributorQuestion();
const second = contributorQuestion({ ...SUM_QUESTION, qno: 2, selectedInto: ["hi"] });

const renderQuestions = () => renderScreen(<UserAdminQuestionsScreen />, "/admin/user/questions");
const card = (n: number) => screen.findByRole("article", { name: `Question ${n}` });

beforeEach(signInContributor);

describe("/admin/user/questions", () => {
  it("counts the questions and shows each one's number, text, image and options", async () => {
    const requests = mockFetch({
      [`GET ${QUESTIONS_PATH}`]: () => jsonResponse({ data: [first, second] }),
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
    });
    renderQuestions();

    expect(await screen.findByText("Total questions: 2")).toBeVisible();
    const item = within(await card(2));
    expect(item.getByText("2 + 2 = ?")).toBeVisible();
    expect(item.getByRole("img", { name: "The question's illustration" })).toHaveAttribute(
      "src",
      "https://cdn.example.com/sum.png",
    );
    expect(answerOptionTexts(item)).toEqual(["A 3", "B 5", "C 4✓ Correct answer", "D 22"]);
    expect(item.getByRole("button", { name: "Delete question 2" })).toBeVisible();
    expect(await item.findByText("Hindi")).toBeVisible();
    expect(callsTo(requests, "GET", QUESTIONS_PATH)[0]?.headers.get("Authorization")).toBe(
      "Bearer contributor-token",
    );
  });

  it("says 0 questions found when there are none", async () => {
    mockFetch({
      [`GET ${QUESTIONS_PATH}`]: () => jsonResponse({ data: [] }),
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
    });
    renderQuestions();

    expect(await screen.findByText("0 questions found.")).toBeVisible();
    expect(screen.queryByText(/Total Questions/)).not.toBeInTheDocument();
  });

  it("deletes a question after confirming and reads the list again", async () => {
    let deleted = false;
    const requests = mockFetch({
      [`GET ${QUESTIONS_PATH}`]: () => jsonResponse({ data: deleted ? [first] : [first, second] }),
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
      [`DELETE ${DELETE_PATH}`]: () => {
        deleted = true;
        return jsonResponse({ Status: "OK" });
      },
    });
    const { user } = renderQuestions();

    await user.click(within(await card(2)).getByRole("button", { name: "Delete question 2" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete question 2?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Total questions: 1")).toBeVisible();
    expect(screen.queryByRole("article", { name: "Question 2" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Deleted question 2.");
    expect(callsTo(requests, "DELETE", DELETE_PATH)).toHaveLength(1);
    expect(callsTo(requests, "GET", QUESTIONS_PATH)).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 1, name: "View Questions" })).toHaveFocus();
  });

  it("deletes nothing when the confirmation is cancelled", async () => {
    const requests = mockFetch({
      [`GET ${QUESTIONS_PATH}`]: () => jsonResponse({ data: [first, second] }),
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
    });
    const { user } = renderQuestions();

    await user.click(within(await card(2)).getByRole("button", { name: "Delete question 2" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel" }),
    );

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(callsTo(requests, "DELETE", DELETE_PATH)).toHaveLength(0);
    expect(await card(2)).toBeVisible();
  });

  it("says something went wrong when the delete fails", async () => {
    silenceConsoleErrors();
    mockFetch({
      [`GET ${QUESTIONS_PATH}`]: () => jsonResponse({ data: [first, second] }),
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile),
      [`DELETE ${DELETE_PATH}`]: () =>
        errorResponse(403, "forbidden", "You cannot access this resource"),
    });
    const { user } = renderQuestions();

    await user.click(within(await card(2)).getByRole("button", { name: "Delete question 2" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );

    expect(
      await screen.findByRole("alertdialog", {
        name: "Something went wrong. Please try again later.",
      }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByText("Total questions: 2")).toBeVisible());
  });
});
