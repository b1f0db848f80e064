// Proves the visitor trial follows the game switch: while the game is off no
// trial question is served or judged (409 game_paused, and no trial is started), a closed
// trial still shows its outcome, and a question that was open across the pause gets its
// full time again once the game resumes.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { trialAttempts } from "../db/schema/money";
import { adminForSuite } from "../test/admin-fixtures";
import { addQuestions, call, db } from "../test/harness";

const admin = adminForSuite();
let deviceCounter = 0;
const newDevice = () => `pause-device-${Date.now()}-${++deviceCounter}`;

beforeAll(async () => {
  await addQuestions(2, { answer: "c", seconds: 20, trial: true });
});

const fetchTrial = (device: string) => call(`/api/get/singel/qst/${device}`);
const answerTrial = (device: string, qno: string, ans: string) =>
  call("/api/get/singel/qst/ans", { body: { ip: device, qno, ans } });
const switchGame = (body: object) =>
  call("/admin/start/game/by/click", { token: admin.token, body });

async function whilePaused(body: () => Promise<void>) {
  expect((await switchGame({ status: "off", text: "5 Minutes" })).status).toBe(200);
  try {
    await body();
  } finally {
    await switchGame({ status: "on" });
  }
}

const trialRowOf = async (device: string) =>
  (await db().select().from(trialAttempts).where(eq(trialAttempts.deviceId, device)))[0];

describe("the trial while the game is off", () => {
  it("serves no question to a new device and starts no trial for it", async () => {
    const device = newDevice();
    await whilePaused(async () => {
      const response = await fetchTrial(device);
      expect(response.status).toBe(409);
      expect(response.json).toMatchObject({ error: "game_paused" });
      expect(response.json.data).toBeUndefined();
    });
    expect(await trialRowOf(device)).toBeUndefined();
    expect((await fetchTrial(device)).json.Status).toBe("OK");
  });

  it("hides an open question and refuses its answer, without closing it", async () => {
    const device = newDevice();
    const qno = ((await fetchTrial(device)).json.data as { qno: string }).qno;
    await whilePaused(async () => {
      expect((await fetchTrial(device)).status).toBe(409);
      const answer = await answerTrial(device, qno, "c");
      expect([answer.status, answer.json.error]).toEqual([409, "game_paused"]);
    });
    expect((await trialRowOf(device))?.outcome).toBe("pending");
    expect((await answerTrial(device, qno, "c")).json.Status).toMatch(/^CORRECT/);
  });

  it("still shows a closed trial's outcome", async () => {
    const device = newDevice();
    const qno = ((await fetchTrial(device)).json.data as { qno: string }).qno;
    await answerTrial(device, qno, "a");
    await whilePaused(async () => {
      expect((await fetchTrial(device)).json).toEqual({ Status: "NO" });
    });
  });

  it("gives a question open across the pause its full time again on resume", async () => {
    const device = newDevice();
    const qno = ((await fetchTrial(device)).json.data as { qno: string }).qno;
    // Served a minute ago: by its own clock it timed out long since.
    const row = await trialRowOf(device);
    await db()
      .update(trialAttempts)
      .set({ issuedAt: row!.issuedAt - 60_000, deadlineAt: row!.deadlineAt! - 60_000 })
      .where(eq(trialAttempts.deviceId, device));
    await whilePaused(async () => undefined);
    const resumed = await fetchTrial(device);
    expect(resumed.json.Status).toBe("OK");
    expect((resumed.json.data as { remainingMs: number }).remainingMs).toBeGreaterThan(18_000);
    expect((await answerTrial(device, qno, "a")).json).toEqual({ Status: "INCORRECT" });
  });
});
