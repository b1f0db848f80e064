import { useLingui } from "@lingui/react";
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
  const { i18n } = useLingui();
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
              ? i18n._("admin.tickets.refunded", { name: ticket.name })
              : i18n._("admin.tickets.notRefunded", { name: ticket.name }),
          ),
      },
    );
  }
  const busyId = decideTicket.isPending ? decideTicket.variables.id : null;

  const pending = tickets.data?.data;
  return (
    <TitledScreen title={i18n._("admin.tickets.title")} className="admin-tickets">
      <StatusLine>{notice}</StatusLine>
      {tickets.isPending && <LoadingScreen />}
      {tickets.error && !tickets.data && (
        <LoadFailure
          error={tickets.error}
          what={i18n._("admin.tickets.readWhat")}
          onRetry={refresh}
        />
      )}
      {pending &&
        (pending.length === 0 ? (
          <p>{i18n._("admin.tickets.empty")}</p>
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
  const { i18n } = useLingui();
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
      <h2 id={`${idPrefix}-title`}>
        {i18n._("admin.tickets.card.heading", { name: ticket.name })}
      </h2>
      {ticket.email && <p className="admin-ticket-email">{ticket.email}</p>}
      <p className="admin-ticket-question">{ticket.qst}</p>
      {ticket.img && <QuestionImage src={ticket.img} />}
      <DetailList
        className="detail-list admin-ticket-details"
        rows={[
          [i18n._("admin.tickets.card.issue"), ticket.msg],
          [
            i18n._("admin.tickets.card.answered"),
            ticket.vr ? i18n._("admin.tickets.card.yes") : i18n._("admin.tickets.card.no"),
          ],
          [
            i18n._("admin.tickets.card.usersAnswer"),
            ticket.usa ? ticket.usa.toUpperCase() : i18n._("admin.tickets.card.noAnswer"),
          ],
          [
            i18n._("admin.tickets.card.secondsUsed"),
            i18n._("admin.tickets.card.secondsOf", {
              seconds: ticket.seconds,
              allowed: ticket.allowed,
            }),
          ],
          [i18n._("admin.tickets.card.secondsRequested"), ticket.exp_sec],
        ]}
      />
      <AnswerOptions
        options={ticket}
        correct={ticket.ans}
        chosen={ticket.usa}
        chosenLabel={i18n._("admin.tickets.card.usersAnswer")}
      />
      {ticket.receipt && (
        <section aria-label={i18n._("admin.tickets.card.receipt")}>
          <h3>{i18n._("admin.tickets.card.receipt")}</h3>
          <ReceiptCheck receipt={ticket.receipt} />
        </section>
      )}
      {ticket.refusal && (
        <p className="admin-ticket-refusal">
          {i18n._("admin.tickets.card.refusal", { reason: ticket.refusal })}
        </p>
      )}
      <form className="admin-ticket-refund" onSubmit={refundWithSeconds}>
        <InputField
          id={`${idPrefix}-seconds`}
          name="ex_seconds"
          label={i18n._("admin.tickets.card.extraSeconds")}
          {...wholeNumberInput(0, MAX_EXTRA_SECONDS)}
          disabled={refundBlocked}
        />
        <button type="submit" className="button button-primary" disabled={refundBlocked}>
          {i18n._("admin.tickets.card.refundWithSeconds")}
        </button>
      </form>
      <div className="admin-ticket-actions">
        <button
          type="button"
          className="button"
          disabled={refundBlocked}
          onClick={() => onDecide({ text: "refund", ex_seconds: "" })}
        >
          {i18n._("admin.tickets.card.refund")}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => onDecide({ text: "non-refund", ex_seconds: "" })}
        >
          {i18n._("admin.tickets.card.nonRefund")}
        </button>
      </div>
    </article>
  );
}
