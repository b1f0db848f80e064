import { claimedPayload } from "../../contract/receipts";
import { ticketRoutes } from "../../contract/routes/tickets";
import type { AdminTicketView, TicketStatus, TicketView } from "../../contract/tickets";
import {
  createTicket,
  decideTicket,
  listPendingTickets,
  listTicketsOfPlayer,
  readAttemptOfPlayer,
  readTicket,
  type TicketWithContext,
} from "../data/play/tickets";
import { secondsUsed } from "../domain/deadline";
import { refundCheck } from "../domain/tickets";
import { requireOwnPath } from "../http/auth";
import { badRequest, conflict, HttpError, notFound } from "../http/errors";
import { pathIdParam } from "../http/params";
import { limitAccountWrites } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { notifyAdmins, notifyPlayer } from "../realtime/notify";

function toTicketView({ ticket, attempt, question }: TicketWithContext): TicketView {
  return {
    _id: ticket.id,
    user: ticket.playerId,
    qst: question.text,
    img: question.imageUrl ?? "",
    seconds: secondsUsed(attempt),
    usa: attempt.answer ?? "",
    vr: attempt.answeredAt !== null,
    exp_sec: ticket.requestedSeconds,
    msg: ticket.issue,
    text: ticket.status as TicketStatus,
    a: question.optionA,
    b: question.optionB,
    c: question.optionC,
    d: question.optionD,
  };
}

function toAdminTicketView(row: TicketWithContext): AdminTicketView {
  const check = refundCheck(row.ticket.issue, row.attempt);
  return {
    ...toTicketView(row),
    name: row.player.name,
    email: row.player.email ?? "",
    ans: row.question.answer,
    allowed: row.attempt.allowedSeconds,
    refundable: check.refundable,
    refusal: check.refundable ? null : check.reason,
    createdAt: row.ticket.createdAt,
    receipt: row.ticket.receipt,
  };
}

/** New tickets reach the admins; decisions reach the admins and the ticket's owner. */
async function announce(
  env: Env,
  ticket: { id: string; playerId: string; status: TicketStatus },
  event: "new" | "decided",
) {
  const message = { type: "ticket", event, ticketId: ticket.id, status: ticket.status } as const;
  await Promise.all([
    notifyAdmins(env, message),
    event === "decided" ? notifyPlayer(env, ticket.playerId, message) : undefined,
  ]);
}

/** A player's reports (SPEC.md `/get/data/ticket/{userId}`) and new ones. */
export const playerTicketRoutes = routerOf([
  handle(ticketRoutes.playerTickets, pathIdParam("userId"), requireOwnPath("userId"), async (c) => {
    const rows = await listTicketsOfPlayer(c.var.db, c.get("session").subjectId);
    return c.json({ data: rows.map(toTicketView) });
  }),
  handle(ticketRoutes.reportTicket, async (c) => {
    const playerId = await limitAccountWrites(c);
    const body = c.req.valid("json");
    const db = c.var.db;
    // Someone else's attempt looks exactly like a missing one.
    const attempt = await readAttemptOfPlayer(db, body.id, playerId);
    if (!attempt) throw notFound("No such question in your games");
    // Stored as sent, even if changed: the admin's screen shows a changed one as tampered.
    if (body.receipt && claimedPayload(body.receipt)?.attemptId !== attempt.id) {
      throw badRequest("That receipt is not this question's", [
        { path: "receipt", message: "Attach the receipt of the question you report" },
      ]);
    }
    const id = await createTicket(
      db,
      {
        playerId,
        attemptId: attempt.id,
        issue: body.msg,
        requestedSeconds: body.exp_sec,
        receipt: body.receipt ?? null,
      },
      Date.now(),
    );
    if (!id) throw conflict("You already reported this question");
    await announce(c.env, { id, playerId, status: "pro" }, "new");
    return c.json({ Status: "OK", id }, 201);
  }),
]);

const runOf = (env: Env, playerId: string) => env.PLAYER_RUN.getByName(playerId);

/** The admins' ticket queue and decisions (SPEC.md section 7). */
export const adminTicketRoutes = routerOf([
  handle(ticketRoutes.adminTickets, async (c) => {
    const rows = await listPendingTickets(c.var.db);
    return c.json({ data: rows.map(toAdminTicketView) });
  }),
  handle(ticketRoutes.decideTicket, async (c) => {
    const { id, text, ex_seconds } = c.req.valid("json");
    const db = c.var.db;
    const row = await readTicket(db, id);
    if (!row) throw notFound("No such ticket");
    if (row.ticket.status !== "pro") {
      // A repeated click on the decision already made is harmless; a different one is not.
      if (row.ticket.status !== text) {
        throw conflict(`This ticket was already decided: ${row.ticket.status}`);
      }
      // The first click's reply may have been lost before the run was told (a restart
      // after the batch): told again, the run takes each ticket's seconds once.
      const owed = row.ticket.extraSeconds ?? 0;
      if (text === "refund") await runOf(c.env, row.ticket.playerId).oweExtraSeconds(id, owed);
      return c.json({ Status: "OK" });
    }
    const check = refundCheck(row.ticket.issue, row.attempt);
    if (text === "refund" && !check.refundable) {
      throw new HttpError(409, "not_refundable", check.reason);
    }
    const decided = await decideTicket(
      db,
      {
        ticketId: id,
        playerId: row.ticket.playerId,
        status: text,
        extraSeconds: text === "refund" ? ex_seconds : 0,
        adminId: c.get("session").subjectId,
      },
      Date.now(),
    );
    if (decided && text === "refund") {
      await runOf(c.env, row.ticket.playerId).oweExtraSeconds(id, ex_seconds);
    }
    if (decided)
      await announce(c.env, { id, playerId: row.ticket.playerId, status: text }, "decided");
    return c.json({ Status: "OK" });
  }),
]);
