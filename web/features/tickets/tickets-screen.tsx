import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { TicketView } from "../../../contract/tickets";
import { AnswerOptions } from "../../components/answer-options";
import { DetailList } from "../../components/detail-list";
import { LoadingScreen } from "../../components/loading-screen";
import { QuestionImage } from "../../components/question-image";
import { LoadFailure } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { useRealtimeMessage, useResync } from "../../lib/realtime/realtime-provider";
import { ticketStatusWords } from "../../lib/ticket-status-words";
import { useStoredValue } from "../../lib/use-stored-value";
import { playerTicketsQuery } from "./api";
import "./tickets.css";

/**
 * What the report's status means for the player. SPEC.md's "no refund is possible" note
 * belongs to a decided Image Loading report: while it is Processing, nothing is decided.
 */
function statusNote(ticket: TicketView): string | null {
  if (ticket.text === "pro") return "Waiting for an admin's decision.";
  if (ticket.text === "refund") return "Your try was given back.";
  return ticket.msg === "Image Loading"
    ? "No refund is possible if the question was already answered."
    : null;
}

/**
 * A push is a hint (DESIGN.md section 6): while a report waits for its decision, a slow
 * re-read catches a decision whose push never arrived, as the admins' queue does.
 */
const PENDING_POLL_MS = 10_000;

/** /tickets: the player's reports. Decisions arrive live (`ticket` messages) and re-read the list. */
export function TicketsScreen() {
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
    <TitledScreen title="Reports">
      {tickets.isPending && <LoadingScreen />}
      {tickets.error && !tickets.data && (
        <LoadFailure error={tickets.error} what="your reports" onRetry={refresh} />
      )}
      {tickets.data &&
        (tickets.data.data.length === 0 ? (
          <p>No reports yet. Report a problem from a question's result.</p>
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
  const headingId = useId();
  const note = statusNote(ticket);
  return (
    <article className="card" aria-labelledby={headingId}>
      <div className="ticket-card-header">
        <h2 id={headingId}>{ticket.qst}</h2>
        <span className="ticket-badge" data-status={ticket.text}>
          <span className="visually-hidden">Status: </span>
          {ticketStatusWords[ticket.text]}
        </span>
      </div>
      <DetailList
        rows={[
          ["ID", ticket._id],
          ["My answer", ticket.usa ? ticket.usa.toUpperCase() : "None"],
          ["Time used", `${ticket.seconds} seconds`],
          ["Issue", ticket.msg],
        ]}
      />
      {note && <p className="ticket-note">{note}</p>}
      {ticket.img && (
        <details className="ticket-image">
          <summary>Question image</summary>
          <QuestionImage src={ticket.img} />
        </details>
      )}
      <AnswerOptions options={ticket} chosen={ticket.usa} chosenLabel="My answer" />
    </article>
  );
}
