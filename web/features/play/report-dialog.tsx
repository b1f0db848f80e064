import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { RefundRefusals } from "../../../contract/play";
import { type ReportTicketBody, type TicketIssue, ticketIssues } from "../../../contract/tickets";
import { wholeNumberInput } from "../../components/input-field";
import { ModalDialog } from "../../components/modal-dialog";
import { serverMessageOf } from "../../lib/api-errors";
import { paths } from "../../lib/paths";
import { useSendReport } from "./api";

/** contract/tickets.ts reportTicketBody's bound on requested seconds. */
const MAX_EXTRA_SECONDS = 120;

/**
 * A question the player may report: its attempt, how the form names it, its receipt, and
 * why a report with each issue would get no try back (the server's refund rule).
 */
export type ReportableQuestion = {
  attemptId: string;
  label: string;
  receipt?: string;
  refundRefusals?: RefundRefusals;
};

/** Each issue in the player's words; the wire's name is what is sent. */
const ISSUE_MESSAGES: Record<TicketIssue, string> = {
  "Image Loading": "reportDialog.issue.imageLoading",
  "Timer Problem": "reportDialog.issue.timer",
  "Wrong Answer Marked": "reportDialog.issue.wrongAnswerMarked",
  "Question Unclear": "reportDialog.issue.unclear",
  Other: "reportDialog.issue.other",
};

const isIssue = (value: string): value is TicketIssue =>
  (ticketIssues as readonly string[]).includes(value);

/**
 * Why this report would get no try back, said before it is sent: the chosen issue's
 * reason, or before one is chosen the reason every issue shares (a right answer).
 */
function noRefundReason(refusals: RefundRefusals | undefined, issue: string): string | null {
  if (!refusals) return null;
  if (isIssue(issue)) return refusals[issue] ?? null;
  const reasons = ticketIssues.map((each) => refusals[each]);
  const [first] = reasons;
  return first && reasons.every((reason) => reason === first) ? first : null;
}

function statusText(i18n: I18n, sending: ReturnType<typeof useSendReport>): string {
  switch (sending.status) {
    case "idle":
      return "";
    case "pending":
      return i18n._("reportDialog.sending");
    case "success":
      return i18n._("reportDialog.sent");
    case "error":
      return serverMessageOf(sending.error);
  }
}

/**
 * Reports a question as a ticket (SPEC.md's /tickets); the server allows one per
 * question. From a result it is that question; from a run's summary the player picks one,
 * the `selected` one first. Its signed receipt goes along unless unticked.
 * `endsRun` is for the question still open on /play: the server only takes reports on
 * closed questions, so sending first gives it up (the run ends) and returns its receipt.
 */
export function ReportDialog({
  questions,
  selected = questions[0]?.attemptId ?? "",
  defaultIssue,
  endsRun,
  onSent,
  onClose,
}: {
  questions: ReportableQuestion[];
  selected?: string;
  defaultIssue?: TicketIssue;
  endsRun?: () => Promise<string | undefined>;
  /** Once the server has the report (the summary reads its questions again). */
  onSent?: () => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const idPrefix = useId();
  const sending = useSendReport();
  const [attemptId, setAttemptId] = useState(selected);
  const [issue, setIssue] = useState<string>(defaultIssue ?? "");
  const closeRef = useRef<HTMLButtonElement>(null);
  const sent = sending.isSuccess;
  const chosen = questions.find((question) => question.attemptId === attemptId);
  const receipt = chosen?.receipt;
  const noRefund = noRefundReason(chosen?.refundRefusals, issue);

  // The form and its buttons are gone once sent; focus moves to the way out.
  useEffect(() => {
    if (sent) closeRef.current?.focus();
  }, [sent]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const extra = String(data.get("exp_sec") ?? "");
    if (!isIssue(issue) || !attemptId || sending.isPending) return;
    const body: ReportTicketBody = { id: attemptId, msg: issue };
    if (extra !== "") body.exp_sec = Number(extra);
    const attach = data.get("attachReceipt") === "on";
    // Ending the run first answers with the closed question's receipt, always attached.
    const attached = () => (endsRun ? endsRun() : attach ? receipt : undefined);
    sending.mutate({ body, receipt: attached }, { onSuccess: () => onSent?.() });
  }

  return (
    <ModalDialog role="dialog" labelledBy={`${idPrefix}-title`} onDismiss={onClose}>
      <h2 id={`${idPrefix}-title`}>{i18n._("reportDialog.title")}</h2>
      {!sent && (
        <form id={`${idPrefix}-form`} className="form" onSubmit={submit}>
          {questions.length > 1 && (
            <div className="field">
              <label htmlFor={`${idPrefix}-question`}>{i18n._("reportDialog.question")}</label>
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
            <label htmlFor={`${idPrefix}-issue`}>{i18n._("reportDialog.issue")}</label>
            <select
              id={`${idPrefix}-issue`}
              name="msg"
              required
              value={issue}
              aria-describedby={noRefund ? `${idPrefix}-no-refund` : undefined}
              onChange={(event) => setIssue(event.target.value)}
            >
              <option value="" disabled>
                {i18n._("reportDialog.chooseIssue")}
              </option>
              {ticketIssues.map((issue) => (
                <option key={issue} value={issue}>
                  {i18n._(ISSUE_MESSAGES[issue])}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${idPrefix}-seconds`}>{i18n._("reportDialog.extraSeconds")}</label>
            <input
              id={`${idPrefix}-seconds`}
              name="exp_sec"
              {...wholeNumberInput(0, MAX_EXTRA_SECONDS)}
            />
          </div>
          {noRefund && (
            <p id={`${idPrefix}-no-refund`} className="report-no-refund">
              {i18n._("reportDialog.noRefund", { reason: noRefund.toLowerCase() })}
            </p>
          )}
          {receipt && !endsRun && (
            <label className="report-attach">
              <input type="checkbox" name="attachReceipt" defaultChecked />
              {` ${i18n._("reportDialog.attachReceipt")}`}
            </label>
          )}
          {endsRun && <p className="report-ends-run">{i18n._("reportDialog.endsRun")}</p>}
        </form>
      )}
      <p className="form-status" role="status">
        {statusText(i18n, sending)}
      </p>
      <div className="modal-actions">
        {sent ? (
          <>
            <Link to={paths.tickets} className="button">
              {i18n._("reportDialog.seeReports")}
            </Link>
            <button
              ref={closeRef}
              type="button"
              className="button button-primary"
              onClick={onClose}
            >
              {i18n._("reportDialog.close")}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button" onClick={onClose}>
              {i18n._("reportDialog.cancel")}
            </button>
            <button
              type="submit"
              form={`${idPrefix}-form`}
              className="button button-primary"
              disabled={sending.isPending}
            >
              {i18n._(endsRun ? "reportDialog.endAndSend" : "reportDialog.send")}
            </button>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
