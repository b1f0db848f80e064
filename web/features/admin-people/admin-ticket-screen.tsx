import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { AdminTicketView } from "../../../contract/tickets";
import { AnswerOptions } from "../../components/answer-options";
import { DetailList } from "../../components/detail-list";
import { InputField, wholeNumberInput } from "../../components/input-field";
import { LoadingScreen } from "../../components/loading-screen";
import { QuestionImage } from "../../components/question-image";
import { LoadFailure } from "../../components/read-view";
import { ReceiptCheck } from "../../components/receipt-check";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { useRealtimeMessage, useResync } from "../../lib/realtime/realtime-provider";
import { adminTicketsQuery, type TicketDecision, useDecideTicket } from "./api";
import "./admin-people.css";

/** SPEC.md section 9: the queue is polled every 5000 ms, the fallback for missed pushes. */
const TICKET_POLL_MS = 5000;
/** contract/tickets.ts decideTicketBody's bound on extra seconds. */
const MAX_EXTRA_SECONDS = 120;

type Decision = Omit<TicketDecision, "id">;

/**
 * /admin/ticket: the pending tickets. New and decided tickets (this admin's or another's)
 * arrive by socket and re-read the queue; the poll catches whatever a socket missed.
 */
export function AdminTicketScreen() {
  const tickets = useQuery(adminTicketsQuery());
  const { refetch } = tickets;
  const refresh = () => void refetch();
  const decideTicket = useDecideTicket();
  const [notice, setNotice] = useState("");

  useRealtimeMessage("ticket", refresh);
  useResync(refresh);
  // Not refetchInterval: that skips a tick while a read is in flight, and SPEC.md's poll
  // is a fresh read every 5000 ms (a newer one cancels a slow one).
  useEffect(() => {
    const timer = setInterval(() => void refetch(), TICKET_POLL_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  function decide(ticket: AdminTicketView, decision: Decision) {
    setNotice("");
    decideTicket.mutate(
      { id: ticket._id, ...decision },
      {
        onSuccess: () =>
          setNotice(
            decision.text === "refund"
              ? `Refunded the ticket from ${ticket.name}.`
              : `Marked the ticket from ${ticket.name} as Non-Refund.`,
          ),
      },
    );
  }
  const busyId = decideTicket.isPending ? decideTicket.variables.id : null;

  const pending = tickets.data?.data;
  return (
    <TitledScreen title="Tickets" className="admin-tickets">
      <StatusLine>{notice}</StatusLine>
      {tickets.isPending && <LoadingScreen />}
      {tickets.error && !tickets.data && (
        <LoadFailure error={tickets.error} what="the tickets" onRetry={refresh} />
      )}
      {pending &&
        (pending.length === 0 ? (
          <p>No tickets waiting</p>
        ) : (
          <ul className="card-list">
            {pending.map((ticket) => (
              <li key={ticket._id}>
                <AdminTicketCard
                  ticket={ticket}
                  busy={busyId === ticket._id}
                  onDecide={(decision) => decide(ticket, decision)}
                />
              </li>
            ))}
          </ul>
        ))}
    </TitledScreen>
  );
}

function AdminTicketCard({
  ticket,
  busy,
  onDecide,
}: {
  ticket: AdminTicketView;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const idPrefix = useId();
  const refundBlocked = busy || !ticket.refundable;

  function refundWithSeconds(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const seconds = String(new FormData(event.currentTarget).get("ex_seconds") ?? "");
    // SPEC.md section 5: an empty input means no extra seconds.
    onDecide({ text: "refund", ex_seconds: seconds === "" ? "" : Number(seconds) });
  }

  return (
    <article className="card admin-ticket" aria-labelledby={`${idPrefix}-title`} aria-busy={busy}>
      <h2 id={`${idPrefix}-title`}>{`Ticket from ${ticket.name}`}</h2>
      {ticket.email && <p className="admin-ticket-email">{ticket.email}</p>}
      <p className="admin-ticket-question">{ticket.qst}</p>
      {ticket.img && <QuestionImage src={ticket.img} />}
      <DetailList
        className="detail-list admin-ticket-details"
        rows={[
          ["Issue", ticket.msg],
          ["Answered", ticket.vr ? "Yes" : "No"],
          ["User's answer", ticket.usa ? ticket.usa.toUpperCase() : "None"],
          ["Seconds used", `${ticket.seconds} of ${ticket.allowed}`],
          ["Seconds requested", ticket.exp_sec],
        ]}
      />
      <AnswerOptions
        options={ticket}
        correct={ticket.ans}
        chosen={ticket.usa}
        chosenLabel="User's answer"
      />
      {ticket.receipt && (
        <section aria-label="Attached receipt">
          <h3>Attached receipt</h3>
          <ReceiptCheck receipt={ticket.receipt} />
        </section>
      )}
      {ticket.refusal && <p className="admin-ticket-refusal">{`No refund: ${ticket.refusal}`}</p>}
      <form className="admin-ticket-refund" onSubmit={refundWithSeconds}>
        <InputField
          id={`${idPrefix}-seconds`}
          name="ex_seconds"
          label="Extra seconds"
          {...wholeNumberInput(0, MAX_EXTRA_SECONDS)}
          disabled={refundBlocked}
        />
        <button type="submit" className="button button-primary" disabled={refundBlocked}>
          Refund with extra seconds
        </button>
      </form>
      <div className="admin-ticket-actions">
        <button
          type="button"
          className="button"
          disabled={refundBlocked}
          onClick={() => onDecide({ text: "refund", ex_seconds: "" })}
        >
          Refund
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => onDecide({ text: "non-refund", ex_seconds: "" })}
        >
          Non-Refund
        </button>
      </div>
    </article>
  );
}
