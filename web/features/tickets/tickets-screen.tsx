import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { TicketIssue, TicketView } from "../../../contract/tickets";
import { AnswerOptions } from "../../components/answer-options";
import { DetailList } from "../../components/detail-list";
import { LoadingScreen } from "../../components/loading-screen";
import { QuestionImage } from "../../components/question-image";
import { LoadFailure } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { useRealtimeMessage, useResync } from "../../lib/realtime/realtime-provider";
import { useStoredValue } from "../../lib/use-stored-value";
import { playerTicketsQuery } from "./api";
import "./tickets.css";

/**
 * What the report's status means for the player. SPEC.md's "no refund is possible" note
 * belongs to a decided Image Loading report: while it is Processing, nothing is decided.
 */
function statusNote(ticket: TicketView, i18n: I18n): string | null {
  if (ticket.text === "pro") return i18n._("tickets.note.pending");
  if (ticket.text === "refund") return i18n._("tickets.note.refunded");
  return ticket.msg === "Image Loading" ? i18n._("tickets.note.imageNoRefund") : null;
}

/** The issues a player picks from (contract/tickets.ts), each a message of its own. */
const issueMessages: Record<TicketIssue, string> = {
  "Image Loading": "tickets.issue.imageLoading",
  "Timer Problem": "tickets.issue.timer",
  "Wrong Answer Marked": "tickets.issue.wrongAnswer",
  "Question Unclear": "tickets.issue.unclear",
  Other: "tickets.issue.other",
};

/** An issue as the player picked it, in the language in use; one this screen does not know, as sent. */
function issueText(issue: string, i18n: I18n): string {
  const id = issueMessages[issue as TicketIssue];
  return id ? i18n._(id) : issue;
}

/**
 * A push is a hint (DESIGN.md section 6): while a report waits for its decision, a slow
 * re-read catches a decision whose push never arrived, as the admins' queue does.
 */
const PENDING_POLL_MS = 10_000;

/** /tickets: the player's reports. Decisions arrive live (`ticket` messages) and re-read the list. */
export function TicketsScreen() {
  const { i18n } = useLingui();
  const userId = useStoredValue("user") ?? "";
  const tickets = useQuery({
    ...playerTicketsQuery(userId),
    refetchInterval: (query) =>
      query.state.data?.data.some((ticket) => ticket.text === "pro") ? PENDING_POLL_MS : false,
  });

  const refresh = () => void tickets.refetch();
  useRealtimeMessage("ticket", (message) => {
    if (message.event === "decided") refresh();
  });
  useResync(refresh);

  return (
    <TitledScreen title={i18n._("tickets.title")}>
      {tickets.isPending && <LoadingScreen />}
      {tickets.error && !tickets.data && (
        <LoadFailure error={tickets.error} what={i18n._("tickets.loadWhat")} onRetry={refresh} />
      )}
      {tickets.data &&
        (tickets.data.data.length === 0 ? (
          <p>{i18n._("tickets.empty")}</p>
        ) : (
          <ul className="card-list">
            {tickets.data.data.map((ticket) => (
              <li key={ticket._id}>
                <TicketItem ticket={ticket} />
              </li>
            ))}
          </ul>
        ))}
    </TitledScreen>
  );
}

function TicketItem({ ticket }: { ticket: TicketView }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const note = statusNote(ticket, i18n);
  const myAnswer = i18n._("tickets.myAnswer");
  return (
    <article className="card" aria-labelledby={headingId}>
      <div className="ticket-card-header">
        <h2 id={headingId}>{ticket.qst}</h2>
        <span className="ticket-badge" data-status={ticket.text}>
          <Trans
            id="tickets.status"
            values={{ status: ticket.text }}
            components={{ 0: <span className="visually-hidden" /> }}
          />
        </span>
      </div>
      <DetailList
        rows={[
          [i18n._("tickets.id"), ticket._id],
          [myAnswer, ticket.usa ? ticket.usa.toUpperCase() : i18n._("tickets.noAnswer")],
          [i18n._("tickets.timeUsed"), i18n._("tickets.seconds", { count: ticket.seconds })],
          [i18n._("tickets.issue"), issueText(ticket.msg, i18n)],
        ]}
      />
      {note && <p className="ticket-note">{note}</p>}
      {ticket.img && (
        <details className="ticket-image">
          <summary>{i18n._("tickets.questionImage")}</summary>
          <QuestionImage src={ticket.img} />
        </details>
      )}
      <AnswerOptions options={ticket} chosen={ticket.usa} chosenLabel={myAnswer} />
    </article>
  );
}
