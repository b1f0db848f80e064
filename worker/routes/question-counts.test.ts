// Proves the move of the question counters off the answer's batch (decision 016):
// the counts an admin reads (served, answered, correct) equal the closed attempts at every
// moment, before the hourly fold, after it, and after a fold with nothing to fold; the
// fold moves them into `questions.times_*` once; and the ledger audit finds nothing.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { LiveQuestionView } from "../../contract/admin-questions";
import { auditLedger } from "../data/money/ledger-audit";
import { questions } from "../db/schema/questions";
import { runScheduledMaintenance } from "../maintenance";
import {
  addQuestions,
  answerOpenQuestion,
  call,
  db,
  signInAdmin,
  signInPlayer,
} from "../test/harness";

let adminToken: string;
beforeAll(async () => {
  adminToken = (await signInAdmin()).token;
  await addQuestions(4);
});

type Counts = Record<string, { served: number; answered: number; correct: number }>;

/** What the admin's question list says, per question. */
async function countsAdminSees(): Promise<Counts> {
  const { json } = await call("/admin/questions?lang=en", { token: adminToken });
  return Object.fromEntries(
    (json.data as LiveQuestionView[]).map((q) => [
      q._id,
      { served: q.served, answered: q.answered, correct: q.correct },
    ]),
  );
}

/** The truth: the closed attempts themselves, for every question of the bank. */
async function countsOfAttempts(): Promise<Counts> {
  const rows = await db().all<{ id: string; served: number; answered: number; correct: number }>(
    sql`select q.id as id,
      (select count(*) from attempts a where a.question_id = q.id) as served,
      (select count(*) from attempts a where a.question_id = q.id and a.outcome in ('correct', 'wrong')) as answered,
      (select count(*) from attempts a where a.question_id = q.id and a.outcome = 'correct') as correct
      from ${questions} q where q.language_id = 'en'`,
  );
  return Object.fromEntries(rows.map(({ id, ...counts }) => [id, counts]));
}

async function playSome() {
  const right = await signInPlayer();
  await answerOpenQuestion(right, "b");
  await answerOpenQuestion(right, "b");
  await answerOpenQuestion(await signInPlayer(), "a");
  const leaver = await signInPlayer();
  await call("/api/run/start", { method: "POST", token: leaver.token });
  await call(`/api/get/question/no/by/user/name/${leaver.userId}`, { token: leaver.token });
  await call(`/api/delete/by/user/id/for/valid/data/${leaver.userId}`, {
    method: "DELETE",
    token: leaver.token,
  });
}

describe("question counts without a write on the answer path", () => {
  it("are exact before the fold, after it, and after a fold with nothing to fold", async () => {
    await playSome();
    const truth = await countsOfAttempts();
    const total = Object.values(truth).reduce((sum, c) => sum + c.served, 0);
    expect(total).toBe(4);
    expect(Object.values(truth).reduce((sum, c) => sum + c.correct, 0)).toBe(2);
    expect(await countsAdminSees()).toEqual(truth);

    expect((await runScheduledMaintenance(env, Date.now())).folded).toBe(total);
    expect(await countsAdminSees()).toEqual(truth);
    // The counters themselves now hold everything.
    const columns = await db()
      .select({
        id: questions.id,
        served: questions.timesServed,
        answered: questions.timesAnswered,
        correct: questions.timesCorrect,
      })
      .from(questions);
    expect(Object.fromEntries(columns.map(({ id, ...c }) => [id, c]))).toEqual(truth);

    expect((await runScheduledMaintenance(env, Date.now())).folded).toBe(0);
    expect(await countsAdminSees()).toEqual(truth);
  });

  it("keeps counting play that happens after a fold, and the ledger stays whole", async () => {
    await playSome();
    expect(await countsAdminSees()).toEqual(await countsOfAttempts());
    await runScheduledMaintenance(env, Date.now());
    expect(await countsAdminSees()).toEqual(await countsOfAttempts());
    expect(await auditLedger(env.DB)).toEqual([]);
  });
});
