// Proves the audit log's facts come out in words ("status: pro → refund" and
// epoch milliseconds were shown raw): each decision's status in its screen's words, money
// as rupees, moments in the viewer's local time, the game switch as players are told it,
// the reward pool's adds and removals as sentences, and facts no table names worded by
// their name. No line shows a wire status word or a raw epoch.
import { describe, expect, it } from "vitest";
import type { AuditEntryView } from "../../../contract/audit";
import { formatMoment } from "../../lib/day-format";
import { i18n } from "../../lib/i18n/messages";
import { auditChangeWords } from "./audit-words";

const RESUME_AT = Date.UTC(2026, 10, 28, 10, 10);
const words = (
  action: AuditEntryView["action"],
  before: AuditEntryView["before"],
  after: AuditEntryView["after"],
) => auditChangeWords({ action, before, after }, i18n);

describe("auditChangeWords", () => {
  it("words a ticket decision's status as the ticket screens do", () => {
    expect(
      words("ticket-decision", { status: "pro" }, { status: "refund", extraSeconds: 5 }),
    ).toEqual(["Ticket status: Processing → Refunded", "Extra seconds on the question: 5 s"]);
  });

  it("words payout and claim decisions, with their references", () => {
    expect(
      words("payout-decision", { status: "requested" }, { status: "paid", reference: "UTR42" }),
    ).toEqual(["Payout status: Waiting to be paid → Paid", "Bank reference: UTR42"]);
    expect(
      words(
        "claim-decision",
        { status: "approved" },
        { status: "shipped", trackingReference: "DTDC Z1" },
      ),
    ).toEqual(["Request status: Approved → Shipped", "Tracking reference: DTDC Z1"]);
  });

  it("says the game switch as players are told it, the end at local time", () => {
    expect(
      words(
        "game-switch",
        { status: "on", text: "", resumeAt: null },
        { status: "off", text: "10 Minutes", resumeAt: RESUME_AT },
      ),
    ).toEqual([`Game: On → Paused until ${formatMoment(RESUME_AT)}`]);
    expect(
      words(
        "game-switch",
        { status: "on", text: "", resumeAt: null },
        { status: "off", text: "Few Minutes", resumeAt: null },
      ),
    ).toEqual(["Game: On → Paused until an admin starts the game"]);
  });

  it("says what the reward pool gained or lost in rupees", () => {
    expect(words("reward-remove", { amountPaise: 5000 }, null)).toEqual([
      "Reward ₹50.00 removed from the pool",
    ]);
    expect(words("reward-add", null, { amountPaise: 15_000 })).toEqual([
      "Reward ₹150.00 added to the pool",
    ]);
  });

  it("words run settings in rupees, seconds and counts", () => {
    expect(
      words(
        "run-settings",
        { tryPricePaise: 1000, answerGraceMs: 1000, couponEvery: 5 },
        { tryPricePaise: 1200, answerGraceMs: 1500, couponEvery: 4 },
      ),
    ).toEqual([
      "Price of a try: ₹10.00 → ₹12.00",
      "Network allowance on answers: 1 s → 1.5 s",
      "A coupon every so many right answers: 5 → 4",
    ]);
  });

  it("words a support adjustment's balance, a block and an invite's end in local time", () => {
    expect(words("support-adjustment", { bonus: 1000 }, { bonus: 1500 })).toEqual([
      "Bonus money: ₹10.00 → ₹15.00",
    ]);
    expect(words("player-block", { status: "active" }, { status: "blocked" })).toEqual([
      "Account: Active → Blocked",
    ]);
    expect(words("admin-invite", null, { expiresAt: RESUME_AT })).toEqual([
      `Valid until: ${formatMoment(RESUME_AT)}`,
    ]);
  });

  it("words languages and catalogue entries: made, switched, priced", () => {
    expect(words("language-add", null, { code: "ta", name: "Tamil" })).toEqual([
      "Code: ta",
      "Name: Tamil",
    ]);
    expect(words("language-edit", { enabled: true }, { enabled: false })).toEqual([
      "Players can pick it: Yes → No",
    ]);
    expect(
      words(
        "catalogue-edit",
        { valuePaise: 500, active: true, sizes: "" },
        { valuePaise: 1000, active: false, sizes: "S, M" },
      ),
    ).toEqual(["Value: ₹5.00 → ₹10.00", "Shown to players: Yes → No", "Sizes: none → S, M"]);
  });

  it("words a fact it has no table for by its name, money and moments by their suffix", () => {
    expect(
      words(
        "player-block",
        { depositLimitPaise: 50_000, confirmedAt: null },
        { depositLimitPaise: 100_000, confirmedAt: RESUME_AT },
      ),
    ).toEqual([
      "Deposit limit: ₹500.00 → ₹1,000.00",
      `Confirmed: none → ${formatMoment(RESUME_AT)}`,
    ]);
  });

  it("never shows a wire status word or a raw epoch", () => {
    const lines = [
      ...words("ticket-decision", { status: "pro" }, { status: "non-refund", extraSeconds: 0 }),
      ...words(
        "game-switch",
        { status: "off", text: "1 Hour", resumeAt: RESUME_AT },
        { status: "on", text: "", resumeAt: null },
      ),
      ...words("admin-invite", null, { expiresAt: RESUME_AT }),
    ].join("\n");
    expect(lines).not.toMatch(/\bpro\b|non-refund|\d{12,}/);
  });
});
