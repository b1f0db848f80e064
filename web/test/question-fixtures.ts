import type { ContributorQuestionView } from "../../contract/contributor";

/** A question a user-admin wrote, as both admin areas list it: Paris (b) is right. */
export function contributorQuestion(
  overrides: Partial<ContributorQuestionView> = {},
): ContributorQuestionView {
  return {
    _id: "pq-1",
    qno: 1,
    Questio: "What is the capital of France?",
    img: "",
    a: "Lyon",
    b: "Paris",
    c: "Nice",
    d: "Lille",
    Ans: "b",
    tough: "Easy",
    seconds: 20,
    lang: "en",
    selectedInto: [],
    ...overrides,
  };
}

/** The fields of a second question, 2 + 2 with an image, where 4 (c) is right. */
export const SUM_QUESTION = {
  _id: "pq-2",
  Questio: "2 + 2 = ?",
  a: "3",
  b: "5",
  c: "4",
  d: "22",
  Ans: "c",
  img: "https://cdn.example.com/sum.png",
} as const satisfies Partial<ContributorQuestionView>;
