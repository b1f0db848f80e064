import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  claimedAnyReceipt,
  claimedPayload,
  type ReceiptCheck,
  type ReceiptQuestion,
  type SignedPayload,
  verifyReceipt,
} from "../../contract/receipts";
import { pathTo } from "../../contract/route";
import { runRoutes } from "../../contract/routes/play";
import { receiptKeysQuery } from "./api/play";
import { paths } from "./paths";

/**
 * Receipts in the browser: the published keys, the check against them, and
 * the two ways a receipt leaves a screen: a /verify link and a .json file.
 */

/**
 * A receipt checked against the published keys in this browser, a run's answer or a live
 * show's; null until both are known.
 */
export function useReceiptCheck(receipt: string) {
  // The published keys: the only call the check makes, and a public one.
  const keys = useQuery(receiptKeysQuery());
  const [checked, setChecked] = useState<{
    receipt: string;
    check: ReceiptCheck<SignedPayload>;
  } | null>(null);
  const keySet = keys.data;

  useEffect(() => {
    if (!keySet) return;
    let current = true;
    void verifyReceipt(receipt, keySet, claimedAnyReceipt).then((check) => {
      if (current) setChecked({ receipt, check });
    });
    return () => {
      current = false;
    };
  }, [receipt, keySet]);

  // A check of the text before an edit is not this text's check.
  return { keys, check: checked?.receipt === receipt ? checked.check : null };
}

/** A receipt, with its question when the screen offering it knows it (to check its hash). */
export type ReceiptWithQuestion = { receipt: string; question?: ReceiptQuestion };

const LETTERS = ["a", "b", "c", "d"] as const;
const isLetter = (value: unknown): value is ReceiptQuestion["correct"] =>
  LETTERS.includes(value as never);

/**
 * /verify filled in. Everything rides in the fragment, which survives a reload and never
 * reaches a server (nor its logs). The question's fields use the result page's names.
 */
export function verifyLink({ receipt, question }: ReceiptWithQuestion): string {
  const fields = new URLSearchParams({ receipt });
  if (question) {
    fields.set("qst", question.text);
    for (const [i, letter] of LETTERS.entries()) fields.set(letter, question.options[i]!);
    fields.set("ans", question.correct);
  }
  return `${paths.verify}#${fields}`;
}

export function readVerifyLink(hash: string): ReceiptWithQuestion | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ""));
  const receipt = fields.get("receipt");
  if (!receipt) return null;
  const text = fields.get("qst");
  const correct = fields.get("ans");
  if (text === null || !isLetter(correct)) return { receipt };
  const option = (letter: string) => fields.get(letter) ?? "";
  const options = [option("a"), option("b"), option("c"), option("d")] as const;
  return { receipt, question: { text, options, correct } };
}

/**
 * The downloaded file: the receipt, where its keys are published, and the question when
 * known. Only `receipt` is evidence; the rest helps whoever checks it.
 */
export type ReceiptFile = { receipt: string; keys: string; question?: ReceiptQuestion };

export function receiptFileOf({ receipt, question }: ReceiptWithQuestion): ReceiptFile {
  const keys = new URL(pathTo(runRoutes.receiptKeys), window.location.origin).href;
  return question ? { receipt, keys, question } : { receipt, keys };
}

export function receiptFileName(receipt: string): string {
  return `quizzy-receipt-${claimedPayload(receipt)?.attemptId ?? "unreadable"}.json`;
}

function isQuestion(value: unknown): value is ReceiptQuestion {
  const q = value as Partial<ReceiptQuestion> | null;
  return (
    typeof q?.text === "string" &&
    Array.isArray(q.options) &&
    q.options.length === 4 &&
    q.options.every((option) => typeof option === "string") &&
    isLetter(q.correct)
  );
}

/** What was pasted or dropped: a bare receipt, or one of our receipt files. */
export function readReceiptText(text: string): ReceiptWithQuestion {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return { receipt: trimmed };
  try {
    const file = JSON.parse(trimmed) as Partial<ReceiptFile>;
    if (typeof file.receipt !== "string") return { receipt: trimmed };
    return isQuestion(file.question)
      ? { receipt: file.receipt, question: file.question }
      : { receipt: file.receipt };
  } catch {
    return { receipt: trimmed };
  }
}
