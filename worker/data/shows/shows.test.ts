// Proves live shows' storage in D1: a show holds its questions back from runs and its pool
// in the ledger from creation, questions are drawn and chosen only where a show may hold
// them (two shows racing for one question leave one with it), cancel and finish each move
// the pool once whatever the retries, and the ledger audit finds nothing after any of it.
// It does not run a show: the ShowRoom's timeline and answers are proven beside it.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { players } from "../../db/schema/identity";
import { ledgerEntries } from "../../db/schema/money";
import { questions } from "../../db/schema/questions";
import { showEntrants, shows } from "../../db/schema/shows";
import { ledgerReference } from "../../domain/ledger";
import { addQuestions, db } from "../../test/harness";
import { balancesOf } from "../money/ledger";
import { auditLedger } from "../money/ledger-audit";
import { nextQuestionQuery } from "../play/runs";
import { entrantCount, joinedShowIds, recordEntrant } from "./entrants";
import { finishShow } from "./show-finish";
import {
  type CreateShowInput,
  cancelShow,
  createShow,
  listShows,
  showById,
  showQuestions,
} from "./shows";

const NOW = Date.UTC(2026, 10, 29, 12);
const MINUTE = 60_000;
let languageCounter = 0;

/** A language of its own per test, so draws never meet another test's questions. */
async function languageWith(count: number, options: { trial?: number } = {}) {
  const language = `s${++languageCounter}`;
  const ids = await addQuestions(count, { language });
  if (options.trial) await addQuestions(options.trial, { language, trial: true });
  return { language, ids };
}

const input = (language: string, overrides: Partial<CreateShowInput> = {}): CreateShowInput => ({
  id: crypto.randomUUID(),
  title: "Friday night",
  startsAt: NOW + 30 * MINUTE,
  language,
  secondsPerQuestion: 10,
  prizePoolPaise: 30_000,
  questionCount: 3,
  adminId: "admin-1",
  ...overrides,
});

async function created(show: CreateShowInput, now = NOW) {
  const result = await createShow(db(), show, now);
  if ("error" in result) throw new Error(`createShow refused: ${result.error}`);
  return result.id;
}

const reservedFor = async (showId: string) =>
  (
    await db()
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.reservedForShow, showId))
  )
    .map((row) => row.id)
    .sort();

const showCash = async (showId: string) =>
  (await balancesOf(db(), { kind: "show", id: showId })).cash;
const cashOf = async (playerId: string) =>
  (await balancesOf(db(), { kind: "player", id: playerId })).cash;
const auditRows = (showId: string, action: "show-create" | "show-cancel") =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, showId), eq(auditLog.action, action)));

afterAll(async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});

