// Proves the ticket loop: a player reports their own attempt once, admins see it live,
// a refund gives the try back exactly once however often or concurrently it is clicked,
// refunds SPEC.md forbids are refused, extra seconds replay the question with more time,
// and the player hears the decision live. The ticket's seconds are the verify reply's
// `secondsUsed`.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { attempts } from "../db/schema/play";
import { adminForSuite } from "../test/admin-fixtures";
import { addQuestions, call, db, type Player, signInPlayer } from "../test/harness";
import { openSocket } from "../test/sockets";

const admin = adminForSuite();

beforeAll(async () => {
  await addQuestions(6);
});

const triesOf = async (p: Player) =>
  (await balancesOf(db(), { kind: "player", id: p.userId })).tries;

/** A player whose run ended on the given choice (b is right); returns the attempt. */
async function playOneQuestion(choice: "b" | "c" | null) {
  const player = await signInPlayer();
  await call("/api/run/start", { method: "POST", token: player.token });
  const question = (
    await call(`/api/get/question/no/by/user/name/${player.userId}`, { token: player.token })
  ).json.data as { _id: string; seconds: number; Question: string };
  let verdict: Record<string, unknown> | null = null;
  if (choice) {
    verdict = (
      await call("/api/verify/answer/question/number", {
        token: player.token,
        body: { answer: choice, user: player.userId, id: question._id },
      })
    ).json;
  } else {
    await call(`/api/delete/by/user/id/for/valid/data/${player.userId}`, {
      method: "DELETE",
      token: player.token,
    });
  }
  return { player, question, verdict };
}

const report = (p: Player, id: string, msg = "Timer Problem", exp_sec = 10) =>
  call("/api/tickets", { token: p.token, body: { id, msg, exp_sec } });
const decide = (id: string, text: string, ex_seconds: unknown = "") =>
  call("/admin/refund/data/and/add/to/users", {
    token: admin.token,
    body: { id, text, ex_seconds },
  });

describe("reporting", () => {
  it("records one report per question and shows it to the player and the admins", async () => {
    const { player, question } = await playOneQuestion("c");
    const first = await report(player, question._id);
    expect(first.status).toBe(201);
    expect((await report(player, question._id)).status).toBe(409);
    const mine = await call(`/api/get/data/ticket/${player.userId}`, { token: player.token });
    expect(mine.json.data).toEqual([
      expect.objectContaining({
        _id: first.json.id,
        msg: "Timer Problem",
        text: "pro",
        usa: "c",
        vr: true,
      }),
    ]);
    const queue = await call("/admin/get/all/tickets/data/admin", { token: admin.token });
    expect(queue.json.data).toContainEqual(
      expect.objectContaining({ _id: first.json.id, ans: "b", refundable: true, exp_sec: 10 }),
    );
  });

  it("shows the seconds the result showed: the verify reply's count, whole seconds as the clock ran", async () => {
    const { player, question, verdict } = await playOneQuestion("c");
    await report(player, question._id);
    const ticketSeconds = async () =>
      (
        (await call(`/api/get/data/ticket/${player.userId}`, { token: player.token })).json
          .data as { seconds: number }[]
      )[0]?.seconds;
    expect(verdict?.secondsUsed).toEqual(expect.any(Number));
    expect(await ticketSeconds()).toBe(verdict?.secondsUsed);

    // Answered 3.9 s into the clock: the countdown showed 3 used, and so does the ticket
    // (it once rounded to 4, one more than the result).
    const [row] = await db().select().from(attempts).where(eq(attempts.id, question._id));
    await db()
      .update(attempts)
      .set({ answeredAt: (row?.clockStartedAt ?? 0) + 3_900 })
      .where(eq(attempts.id, question._id));
    expect(await ticketSeconds()).toBe(3);
  });

  it("answers 404 for another player's question", async () => {
    const { question } = await playOneQuestion("c");
    const intruder = await signInPlayer();
    expect((await report(intruder, question._id)).status).toBe(404);
  });

  it("refuses an unknown issue with 400", async () => {
    const { player, question } = await playOneQuestion("c");
    expect((await report(player, question._id, "Bored")).status).toBe(400);
  });

  it("keeps the admin queue and decisions closed to players", async () => {
    const { player } = await playOneQuestion("c");
    expect((await call("/admin/get/all/tickets/data/admin", { token: player.token })).status).toBe(
      401,
    );
    const { status } = await call("/admin/refund/data/and/add/to/users", {
      token: player.token,
      body: { id: "x", text: "refund" },
    });
    expect(status).toBe(401);
  });
});

