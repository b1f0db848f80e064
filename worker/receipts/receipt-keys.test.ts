// Proves the receipt keys and signatures in workerd: the published key set is
// public keys only (OKP, Ed25519, kid, x) that anyone may fetch; a real receipt with its
// payload changed, with another receipt's signature, or signed by a key we never
// published fails verification; after a rotation the old receipts still verify and new
// ones carry the new kid; a missing or malformed secret fails loudly; signing a closing is
// deterministic, so the outbox's replay after a restart stores the very receipt the first
// attempt would have; and receipts can be left unsigned only for the bench, never where
// the development identity provider is off.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bytesToBase64Url, jsonToBase64Url } from "../../contract/encoding";
import type { GameStatus } from "../../contract/game";
import { claimedPayload, type ReceiptKeySet, verifyReceipt } from "../../contract/receipts";
import { attempts } from "../db/schema/play";
import type { AttemptClosing, LiveRun } from "../domain/live-run";
import { answerQuestion } from "../domain/run-machine";
import {
  addQuestions,
  answerOpenQuestion,
  call,
  db,
  type Player,
  signInPlayer,
} from "../test/harness";
import { makeReceiptKey } from "./receipt-key";
import { keyringFrom, receiptKeyring } from "./receipt-keyring";
import { receiptOfClosing, signReceipt } from "./receipt-signer";

beforeAll(async () => {
  await addQuestions(6);
});

const publishedKeys = async () =>
  (await call("/.well-known/quizzy-receipts.json")).json as ReceiptKeySet;

/** A new player's first question answered wrong: its receipt. */
async function realReceipt(): Promise<string> {
  const { reply } = await answerOpenQuestion(await signInPlayer(), "c");
  return reply.receipt as string;
}

const GAME_ON: GameStatus = { Status: "on", text: "", resumeAt: null, changedAt: 0 };

const segments = (receipt: string) => receipt.split(".") as [string, string, string];

