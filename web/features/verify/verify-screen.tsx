import { type DragEvent, useId, useState } from "react";
import { useLocation } from "react-router";
import { claimedPayload, type ReceiptQuestion } from "../../../contract/receipts";
import { pathTo } from "../../../contract/route";
import { runRoutes } from "../../../contract/routes/play";
import { FieldShell } from "../../components/field-shell";
import { ReceiptCheck } from "../../components/receipt-check";
import { TitledScreen } from "../../components/titled-screen";
import { readReceiptText, readVerifyLink } from "../../lib/receipts";
import { QuestionHashCheck } from "./question-hash-check";
import "./verify.css";

const TITLE = "Check a receipt";

/**
 * /verify: anyone pastes a receipt or drops its file, and this browser checks
 * its signature against Quizzy Edge's published keys, the only call it makes, then says
 * plainly whether it is valid, tampered or signed by an unknown key, and what it states.
 * "Check it" elsewhere opens it filled in through the address's fragment.
 */
export function VerifyScreen() {
  const location = useLocation();
  // Read once, when the page opens: later edits are the visitor's own.
  const [opened] = useState(() => readVerifyLink(location.hash));
  const [text, setText] = useState(opened?.receipt ?? "");
  const [question, setQuestion] = useState<ReceiptQuestion | undefined>(opened?.question);
  const [fileStatus, setFileStatus] = useState("");
  const receiptId = useId();
  const fileId = useId();
  const { receipt } = readReceiptText(text);
  const payload = receipt ? claimedPayload(receipt) : null;

  function take(pasted: string) {
    setText(pasted);
    const read = readReceiptText(pasted);
    if (read.question) setQuestion(read.question);
  }

  async function open(file: File | undefined) {
    if (!file) return;
    try {
      take(await file.text());
      setFileStatus(`Read ${file.name}.`);
    } catch (error) {
      console.error("Could not read the receipt file", error);
      setFileStatus(`Could not read ${file.name}.`);
    }
  }

  function drop(event: DragEvent<HTMLTextAreaElement>) {
    event.preventDefault();
    void open(event.dataTransfer.files[0]);
  }

  return (
    <TitledScreen title={TITLE} className="verify-screen">
      <p>
        Every question you answer comes with a receipt signed by Quizzy Edge: when it was served,
        its deadline, your answer and what it earned; a live show's answer, with when the server
        took it. This page checks the signature in your browser against our{" "}
        <a href={pathTo(runRoutes.receiptKeys)}>published keys</a>, so you need not trust us:
        nothing you paste here is sent anywhere.
      </p>
      <div className="verify-input">
        <FieldShell
          id={receiptId}
          name="receipt"
          label="Receipt"
          hint="Paste it here, or drop its .json file on this box."
          error={undefined}
        >
          {(aria) => (
            <textarea
              {...aria}
              className="verify-receipt-input"
              rows={6}
              spellCheck={false}
              autoComplete="off"
              value={text}
              onChange={(event) => take(event.target.value)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={drop}
            />
          )}
        </FieldShell>
        <div className="field">
          <label htmlFor={fileId}>Or open a receipt file</label>
          <input
            id={fileId}
            type="file"
            accept=".json,application/json,text/plain"
            onChange={(event) => void open(event.target.files?.[0])}
          />
          <p className="form-status" role="status">
            {fileStatus}
          </p>
        </div>
      </div>
      {receipt ? (
        <>
          <h2>What it says</h2>
          <ReceiptCheck receipt={receipt} />
        </>
      ) : (
        <p className="verify-empty">No receipt yet: paste one above to check it.</p>
      )}
      {payload && (
        <QuestionHashCheck
          key={`${payload.attemptId}:${question?.text ?? ""}`}
          expectedHash={payload.questionHash}
          initial={question ?? { text: "", options: ["", "", "", ""], correct: payload.correct }}
        />
      )}
    </TitledScreen>
  );
}
