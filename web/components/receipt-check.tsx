import { useLingui } from "@lingui/react";
import { receiptFactRows, receiptIdentifierRows, VERDICT_WORDS } from "../lib/receipt-words";
import { useReceiptCheck } from "../lib/receipts";
import { DetailList } from "./detail-list";
import { LoadFailure } from "./read-view";
import "./receipt.css";

/**
 * A receipt checked in this browser against the published keys: plainly valid, tampered,
 * signed by an unknown key or not a receipt, then every field in words. Used by /verify
 * and by the admins' ticket screen, so a dispute starts from facts: the plain verdict
 * first, then what the receipt states, with its ids, hashes and signing key under Details.
 */
export function ReceiptCheck({ receipt }: { receipt: string }) {
  const { i18n } = useLingui();
  const { keys, check } = useReceiptCheck(receipt);

  if (keys.error && !keys.data) {
    return (
      <LoadFailure
        error={keys.error}
        what={i18n._("receiptCheck.keys")}
        onRetry={() => void keys.refetch()}
      />
    );
  }
  const words = check && VERDICT_WORDS[check.verdict];
  // What a tampered receipt still says is shown too, under the verdict that disowns it.
  const claims = check && check.verdict !== "unreadable" ? check : null;
  return (
    <div className="receipt-check" data-verdict={check?.verdict ?? "checking"}>
      <p className="receipt-verdict" role="status">
        {words ? (
          <>
            <strong>{words.title}</strong> {words.detail}
          </>
        ) : (
          i18n._("receiptCheck.checking")
        )}
      </p>
      {claims?.payload && <DetailList rows={receiptFactRows(claims.payload)} />}
      {claims?.payload && (
        <details className="receipt-identifiers">
          <summary>{i18n._("receiptCheck.details")}</summary>
          <DetailList rows={receiptIdentifierRows(claims.payload, claims.kid)} />
        </details>
      )}
    </div>
  );
}