describe("createShow", () => {
  it("draws the questions in the show's language, holds them, and holds the pool as the show's cash", async () => {
    const { language, ids } = await languageWith(5);
    const id = await created(input(language));
    const show = await showById(db(), id);
    expect(show).toMatchObject({
      title: "Friday night",
      startsAt: NOW + 30 * MINUTE,
      language,
      questionCount: 3,
      secondsPerQuestion: 10,
      prizePoolPaise: 30_000,
      status: "scheduled",
      winnersCount: 0,
      sharePaise: 0,
      paidPaise: 0,
      createdAt: NOW,
      endedAt: null,
    });
    const held = await reservedFor(id);
    expect(held).toHaveLength(3);
    expect(held.every((question) => ids.includes(question))).toBe(true);
    const inOrder = await showQuestions(db(), id);
    expect(inOrder.map((question) => question.index)).toEqual([0, 1, 2]);
    expect(inOrder.map((question) => question.questionId).sort()).toEqual(held);
    expect(await showCash(id)).toBe(30_000);
    const [audit] = await auditRows(id, "show-create");
    expect(audit).toMatchObject({ actorId: "admin-1", subjectKind: "show" });
  });

  it("keeps chosen questions in their order, each with its text, options and answer", async () => {
    const { language, ids } = await languageWith(4);
    const chosen = [ids[2]!, ids[0]!, ids[3]!];
    const id = await created(input(language, { questionCount: undefined, questionIds: chosen }));
    const inOrder = await showQuestions(db(), id);
    expect(inOrder.map((question) => question.questionId)).toEqual(chosen);
    const [first] = inOrder;
    const number = chosen[0]!.replace("test-q-", "");
    expect(first).toEqual({
      index: 0,
      questionId: chosen[0],
      text: `Test question ${number}?`,
      options: [`Alpha ${number}`, `Bravo ${number}`, `Charlie ${number}`, `Delta ${number}`],
      correct: "b",
    });
    expect((await showById(db(), id))?.questionCount).toBe(3);
  });

  it("never draws a trial, retired or held question, and says when too few are left", async () => {
    const { language, ids } = await languageWith(4, { trial: 3 });
    await db().update(questions).set({ retiredAt: NOW }).where(eq(questions.id, ids[0]!));
    const first = await created(input(language, { questionCount: 2 }));
    const left = ids.slice(1);
    const refused = await createShow(db(), input(language, { questionCount: 2 }), NOW);
    expect(refused).toEqual({ error: "not_enough_questions" });
    const second = await created(input(language, { questionCount: 1 }));
    const heldByBoth = [...(await reservedFor(first)), ...(await reservedFor(second))].sort();
    expect(heldByBoth).toEqual(left.sort());
  });

  it("refuses chosen questions that are retired, held, of another language, the trial's or missing", async () => {
    const { language, ids } = await languageWith(3, { trial: 1 });
    const other = await languageWith(1);
    const [trial] = (
      await db()
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.languageId, language), eq(questions.forTrial, true)))
    ).map((row) => row.id);
    const held = await created(
      input(language, { questionCount: undefined, questionIds: [ids[0]!] }),
    );
    await db().update(questions).set({ retiredAt: NOW }).where(eq(questions.id, ids[1]!));
    for (const unavailable of [ids[0]!, ids[1]!, other.ids[0]!, trial!, "no-such-question"]) {
      const result = await createShow(
        db(),
        input(language, { questionCount: undefined, questionIds: [ids[2]!, unavailable] }),
        NOW,
      );
      expect(result).toEqual({ error: "question_unavailable" });
    }
    expect(await reservedFor(held)).toEqual([ids[0]]);
    const [free] = await db().select().from(questions).where(eq(questions.id, ids[2]!));
    expect(free?.reservedForShow).toBeNull();
  });

  it("refuses a language the bank does not have", async () => {
    expect(await createShow(db(), input("zz-none"), NOW)).toEqual({ error: "language_unknown" });
  });

  it("lets one of two shows racing for the same question have it, and the other hold nothing", async () => {
    const { language, ids } = await languageWith(3);
    const race = [ids[0]!, ids[1]!];
    const results = await Promise.all(
      [race, [ids[2]!, ids[0]!]].map((questionIds) =>
        createShow(db(), input(language, { questionCount: undefined, questionIds }), NOW),
      ),
    );
    const won = results.filter((result) => "id" in result);
    expect(won).toHaveLength(1);
    expect(results.filter((result) => "error" in result)).toEqual([
      { error: "question_unavailable" },
    ]);
    const showRows = await db().select().from(shows).where(eq(shows.language, language));
    expect(showRows).toHaveLength(1);
    const winner = showRows[0]!.id;
    const kept = (await reservedFor(winner)).length;
    const all = await db().select().from(questions).where(eq(questions.languageId, language));
    expect(all.filter((question) => question.reservedForShow !== null)).toHaveLength(kept);
  });
});

describe("held questions and runs", () => {
  it("never serves a held question in a run until its show is cancelled", async () => {
    const { language, ids } = await languageWith(1);
    const id = await created(input(language, { questionCount: 1 }));
    const run = { id: `run-${language}`, playerId: "runner", languageId: language };
    expect(await nextQuestionQuery(db(), run)).toEqual([]);
    expect(await cancelShow(db(), id, "admin-1", NOW + MINUTE)).toBe("cancelled");
    expect((await nextQuestionQuery(db(), run)).map((question) => question.id)).toEqual(ids);
  });

  it("serves a show's questions in runs again once the show has ended", async () => {
    const { language, ids } = await languageWith(1);
    const id = await created(input(language, { questionCount: 1 }));
    await finishShow(db(), id, [], NOW + 40 * MINUTE);
    const run = { id: `run-${language}`, playerId: "runner", languageId: language };
    expect((await nextQuestionQuery(db(), run)).map((question) => question.id)).toEqual(ids);
  });
});

