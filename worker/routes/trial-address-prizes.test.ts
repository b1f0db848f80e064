// Proves trial prizes per address are bounded (DESIGN.md section 4): a right answer from an
// address that won within the hour is judged right but wins nothing (`CORRECT NO REWARD`)
// and takes nothing from the pool, however many devices it answers from, racing or not,
// and an IPv6 /64 is one address; the bound is the admin's economy setting; and the
// landing's promise (`GET /api/trial/offer`) tells such an address no prize and when one
// comes again, while other addresses are promised the pool. Regression: 20 devices
// answering at once from one address won four prizes. Claims are in
// trial-prize-claims.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listUntakenRewards } from "../data/money/reward-pool";
import { trialAttempts } from "../db/schema/money";
import { TRIAL_PRIZE_WINDOW_MS } from "../domain/trial";
import { adminForSuite } from "../test/admin-fixtures";
import { addQuestions, call, db } from "../test/harness";
import { expectLedgerAuditClean } from "../test/security/race-assertions";

const admin = adminForSuite();

beforeAll(async () => {
  await addQuestions(2, { trial: true, answer: "d" });
});

afterAll(expectLedgerAuditClean);

let counter = 0;
/** A new device's open trial question, fetched from an address of its own. */
async function openTrial() {
  const device = `address-device-${Date.now()}-${++counter}`;
  const { json } = await call(`/api/get/singel/qst/${device}`);
  return { device, qno: (json.data as { qno: string }).qno };
}
const answerRight = ({ device, qno }: { device: string; qno: string }, ip: string) =>
  call("/api/get/singel/qst/ans", { ip, body: { ip: device, qno, ans: "d" } });
const offerTo = (ip: string) => call("/api/trial/offer", { ip });
const poolSize = async () => (await listUntakenRewards(db())).length;

async function fillPool(count: number) {
  for (let i = 0; i < count; i++) {
    await call("/admin/add/singel/rewards", { token: admin.token, body: { data: 10 } });
  }
}

/** Moves the device's win back in time, as if `ms` had passed since. */
async function ageWin(device: string, ms: number) {
  const [row] = await db().select().from(trialAttempts).where(eq(trialAttempts.deviceId, device));
  await db()
    .update(trialAttempts)
    .set({ answeredAt: row!.answeredAt! - ms })
    .where(eq(trialAttempts.deviceId, device));
}

describe("prizes per address", () => {
  it("gives one address one prize an hour: the next right answer wins nothing and takes nothing", async () => {
    const ip = "203.0.113.41";
    await fillPool(3);
    const first = await openTrial();
    expect((await answerRight(first, ip)).json).toEqual({ Status: "CORRECT", rupee: 10 });
    const pool = await poolSize();
    expect((await answerRight(await openTrial(), ip)).json).toEqual({
      Status: "CORRECT NO REWARD",
    });
    expect(await poolSize()).toBe(pool);
    expect((await answerRight(await openTrial(), "203.0.113.42")).json.Status).toBe("CORRECT");

    await ageWin(first.device, TRIAL_PRIZE_WINDOW_MS + 1);
    expect((await answerRight(await openTrial(), ip)).json.Status).toBe("CORRECT");
  });

  it("counts every address of one IPv6 /64 as one", async () => {
    await fillPool(2);
    expect((await answerRight(await openTrial(), "2001:db8:7:9::1")).json.Status).toBe("CORRECT");
    expect((await answerRight(await openTrial(), "2001:db8:7:9:ffff::2")).json).toEqual({
      Status: "CORRECT NO REWARD",
    });
  });

  it("holds the bound when ten right answers from one address race", async () => {
    await fillPool(10);
    const trials = [];
    for (let i = 0; i < 10; i++) trials.push(await openTrial());
    const pool = await poolSize();
    const answers = await Promise.all(trials.map((trial) => answerRight(trial, "203.0.113.43")));
    const statuses = answers.map((answer) => answer.json.Status);
    expect(statuses.filter((status) => status === "CORRECT")).toHaveLength(1);
    expect(statuses.filter((status) => status === "CORRECT NO REWARD")).toHaveLength(9);
    expect(await poolSize()).toBe(pool - 1);
  });

  it("follows the bound the admin sets in the economy settings", async () => {
    const settings = (await call("/admin/settings/run", { token: admin.token })).json;
    expect(settings.trialPrizesPerAddressPerHour).toBe(1);
    const save = (body: object) =>
      call("/admin/settings/run", { method: "PUT", token: admin.token, body });
    expect((await save({ ...settings, trialPrizesPerAddressPerHour: 0 })).status).toBe(400);
    expect((await save({ ...settings, trialPrizesPerAddressPerHour: 2 })).status).toBe(200);
    try {
      await fillPool(3);
      const ip = "203.0.113.44";
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await answerRight(await openTrial(), ip)).json.Status);
      expect(statuses).toEqual(["CORRECT", "CORRECT", "CORRECT NO REWARD"]);
    } finally {
      await save(settings);
    }
  });
});

describe("the landing's promise", () => {
  it("promises no prize to an address that has had its prize, and says when one comes again", async () => {
    await fillPool(2);
    const ip = "203.0.113.45";
    expect((await offerTo(ip)).json).toEqual({ largestRupee: 10, prizeAgainAt: null });
    const won = await openTrial();
    await answerRight(won, ip);
    const [row] = await db()
      .select()
      .from(trialAttempts)
      .where(eq(trialAttempts.deviceId, won.device));
    expect((await offerTo(ip)).json).toEqual({
      largestRupee: null,
      prizeAgainAt: row!.answeredAt! + TRIAL_PRIZE_WINDOW_MS,
    });
    expect((await offerTo("203.0.113.46")).json).toEqual({ largestRupee: 10, prizeAgainAt: null });
  });
});
