import { useLingui } from "@lingui/react";
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
  label,
  compact = false,
}: ReceiptWithQuestion & { label?: string; compact?: boolean }) {
  const { i18n } = useLingui();
  const statusId = useId();
  // What the last action did, as its message, so a language switched meanwhile says it anew.
  const [status, setStatus] = useState<{ id: string; fileName?: string } | null>(null);
  const name = label ?? i18n._("receiptActions.title");

  async function copy() {
    try {
      await navigator.clipboard.writeText(receipt);
      setStatus({ id: "receiptActions.copied" });
    } catch (error) {
      console.error("Could not copy the receipt", error);
      setStatus({ id: "receiptActions.copyRefused" });
    }
  }

  function download() {
    const fileName = receiptFileName(receipt);
    saveJsonFile(receiptFileOf({ receipt, question }), fileName);
    setStatus({ id: "receiptActions.saved", fileName });
  }

  return (
    <details className="receipt-proof" data-compact={compact}>
      {/* Starts with what it shows, so a spoken "Proof" finds it; the rest tells them apart. */}
      <summary aria-label={i18n._("receiptActions.proofNamed", { label: name })}>
        {i18n._("receiptActions.proof")}
      </summary>
      <fieldset className="receipt-actions" aria-label={name} aria-describedby={statusId}>
        <legend className="receipt-actions-title">{i18n._("receiptActions.title")}</legend>
        {!compact && <p className="receipt-actions-hint">{i18n._("receiptActions.hint")}</p>}
        <div className="receipt-actions-buttons">
          <button type="button" className="button" onClick={() => void copy()}>
            {i18n._("receiptActions.copy")}
          </button>
          <button type="button" className="button" onClick={download}>
            {i18n._("receiptActions.download")}
          </button>
          <Link className="button" to={verifyLink({ receipt, question })}>
            {i18n._("receiptActions.check")}
          </Link>
        </div>
        <p id={statusId} className="form-status" role="status">
          {status ? i18n._(status.id, { fileName: status.fileName }) : ""}
        </p>
      </fieldset>
    </details>
  );
}
