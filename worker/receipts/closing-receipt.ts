import type { AttemptClosing } from "../domain/live-run";
import { receiptKeyring } from "./receipt-keyring";
import { receiptOfClosing } from "./receipt-signer";

/** A closed attempt's signed receipt: every closed attempt has one. */
export async function closingReceipt(env: Env, closing: AttemptClosing): Promise<string> {
  return receiptOfClosing(await receiptKeyring(env.RECEIPT_SIGNING_KEYS), closing);
}
