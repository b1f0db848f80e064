import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { apiPaths } from "../../../contract/api-paths";
import {
  type ReportTicketBody,
  type ReportTicketResponse,
  type TicketIssue,
  ticketIssues,
} from "../../../contract/tickets";
import { wholeNumberInput } from "../../components/input-field";
import { ModalDialog } from "../../components/modal-dialog";
import { apiRequest } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import { paths } from "../../lib/paths";

/** contract/tickets.ts reportTicketBody's bound on requested seconds. */
const MAX_EXTRA_SECONDS = 120;

/** A question the player may report: its attempt, how the form names it, its receipt. */
export type ReportableQuestion = { attemptId: string; label: string; receipt?: string };

type Sending =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "failed"; message: string };

function statusText(sending: Sending): string {
  switch (sending.kind) {
    case "editing":
      return "";
    case "sending":
      return "Sending...";
    case "sent":
      return "Report sent. An admin will look at it.";
    case "failed":
      return sending.message;
  }
}

const isIssue = (value: string): value is TicketIssue =>
  (ticketIssues as readonly string[]).includes(value);

/**
 * Reports a question as a ticket (SPEC.md's /tickets); the server allows one per
 * question. From a result it is that question; from a run's summary the player picks one,
 * the `selected` one first (issue 13). Its signed receipt goes along unless unticked.
 * `endsRun` is for the question still open on /play: the server only takes reports on
 * closed questions, so sending first gives it up (the run ends) and returns its receipt.
 */
export function ReportDialog({
  questions,
  selected = questions[0]?.attemptId ?? "",
  defaultIssue,
  endsRun,
  onClose,
}: {
  questions: ReportableQuestion[];
  selected?: string;
  defaultIssue?: TicketIssue;
  endsRun?: () => Promise<string | undefined>;
  onClose: () => void;
}) {
  const idPrefix = useId();
  const [sending, setSending] = useState<Sending>({ kind: "editing" });
  const [attemptId, setAttemptId] = useState(selected);
  const closeRef = useRef<HTMLButtonElement>(null);
  const sent = sending.kind === "sent";
  const receipt = questions.find((question) => question.attemptId === attemptId)?.receipt;

  // The form and its buttons are gone once sent; focus moves to the way out.
  useEffect(() => {
    if (sent) closeRef.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const issue = String(data.get("msg") ?? "");
    const extra = String(data.get("exp_sec") ?? "");
    if (!isIssue(issue) || !attemptId) return;
    const body: ReportTicketBody = { id: attemptId, msg: issue };
    if (extra !== "") body.exp_sec = Number(extra);
    const attach = data.get("attachReceipt") === "on";
    setSending({ kind: "sending" });
    try {
      const closedReceipt = endsRun ? await endsRun() : receipt;
      if (closedReceipt && (attach || endsRun)) body.receipt = closedReceipt;
      await apiRequest<ReportTicketResponse>(apiPaths.reportTicket, {
        audience: "player",
        method: "POST",
        body,
      });
      setSending({ kind: "sent" });
    } catch (error) {
      console.error("Could not send the report", error);
      setSending({
        kind: "failed",
        message: serverMessageOf(error),
      });
    }
  }

  return (
    <ModalDialog role="dialog" labelledBy={`${idPrefix}-title`} onDismiss={onClose}>
      <h2 id={`${idPrefix}-title`}>Report a question</h2>
      {!sent && (
        <form id={`${idPrefix}-form`} className="form" onSubmit={submit}>
          {questions.length > 1 && (
            <div className="field">
              <label htmlFor={`${idPrefix}-question`}>Question</label>
              <select
                id={`${idPrefix}-question`}
                value={attemptId}
                onChange={(event) => setAttemptId(event.target.value)}
              >
                {questions.map((question) => (
                  <option key={question.attemptId} value={question.attemptId}>
                    {question.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor={`${idPrefix}-issue`}>Issue</label>
            <select id={`${idPrefix}-issue`} name="msg" required defaultValue={defaultIssue ?? ""}>
              <option value="" disabled>
                Choose an issue
              </option>
              {ticketIssues.map((issue) => (
                <option key={issue} value={issue}>
                  {issue}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${idPrefix}-seconds`}>Extra seconds wanted (optional)</label>
            <input
              id={`${idPrefix}-seconds`}
              name="exp_sec"
              {...wholeNumberInput(0, MAX_EXTRA_SECONDS)}
            />
          </div>
          {receipt && !endsRun && (
            <label className="report-attach">
              <input type="checkbox" name="attachReceipt" defaultChecked />
              {" Attach this question's signed receipt"}
            </label>
          )}
          {endsRun && (
            <p className="report-ends-run">
              Sending this report ends your game here. If an admin agrees, you get the try back.
            </p>
          )}
        </form>
      )}
      <p className="form-status" role="status">
        {statusText(sending)}
      </p>
      <div className="modal-actions">
        {sent ? (
          <>
            <Link to={paths.tickets} className="button">
              See my reports
            </Link>
            <button
              ref={closeRef}
              type="button"
              className="button button-primary"
              onClick={onClose}
            >
              Close
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              form={`${idPrefix}-form`}
              className="button button-primary"
              disabled={sending.kind === "sending"}
            >
              {endsRun ? "End game and send" : "Send report"}
            </button>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
