import type { I18n } from "@lingui/core";
import type { AuditAction, AuditEntryView, AuditState } from "../../../contract/audit";
import { formatMoment } from "../../lib/day-format";
import { rupeeText } from "../../lib/money";
import { untimedPauseText } from "../../lib/resume-time";
import { ticketStatusWords } from "../../lib/ticket-status-words";

/**
 * The audit log's facts in words, in one place: each row stores what changed as flat
 * facts (money in paise, moments in epoch ms, statuses as wire words; contract/audit.ts),
 * and the screen says them as a person reads them: "Ticket status: Processing → Refunded",
 * "Reward ₹50.00 removed from the pool", "Game: On → Paused until 28 Nov 2026, 3:40 pm",
 * in the viewer's own time zone. A fact this file does not know is still worded by its
 * name (`fooPaise` as rupees, `fooAt` as a moment). Labels and words are messages (area
 * admin), read with the `i18n` the screen passes in.
 */

type Value = AuditState[string];
type Wording = (value: Value, i18n: I18n) => string;
/** `label` is a message id. */
type Words = { label: string; value?: Wording };

const plain: Wording = (value, i18n) => {
  if (value === null || value === "") return i18n._("admin.audit.none");
  if (typeof value === "boolean") return i18n._("admin.audit.yesNo", { yes: String(value) });
  if (typeof value === "number") return value.toLocaleString("en-IN");
  return value;
};
const money: Wording = (value, i18n) =>
  typeof value === "number" ? rupeeText(value) : plain(value, i18n);
const moment: Wording = (value, i18n) =>
  typeof value === "number" ? formatMoment(value) : plain(value, i18n);
const seconds: Wording = (value, i18n) =>
  typeof value === "number"
    ? i18n._("admin.audit.seconds", { seconds: value })
    : plain(value, i18n);
const milliseconds: Wording = (value, i18n) =>
  typeof value === "number"
    ? i18n._("admin.audit.seconds", { seconds: (value / 1000).toLocaleString("en-IN") })
    : plain(value, i18n);
/** A wire word in the words of message `id` (a select on `status`, the word itself otherwise). */
const statusIn =
  (id: string): Wording =>
  (value, i18n) =>
    typeof value === "string" && value !== "" ? i18n._(id, { status: value }) : plain(value, i18n);
const fromTicket: Wording = (value, i18n) =>
  typeof value === "string" && value in ticketStatusWords
    ? (ticketStatusWords[value as keyof typeof ticketStatusWords] ?? value)
    : plain(value, i18n);

/** Facts by name, the same whichever action records them. */
const FACTS: Record<string, Words> = {
  // Run settings and the support address (/admin/coins).
  questionsPerRun: { label: "admin.audit.fact.questionsPerRun" },
  coinsPerCorrect: { label: "admin.audit.fact.coinsPerCorrect" },
  couponEvery: { label: "admin.audit.fact.couponEvery" },
  couponValuePaise: { label: "admin.audit.fact.couponValue", value: money },
  tryPricePaise: { label: "admin.audit.fact.tryPrice", value: money },
  freeTriesPerDay: { label: "admin.audit.fact.freeTriesPerDay" },
  dayTimeZone: { label: "admin.audit.fact.dayTimeZone" },
  imageGraceSeconds: { label: "admin.audit.fact.imageGrace", value: seconds },
  answerGraceMs: { label: "admin.audit.fact.answerGrace", value: milliseconds },
  contributorRewardPaise: { label: "admin.audit.fact.contributorReward", value: money },
  supportEmail: { label: "admin.audit.fact.supportEmail" },
  // Balances a support adjustment moved.
  cash: { label: "admin.audit.fact.cash", value: money },
  bonus: { label: "admin.audit.fact.bonus", value: money },
  winnings: { label: "admin.audit.fact.winnings", value: money },
  coins: { label: "admin.audit.fact.coins" },
  stars: { label: "admin.audit.fact.stars" },
  tries: { label: "admin.audit.fact.tries" },
  // People, invites and reset links.
  disabled: {
    label: "admin.audit.fact.account",
    value: (value, i18n) => i18n._("admin.audit.disabled", { disabled: String(Boolean(value)) }),
  },
  expiresAt: { label: "admin.audit.fact.expiresAt", value: moment },
  // Decisions.
  extraSeconds: { label: "admin.audit.fact.extraSeconds", value: seconds },
  reference: { label: "admin.audit.fact.reference" },
  reason: { label: "admin.audit.fact.reason" },
  trackingReference: { label: "admin.audit.fact.trackingReference" },
  // Questions.
  text: { label: "admin.audit.fact.text" },
  imageUrl: { label: "admin.audit.fact.imageUrl" },
  optionA: { label: "admin.audit.fact.optionA" },
  optionB: { label: "admin.audit.fact.optionB" },
  optionC: { label: "admin.audit.fact.optionC" },
  optionD: { label: "admin.audit.fact.optionD" },
  answer: {
    label: "admin.audit.fact.answer",
    value: (value, i18n) => plain(value, i18n).toUpperCase(),
  },
  difficulty: { label: "admin.audit.fact.difficulty" },
  seconds: { label: "admin.audit.fact.seconds", value: seconds },
  // Languages and the catalogues.
  code: { label: "admin.audit.fact.code" },
  name: { label: "admin.audit.fact.name" },
  enabled: { label: "admin.audit.fact.enabled" },
  coinPrice: { label: "admin.audit.fact.coinPrice" },
  starPrice: { label: "admin.audit.fact.starPrice" },
  valuePaise: { label: "admin.audit.fact.value", value: money },
  stock: { label: "admin.audit.fact.stock" },
  active: { label: "admin.audit.fact.active" },
  sizes: { label: "admin.audit.fact.sizes" },
  amountPaise: { label: "admin.audit.fact.amount", value: money },
};

