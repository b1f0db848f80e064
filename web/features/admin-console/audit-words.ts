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
 * name (`fooPaise` as rupees, `fooAt` as a moment).
 */

type Value = AuditState[string];
type Words = { label: string; value?: (value: Value) => string };

const plain = (value: Value): string => {
  if (value === null || value === "") return "none";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return value.toLocaleString("en-IN");
  return value;
};
const money = (value: Value) => (typeof value === "number" ? rupeeText(value) : plain(value));
const moment = (value: Value) => (typeof value === "number" ? formatMoment(value) : plain(value));
const seconds = (value: Value) => (typeof value === "number" ? `${value} s` : plain(value));
const milliseconds = (value: Value) =>
  typeof value === "number" ? `${(value / 1000).toLocaleString("en-IN")} s` : plain(value);
const from =
  (table: Record<string, string>) =>
  (value: Value): string =>
    typeof value === "string" && value in table ? (table[value] ?? value) : plain(value);

/** Facts by name, the same whichever action records them. */
const FACTS: Record<string, Words> = {
  // Run settings and the support address (/admin/coins).
  questionsPerRun: { label: "Questions per run" },
  coinsPerCorrect: { label: "Coins per right answer" },
  couponEvery: { label: "A coupon every so many right answers" },
  couponValuePaise: { label: "Coupon value", value: money },
  tryPricePaise: { label: "Price of a try", value: money },
  freeTriesPerDay: { label: "Free tries a day" },
  dayTimeZone: { label: "Time zone of the day" },
  imageGraceSeconds: { label: "Time for an image to load", value: seconds },
  answerGraceMs: { label: "Network allowance on answers", value: milliseconds },
  contributorRewardPaise: { label: "User-admin reward per selected question", value: money },
  supportEmail: { label: "Support address" },
  // Balances a support adjustment moved.
  cash: { label: "Cash", value: money },
  bonus: { label: "Bonus money", value: money },
  winnings: { label: "Winnings", value: money },
  coins: { label: "Coins" },
  stars: { label: "Stars" },
  tries: { label: "Tries" },
  // People, invites and reset links.
  disabled: { label: "Account", value: (value) => (value ? "Disabled" : "Enabled") },
  expiresAt: { label: "Valid until", value: moment },
  // Decisions.
  extraSeconds: { label: "Extra seconds on the question", value: seconds },
  reference: { label: "Bank reference" },
  reason: { label: "Reason" },
  trackingReference: { label: "Tracking reference" },
  // Questions.
  text: { label: "Question" },
  imageUrl: { label: "Image" },
  optionA: { label: "Option A" },
  optionB: { label: "Option B" },
  optionC: { label: "Option C" },
  optionD: { label: "Option D" },
  answer: { label: "Right answer", value: (value) => plain(value).toUpperCase() },
  difficulty: { label: "Difficulty" },
  seconds: { label: "Time to answer", value: seconds },
  // Languages and the catalogues.
  code: { label: "Code" },
  name: { label: "Name" },
  enabled: { label: "Players can pick it" },
  coinPrice: { label: "Price in coins" },
  starPrice: { label: "Price in stars" },
  valuePaise: { label: "Value", value: money },
  stock: { label: "In stock" },
  active: { label: "Shown to players" },
  sizes: { label: "Sizes" },
  amountPaise: { label: "Amount", value: money },
};

/** Each decision's status in the words its own screen uses. */
const STATUS: Partial<Record<AuditAction, Words>> = {
  "ticket-decision": { label: "Ticket status", value: from(ticketStatusWords) },
  "payout-decision": {
    label: "Payout status",
    value: from({ requested: "Waiting to be paid", paid: "Paid", rejected: "Rejected" }),
  },
  "claim-decision": {
    label: "Request status",
    value: from({
      pending: "Pending",
      approved: "Approved",
      shipped: "Shipped",
      fulfilled: "Fulfilled",
      rejected: "Rejected",
    }),
  },
  "player-block": {
    label: "Account",
    value: from({ active: "Active", blocked: "Blocked", deactivated: "Deactivated" }),
  },
};

/** A fact no table names: "extraSeconds" is "Extra seconds", money and moments by suffix. */
function wordsOfName(name: string): Words {
  const label = name
    .replace(/(Paise|At|Ms)$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  const value = name.endsWith("Paise") ? money : name.endsWith("At") ? moment : undefined;
  return { label: label.charAt(0).toUpperCase() + label.slice(1), value };
}

function wordsOf(action: AuditAction, name: string): Words {
  if (name === "status") return STATUS[action] ?? { label: "Status", value: from({}) };
  return FACTS[name] ?? wordsOfName(name);
}

/** The game switch as players are told it (web/lib/resume-time.ts). */
function switchState(state: AuditState | null): string {
  if (!state) return "none";
  if (state.status === "on") return "On";
  const resumeAt = typeof state.resumeAt === "number" ? state.resumeAt : null;
  // A moment with its date: a log is read on other days than the pause.
  return resumeAt === null ? untimedPauseText() : `Paused until ${formatMoment(resumeAt)}`;
}

/** Whole sentences for the actions whose facts read better as one. */
const SENTENCES: Partial<Record<AuditAction, (entry: Change) => string[]>> = {
  "game-switch": ({ before, after }) => [`Game: ${switchState(before)} → ${switchState(after)}`],
  "reward-add": ({ after }) => [`Reward ${money(after?.amountPaise ?? null)} added to the pool`],
  "reward-remove": ({ before }) => [
    `Reward ${money(before?.amountPaise ?? null)} removed from the pool`,
  ],
};

type Change = Pick<AuditEntryView, "action" | "before" | "after">;

/**
 * What one row changed, a line per fact: "Label: before → after", or "Label: value" for a
 * fact that only has one side (something made, or a decision's reference).
 */
export function auditChangeWords(entry: Change): string[] {
  const sentence = SENTENCES[entry.action];
  if (sentence) return sentence(entry);
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.map((name) => {
    const { label, value = plain } = wordsOf(entry.action, name);
    if (!(name in before)) return `${label}: ${value(after[name] ?? null)}`;
    if (!(name in after)) return `${label}: ${value(before[name] ?? null)} → none`;
    return `${label}: ${value(before[name] ?? null)} → ${value(after[name] ?? null)}`;
  });
}
