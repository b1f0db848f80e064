import { useLingui } from "@lingui/react";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import {
  claimedPayload,
  type ReceiptQuestion,
  type ReceiptResponse,
} from "../../../contract/receipts";
import { choices } from "../../components/answer-options";
import { ReceiptActions } from "../../components/receipt-actions";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import { receiptQuery } from "./api";
import type { RunResult } from "./run-result";

/** How long a timed-out question may stay open on the server after the device's clock ran out. */
const OPEN_RETRIES = 8;
const OPEN_RETRY_MS = 1000;

const isStillOpen = (error: Error) => error instanceof ApiRequestError && error.status === 409;

/**
 * The closed question's signed receipt, read again by its attempt id, so it survives a
 * reload. After a timeout the device's clock may end first: the server answers 409 until
 * it closes the question (about a second later), so that refusal is retried.
 */
export function useAttemptReceipt(attemptId: string, enabled = true) {
  return useQuery({
    ...receiptQuery(attemptId),
    enabled,
    retry: (failures, error) => isStillOpen(error) && failures < OPEN_RETRIES,
    retryDelay: OPEN_RETRY_MS,
  });
}

/** The result view's receipt: its actions once it is here, or why it is not. */
export function RunReceipt({
  read,
  result,
}: {
  read: UseQueryResult<ReceiptResponse>;
  result: RunResult;
}) {
  const { i18n } = useLingui();
  if (read.data) {
    const { receipt } = read.data;
    // After the device's own timeout the page does not know the right option; the receipt does.
    const correct =
      choices.find((choice) => choice === result.correct) ?? claimedPayload(receipt)?.correct;
    const { a, b, c, d } = result.options;
    const question: ReceiptQuestion | undefined = correct && {
      text: result.question,
      options: [a, b, c, d],
      correct,
    };
    return <ReceiptActions receipt={receipt} question={question} />;
  }
  if (read.error) {
    return (
      <div className="receipt-actions" role="alert">
        <p>{i18n._("runReceipt.unread", { reason: serverMessageOf(read.error) })}</p>
        <button type="button" className="button" onClick={() => void read.refetch()}>
          {i18n._("play.tryAgain")}
        </button>
      </div>
    );
  }
  return (
    <p className="form-status" role="status">
      {i18n._("runReceipt.reading")}
    </p>
  );
}
