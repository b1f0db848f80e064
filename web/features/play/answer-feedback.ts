import type { I18n } from "@lingui/core";
import type { Choice, VerifyAnswerResponse } from "../../../contract/play";

/** The moment after an answer, from the server's verdict. */
export type AnswerFeedback = {
  outcome: "correct" | "wrong" | "timeout";
  /** The player's option; "" when the clock ran out first. */
  chosen: Choice | "";
  /** The right option; null until the server closes a question the device timed out. */
  correct: Choice | null;
  coins: number;
  couponWon: boolean;
  /** Set when this answer completed a perfect run. */
  stars: number | null;
  /** Wrong, late and the last question end the run: its summary comes next. */
  runEnds: boolean;
};

export function feedbackOf(reply: VerifyAnswerResponse, chosen: Choice): AnswerFeedback {
  const outcome =
    reply.Status === "WRONG" ? "wrong" : reply.Status === "TIME_OUT" ? "timeout" : "correct";
  return {
    outcome,
    chosen,
    correct: reply.ans,
    coins: reply.coins,
    couponWon: reply.id !== undefined,
    stars: reply.stars ?? null,
    runEnds: outcome !== "correct" || reply.Status === "STARS",
  };
}

/** The device's own clock ran out: the server has not said which option was right yet. */
export function timeUpFeedback(): AnswerFeedback {
  return {
    outcome: "timeout",
    chosen: "",
    correct: null,
    coins: 0,
    couponWon: false,
    stars: null,
    runEnds: true,
  };
}

/** The verdict's headline: what the feedback says first, and the live region announces. */
export function feedbackTitle(i18n: I18n, feedback: AnswerFeedback): string {
  return i18n._("playFeedback.title", { outcome: feedback.outcome });
}

/** What the answer won, in words: "+5 coins", "a coupon", "3 stars". */
export function feedbackPrizes(i18n: I18n, feedback: AnswerFeedback): string[] {
  const prizes: string[] = [];
  if (feedback.coins > 0) prizes.push(i18n._("playFeedback.coins", { count: feedback.coins }));
  if (feedback.couponWon) prizes.push(i18n._("playFeedback.coupon"));
  if (feedback.stars !== null) {
    prizes.push(i18n._("playFeedback.stars", { count: feedback.stars }));
  }
  return prizes;
}

/**
 * The whole moment for the screen reader's single announcement: the verdict, each prize
 * and the right answer, each a sentence of its own.
 */
export function feedbackAnnouncement(
  i18n: I18n,
  feedback: AnswerFeedback,
  options: Record<Choice, string>,
) {
  const parts = [feedbackTitle(i18n, feedback), ...feedbackPrizes(i18n, feedback)];
  if (feedback.outcome !== "correct" && feedback.correct) {
    parts.push(
      i18n._("playFeedback.rightAnswer", {
        letter: feedback.correct.toUpperCase(),
        option: options[feedback.correct],
      }),
    );
  }
  return parts.map((sentence) => i18n._("playFeedback.sentence", { sentence })).join(" ");
}
