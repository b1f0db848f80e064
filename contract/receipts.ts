import { base64UrlToBytes, base64UrlToJson, jsonToBase64Url, sha256Hex, utf8 } from "./encoding";
import type { Choice } from "./play";

/**
 * The signed receipt of a closed attempt (decision 013): a compact JWS
 * (RFC 7515) with `alg: "EdDSA"` (Ed25519) and a `kid`, over the payload below. The
 * Worker signs it; anyone verifies it against the public keys at `runRoutes.receiptKeys`,
 * as the /verify page does in the browser. Nothing here needs more than WebCrypto.
 */

export const RECEIPT_ALGORITHM = "EdDSA";

/** Three base64url segments: header, payload, signature. */
export const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Far above a real receipt (about 700 characters), far below the body limit. */
export const RECEIPT_MAX_LENGTH = 4096;

export type ReceiptOutcome = "correct" | "wrong" | "timeout" | "forfeited";

/** The payload, in this key order. Times are epoch ms on the server's clock. */
export type ReceiptPayload = {
  v: 1;
  attemptId: string;
  runId: string;
  /** The question's zero-based place in its run. */
  index: number;
  /** A one-way tag of the player: neither their email nor their Google subject. */
  player: string;
  questionId: string;
  /** SHA-256 hex of `questionHashInput` of the question as it was served. */
  questionHash: string;
  servedAt: number;
  deadlineAt: number;
  /** When the server judged the answer; null for a timeout or a forfeit. */
  answeredAt: number | null;
  choice: Choice | null;
  correct: Choice;
  outcome: ReceiptOutcome;
  coins: number;
  issuedAt: number;
};

export type ReceiptHeader = { alg: typeof RECEIPT_ALGORITHM; kid: string };

/** One published key (RFC 8037): an Ed25519 public key named by its `kid`. */
export type ReceiptPublicKey = {
  kty: "OKP";
  crv: "Ed25519";
  kid: string;
  x: string;
  alg: typeof RECEIPT_ALGORITHM;
  use: "sig";
};

/** The JWKS at `runRoutes.receiptKeys`: every key that ever signed, the newest first. */
export type ReceiptKeySet = { keys: ReceiptPublicKey[] };

/** `runRoutes.receipt`: the caller's own closed attempt's receipt. */
export type ReceiptResponse = { Status: "OK"; receipt: string };

/** `runRoutes.runReceipts`: every closed attempt of the caller's run, in order. */
export type RunReceiptsResponse = {
  data: { attemptId: string; index: number; outcome: ReceiptOutcome; receipt: string }[];
};

/** A question as the player saw it, with its right option. */
export type ReceiptQuestion = {
  text: string;
  options: readonly [a: string, b: string, c: string, d: string];
  correct: Choice;
};

/** The question text, its four options and the right option, joined with a newline. */
export const questionHashInput = (question: ReceiptQuestion) =>
  [question.text, ...question.options, question.correct].join("\n");

export const questionHashOf = (question: ReceiptQuestion) => sha256Hex(questionHashInput(question));

/** What the signature covers: the header and payload segments joined by a dot. */
export const receiptSigningInput = (header: ReceiptHeader, payload: SignedPayload) =>
  `${jsonToBase64Url(header)}.${jsonToBase64Url(payload)}`;

const CHOICES: readonly unknown[] = ["a", "b", "c", "d"];
const OUTCOMES: readonly unknown[] = ["correct", "wrong", "timeout", "forfeited"];
const TEXT_FIELDS = ["attemptId", "runId", "player", "questionId", "questionHash"] as const;
const COUNT_FIELDS = ["index", "servedAt", "deadlineAt", "coins", "issuedAt"] as const;

const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

function isReceiptPayload(value: unknown): value is ReceiptPayload {
  if (typeof value !== "object" || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    p.v === 1 &&
    TEXT_FIELDS.every((field) => typeof p[field] === "string") &&
    COUNT_FIELDS.every((field) => isCount(p[field])) &&
    (p.answeredAt === null || isCount(p.answeredAt)) &&
    (p.choice === null || CHOICES.includes(p.choice)) &&
    CHOICES.includes(p.correct) &&
    OUTCOMES.includes(p.outcome)
  );
}

function isReceiptHeader(value: unknown): value is ReceiptHeader {
  const h = value as Record<string, unknown> | null;
  return typeof h === "object" && h !== null && typeof h.kid === "string" && "alg" in h;
}

