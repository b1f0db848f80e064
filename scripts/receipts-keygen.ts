import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { makeReceiptKey, type ReceiptSigningJwk } from "../worker/receipts/receipt-key";

/**
 * `npm run --silent receipts:keygen [-- --keep <file or URL>]` prints the value of the
 * `RECEIPT_SIGNING_KEYS` Worker secret (docs/DEPLOY.md, receipts): a JSON list of Ed25519
 * keys, oldest first, whose last one signs. With `--keep`, the keys of a key list or JWKS
 * (a saved copy, or the deployment's own /.well-known/quizzy-receipts.json) come first,
 * public parts only, so a rotation keeps every old receipt verifiable without keeping an
 * old private key anywhere.
 */
const { values } = parseArgs({ options: { keep: { type: "string" } } });

type KeptKey = Omit<ReceiptSigningJwk, "d">;

function isEd25519Key(value: unknown): value is KeptKey {
  const key = value as Partial<KeptKey> | null;
  return (
    key?.kty === "OKP" &&
    key.crv === "Ed25519" &&
    typeof key.kid === "string" &&
    typeof key.x === "string"
  );
}

async function keptKeys(source: string): Promise<KeptKey[]> {
  const text = /^https?:\/\//.test(source)
    ? await (await fetch(source)).text()
    : await readFile(source, "utf8");
  const json: unknown = JSON.parse(text);
  const listed = Array.isArray(json) ? json : (json as { keys?: unknown[] }).keys;
  if (!Array.isArray(listed) || !listed.every(isEd25519Key)) {
    throw new Error(`${source} holds no list of Ed25519 keys (OKP, Ed25519, kid, x)`);
  }
  // A retired key only ever verifies: its private part, if the source had one, is dropped.
  return listed.map(({ kty, crv, kid, x }) => ({ kty, crv, kid, x }));
}

const kept = values.keep ? await keptKeys(values.keep) : [];
const fresh = await makeReceiptKey();
console.log(JSON.stringify([...kept, fresh]));
console.error(
  `New signing key ${fresh.kid}${kept.length ? ` after ${kept.length} kept for verifying` : ""}. ` +
    "Pipe this into `npx wrangler secret put RECEIPT_SIGNING_KEYS`; never commit it.",
);