describe("listShows", () => {
  it("lists shows not over and those over within a day, soonest first", async () => {
    const { language } = await languageWith(4);
    const later = await created(
      input(language, { questionCount: 1, startsAt: NOW + 2 * MINUTE * 60 }),
    );
    const sooner = await created(input(language, { questionCount: 1, startsAt: NOW + MINUTE }));
    const longAgo = NOW - 3 * 24 * 60 * MINUTE;
    const endedToday = await created(
      input(language, { questionCount: 1, startsAt: NOW - 60 * MINUTE }),
      NOW - 90 * MINUTE,
    );
    const endedLongAgo = await created(
      input(language, { questionCount: 1, startsAt: longAgo }),
      longAgo - MINUTE,
    );
    await finishShow(db(), endedToday, [], NOW - 30 * MINUTE);
    await cancelShow(db(), endedLongAgo, "admin-1", NOW - 2 * 24 * 60 * MINUTE);
    const listed = (await listShows(db(), NOW)).map((show) => show.id);
    const mine = listed.filter((id) => [later, sooner, endedToday, endedLongAgo].includes(id));
    expect(mine).toEqual([endedToday, sooner, later]);
  });
});

describe("entrants", () => {
  it("records a join once, keeping its first moment, and counts and names the joined shows", async () => {
    const { language } = await languageWith(2);
    const joined = await created(input(language, { questionCount: 1 }));
    const other = await created(input(language, { questionCount: 1 }));
    await recordEntrant(db(), joined, "p-1", NOW);
    await recordEntrant(db(), joined, "p-1", NOW + 5);
    await recordEntrant(db(), joined, "p-2", NOW + 6);
    expect(await entrantCount(db(), joined)).toBe(2);
    expect(await entrantCount(db(), other)).toBe(0);
    expect(await joinedShowIds(db(), "p-1", [joined, other])).toEqual(new Set([joined]));
    expect(await joinedShowIds(db(), "p-1", [])).toEqual(new Set());
    const [row] = await db()
      .select()
      .from(showEntrants)
      .where(and(eq(showEntrants.showId, joined), eq(showEntrants.playerId, "p-1")));
    expect(row?.joinedAt).toBe(NOW);
  });
});

describe("cancelShow", () => {
  it("cancels once: the pool released, the questions back, one audit row, and again changes nothing", async () => {
    const { language } = await languageWith(3);
    const id = await created(input(language));
    expect(await cancelShow(db(), id, "admin-2", NOW + MINUTE)).toBe("cancelled");
    expect(await cancelShow(db(), id, "admin-2", NOW + 2 * MINUTE)).toBe("cancelled");
    expect(await showById(db(), id)).toMatchObject({ status: "cancelled", endedAt: NOW + MINUTE });
    expect(await showCash(id)).toBe(0);
    expect(await reservedFor(id)).toEqual([]);
    expect(await auditRows(id, "show-cancel")).toHaveLength(1);
  });

  it("answers not_found for no show and already_over for an ended one", async () => {
    const { language } = await languageWith(1);
    const id = await created(input(language, { questionCount: 1 }));
    await finishShow(db(), id, [{ playerId: "p-x", lastAnsweredAt: NOW }], NOW + MINUTE);
    expect(await cancelShow(db(), id, "admin-1", NOW + 2 * MINUTE)).toBe("already_over");
    expect(await cancelShow(db(), "no-such-show", "admin-1", NOW)).toBe("not_found");
    expect(await cashOf("p-x")).toBe(30_000);
  });
});