/** Each decision's status in the words its own screen uses. */
const STATUS: Partial<Record<AuditAction, Words>> = {
  "ticket-decision": { label: "admin.audit.status.ticket", value: fromTicket },
  "payout-decision": {
    label: "admin.audit.status.payout",
    value: statusIn("admin.audit.status.payoutWord"),
  },
  "claim-decision": {
    label: "admin.audit.status.request",
    value: statusIn("admin.audit.status.requestWord"),
  },
  "player-block": {
    label: "admin.audit.fact.account",
    value: statusIn("admin.audit.status.accountWord"),
  },
};

/**
 * A fact no table names: "extraSeconds" is "Extra seconds", money and moments by suffix.
 * Its label is made from the stored name, so it stays as the name is written.
 */
function wordsOfName(name: string): { label: string; value?: Wording } {
  const label = name
    .replace(/(Paise|At|Ms)$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  const value = name.endsWith("Paise") ? money : name.endsWith("At") ? moment : undefined;
  return { label: label.charAt(0).toUpperCase() + label.slice(1), value };
}

/** A fact's label as read, and how its values read. */
function wordsOf(
  action: AuditAction,
  name: string,
  i18n: I18n,
): { label: string; value?: Wording } {
  const known =
    name === "status" ? (STATUS[action] ?? { label: "admin.audit.status.other" }) : FACTS[name];
  return known ? { label: i18n._(known.label), value: known.value } : wordsOfName(name);
}

/** The game switch as players are told it (web/lib/resume-time.ts). */
function switchState(state: AuditState | null, i18n: I18n): string {
  if (!state) return i18n._("admin.audit.none");
  if (state.status === "on") return i18n._("admin.audit.game.on");
  const resumeAt = typeof state.resumeAt === "number" ? state.resumeAt : null;
  // A moment with its date: a log is read on other days than the pause.
  return resumeAt === null
    ? untimedPauseText()
    : i18n._("admin.audit.game.pausedUntil", { moment: formatMoment(resumeAt) });
}

/** Whole sentences for the actions whose facts read better as one. */
const SENTENCES: Partial<Record<AuditAction, (entry: Change, i18n: I18n) => string[]>> = {
  "game-switch": ({ before, after }, i18n) => [
    i18n._("admin.audit.game.switched", {
      before: switchState(before, i18n),
      after: switchState(after, i18n),
    }),
  ],
  "reward-add": ({ after }, i18n) => [
    i18n._("admin.audit.reward.added", { amount: money(after?.amountPaise ?? null, i18n) }),
  ],
  "reward-remove": ({ before }, i18n) => [
    i18n._("admin.audit.reward.removed", { amount: money(before?.amountPaise ?? null, i18n) }),
  ],
};

type Change = Pick<AuditEntryView, "action" | "before" | "after">;

/**
 * What one row changed, a line per fact: "Label: before → after", or "Label: value" for a
 * fact that only has one side (something made, or a decision's reference).
 */
export function auditChangeWords(entry: Change, i18n: I18n): string[] {
  const sentence = SENTENCES[entry.action];
  if (sentence) return sentence(entry, i18n);
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.map((name) => {
    const { label, value = plain } = wordsOf(entry.action, name, i18n);
    const wordsOnSide = (side: AuditState) => value(side[name] ?? null, i18n);
    if (!(name in before))
      return i18n._("admin.audit.line.made", { label, after: wordsOnSide(after) });
    if (!(name in after))
      return i18n._("admin.audit.line.gone", { label, before: wordsOnSide(before) });
    return i18n._("admin.audit.line.changed", {
      label,
      before: wordsOnSide(before),
      after: wordsOnSide(after),
    });
  });
}