describe("the published keys", () => {
  it("lists public keys only, to anyone, cacheable", async () => {
    const { status, json, response } = await call("/.well-known/quizzy-receipts.json");
    expect(status).toBe(200);
    expect(json).toEqual({
      keys: [
        {
          kty: "OKP",
          crv: "Ed25519",
          kid: "test-receipts",
          x: expect.any(String),
          alg: "EdDSA",
          use: "sig",
        },
      ],
    });
    expect(JSON.stringify(json)).not.toContain('"d"');
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("names the signing key in every receipt's header", async () => {
    const [header] = segments(await realReceipt());
    expect(header).toBe(jsonToBase64Url({ alg: "EdDSA", kid: "test-receipts" }));
  });
});

describe("verification refuses what we did not sign", () => {
  it("finds a real receipt with its payload changed tampered", async () => {
    const receipt = await realReceipt();
    const [header, , signature] = segments(receipt);
    const payload = claimedPayload(receipt)!;
    const richer = jsonToBase64Url({ ...payload, outcome: "correct", coins: 500 });
    const check = await verifyReceipt(`${header}.${richer}.${signature}`, await publishedKeys());
    expect(check).toMatchObject({ verdict: "tampered", payload: { coins: 500 } });
  });

  it("finds a real receipt carrying another receipt's signature tampered", async () => {
    const [mine, theirs] = await Promise.all([realReceipt(), realReceipt()]);
    const [header, payload] = segments(mine);
    const swapped = `${header}.${payload}.${segments(theirs)[2]}`;
    expect((await verifyReceipt(swapped, await publishedKeys())).verdict).toBe("tampered");
  });

  it("names an unknown key for a receipt signed by a key we never published", async () => {
    const stranger = await keyringFrom(JSON.stringify([await makeReceiptKey()]));
    const forged = await signReceipt(stranger, claimedPayload(await realReceipt())!);
    expect(await verifyReceipt(forged, await publishedKeys())).toMatchObject({
      verdict: "unknown_key",
      kid: stranger.kid,
    });
  });
});

describe("rotating the key", () => {
  it("keeps old receipts verifiable and signs new ones with the newest key", async () => {
    const old = await makeReceiptKey();
    const before = await keyringFrom(JSON.stringify([old]));
    const payload = claimedPayload(await realReceipt())!;
    const oldReceipt = await signReceipt(before, payload);

    const { d: _retired, ...oldPublic } = old;
    const next = await makeReceiptKey();
    const after = await keyringFrom(JSON.stringify([oldPublic, next]));
    expect(after.kid).toBe(next.kid);
    expect(after.keySet.keys.map((key) => key.kid)).toEqual([next.kid, old.kid]);

    expect((await verifyReceipt(oldReceipt, after.keySet)).verdict).toBe("valid");
    const newReceipt = await signReceipt(after, payload);
    expect(await verifyReceipt(newReceipt, after.keySet)).toMatchObject({
      verdict: "valid",
      kid: next.kid,
    });
    expect((await verifyReceipt(newReceipt, before.keySet)).verdict).toBe("unknown_key");
  });

  it("makes keys named by their RFC 7638 thumbprint", async () => {
    const key = await makeReceiptKey();
    const canonical = JSON.stringify({ crv: "Ed25519", kty: "OKP", x: key.x });
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
    expect(key.kid).toBe(bytesToBase64Url(new Uint8Array(digest)));
  });
});

describe("a missing or malformed secret", () => {
  it("fails loudly, naming what is wrong", async () => {
    const key = await makeReceiptKey();
    const { d: _private, ...publicOnly } = key;
    await expect(keyringFrom(undefined)).rejects.toThrow("RECEIPT_SIGNING_KEYS is not set");
    await expect(keyringFrom("not json")).rejects.toThrow("RECEIPT_SIGNING_KEYS is not JSON");
    await expect(keyringFrom("[]")).rejects.toThrow("RECEIPT_SIGNING_KEYS is malformed");
    await expect(keyringFrom(JSON.stringify([publicOnly]))).rejects.toThrow(
      "the newest (last) key must carry its d",
    );
    await expect(keyringFrom(JSON.stringify([key, key]))).rejects.toThrow("kids must differ");
  });
});

describe("signing a closing", () => {
  type OpenRun = LiveRun & { attempt: NonNullable<LiveRun["attempt"]> };
  const playerRun = (p: Player) => env.PLAYER_RUN.getByName(p.userId);

  async function openQuestion() {
    const player = await signInPlayer();
    await call("/api/run/start", { method: "POST", token: player.token });
    await call(`/api/get/question/no/by/user/name/${player.userId}`, { token: player.token });
    const run = await runInDurableObject(
      playerRun(player),
      (_instance, state) => state.storage.kv.get<OpenRun>("run")!,
    );
    return { player, run };
  }

  /** The open question answered wrong 2.4 s after it was served, judged by the run machine. */
  function wrongAnswerClosing({ run }: { run: OpenRun }): AttemptClosing {
    const judged = answerQuestion(run, run.attempt.id, "a", GAME_ON, run.attempt.issuedAt + 2_400);
    if (!judged.closed) throw new Error(`expected a verdict, got ${judged.reply.reason}`);
    return judged.closed.closing;
  }

  it("gives the same closing the same receipt, byte for byte", async () => {
    const closing = wrongAnswerClosing(await openQuestion());
    const keyring = await receiptKeyring(env.RECEIPT_SIGNING_KEYS);
    const first = await receiptOfClosing(keyring, closing);
    expect(await receiptOfClosing(keyring, closing)).toBe(first);
    expect(claimedPayload(first!)).toMatchObject({
      outcome: "wrong",
      issuedAt: closing.receiptFacts!.closedAt,
    });
  });

  it("stores the very same receipt when a restart makes the outbox replay the closing", async () => {
    const open = await openQuestion();
    const closing = wrongAnswerClosing(open);
    const expected = await receiptOfClosing(
      await receiptKeyring(env.RECEIPT_SIGNING_KEYS),
      closing,
    );
    // As if the object judged the answer and died before its D1 batch landed.
    await runInDurableObject(playerRun(open.player), (_instance, state) => {
      state.storage.kv.delete("run");
      state.storage.kv.put("unrecorded-closing", closing);
    });
    await evictDurableObject(playerRun(open.player));

    await call("/api/run/state", { token: open.player.token });
    const [row] = await db().select().from(attempts).where(eq(attempts.id, closing.attempt.id));
    expect(row?.receipt).toBe(expected);
    expect(
      (await call(`/api/receipts/${closing.attempt.id}`, { token: open.player.token })).json,
    ).toEqual({ Status: "OK", receipt: expected });
  });
});
