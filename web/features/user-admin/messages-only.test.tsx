// Proves the contributor console shows no word that is not a message (issue 34): home,
// the own questions listed and empty, Add Question with its field errors, the wallet's own
// parts and the open navigation. Names, question texts and options are data. The wallet's
// withdraw form, payout list and details form, the answer options and the form kit's
// Cancel are shared pieces (area start) their own guards prove, so they are left out.
import { screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import { jsonResponse, mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { dataWords, markOthersWords } from "../../test/others-words";
import { contributorQuestion } from "../../test/question-fixtures";
import { renderScreen } from "../../test/render-screen";
import {
  PROFILE_PATH,
  profile,
  QUESTIONS_PATH,
  signInContributor,
  WALLET_PATH,
} from "../../test/user-admin-test-data";
import { UserAdminAddScreen } from "./user-admin-add-screen";
import { UserAdminHomeScreen } from "./user-admin-home-screen";
import { UserAdminNav } from "./user-admin-nav";
import { UserAdminQuestionsScreen } from "./user-admin-questions-screen";
import { UserAdminWalletScreen } from "./user-admin-wallet-screen";

renderInWrappedMessages();
beforeEach(signInContributor);

const profileRead = { [`GET ${PROFILE_PATH}`]: () => jsonResponse(profile) };
const languageNames = profile.data.languages.map((language) => language.name);

describe("only messages are shown", () => {
  it("on home", async () => {
    mockFetch(profileRead);
    const { container } = renderScreen(<UserAdminHomeScreen />, "/admin/user/home");
    await screen.findByRole("heading", { level: 1, name: `⟦Admin ${profile.data.user}⟧` });
    expectOnlyMessages(container);
  });

  it.each([
    ["listed", [contributorQuestion({ selectedInto: ["hi"] })]],
    ["empty", []],
  ])("in the own questions %s", async (_state, questions) => {
    mockFetch({
      [`GET ${QUESTIONS_PATH}`]: () => jsonResponse({ data: questions }),
      ...profileRead,
    });
    const { container } = renderScreen(<UserAdminQuestionsScreen />, "/admin/user/questions");
    await screen.findByText(questions.length ? /^⟦Total questions/ : "⟦0 questions found.⟧");
    for (const options of container.querySelectorAll(".answer-options")) options.remove();
    markOthersWords(container, languageNames);
    expectOnlyMessages(container, dataWords(...questions.map((question) => question.Questio)));
  });

  it("in Add Question, with its field errors", async () => {
    mockFetch(profileRead);
    const { container, user } = renderScreen(<UserAdminAddScreen />, "/admin/user/add");
    await screen.findByRole("option", { name: languageNames[0] });
    await user.click(screen.getByRole("button", { name: "⟦Post Question⟧" }));
    await screen.findByText("⟦Write the question⟧");
    // The selects' options run together: languages' names and an empty option's letter.
    markOthersWords(container, [...languageNames, "a", "b", "c", "d"]);
    expectOnlyMessages(container);
  });

  it("in the wallet's own parts", async () => {
    mockFetch({
      [`GET ${WALLET_PATH}`]: () =>
        jsonResponse({
          Datas: { Rupee: 15, Total_Quest: 7, Out: 120, Ans: 88, Selected: 3 },
          money: { earned: 15, requested: 0, paid: 0, available: 15 },
        }),
      "GET /admin/user/withdrawals": () => jsonResponse({ data: [] }),
      "GET /admin/user/payout-details": () => jsonResponse({ details: null }),
    });
    const { container } = renderScreen(<UserAdminWalletScreen />, "/admin/user/wallet");
    await screen.findByText("⟦No withdrawals yet.⟧");
    const ownParts = container.querySelectorAll<HTMLElement>(
      "h1, h2, .ua-earned, .ua-wallet-counts, .ua-wallet-note, .ua-wallet-money",
    );
    for (const part of ownParts) expectOnlyMessages(part);
  });

  it("in the open navigation", async () => {
    const { container, user } = renderScreen(<UserAdminNav />, "/admin/user/home");
    await user.click(screen.getByRole("button", { name: "⟦Open navigation⟧" }));
    expectOnlyMessages(container);
  });
});