/**
 * The signed receipt of an accepted live-show answer (decision 032): which show, which
 * question, what the player chose and when the server took it. It never says whether the
 * choice was right: the reveal does, for everyone at once.
 */
export type ShowAnswerReceiptPayload = {
  v: 1;
  kind: "show-answer";
  showId: string;
  /** The question's zero-based place in its show. */
  index: number;
  player: string;
  choice: Choice;
  answeredAt: number;
  closesAt: number;
  issuedAt: number;
};

/** Everything the Worker signs. */
export type SignedPayload = ReceiptPayload | ShowAnswerReceiptPayload;

export type ReceiptCheck<Payload = ReceiptPayload> =
  | { verdict: "valid"; payload: Payload; kid: string }
  /** Changed since it was signed; `payload` is what it claims now, if it still reads. */
  | { verdict: "tampered"; payload: Payload | null; kid: string | null }
  /** Not signed by any key we publish. */
  | { verdict: "unknown_key"; payload: Payload | null; kid: string }
  | { verdict: "unreadable" };

/** The payload a receipt claims, unverified, or null when it does not read as one. */
export function claimedPayload(receipt: string): ReceiptPayload | null {
  const payload = base64UrlToJson(receipt.split(".")[1] ?? "");
  return isReceiptPayload(payload) ? payload : null;
}

const SHOW_TEXT_FIELDS = ["showId", "player"] as const;
const SHOW_COUNT_FIELDS = ["index", "answeredAt", "closesAt", "issuedAt"] as const;

function isShowAnswerPayload(value: unknown): value is ShowAnswerReceiptPayload {
  if (typeof value !== "object" || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    p.v === 1 &&
    p.kind === "show-answer" &&
    SHOW_TEXT_FIELDS.every((field) => typeof p[field] === "string") &&
    SHOW_COUNT_FIELDS.every((field) => isCount(p[field])) &&
    CHOICES.includes(p.choice)
  );
}

/** The show answer a receipt claims, unverified, or null when it does not read as one. */
export function claimedShowAnswer(receipt: string): ShowAnswerReceiptPayload | null {
  const payload = base64UrlToJson(receipt.split(".")[1] ?? "");
  return isShowAnswerPayload(payload) ? payload : null;
}

/** Either kind of receipt we sign, as /verify reads what a player pastes. */
export const claimedAnyReceipt = (receipt: string) =>
  claimedPayload(receipt) ?? claimedShowAnswer(receipt);

/**
 * Checks a receipt against a key set: its shape, its header, then its Ed25519 signature
 * by the key its `kid` names. Anything that looks like a JWS but does not check out was
 * changed after signing (tampered), unless its key is simply not one of ours. `claimed`
 * reads the payload: a run's answer by default.
 */
export async function verifyReceipt<Payload = ReceiptPayload>(
  receipt: string,
  keySet: ReceiptKeySet,
  claimed: (receipt: string) => Payload | null = claimedPayload as (r: string) => Payload | null,
): Promise<ReceiptCheck<Payload>> {
  const text = receipt.trim();
  if (!COMPACT_JWS.test(text)) return { verdict: "unreadable" };
  const [headerPart = "", payloadPart = "", signaturePart = ""] = text.split(".");
  const header = base64UrlToJson(headerPart);
  const payload = claimed(text);
  if (!isReceiptHeader(header)) return { verdict: "tampered", payload, kid: null };
  const tampered = { verdict: "tampered", payload, kid: header.kid } as const;
  const signature = base64UrlToBytes(signaturePart);
  if (header.alg !== RECEIPT_ALGORITHM || signature?.length !== 64) return tampered;
  const jwk = keySet.keys.find((key) => key.kid === header.kid && key.crv === "Ed25519");
  if (!jwk) return { verdict: "unknown_key", payload, kid: header.kid };
  const key = await crypto.subtle.importKey(
    "jwk",
    { kty: jwk.kty, crv: jwk.crv, x: jwk.x },
    { name: "Ed25519" },
    false,
    ["verify"],
  );
  const signed = utf8(`${headerPart}.${payloadPart}`);
  const genuine = await crypto.subtle.verify({ name: "Ed25519" }, key, signature, signed);
  if (!genuine) return tampered;
  // Our own signature over something that is not a receipt: never made by us on purpose.
  if (!payload) return { verdict: "unreadable" };
  return { verdict: "valid", payload, kid: header.kid };
}
