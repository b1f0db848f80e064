import type { ReceiptPayload } from "../../contract/receipts";
import type { AttemptClosing, ReceiptFacts } from "./live-run";

/**
 * The receipt's payload for a closed attempt, pure. Everything in it comes from
 * the closing, so the outbox's replay of a closing signs the very same payload. The two
 * one-way tags are digests, which WebCrypto only computes asynchronously, so the signer
 * hands them in.
 */
export type ReceiptTags = { player: string; questionHash: string };

export function receiptPayloadOf(
  closing: AttemptClosing,
  facts: ReceiptFacts,
  tags: ReceiptTags,
): ReceiptPayload {
  const { attempt } = closing;
  return {
    v: 1,
    attemptId: attempt.id,
    runId: attempt.runId,
    index: attempt.position,
    player: tags.player,
    questionId: attempt.questionId,
    questionHash: tags.questionHash,
    servedAt: attempt.issuedAt,
    deadlineAt: attempt.deadlineAt,
    answeredAt: attempt.answeredAt,
    choice: attempt.answer,
    correct: facts.question.correct,
    outcome: attempt.outcome,
    coins: closing.coins,
    issuedAt: facts.closedAt,
  };
}
