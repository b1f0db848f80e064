// Proves the receipt helpers both sides share, in plain Node: strict base64url (one changed
// character never decodes to the same bytes), the question hash over text, four options
// and the right option joined by newlines in UTF-8, and the JWS check's four verdicts:
// valid, tampered (payload, header or signature changed, a signature swapped from another
// receipt, `alg` changed), signed by an unknown key, and unreadable. Key rotation is a key
// set with both keys. The Worker's signing and routes are proved in workerd
// (worker/routes/receipts.test.ts).
import { describe, expect, it } from "vitest";
import { base64UrlToBytes, bytesToBase64Url, jsonToBase64Url, utf8 } from "./encoding";
import {
  claimedPayload,
  questionHashInput,
  questionHashOf,
  type ReceiptKeySet,
  type ReceiptPayload,
  type ReceiptPublicKey,
  receiptSigningInput,
  verifyReceipt,
} from "./receipts";

const payload: ReceiptPayload = {
  v: 1,
  attemptId: "att-1",
  runId: "run-1",
  index: 0,
  player: "f".repeat(64),
  questionId: "q-1",
  questionHash: "2a560f46afeae630c95509c88f3b6a610489f124dac7757cfe680564dbd2d273",
  servedAt: 1_800_000_000_000,
  deadlineAt: 1_800_000_020_000,
  answeredAt: 1_800_000_017_600,
  choice: "b",
  correct: "b",
  outcome: "correct",
  coins: 10,
  issuedAt: 1_800_000_017_600,
};

type TestKey = { kid: string; privateKey: CryptoKey; publicJwk: ReceiptPublicKey };

async function testKey(kid: string): Promise<TestKey> {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const { x } = (await crypto.subtle.exportKey("jwk", pair.publicKey)) as JsonWebKey;
  return {
    kid,
    privateKey: pair.privateKey,
    publicJwk: { kty: "OKP", crv: "Ed25519", kid, x: x!, alg: "EdDSA", use: "sig" },
  };
}

/** A compact JWS as RFC 7515 defines it, with the shared signing input. */
async function sign(key: TestKey, body: ReceiptPayload = payload) {
  const input = receiptSigningInput({ alg: "EdDSA", kid: key.kid }, body);
  const signature = await crypto.subtle.sign({ name: "Ed25519" }, key.privateKey, utf8(input));
  return `${input}.${bytesToBase64Url(new Uint8Array(signature))}`;
}

const keySetOf = (...keys: TestKey[]): ReceiptKeySet => ({ keys: keys.map((k) => k.publicJwk) });

/** Replaces one segment of a compact JWS. */
function withSegment(receipt: string, index: number, segment: string) {
  const parts = receipt.split(".");
  parts[index] = segment;
  return parts.join(".");
}

describe("base64url", () => {
  it("round-trips bytes without padding", () => {
    const bytes = Uint8Array.from([0, 250, 251, 252, 253, 254, 255]);
    const text = bytesToBase64Url(bytes);
    expect(text).toBe("APr7_P3-_w");
    expect(base64UrlToBytes(text)).toEqual(bytes);
  });

  it("refuses padding, other alphabets and a non-canonical last character", () => {
    expect(base64UrlToBytes("APr7_P3-_w==")).toBeNull();
    expect(base64UrlToBytes("APr7/P3+/w")).toBeNull();
    // "x" differs from "w" only in bits the decoder throws away.
    expect(base64UrlToBytes("APr7_P3-_x")).toBeNull();
    expect(base64UrlToBytes("A")).toBeNull();
  });
});

describe("the question hash", () => {
  const sum = {
    text: "What is 12 + 15?",
    options: ["25", "27", "28", "30"],
    correct: "b",
  } as const;
  const water = {
    text: "पानी का सूत्र?",
    options: ["H₂O", "CO₂", "O₂", "NaCl"],
    correct: "a",
  } as const;

  it("joins the text, the four options and the right option with newlines, in that order", () => {
    expect(questionHashInput(sum)).toBe("What is 12 + 15?\n25\n27\n28\n30\nb");
  });

  it("is the SHA-256 hex of that text in UTF-8", async () => {
    expect(await questionHashOf(sum)).toBe(
      "2a560f46afeae630c95509c88f3b6a610489f124dac7757cfe680564dbd2d273",
    );
    expect(await questionHashOf(water)).toBe(
      "60c9e7acd15c0995b316c6c51013a736821b4afca817aa9b59936fb1555eaaa2",
    );
  });

  it("changes when any option or the right option changes", async () => {
    const base = { text: "Q?", options: ["1", "2", "3", "4"], correct: "a" } as const;
    const hashes = await Promise.all([
      questionHashOf(base),
      questionHashOf({ ...base, options: ["1", "2", "3", "5"] }),
      questionHashOf({ ...base, correct: "d" }),
    ]);
    expect(new Set(hashes).size).toBe(3);
  });
});

