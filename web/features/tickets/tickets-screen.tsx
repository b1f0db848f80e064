import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { apiPaths } from "../../../contract/api-paths";
import type { TicketListResponse, TicketStatus, TicketView } from "../../../contract/tickets";
import { AnswerOptions } from "../../components/answer-options";
import { LoadingScreen } from "../../components/loading-screen";
import { PageTitle } from "../../components/page-title";
import { QuestionImage } from "../../components/question-image";
import { LoadFailure } from "../../components/read-view";
import { apiQuery } from "../../lib/api-query";
import { useRealtimeMessage, useResync } from "../../lib/realtime/realtime-provider";
import { useStoredValue } from "../../lib/storage";
import "./tickets.css";

/** SPEC.md's badge words, spelling included. */
const statusLabels: Record<TicketStatus, string> = {
  pro: "Processing",
  refund: "Refunded",
  "non-refund": "Non-Refundeble",
};

/** /tickets: the player's reports. Decisions arrive live (`ticket` messages) and re-read the list. */
export function TicketsScreen() {
  const userId = useStoredValue("user") ?? "";
  const tickets = useQuery(apiQuery<TicketListResponse>(apiPaths.playerTickets(userId), "player"));

  const refresh = () => void tickets.refetch();
  useRealtimeMessage("ticket", (message) => {
    if (message.event === "decided") refresh();
  });
  useResync(refresh);

  return (
    <section className="screen">
      <PageTitle title="Reports" />
      <h1>Reports</h1>
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
    </section>
  );
}

function TicketItem({ ticket }: { ticket: TicketView }) {
  const headingId = useId();
  return (
    <article className="card" aria-labelledby={headingId}>
      <div className="ticket-card-header">
        <h2 id={headingId}>{ticket.qst}</h2>
        <span className="ticket-badge" data-status={ticket.text}>
          <span className="visually-hidden">Status: </span>
          {statusLabels[ticket.text]}
        </span>
      </div>
      <dl className="detail-list">
        <div>
          <dt>ID</dt>
          <dd>{ticket._id}</dd>
        </div>
        <div>
          <dt>My answer</dt>
          <dd>{ticket.usa ? ticket.usa.toUpperCase() : "None"}</dd>
        </div>
        <div>
          <dt>Seconds</dt>
          <dd>{ticket.seconds}</dd>
        </div>
        <div>
          <dt>Issue</dt>
          <dd>{ticket.msg}</dd>
        </div>
      </dl>
      {ticket.msg === "Image Loading" && (
        <p className="ticket-note">No refund is possible if the question was already answered.</p>
      )}
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
