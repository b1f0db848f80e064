import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { attempts, tickets } from "../db/schema/play";
import { questions } from "../db/schema/questions";

/** A player's tickets with the attempt and question they report, newest first. */
export function listTicketsOfPlayer(db: Database, playerId: string) {
  return db
    .select({ ticket: tickets, attempt: attempts, question: questions })
    .from(tickets)
    .innerJoin(attempts, eq(attempts.id, tickets.attemptId))
    .innerJoin(questions, eq(questions.id, attempts.questionId))
    .where(eq(tickets.playerId, playerId))
    .orderBy(desc(tickets.createdAt));
}

export type TicketWithContext = Awaited<ReturnType<typeof listTicketsOfPlayer>>[number];
