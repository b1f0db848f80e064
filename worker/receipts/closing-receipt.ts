import { readConfig } from "../config";
import type { AttemptClosing } from "../domain/live-run";
import { receiptKeyring } from "./receipt-keyring";
import { receiptOfClosing } from "./receipt-signer";

/** A closed attempt's signed receipt, or none where this deployment does not sign. */
export async function closingReceipt(env: Env, closing: AttemptClosing): Promise<string | null> {
  if (!readConfig(env).signsReceipts) return null;
  return receiptOfClosing(await receiptKeyring(env.RECEIPT_SIGNING_KEYS), closing);
}