describe("checking a receipt", () => {
  it("finds a genuine receipt valid and reads its payload", async () => {
    const key = await testKey("k1");
    const receipt = await sign(key);
    expect(receipt.split(".")[0]).toBe(jsonToBase64Url({ alg: "EdDSA", kid: "k1" }));
    expect(await verifyReceipt(receipt, keySetOf(key))).toEqual({
      verdict: "valid",
      payload,
      kid: "k1",
    });
    expect(claimedPayload(receipt)).toEqual(payload);
  });

  it("finds a changed payload tampered, and still shows what it now claims", async () => {
    const key = await testKey("k1");
    const receipt = await sign(key);
    const forged = withSegment(receipt, 1, jsonToBase64Url({ ...payload, coins: 1000 }));
    expect(await verifyReceipt(forged, keySetOf(key))).toEqual({
      verdict: "tampered",
      payload: { ...payload, coins: 1000 },
      kid: "k1",
    });
  });

  it("finds every single-character change tampered or unreadable, never valid", async () => {
    const key = await testKey("k1");
    const receipt = await sign(key);
    const keys = keySetOf(key);
    for (let at = 0; at < receipt.length; at += 7) {
      const swapped = receipt[at] === "A" ? "B" : "A";
      const edited = `${receipt.slice(0, at)}${swapped}${receipt.slice(at + 1)}`;
      const check = await verifyReceipt(edited, keys);
      expect(["tampered", "unknown_key", "unreadable"], `edit at ${at}`).toContain(check.verdict);
    }
  });

  it("finds a signature swapped in from another receipt tampered", async () => {
    const key = await testKey("k1");
    const mine = await sign(key);
    const other = await sign(key, { ...payload, attemptId: "att-2", coins: 0, outcome: "wrong" });
    const swapped = withSegment(mine, 2, other.split(".")[2]!);
    expect((await verifyReceipt(swapped, keySetOf(key))).verdict).toBe("tampered");
  });

  it("names an unknown key when the kid is not published, even if the signature is good", async () => {
    const published = await testKey("k1");
    const stranger = await testKey("k-stranger");
    const check = await verifyReceipt(await sign(stranger), keySetOf(published));
    expect(check).toEqual({ verdict: "unknown_key", payload, kid: "k-stranger" });
  });

  it("finds a receipt signed by another key under a published kid tampered", async () => {
    const published = await testKey("k1");
    const impostor = await testKey("k1");
    expect((await verifyReceipt(await sign(impostor), keySetOf(published))).verdict).toBe(
      "tampered",
    );
  });

  it("finds `alg` changed to none tampered, and the signature stripped unreadable", async () => {
    const key = await testKey("k1");
    const receipt = await sign(key);
    const none = withSegment(receipt, 0, jsonToBase64Url({ alg: "none", kid: "k1" }));
    expect((await verifyReceipt(none, keySetOf(key))).verdict).toBe("tampered");
    expect(
      (await verifyReceipt(`${receipt.split(".").slice(0, 2).join(".")}.`, keySetOf(key))).verdict,
    ).toBe("unreadable");
  });

  it("finds text that is no JWS unreadable", async () => {
    const keys = keySetOf(await testKey("k1"));
    for (const text of ["", "hello", "a.b", "a.b.c.d", "{}"]) {
      expect(await verifyReceipt(text, keys)).toEqual({ verdict: "unreadable" });
    }
  });

  it("still verifies an old receipt after a rotation lists the new key beside the old", async () => {
    const old = await testKey("k-2026-01");
    const current = await testKey("k-2026-11");
    const before = await sign(old);
    const rotated = keySetOf(current, old);
    expect((await verifyReceipt(before, rotated)).verdict).toBe("valid");
    expect((await verifyReceipt(await sign(current), rotated)).verdict).toBe("valid");
    expect((await verifyReceipt(before, keySetOf(current))).verdict).toBe("unknown_key");
  });

  it("ignores white space around a pasted receipt", async () => {
    const key = await testKey("k1");
    const receipt = await sign(key);
    expect((await verifyReceipt(`\n  ${receipt}\n`, keySetOf(key))).verdict).toBe("valid");
  });
});
