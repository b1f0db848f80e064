import type {
  ReceiptCheck,
  ReceiptPayload,
  ShowAnswerReceiptPayload,
  SignedPayload,
} from "../../contract/receipts";
import { onFirstUse } from "./on-first-use";

/** A receipt's verdict and facts in plain words, for /verify and the admins. */

export const VERDICT_WORDS: Record<ReceiptCheck["verdict"], { title: string; detail: string }> = {
  valid: {
    title: "Valid",
    detail: "Signed by Quizzy Edge, and not changed since.",
  },
  tampered: {
    title: "Tampered",
    detail:
      "This receipt was changed after it was signed: its signature does not match. What it says below is not what we signed.",
  },
  unknown_key: {
    title: "Signed by an unknown key",
    detail:
      "Quizzy Edge publishes no such key, so this receipt proves nothing. What it says below is unchecked.",
  },
  unreadable: {
    title: "Not a receipt",
    detail: "Paste the whole receipt (three parts joined by dots) or drop its .json file.",
  },
};

const momentFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      fractionalSecondDigits: 3,
    }),
);

/** A server time to the millisecond, in the viewer's own time zone. */
export const formatReceiptTime = (epochMs: number) => momentFormat().format(epochMs);

const seconds = (ms: number) => `${(Math.abs(ms) / 1000).toFixed(1)} s`;
const letter = (choice: string) => choice.toUpperCase();
const coinWords = (coins: number) =>
  coins > 0 ? `+${coins} ${coins === 1 ? "coin" : "coins"}` : "no coins";

const OUTCOME_WORDS: Record<ReceiptPayload["outcome"], string> = {
  correct: "Correct",
  wrong: "Wrong",
  timeout: "Time ran out",
  forfeited: "Left the game",
};

/** "Your choice B, correct B: Correct, +10 coins". */
function resultInWords(p: ReceiptPayload): string {
  const choice = p.choice ? `Your choice ${letter(p.choice)}` : "No answer";
  return `${choice}, correct ${letter(p.correct)}: ${OUTCOME_WORDS[p.outcome]}, ${coinWords(p.coins)}`;
}

/** "Answered 2.4 s before the deadline", or why there was no answer. */
function timingInWords(p: ReceiptPayload): string {
  if (p.answeredAt !== null) {
    const margin = p.deadlineAt - p.answeredAt;
    return margin >= 0
      ? `Answered ${seconds(margin)} before the deadline`
      : `Answered ${seconds(margin)} after the deadline, inside the network allowance`;
  }
  if (p.outcome === "forfeited") {
    return p.issuedAt < p.deadlineAt
      ? `Left the game ${seconds(p.deadlineAt - p.issuedAt)} before the deadline`
      : "Left the game after the deadline";
  }
  return "No answer reached the server by the deadline";
}

const isShowAnswer = (p: SignedPayload): p is ShowAnswerReceiptPayload =>
  "kind" in p && p.kind === "show-answer";

/** What happened, as label and words: the fields a player or an admin reads first. */
export function receiptFactRows(p: SignedPayload): [string, string][] {
  if (isShowAnswer(p)) return showAnswerFactRows(p);
  return [
    ["Result", resultInWords(p)],
    ["Timing", timingInWords(p)],
    ["Question", `Question ${p.index + 1} of its game`],
    ["Served at", formatReceiptTime(p.servedAt)],
    ["Deadline", formatReceiptTime(p.deadlineAt)],
    ["Answered at", p.answeredAt === null ? "Not answered" : formatReceiptTime(p.answeredAt)],
    ["Receipt issued", formatReceiptTime(p.issuedAt)],
  ];
}

/**
 * A live show's answer: what was chosen and when the server took it. Whether it was right
 * is not in it: the reveal tells everyone at once.
 */
function showAnswerFactRows(p: ShowAnswerReceiptPayload): [string, string][] {
  const margin = p.closesAt - p.answeredAt;
  return [
    ["Result", `Your choice ${letter(p.choice)}, taken by the server in a live show`],
    [
      "Timing",
      margin >= 0
        ? `Answered ${seconds(margin)} before the question closed`
        : `Answered ${seconds(margin)} after the question closed, inside the network allowance`,
    ],
    ["Question", `Question ${p.index + 1} of the show`],
    ["Answered at", formatReceiptTime(p.answeredAt)],
    ["Question closed", formatReceiptTime(p.closesAt)],
    ["Receipt issued", formatReceiptTime(p.issuedAt)],
  ];
}

/** The rest of the payload: who, which question, which game or show, and the signing key. */
export function receiptIdentifierRows(p: SignedPayload, kid: string | null): [string, string][] {
  const rows: [string, string][] = isShowAnswer(p)
    ? [
        ["Player tag", p.player],
        ["Show", p.showId],
      ]
    : [
        ["Player tag", p.player],
        ["Question id", p.questionId],
        ["Question hash", p.questionHash],
        ["Attempt", p.attemptId],
        ["Game", p.runId],
      ];
  return [...rows, ["Signing key", kid ?? "Unreadable"], ["Receipt format", `Version ${p.v}`]];
}