describe("finishShow", () => {
  it("splits the pool equally, a paisa more to the earliest last answers, as cash", async () => {
    const { language } = await languageWith(3);
    const id = await created(input(language, { prizePoolPaise: 10_000 }));
    const winners = [
      { playerId: "w-late", lastAnsweredAt: NOW + 3 },
      { playerId: "w-early", lastAnsweredAt: NOW + 1 },
      { playerId: "w-middle", lastAnsweredAt: NOW + 2 },
    ];
    const result = await finishShow(db(), id, winners, NOW + 40 * MINUTE);
    expect(result).toEqual({ winnersCount: 3, sharePaise: 3333 });
    expect([await cashOf("w-early"), await cashOf("w-middle"), await cashOf("w-late")]).toEqual([
      3334, 3333, 3333,
    ]);
    expect(await showCash(id)).toBe(0);
    expect(await showById(db(), id)).toMatchObject({
      status: "ended",
      winnersCount: 3,
      sharePaise: 3333,
      paidPaise: 10_000,
      endedAt: NOW + 40 * MINUTE,
    });
    expect(await reservedFor(id)).toEqual([]);
    expect(await entrantCount(db(), id)).toBe(3);
  });

  it("pays once whatever the retries: a second call, even naming others, moves nothing and answers the same", async () => {
    const { language } = await languageWith(3);
    const id = await created(input(language, { prizePoolPaise: 500 }));
    const winners = [
      { playerId: "r-1", lastAnsweredAt: NOW },
      { playerId: "r-2", lastAnsweredAt: NOW + 1 },
    ];
    const [first, racing] = await Promise.all([
      finishShow(db(), id, winners, NOW + 40 * MINUTE),
      finishShow(db(), id, winners, NOW + 40 * MINUTE + 1),
    ]);
    const retry = await finishShow(
      db(),
      id,
      [{ playerId: "r-3", lastAnsweredAt: NOW }],
      NOW + 50 * MINUTE,
    );
    expect([first, racing, retry]).toEqual(Array(3).fill({ winnersCount: 2, sharePaise: 250 }));
    expect([await cashOf("r-1"), await cashOf("r-2"), await cashOf("r-3")]).toEqual([250, 250, 0]);
    expect(await showCash(id)).toBe(0);
  });

  it("releases the whole pool when nobody survives", async () => {
    const { language } = await languageWith(3);
    const id = await created(input(language));
    expect(await finishShow(db(), id, [], NOW + 40 * MINUTE)).toEqual({
      winnersCount: 0,
      sharePaise: 0,
    });
    expect(await showCash(id)).toBe(0);
    expect(await showById(db(), id)).toMatchObject({ status: "ended", paidPaise: 0 });
  });

  it("gives a survivor whose account was closed during the show no share", async () => {
    const { language } = await languageWith(1);
    const id = await created(input(language, { questionCount: 1, prizePoolPaise: 1000 }));
    await db().insert(players).values({
      id: "closed-winner",
      name: "",
      username: "",
      referralCode: "CLOSED01",
      status: "deactivated",
      createdAt: NOW,
    });
    const result = await finishShow(
      db(),
      id,
      [
        { playerId: "closed-winner", lastAnsweredAt: NOW },
        { playerId: "open-winner", lastAnsweredAt: NOW + 1 },
      ],
      NOW + MINUTE,
    );
    expect(result).toEqual({ winnersCount: 1, sharePaise: 1000 });
    expect([await cashOf("closed-winner"), await cashOf("open-winner")]).toEqual([0, 1000]);
  });

  it("pays nothing for a cancelled show", async () => {
    const { language } = await languageWith(1);
    const id = await created(input(language, { questionCount: 1 }));
    await cancelShow(db(), id, "admin-1", NOW);
    const result = await finishShow(
      db(),
      id,
      [{ playerId: "late-1", lastAnsweredAt: NOW }],
      NOW + 1,
    );
    expect(result).toEqual({ winnersCount: 0, sharePaise: 0 });
    expect(await cashOf("late-1")).toBe(0);
    expect((await showById(db(), id))?.status).toBe("cancelled");
  });

  it("pays ten thousand winners in one batch, every paisa of the pool, each once", async () => {
    const { language } = await languageWith(1);
    const id = await created(input(language, { questionCount: 1, prizePoolPaise: 1_000_000 }));
    const winners = Array.from({ length: 10_001 }, (_, n) => ({
      playerId: `many-${n}`,
      lastAnsweredAt: NOW + n,
    }));
    // 1,000,000 paise over 10,001 winners: 99 each, and 9,901 paise left for the earliest.
    expect(await finishShow(db(), id, winners, NOW + MINUTE)).toEqual({
      winnersCount: 10_001,
      sharePaise: 99,
    });
    expect(await cashOf("many-0")).toBe(100);
    expect(await cashOf("many-9900")).toBe(100);
    expect(await cashOf("many-9901")).toBe(99);
    expect(await cashOf("many-10000")).toBe(99);
    expect(await showCash(id)).toBe(0);
    expect(await entrantCount(db(), id)).toBe(10_001);
  });
});

