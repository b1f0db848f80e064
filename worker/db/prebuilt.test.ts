// The answer's batch runs prebuilt statements: the same SQL drizzle would run,
// built once, bound to each call's own values.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../test/harness";
import { commitPrebuilt, prebuilt } from "./prebuilt";
import { seenQuestions } from "./schema/play";

type Seen = { playerId: string; questionId: string; seenAt: number };

const builds: string[] = [];
const markSeen = prebuilt<Seen>({ playerId: true, questionId: true, seenAt: true }, (db, seen) => {
  builds.push("built");
  return db
    .insert(seenQuestions)
    .values(seen)
    .onConflictDoUpdate({
      target: [seenQuestions.playerId, seenQuestions.questionId],
      set: { seenAt: seen.seenAt.getSQL() },
    });
});

const seenAtOf = async (playerId: string, questionId: string) =>
  (
    await db()
      .select({ seenAt: seenQuestions.seenAt })
      .from(seenQuestions)
      .where(and(eq(seenQuestions.playerId, playerId), eq(seenQuestions.questionId, questionId)))
  )[0]?.seenAt;

describe("a prebuilt statement", () => {
  it("builds its SQL once and binds every call's own values", async () => {
    await commitPrebuilt(db(), [
      markSeen(db(), { playerId: "prebuilt-a", questionId: "q1", seenAt: 10 }),
      markSeen(db(), { playerId: "prebuilt-b", questionId: "q2", seenAt: 20 }),
    ]);
    await commitPrebuilt(db(), [
      markSeen(db(), { playerId: "prebuilt-a", questionId: "q1", seenAt: 30 }),
    ]);

    expect(builds).toEqual(["built"]);
    expect(await seenAtOf("prebuilt-a", "q1")).toBe(30);
    expect(await seenAtOf("prebuilt-b", "q2")).toBe(20);
  });

  it("refuses a call that leaves a value out, rather than writing a default", () => {
    const incomplete = { playerId: "p", questionId: "q" } as unknown as Seen;
    expect(() => markSeen(db(), incomplete)).toThrow(/seenAt/);
  });

  it("commits its statements all or nothing", async () => {
    const broken = { playerId: "prebuilt-c", questionId: "q3", seenAt: null } as unknown as Seen;
    await expect(
      commitPrebuilt(db(), [
        markSeen(db(), { playerId: "prebuilt-c", questionId: "q4", seenAt: 5 }),
        markSeen(db(), broken),
      ]),
    ).rejects.toThrow();
    expect(await seenAtOf("prebuilt-c", "q4")).toBeUndefined();
  });
});