describe("deciding", () => {
  it("gives the try back once when refund is clicked twice, and concurrently", async () => {
    const { player, question } = await playOneQuestion("c");
    const id = (await report(player, question._id)).json.id as string;
    const before = await triesOf(player);
    const clicks = await Promise.all(Array.from({ length: 10 }, () => decide(id, "refund")));
    expect(clicks.every((c) => c.status === 200)).toBe(true);
    expect((await decide(id, "refund")).status).toBe(200);
    expect(await triesOf(player)).toBe(before + 1);
  });

  it("pays nothing for a non-refund, and a later refund is refused", async () => {
    const { player, question } = await playOneQuestion("c");
    const id = (await report(player, question._id)).json.id as string;
    const before = await triesOf(player);
    expect((await decide(id, "non-refund")).json).toEqual({ Status: "OK" });
    expect((await decide(id, "refund")).status).toBe(409);
    expect(await triesOf(player)).toBe(before);
  });

  it("refuses a refund for a question answered correctly", async () => {
    const { player, question } = await playOneQuestion("b");
    const id = (await report(player, question._id)).json.id as string;
    const { status, json } = await decide(id, "refund");
    expect(status).toBe(409);
    expect(json.message).toMatch(/answered correctly/);
  });

  it("refuses an Image Loading refund for a question the player answered", async () => {
    const { player, question } = await playOneQuestion("c");
    const id = (await report(player, question._id, "Image Loading")).json.id as string;
    expect((await decide(id, "refund")).json).toMatchObject({ error: "not_refundable" });
  });

  it("refunds an Image Loading report on a question left unanswered", async () => {
    const { player, question } = await playOneQuestion(null);
    const id = (await report(player, question._id, "Image Loading")).json.id as string;
    expect((await decide(id, "refund")).status).toBe(200);
  });

  // The replay served the refunded question, whose answer had been shown.
  it("gives the extra seconds to a fresh question opening the next run", async () => {
    const { player, question } = await playOneQuestion("c");
    const id = (await report(player, question._id)).json.id as string;
    expect((await decide(id, "refund", 15)).status).toBe(200);
    await call("/api/run/start", { method: "POST", token: player.token });
    const replayed = (
      await call(`/api/get/question/no/by/user/name/${player.userId}`, { token: player.token })
    ).json.data as typeof question;
    expect(replayed.Question).not.toBe(question.Question);
    // The suite's questions all allow the same seconds, so the extra ones show as a sum.
    expect(replayed.seconds).toBe(question.seconds + 15);
  });

  it("pushes new tickets to admins and decisions to the player", async () => {
    const { player, question } = await playOneQuestion("c");
    const adminSocket = await openSocket("/admin/ws", admin.token);
    const playerSocket = await openSocket("/api/ws", player.token);
    await adminSocket.next();
    await playerSocket.next();
    const id = (await report(player, question._id)).json.id as string;
    expect(await adminSocket.next()).toEqual({
      type: "ticket",
      event: "new",
      ticketId: id,
      status: "pro",
    });
    await decide(id, "refund");
    expect(await playerSocket.next()).toEqual({
      type: "ticket",
      event: "decided",
      ticketId: id,
      status: "refund",
    });
    expect(await adminSocket.next()).toMatchObject({ event: "decided", ticketId: id });
  });
});
