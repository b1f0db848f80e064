import type { ContributorQuestionView } from "../../contract/contributor";
import type { ServedQuestionView } from "../../contract/play";
import type { TrialQuestionView } from "../../contract/trial";

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

/** A run's second question as /play is served it: 27 (b) is the sum, 30 s on the clock. */
export function servedQuestion(overrides: Partial<ServedQuestionView> = {}): ServedQuestionView {
  return {
    _id: "att-1",
    Qno: 2,
    Question: "What is 12 + 15?",
    a: "25",
    b: "27",
    c: "28",
    d: "30",
    img: "",
    seconds: 30,
    remainingMs: 30_000,
    clockRunning: true,
    clockStartsInMs: 0,
    cat: "en",
    tough: "Easy",
    runId: "run-1",
    questionsInRun: 10,
    streak: 2,
    coinsSoFar: 10,
    ...overrides,
  };
}

/** A visitor's trial question as /try is served it, 20 s on the clock. */
export function trialQuestion(overrides: Partial<TrialQuestionView> = {}): TrialQuestionView {
  return {
    Questio: "What is 7 x 6?",
    img: "",
    a: "36",
    b: "42",
    c: "48",
    d: "54",
    seconds: 20,
    qno: "trial-q-1",
    remainingMs: 20_000,
    clockStartsInMs: 0,
    ...overrides,
  };
}
