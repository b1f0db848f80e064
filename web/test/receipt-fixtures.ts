import { bytesToBase64Url, utf8 } from "../../contract/encoding";
import {
  type ReceiptKeySet,
  type ReceiptPayload,
  receiptSigningInput,
  type ShowAnswerReceiptPayload,
  type SignedPayload,
} from "../../contract/receipts";
import { jsonResponse } from "./fetch-mock";

/** A receipt as the Worker signs one, for a wrong answer (c; b is right) to "What is 12 + 15?". */
export const wrongAnswerPayload: ReceiptPayload = {
  v: 1,
  attemptId: "att-1",
  runId: "run-1",
  index: 2,
  player: "3d3435e772ab26ec4d3d05215b3d2fd754ebdbaf649a4abb8a065c6a00994a03",
  questionId: "q-7",
  // SHA-256 of "What is 12 + 15?\n25\n27\n28\n30\nb" (contract/receipts.test.ts).
  questionHash: "2a560f46afeae630c95509c88f3b6a610489f124dac7757cfe680564dbd2d273",
  servedAt: Date.UTC(2026, 10, 24, 8, 30, 0),
  deadlineAt: Date.UTC(2026, 10, 24, 8, 30, 20),
  answeredAt: Date.UTC(2026, 10, 24, 8, 30, 17, 600),
  choice: "c",
  correct: "b",
  outcome: "wrong",
  coins: 0,
  issuedAt: Date.UTC(2026, 10, 24, 8, 30, 17, 600),
};

/** A live show's accepted answer: B to its second question, 3.2 s before it closed. */
export const showAnswerPayload: ShowAnswerReceiptPayload = {
  v: 1,
  kind: "show-answer",
  showId: "show-1",
  index: 1,
  player: wrongAnswerPayload.player,
  choice: "b",
  answeredAt: Date.UTC(2026, 10, 29, 21, 0, 22, 800),
  closesAt: Date.UTC(2026, 10, 29, 21, 0, 26),
  issuedAt: Date.UTC(2026, 10, 29, 21, 0, 22, 800),
};

/** A fresh Ed25519 key, the key set publishing it, and a signer of receipts with it. */
export async function receiptSigner(kid = "test-key") {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const { x } = await crypto.subtle.exportKey("jwk", pair.publicKey);
  const keySet: ReceiptKeySet = {
    keys: [{ kty: "OKP", crv: "Ed25519", kid, x: x!, alg: "EdDSA", use: "sig" }],
  };
  async function signPayload(payload: SignedPayload): Promise<string> {
    const input = receiptSigningInput({ alg: "EdDSA", kid }, payload);
    const signature = await crypto.subtle.sign({ name: "Ed25519" }, pair.privateKey, utf8(input));
    return `${input}.${bytesToBase64Url(new Uint8Array(signature))}`;
  }
  const sign = (payload: Partial<ReceiptPayload> = {}) =>
    signPayload({ ...wrongAnswerPayload, ...payload });
  const signShowAnswer = (payload: Partial<ShowAnswerReceiptPayload> = {}) =>
    signPayload({ ...showAnswerPayload, ...payload });
  return { keySet, sign, signShowAnswer, keysResponse: () => jsonResponse(keySet) };
}

/** `receipt` with one character of its payload changed. */
export function withOneCharacterChanged(receipt: string): string {
  const at = receipt.indexOf(".") + 12;
  return `${receipt.slice(0, at)}${receipt[at] === "A" ? "B" : "A"}${receipt.slice(at + 1)}`;
}
