import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { runs } from "../../db/schema/play";
import { ledgerReference } from "../../domain/ledger";
import type { RunQuestion } from "../../domain/live-run";
import { dayOf, type RunSettings } from "../../domain/run-settings";
import { guardedDebit, moveWhen } from "../money/ledger";
import { hasDrawableQuestion, insertPaidRun, nextQuestionQuery } from "./runs";

export type RunOpening = {
  runId: string;
  playerId: string;
  languageId: string;
  /** The player's person key: the daily free try is once per person. */
  personKey: string;
  settings: RunSettings;
};

/**
 * Opens a run in one D1 batch: the day's free tries (once a day per person), the try
 * this run costs (only if the balance has one), the run row (only if that try was paid),
 * and the run's first question. A language with no live question to serve takes nothing:
 * no free try is credited and no try spent, so `firstQuestion` null means nothing moved.
 * The same opening (the same `runId`) sent again, after D1 took it but its reply was lost,
 * writes nothing more and answers the run as paid.
 */
export async function openRun(
  db: Database,
  opening: RunOpening,
  now: number,
): Promise<{ paid: boolean; firstQuestion: RunQuestion | null }> {
  const { runId, playerId, languageId, settings } = opening;
  const holder = { kind: "player" as const, id: playerId };
  const servable = hasDrawableQuestion(languageId);
  const [, , , picked, opened] = await db.batch([
    moveWhen(
      db,
      {
        holder,
        account: "tries",
        amount: settings.freeTriesPerDay,
        reference: ledgerReference.dailyTry(opening.personKey, dayOf(now, settings.dayTimeZone)),
        memo: "Daily free try",
      },
      servable,
      now,
    ),
    guardedDebit(
      db,
      {
        holder,
        account: "tries",
        amount: -1,
        reference: ledgerReference.runTry(runId),
        memo: "Game run",
      },
      now,
      servable,
    ),
    insertPaidRun(
      db,
      { id: runId, playerId, languageId, questionCount: settings.questionsPerRun },
      now,
    ),
    nextQuestionQuery(db, { id: runId, playerId, languageId }),
    db.select({ id: runs.id }).from(runs).where(eq(runs.id, runId)),
  ]);
  const [firstQuestion] = picked;
  // Paid when the run row is there: written now, or by this very opening before, whose
  // reply was lost (its try was spent then, and its debit is not written again).
  return { paid: opened.length === 1, firstQuestion: firstQuestion ?? null };
}
