import { and, desc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rewardPool, trialAttempts } from "../../db/schema/money";
import { languages, questions } from "../../db/schema/questions";
import type { RunSettings } from "../../domain/run-settings";
import type { Choice } from "../../domain/scoring";
import { prizeWindowStart, type Trial, type TrialOutcome } from "../../domain/trial";
import { DEFAULT_LANGUAGE_ID } from "../people/players";
import { askedQuestionColumns } from "../questions/question-bank";

/** The visitor trial's records: one row per device, one reward from the pool per win. */

export async function readTrial(db: Database, deviceId: string): Promise<Trial | null> {
  const [row] = await db
    .select({
      outcome: trialAttempts.outcome,
      issuedAt: trialAttempts.issuedAt,
      deadlineAt: trialAttempts.deadlineAt,
      questionId: questions.id,
      ...askedQuestionColumns,
      imageUrl: questions.imageUrl,
      seconds: questions.seconds,
      prizePaise: rewardPool.amountPaise,
    })
    .from(trialAttempts)
    .innerJoin(questions, eq(questions.id, trialAttempts.questionId))
    .leftJoin(rewardPool, eq(rewardPool.id, trialAttempts.rewardId))
    .where(eq(trialAttempts.deviceId, deviceId))
    .limit(1);
  if (!row) return null;
  return {
    question: {
      id: row.questionId,
      text: row.text,
      imageUrl: row.imageUrl,
      options: { a: row.optionA, b: row.optionB, c: row.optionC, d: row.optionD },
      seconds: row.seconds,
    },
    // Text columns holding only these words: answers pass the contract's choice schema on
    // the way in, and outcomes are written only here.
    correct: row.answer as Choice,
    outcome: row.outcome as TrialOutcome,
    issuedAt: row.issuedAt,
    deadlineAt: row.deadlineAt,
    prizePaise: row.prizePaise ?? 0,
  };
}

/**
 * A live question marked for the trial (never one a paid run serves), at random, in the
 * language the visitor reads the app in (issue 34) when the bank has that language enabled
 * with trial questions, else in the bank's default language.
 */
export async function pickTrialQuestion(db: Database, readerLanguageCode: string) {
  const inReaderLanguage = and(eq(languages.code, readerLanguageCode), eq(languages.enabled, true));
  const [row] = await db
    .select({ question: questions })
    .from(questions)
    .innerJoin(languages, eq(languages.id, questions.languageId))
    .where(
      and(
        eq(questions.forTrial, true),
        isNull(questions.retiredAt),
        or(inReaderLanguage, eq(questions.languageId, DEFAULT_LANGUAGE_ID)),
      ),
    )
    .orderBy(desc(sql`coalesce(${inReaderLanguage}, 0)`), sql`random()`)
    .limit(1);
  return row?.question ?? null;
}

/** Starts the device's one trial; false when the device already has one (a race). */
export async function startTrial(
  db: Database,
  trial: { deviceId: string; ip: string; questionId: string; deadlineAt: number },
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insert(trialAttempts)
    .values({ ...trial, issuedAt: now })
    .onConflictDoNothing()
    .returning({ deviceId: trialAttempts.deviceId });
  return inserted.length === 1;
}

/** Closes a pending trial; only the first close counts. */
export async function closeTrial(
  db: Database,
  deviceId: string,
  outcome: "wrong" | "timeout",
  now: number,
): Promise<boolean> {
  const [result] = await db.batch([
    db
      .update(trialAttempts)
      .set({ outcome, answeredAt: outcome === "wrong" ? now : null })
      .where(and(eq(trialAttempts.deviceId, deviceId), eq(trialAttempts.outcome, "pending"))),
  ]);
  return result.meta.changes === 1;
}

/** A right answer: the device, the address bucket it came from, and that bucket's bound. */
export type TrialWin = {
  deviceId: string;
  address: string;
  settings: Pick<RunSettings, "trialPrizesPerAddressPerHour">;
};

/** Prizes won by right answers from the address bucket within the window (domain/trial.ts). */
const prizesFromAddress = (address: string, now: number) =>
  sql`(select count(*) from ${trialAttempts} where ${trialAttempts.answeredFrom} = ${address} and ${trialAttempts.rewardId} is not null and ${trialAttempts.answeredAt} > ${prizeWindowStart(now)})`;

/**
 * Records a right answer and takes one untaken reward from the pool for it, in one
 * batch, unless its address bucket has already won its prizes within the window. The pool
 * update picks its row and counts the address's prizes inside the statement, and D1 runs
 * writes one at a time, so two winners can never take the same reward, nor one address
 * more than its bound. Returns null when the trial was already closed, else the amount
 * won (0 when nothing was: the pool was empty, or the address had its prizes).
 */
export async function winTrial(db: Database, win: TrialWin, now: number) {
  const { deviceId, address } = win;
  const [closed] = await db.batch([
    db
      .update(trialAttempts)
      .set({ outcome: "correct", answeredAt: now, answeredFrom: address })
      .where(and(eq(trialAttempts.deviceId, deviceId), eq(trialAttempts.outcome, "pending"))),
    db
      .update(rewardPool)
      .set({ takenAt: now, takenByDevice: deviceId })
      .where(
        and(
          sql`${rewardPool.id} = (select ${rewardPool.id} from ${rewardPool} where ${rewardPool.takenAt} is null order by ${rewardPool.createdAt}, ${rewardPool.id} limit 1)`,
          sql`exists (select 1 from ${trialAttempts} where ${trialAttempts.deviceId} = ${deviceId} and ${trialAttempts.outcome} = 'correct' and ${trialAttempts.rewardId} is null and ${trialAttempts.answeredAt} = ${now})`,
          sql`${prizesFromAddress(address, now)} < ${win.settings.trialPrizesPerAddressPerHour}`,
        ),
      ),
    db
      .update(trialAttempts)
      .set({
        rewardId: sql`(select ${rewardPool.id} from ${rewardPool} where ${rewardPool.takenByDevice} = ${deviceId})`,
      })
      .where(and(eq(trialAttempts.deviceId, deviceId), isNull(trialAttempts.rewardId))),
  ]);
  if (closed.meta.changes !== 1) return null;
  return (await readTrial(db, deviceId))?.prizePaise ?? 0;
}

/** When the address bucket's prizes that still count were won, for the landing's promise. */
export async function readPrizeTimesFromAddress(db: Database, address: string, now: number) {
  const rows = await db
    .select({ answeredAt: trialAttempts.answeredAt })
    .from(trialAttempts)
    .where(
      and(
        eq(trialAttempts.answeredFrom, address),
        isNotNull(trialAttempts.rewardId),
        gt(trialAttempts.answeredAt, prizeWindowStart(now)),
      ),
    );
  return rows.flatMap((row) => (row.answeredAt === null ? [] : [row.answeredAt]));
}
