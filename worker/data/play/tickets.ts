import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { players } from "../../db/schema/identity";
import { attempts, tickets } from "../../db/schema/play";
import { questions } from "../../db/schema/questions";
import { ledgerReference } from "../../domain/ledger";
import { newId } from "../../ids";
import { auditStatement } from "../audit";
import { moveWhen } from "../money/ledger";
import { insertUnlessTaken } from "../rows";

const ticketContext = (db: Database) =>
  db
    .select({ ticket: tickets, attempt: attempts, question: questions, player: players })
    .from(tickets)
    .innerJoin(attempts, eq(attempts.id, tickets.attemptId))
    .innerJoin(questions, eq(questions.id, attempts.questionId))
    .innerJoin(players, eq(players.id, tickets.playerId));

export type TicketWithContext = Awaited<
  ReturnType<ReturnType<typeof ticketContext>["all"]>
>[number];

/** A player's tickets with the attempt and question they report, newest first. */
export function listTicketsOfPlayer(db: Database, playerId: string) {
  return ticketContext(db).where(eq(tickets.playerId, playerId)).orderBy(desc(tickets.createdAt));
}

/** Tickets awaiting a decision, oldest first (the admin works the queue in order). */
export function listPendingTickets(db: Database) {
  return ticketContext(db).where(eq(tickets.status, "pro")).orderBy(tickets.createdAt);
}

export async function readTicket(db: Database, ticketId: string) {
  const [row] = await ticketContext(db).where(eq(tickets.id, ticketId)).limit(1);
  return row ?? null;
}

export async function readAttemptOfPlayer(db: Database, attemptId: string, playerId: string) {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.playerId, playerId)))
    .limit(1);
  return row ?? null;
}

/** Null when the attempt already has a ticket (one report per question served). */
export async function createTicket(
  db: Database,
  ticket: {
    playerId: string;
    attemptId: string;
    issue: string;
    requestedSeconds: number;
    receipt: string | null;
  },
  now: number,
): Promise<string | null> {
  return insertUnlessTaken(db, tickets, { id: newId(), ...ticket, createdAt: now });
}

/**
 * Records the decision once (only a ticket still `pro` changes) and, for a refund, gives
 * the try back in the same batch, written only if this decision is the recorded one: two
 * admins clicking at once refund once, and a refund racing a non-refund cannot pay. The
 * audit row goes first, on the same condition as the decision, so it is written exactly
 * when the decision is. Returns whether this call made the decision.
 */
export async function decideTicket(
  db: Database,
  decision: {
    ticketId: string;
    playerId: string;
    status: "refund" | "non-refund";
    extraSeconds: number;
    adminId: string;
  },
  now: number,
): Promise<boolean> {
  const stillPending = sql`exists (select 1 from ${tickets}
    where ${tickets.id} = ${decision.ticketId} and ${tickets.status} = 'pro')`;
  const [, update] = await db.batch([
    auditStatement(
      db,
      {
        actor: { role: "admin", id: decision.adminId },
        action: "ticket-decision",
        subject: { kind: "ticket", id: decision.ticketId },
        summary:
          decision.status === "refund"
            ? `Refunded the ticket's try${decision.extraSeconds > 0 ? ` with ${decision.extraSeconds} extra seconds` : ""}`
            : "Decided the ticket gets no refund",
        before: { status: "pro" },
        after: { status: decision.status, extraSeconds: decision.extraSeconds },
      },
      now,
      stillPending,
    ),
    db
      .update(tickets)
      .set({
        status: decision.status,
        extraSeconds: decision.extraSeconds,
        decidedBy: decision.adminId,
        decidedAt: now,
      })
      .where(and(eq(tickets.id, decision.ticketId), eq(tickets.status, "pro"))),
    moveWhen(
      db,
      {
        holder: { kind: "player", id: decision.playerId },
        account: "tries",
        amount: 1,
        reference: ledgerReference.ticketRefund(decision.ticketId),
        memo: "Ticket refund",
      },
      sql`exists (select 1 from ${tickets} where ${tickets.id} = ${decision.ticketId} and ${tickets.status} = 'refund')`,
      now,
    ),
  ]);
  return update.meta.changes === 1;
}
