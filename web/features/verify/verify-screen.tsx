import { Trans, useLingui } from "@lingui/react";
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

/**
 * /verify: anyone pastes a receipt or drops its file, and this browser checks
 * its signature against Quizzy Edge's published keys, the only call it makes, then says
 * plainly whether it is valid, tampered or signed by an unknown key, and what it states.
 * "Check it" elsewhere opens it filled in through the address's fragment.
 */
export function VerifyScreen() {
  const { i18n } = useLingui();
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
      setFileStatus(i18n._("verify.file.read", { name: file.name }));
    } catch (error) {
      console.error("Could not read the receipt file", error);
      setFileStatus(i18n._("verify.file.failed", { name: file.name }));
    }
  }

  function drop(event: DragEvent<HTMLTextAreaElement>) {
    event.preventDefault();
    void open(event.dataTransfer.files[0]);
  }

  return (
    <TitledScreen title={i18n._("verify.title")} className="verify-screen">
      <p>
        <Trans
          id="verify.intro"
          components={{
            // biome-ignore lint/a11y/useAnchorContent: the message puts the link's words inside it.
            0: <a href={pathTo(runRoutes.receiptKeys)} />,
          }}
        />
      </p>
      <div className="verify-input">
        <FieldShell
          id={receiptId}
          name="receipt"
          label={i18n._("verify.receipt.label")}
          hint={i18n._("verify.receipt.hint")}
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
          <label htmlFor={fileId}>{i18n._("verify.file.label")}</label>
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
          <h2>{i18n._("verify.says")}</h2>
          <ReceiptCheck receipt={receipt} />
        </>
      ) : (
        <p className="verify-empty">{i18n._("verify.empty")}</p>
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
