// Proves the question screens show no word that is not a message (issue 34): the live bank
// with a row open on its edit form and empty, Add Question with its field errors, the
// import's preview, the languages, and the review pool. Question texts, options, names
// and server messages are data; dates are formatted values. The answer options are the
// shared AnswerOptions' (area start), proven by its own guard, so they are left out here.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import type { LiveQuestionView } from "../../../contract/admin-questions";
import type { ImportQuestionsResponse } from "../../../contract/question-import";
import { LANGUAGES_PATH, languages, poolQuestion } from "../../test/admin-test-data";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { dataWords, markOthersWords } from "../../test/others-words";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminAddQuestionScreen } from "./admin-add-question-screen";
import { AdminImportQuestionsScreen } from "./admin-import-questions-screen";
import { AdminLanguagesScreen } from "./admin-languages-screen";
import { AdminQuestionsScreen } from "./admin-questions-screen";
import { AdminSelectScreen } from "./admin-select-screen";

renderInWrappedMessages();
beforeEach(signInAdminQuietly);

const languagesRead = { [`GET ${LANGUAGES_PATH}`]: () => jsonResponse({ Data: languages }) };
const languageNames = languages.map((language) => language.name);

/**
 * Leaves out the answer options (shared) and marks texts that run into their neighbours:
 * data (languages' names, an empty option's letter, `dataTexts`) and the form kit's Cancel
 * (area start, proven by its own guard).
 */
function leaveOutShared(container: HTMLElement, dataTexts: readonly string[] = []) {
  for (const options of container.querySelectorAll(".answer-options")) options.remove();
  markOthersWords(container, [...languageNames, "a", "b", "c", "d", ...dataTexts]);
}

const live: LiveQuestionView = {
  _id: "q-1",
  lang: "en",
  Questio: "Which gas do we breathe in?",
  img: "",
  a: "Oxygen",
  b: "Neon",
  c: "Argon",
  d: "Xenon",
  Ans: "a",
  tough: "Easy",
  seconds: 20,
  source: "pq-1",
  served: 40,
  answered: 31,
  correct: 23,
  createdAt: Date.UTC(2026, 2, 1),
  retiredAt: null,
  trial: false,
};
const liveWords = dataWords(live.Questio, live.a, live.b, live.c, live.d);

describe("only messages are shown", () => {
  it("in the live bank, with a row open on its edit form", async () => {
    mockFetch({
      "GET /admin/questions": () => jsonResponse({ data: [live], total: 1, page: 1, pageSize: 25 }),
      ...languagesRead,
    });
    const { container, user } = renderScreen(<AdminQuestionsScreen />, "/admin/questions");
    await user.click(await screen.findByRole("button", { name: live.Questio }));
    await screen.findByText(/^⟦Paid runs serve it/);
    leaveOutShared(container);
    expectOnlyMessages(container, liveWords);
  });

  it("in the empty live bank", async () => {
    mockFetch({
      "GET /admin/questions": () => jsonResponse({ data: [], total: 0, page: 1, pageSize: 25 }),
      ...languagesRead,
    });
    const { container } = renderScreen(<AdminQuestionsScreen />, "/admin/questions");
    await screen.findByText("⟦No questions in the bank yet.⟧");
    leaveOutShared(container);
    expectOnlyMessages(container);
  });

  it("in Add Question, with its field errors", async () => {
    mockFetch(languagesRead);
    const { container, user } = renderScreen(<AdminAddQuestionScreen />, "/admin/addquestion");
    await screen.findByRole("option", { name: languageNames[0] });
    await user.click(screen.getByRole("button", { name: "⟦Add Question⟧" }));
    await screen.findByText("⟦Write the question⟧");
    leaveOutShared(container);
    expectOnlyMessages(container);
  });

  it("in the import's preview", async () => {
    const reply: ImportQuestionsResponse = {
      dryRun: true,
      rows: [
        {
          row: 1,
          cells: {
            question: live.Questio,
            a: live.a,
            b: live.b,
            c: live.c,
            d: live.d,
            answer: "a",
            difficulty: "Easy",
            seconds: "20",
            language: "en",
            image: "",
          },
          outcome: "refused",
          errors: [{ path: "seconds", message: "Too few" }],
        },
      ],
      totals: { rows: 1, ok: 0, refused: 1, saved: 0 },
    };
    mockFetch({ "POST /admin/questions/import": () => jsonResponse(reply) });
    const { container, user } = renderScreen(
      <AdminImportQuestionsScreen />,
      "/admin/questions/import",
    );
    await user.click(screen.getByLabelText("⟦The file's text⟧"));
    await user.paste("question");
    await user.click(screen.getByRole("button", { name: "⟦Check the file⟧" }));
    await screen.findByText(/^⟦Nothing to save/);
    // The formats are the files' own names, the same in every language.
    leaveOutShared(container, ["CSV", "JSON", "question", ...Object.values(reply.rows[0]!.cells)]);
    expectOnlyMessages(container, [...liveWords, ...dataWords("Too few")]);
  });

  it("in the languages", async () => {
    mockFetch(languagesRead);
    const { container } = renderScreen(<AdminLanguagesScreen />, "/admin/languages");
    await screen.findByText(languageNames[0]!);
    expectOnlyMessages(container, [...languageNames, ...languages.map((language) => language.id)]);
  });

  it("in the review pool", async () => {
    const pooled = poolQuestion({ selectedInto: ["hi"] });
    mockFetch({
      "GET /admin/get/tottal/users/created/questions": () =>
        jsonResponse({ data: [pooled], total: 1 }),
      ...languagesRead,
    });
    const { container } = renderScreen(<AdminSelectScreen />, "/admin/select");
    await screen.findByRole("button", { name: pooled.Questio });
    await screen.findByText(/⟦Already in: Hindi⟧/);
    leaveOutShared(container);
    expectOnlyMessages(container, dataWords(pooled.Questio, pooled.userName, "Hindi English"));
  });
});
