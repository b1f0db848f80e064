import { bytesToBase64Url, utf8 } from "../../contract/encoding";
import {
  questionHashInput,
  questionHashOf,
  RECEIPT_ALGORITHM,
  receiptSigningInput,
  type ShowAnswerReceiptPayload,
  type SignedPayload,
} from "../../contract/receipts";
import type { AttemptClosing } from "../domain/live-run";
import { receiptPayloadOf } from "../domain/receipts";
import { receiptPlayerTagOf } from "../identity/pseudonyms";
import type { ReceiptKeyring } from "./receipt-keyring";
import { TagMemory } from "./tag-memory";

/** Per isolate, by player id and by the question's hashed text: both repeat across answers. */
const playerTags = new TagMemory(10_000);
const questionHashes = new TagMemory(2_000);

/**
 * Signs receipts as compact JWS (decision 013). Ed25519 is deterministic (RFC 8032), so
 * the same payload under the same key is the same receipt, byte for byte: a closing
 * replayed from the outbox after a restart stores exactly what the first try would have.
 */
export async function signReceipt(keyring: ReceiptKeyring, payload: SignedPayload) {
  const input = receiptSigningInput({ alg: RECEIPT_ALGORITHM, kid: keyring.kid }, payload);
  const signature = await crypto.subtle.sign({ name: "Ed25519" }, keyring.signingKey, utf8(input));
  return `${input}.${bytesToBase64Url(new Uint8Array(signature))}`;
}

/** The receipt of a closed attempt. */
export async function receiptOfClosing(
  keyring: ReceiptKeyring,
  closing: AttemptClosing,
): Promise<string> {
  const facts = closing.receiptFacts;
  const { playerId } = closing.attempt;
  const [player, questionHash] = await Promise.all([
    playerTags.of(playerId, () => receiptPlayerTagOf(playerId)),
    questionHashes.of(questionHashInput(facts.question), () => questionHashOf(facts.question)),
  ]);
  return signReceipt(keyring, receiptPayloadOf(closing, facts, { player, questionHash }));
}

/** The receipt of an accepted live-show answer; the player is named by the same tag as a run's. */
export async function receiptOfShowAnswer(
  keyring: ReceiptKeyring,
  playerId: string,
  answer: Omit<ShowAnswerReceiptPayload, "v" | "kind" | "player">,
): Promise<string> {
  const player = await playerTags.of(playerId, () => receiptPlayerTagOf(playerId));
  const { showId, index, choice, answeredAt, closesAt, issuedAt } = answer;
  return signReceipt(keyring, {
    v: 1,
    kind: "show-answer",
    showId,
    index,
    player,
    choice,
    answeredAt,
    closesAt,
    issuedAt,
  });
}
