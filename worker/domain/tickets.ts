/**
 * Whether a ticket may be refunded, pure. A question answered correctly gets no refund;
 * an "Image Loading" report on a question the player answered gets none either (SPEC.md's
 * note on /tickets): they saw enough to answer.
 */
export type RefundCheck = { refundable: true } | { refundable: false; reason: string };

export function refundCheck(
  issue: string,
  attempt: { outcome: string; answeredAt: number | null },
): RefundCheck {
  if (attempt.outcome === "correct") {
    return { refundable: false, reason: "The question was answered correctly" };
  }
  if (issue === "Image Loading" && attempt.answeredAt !== null) {
    return { refundable: false, reason: "The question was answered, so its image had loaded" };
  }
  return { refundable: true };
}
