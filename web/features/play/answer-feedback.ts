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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The verdict's headline: what the feedback says first, and the live region announces. */
export function feedbackTitle(feedback: AnswerFeedback): string {
  if (feedback.outcome === "correct") return "Correct";
  return feedback.outcome === "wrong" ? "Wrong" : "Time's up";
}

/** What the answer won, in words: "+5 coins", "a coupon", "3 stars". */
export function feedbackPrizes(feedback: AnswerFeedback): string[] {
  const prizes: string[] = [];
  if (feedback.coins > 0) prizes.push(`+${plural(feedback.coins, "coin", "coins")}`);
  if (feedback.couponWon) prizes.push("You won a coupon");
  if (feedback.stars !== null) prizes.push(`You won ${plural(feedback.stars, "star", "stars")}`);
  return prizes;
}

/** The whole moment in one sentence, for the screen reader's single announcement. */
export function feedbackAnnouncement(feedback: AnswerFeedback, options: Record<Choice, string>) {
  const parts = [feedbackTitle(feedback), ...feedbackPrizes(feedback)];
  if (feedback.outcome !== "correct" && feedback.correct) {
    parts.push(
      `The right answer was ${feedback.correct.toUpperCase()}: ${options[feedback.correct]}`,
    );
  }
  return `${parts.join(". ")}.`;
}
