// Proves a player reads only their own tickets: the `{userId}` in the path must be the
// caller's own id (DESIGN.md section 2), whatever id is guessed.
import { describe, expect, it } from "vitest";
import { attempts, tickets } from "../db/schema/play";
import { languages, questions } from "../db/schema/questions";
import { call, db, signInPlayer } from "../test/harness";

async function reportTicketFor(playerId: string) {
  const now = Date.now();
  await db()
    .insert(languages)
    .values({ id: "en", code: "en", name: "English", createdAt: now })
    .onConflictDoNothing();
  await db()
    .insert(questions)
    .values({
      id: `q-${playerId}`,
      languageId: "en",
      text: "Which planet is known as the Red Planet?",
      imageUrl: "/images/questions/mars.svg",
      optionA: "Venus",
      optionB: "Mars",
      optionC: "Jupiter",
      optionD: "Saturn",
      answer: "b",
      difficulty: "Easy",
      seconds: 20,
      createdAt: now,
    });
  await db()
    .insert(attempts)
    .values({
      id: `attempt-${playerId}`,
      runId: `run-${playerId}`,
      playerId,
      questionId: `q-${playerId}`,
      position: 0,
      issuedAt: now - 30_000,
      clockStartedAt: now - 28_000,
      deadlineAt: now - 8_000,
      allowedSeconds: 20,
    });
  await db()
    .insert(tickets)
    .values({
      id: `ticket-${playerId}`,
      playerId,
      attemptId: `attempt-${playerId}`,
      issue: "Image Loading",
      requestedSeconds: 10,
      createdAt: now,
    });
}

describe("a player's tickets", () => {
  it("lists the caller's tickets with SPEC.md's fields", async () => {
    const player = await signInPlayer();
    await reportTicketFor(player.userId);
    const { status, json } = await call(`/api/get/data/ticket/${player.userId}`, {
      token: player.token,
    });
    expect(status).toBe(200);
    expect(json).toMatchInlineSnapshot(
      { data: [{ _id: expect.any(String), user: expect.any(String) }] },
      `
      {
        "data": [
          {
            "_id": Any<String>,
            "a": "Venus",
            "b": "Mars",
            "c": "Jupiter",
            "d": "Saturn",
            "exp_sec": 10,
            "img": "/images/questions/mars.svg",
            "msg": "Image Loading",
            "qst": "Which planet is known as the Red Planet?",
            "seconds": 20,
            "text": "pro",
            "usa": "",
            "user": Any<String>,
            "vr": false,
          },
        ],
      }
    `,
    );
  });

  it("answers 403 when the path names another player", async () => {
    const owner = await signInPlayer();
    const intruder = await signInPlayer();
    await reportTicketFor(owner.userId);
    const { status, json } = await call(`/api/get/data/ticket/${owner.userId}`, {
      token: intruder.token,
    });
    expect(status).toBe(403);
    expect(json).toEqual({ error: "forbidden", message: "You cannot access this resource" });
  });

  it("answers 401 without a session", async () => {
    const owner = await signInPlayer();
    expect((await call(`/api/get/data/ticket/${owner.userId}`)).status).toBe(401);
  });
});