describe("the ledger audit of shows", () => {
  /** Audits with the corruption in place, then repairs it so the final audit is clean. */
  async function auditWhile(corrupt: () => Promise<unknown>, repair: () => Promise<unknown>) {
    await corrupt();
    try {
      return (await auditLedger(env.DB)).map((mismatch) => [mismatch.invariant, mismatch.subject]);
    } finally {
      await repair();
    }
  }

  const entryOf = async (reference: string) => {
    const [row] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, reference));
    if (!row) throw new Error(`no entry ${reference}`);
    return row;
  };
  const removed = (row: typeof ledgerEntries.$inferSelect) =>
    [
      () => db().delete(ledgerEntries).where(eq(ledgerEntries.id, row.id)),
      () => db().insert(ledgerEntries).values(row),
    ] as const;

  it("reports a share without its debit from the show, and a debit without its share", async () => {
    const { language } = await languageWith(1);
    const id = await created(input(language, { questionCount: 1, prizePoolPaise: 600 }));
    await finishShow(db(), id, [{ playerId: "audit-1", lastAnsweredAt: NOW }], NOW + MINUTE);
    const paid = await entryOf(ledgerReference.showSharePaid(id, "audit-1"));
    const share = await entryOf(ledgerReference.showShare(id, "audit-1"));
    expect(await auditWhile(...removed(paid))).toEqual([
      ["show-settlements", id],
      ["show-shares-paid", share.reference],
    ]);
    expect(await auditWhile(...removed(share))).toEqual([
      ["show-settlements", id],
      ["show-shares-paid", paid.reference],
    ]);
  });

  it("reports an ended show whose shares miss part of its pool, and a cancelled one that kept it", async () => {
    const { language } = await languageWith(2);
    const ended = await created(input(language, { questionCount: 1, prizePoolPaise: 600 }));
    await finishShow(db(), ended, [{ playerId: "audit-2", lastAnsweredAt: NOW }], NOW + MINUTE);
    const share = await entryOf(ledgerReference.showShare(ended, "audit-2"));
    const short = await auditWhile(
      () => db().update(ledgerEntries).set({ amount: 500 }).where(eq(ledgerEntries.id, share.id)),
      () => db().update(ledgerEntries).set({ amount: 600 }).where(eq(ledgerEntries.id, share.id)),
    );
    expect(short).toEqual([
      ["show-settlements", ended],
      ["show-shares-paid", share.reference],
    ]);
    const cancelled = await created(input(language, { questionCount: 1 }));
    await cancelShow(db(), cancelled, "admin-1", NOW + MINUTE);
    const release = await entryOf(ledgerReference.showPoolReleased(cancelled));
    expect(await auditWhile(...removed(release))).toEqual([["show-settlements", cancelled]]);
  });

  it("reports a show without its pool, and a pool paid out before it was held", async () => {
    const { language } = await languageWith(1);
    const id = await created(input(language, { questionCount: 1, prizePoolPaise: 700 }));
    await finishShow(db(), id, [{ playerId: "audit-3", lastAnsweredAt: NOW }], NOW + MINUTE);
    const pool = await entryOf(ledgerReference.showPool(id));
    const missing = await auditWhile(...removed(pool));
    expect(missing).toContainEqual(["show-pools", id]);
    expect(missing).toContainEqual(["show-pools-never-negative", id]);
    const late = await auditWhile(
      () =>
        db()
          .update(ledgerEntries)
          .set({ createdAt: NOW + 2 * MINUTE })
          .where(eq(ledgerEntries.id, pool.id)),
      () =>
        db()
          .update(ledgerEntries)
          .set({ createdAt: pool.createdAt })
          .where(eq(ledgerEntries.id, pool.id)),
    );
    expect(late).toEqual([["show-pools-never-negative", id]]);
  });
});
