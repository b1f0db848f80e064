import type {
  ReceiptCheck,
  ReceiptPayload,
  ShowAnswerReceiptPayload,
  SignedPayload,
} from "../../contract/receipts";
import { perLanguage } from "./i18n/formats";
import { i18n } from "./i18n/messages";

/**
 * A receipt's verdict and facts in plain words, for /verify and the admins, in the language
 * in use when they are read.
 */

type VerdictWords = { readonly title: string; readonly detail: string };

/** A verdict's words, read from its messages each time they are shown. */
const verdictWords = (id: string): VerdictWords => ({
  get title() {
    return i18n._(`receipt.verdict.${id}.title`);
  },
  get detail() {
    return i18n._(`receipt.verdict.${id}.detail`);
  },
});

export const VERDICT_WORDS: Record<ReceiptCheck["verdict"], VerdictWords> = {
  valid: verdictWords("valid"),
  tampered: verdictWords("tampered"),
  unknown_key: verdictWords("unknownKey"),
  unreadable: verdictWords("unreadable"),
};

const momentFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
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

const seconds = (ms: number) => (Math.abs(ms) / 1000).toFixed(1);
const letter = (choice: string) => choice.toUpperCase();

/** "Your choice B, correct B: Correct, +10 coins". */
function resultInWords(p: ReceiptPayload): string {
  return i18n._("receipt.result", {
    choice: p.choice ? letter(p.choice) : "none",
    correct: letter(p.correct),
    outcome: p.outcome,
    coins: Math.max(0, p.coins),
  });
}

/** "Answered 2.4 s before the deadline", or why there was no answer. */
function timingInWords(p: ReceiptPayload): string {
  if (p.answeredAt !== null) {
    const margin = p.deadlineAt - p.answeredAt;
    return margin >= 0
      ? i18n._("receipt.timing.answeredBefore", { seconds: seconds(margin) })
      : i18n._("receipt.timing.answeredLate", { seconds: seconds(margin) });
  }
  if (p.outcome === "forfeited") {
    return p.issuedAt < p.deadlineAt
      ? i18n._("receipt.timing.leftBefore", { seconds: seconds(p.deadlineAt - p.issuedAt) })
      : i18n._("receipt.timing.leftAfter");
  }
  return i18n._("receipt.timing.noAnswer");
}

const isShowAnswer = (p: SignedPayload): p is ShowAnswerReceiptPayload =>
  "kind" in p && p.kind === "show-answer";

const label = (part: string) => i18n._(`receipt.label.${part}`);

/** What happened, as label and words: the fields a player or an admin reads first. */
export function receiptFactRows(p: SignedPayload): [string, string][] {
  if (isShowAnswer(p)) return showAnswerFactRows(p);
  return [
    [label("result"), resultInWords(p)],
    [label("timing"), timingInWords(p)],
    [label("question"), i18n._("receipt.question.ofGame", { number: String(p.index + 1) })],
    [label("servedAt"), formatReceiptTime(p.servedAt)],
    [label("deadline"), formatReceiptTime(p.deadlineAt)],
    [
      label("answeredAt"),
      p.answeredAt === null ? i18n._("receipt.notAnswered") : formatReceiptTime(p.answeredAt),
    ],
    [label("issued"), formatReceiptTime(p.issuedAt)],
  ];
}

/**
 * A live show's answer: what was chosen and when the server took it. Whether it was right
 * is not in it: the reveal tells everyone at once.
 */
function showAnswerFactRows(p: ShowAnswerReceiptPayload): [string, string][] {
  const margin = p.closesAt - p.answeredAt;
  return [
    [label("result"), i18n._("receipt.show.result", { choice: letter(p.choice) })],
    [
      label("timing"),
      margin >= 0
        ? i18n._("receipt.show.answeredBefore", { seconds: seconds(margin) })
        : i18n._("receipt.show.answeredLate", { seconds: seconds(margin) }),
    ],
    [label("question"), i18n._("receipt.show.question", { number: String(p.index + 1) })],
    [label("answeredAt"), formatReceiptTime(p.answeredAt)],
    [label("questionClosed"), formatReceiptTime(p.closesAt)],
    [label("issued"), formatReceiptTime(p.issuedAt)],
  ];
}

/** The rest of the payload: who, which question, which game or show, and the signing key. */
export function receiptIdentifierRows(p: SignedPayload, kid: string | null): [string, string][] {
  const rows: [string, string][] = isShowAnswer(p)
    ? [
        [label("playerTag"), p.player],
        [label("show"), p.showId],
      ]
    : [
        [label("playerTag"), p.player],
        [label("questionId"), p.questionId],
        [label("questionHash"), p.questionHash],
        [label("attempt"), p.attemptId],
        [label("game"), p.runId],
      ];
  return [
    ...rows,
    [label("signingKey"), kid ?? i18n._("receipt.key.unreadable")],
    [label("format"), i18n._("receipt.format.version", { version: String(p.v) })],
  ];
}
