import { useId, useState } from "react";
import { Link } from "react-router";
import {
  type ReceiptWithQuestion,
  receiptFileName,
  receiptFileOf,
  verifyLink,
} from "../lib/receipts";
import { saveJsonFile } from "../lib/save-json-file";
import "./receipt.css";

/**
 * A signed receipt offered to its player: copy it, download it as a .json file,
 * or "Check it" on /verify, filled in. One component for the result view, the Bank's
 * history and the run summary. The actions sit closed behind one "Proof" per answer:
 * most players never open it, and a list of answers stays a list of answers.
 * `label` names it, to screen readers, among others on the same screen; `compact` drops
 * the frame and the explanation, for a row in a list.
 */
export function ReceiptActions({
  receipt,
  question,
  label = "Signed receipt",
  compact = false,
}: ReceiptWithQuestion & { label?: string; compact?: boolean }) {
  const statusId = useId();
  const [status, setStatus] = useState("");

  async function copy() {
    try {
      await navigator.clipboard.writeText(receipt);
      setStatus("Receipt copied.");
    } catch (error) {
      console.error("Could not copy the receipt", error);
      setStatus("This browser would not copy it. Download the file instead.");
    }
  }

  function download() {
    const fileName = receiptFileName(receipt);
    saveJsonFile(receiptFileOf({ receipt, question }), fileName);
    setStatus(`Saved as ${fileName}.`);
  }

  return (
    <details className="receipt-proof" data-compact={compact}>
      {/* Starts with what it shows, so a spoken "Proof" finds it; the rest tells them apart. */}
      <summary aria-label={`Proof: ${label}`}>Proof</summary>
      <fieldset className="receipt-actions" aria-label={label} aria-describedby={statusId}>
        <legend className="receipt-actions-title">Signed receipt</legend>
        {!compact && (
          <p className="receipt-actions-hint">
            Proof of how this question went, signed by Quizzy Edge. Anyone can check it.
          </p>
        )}
        <div className="receipt-actions-buttons">
          <button type="button" className="button" onClick={() => void copy()}>
            Copy
          </button>
          <button type="button" className="button" onClick={download}>
            Download .json
          </button>
          <Link className="button" to={verifyLink({ receipt, question })}>
            Check it
          </Link>
        </div>
        <p id={statusId} className="form-status" role="status">
          {status}
        </p>
      </fieldset>
    </details>
  );
}
