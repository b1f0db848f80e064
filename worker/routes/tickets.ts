import { Hono } from "hono";
import { z } from "zod";
import type { TicketListResponse, TicketView } from "../../contract/tickets";
import { listTicketsOfPlayer, type TicketWithContext } from "../data/tickets";
import { openDatabase } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { requireOwnPath, requireRole } from "../http/auth";
import { validate } from "../http/validate";

function toTicketView({ ticket, attempt, question }: TicketWithContext): TicketView {
  const usedMs =
    attempt.answeredAt !== null && attempt.clockStartedAt !== null
      ? attempt.answeredAt - attempt.clockStartedAt
      : attempt.allowedSeconds * 1000;
  return {
    _id: ticket.id,
    user: ticket.playerId,
    qst: question.text,
    img: question.imageUrl ?? "",
    seconds: Math.round(usedMs / 1000),
    usa: attempt.answer ?? "",
    vr: attempt.answeredAt !== null,
    exp_sec: ticket.requestedSeconds,
    msg: ticket.issue,
    text: ticket.status as TicketView["text"],
    a: question.optionA,
    b: question.optionB,
    c: question.optionC,
    d: question.optionD,
  };
}

/** The player's own tickets (SPEC.md `/get/data/ticket/{userId}`); mounted at /api. */
export const playerTicketRoutes = new Hono<AppEnv>().get(
  "/get/data/ticket/:userId",
  requireRole("player"),
  validate("param", z.object({ userId: z.string().min(1).max(64) })),
  requireOwnPath("userId"),
  async (c) => {
    const rows = await listTicketsOfPlayer(openDatabase(c.env.DB), c.get("session").subjectId);
    return c.json({ data: rows.map(toTicketView) } satisfies TicketListResponse);
  },
);
