// Proves the reward pool's admin list and removal and the trial's public promise (issue
// 16): `GET /admin/rewards` lists untaken entries with id, rupees and time while SPEC.md's
// list of amounts stays as it was; `DELETE /admin/rewards/{id}` removes a mistyped entry,
// answers 409 for a won one and 404 for none; only a main admin may do either; and
// `GET /api/trial/offer` tells a visitor the largest prize left, or null, and nothing more.
import { beforeAll, describe, expect, it } from "vitest";
import { adminForSuite } from "../test/admin-fixtures";
import { addQuestions, call, signInContributor, signInPlayer } from "../test/harness";
import { wonTrial } from "../test/security/race-flows";

const admin = adminForSuite();

beforeAll(async () => {
  await addQuestions(2);
});

type Entry = { id: string; rupee: number; createdAt: number };

const addReward = (rupees: number) =>
  call("/admin/add/singel/rewards", { token: admin.token, body: { data: rupees } });
const poolEntries = async () =>
  (await call("/admin/rewards", { token: admin.token })).json.data as Entry[];
const removeReward = (id: string, token = admin.token) =>
  call(`/admin/rewards/${id}`, { method: "DELETE", token });
const offer = () => call("/api/trial/offer");

async function emptyPool() {
  for (const entry of await poolEntries()) await removeReward(entry.id);
}

describe("the trial's promise", () => {
  it("is null while the pool is empty, then the largest prize left, and nothing else", async () => {
    await emptyPool();
    expect((await offer()).json).toEqual({ largestRupee: null, prizeAgainAt: null });
    for (const rupees of [10, 75, 20]) await addReward(rupees);
    const { json, status } = await offer();
    expect(status).toBe(200);
    expect(json).toEqual({ largestRupee: 75, prizeAgainAt: null });
  });

  it("drops a prize once a visitor has won it", async () => {
    await emptyPool();
    await wonTrial(admin.token, 60);
    expect((await offer()).json).toEqual({ largestRupee: null, prizeAgainAt: null });
    await addReward(30);
    expect((await offer()).json).toEqual({ largestRupee: 30, prizeAgainAt: null });
  });
});

describe("the pool's entries", () => {
  it("lists untaken entries with id, rupees and time, beside SPEC.md's list of amounts", async () => {
    await emptyPool();
    await addReward(15);
    await addReward(40);
    const entries = await poolEntries();
    expect(entries).toEqual([
      { id: expect.any(String), rupee: 15, createdAt: expect.any(Number) },
      { id: expect.any(String), rupee: 40, createdAt: expect.any(Number) },
    ]);
    expect((await call("/admin/get/singel/rewards", { token: admin.token })).json).toEqual({
      Status: "OK",
      data: [15, 40],
      total: 55,
    });
  });

  it("removes a mistyped entry nobody has won", async () => {
    await emptyPool();
    await addReward(99);
    const [typo] = await poolEntries();
    expect((await removeReward(typo!.id)).json).toEqual({ Status: "OK" });
    expect(await poolEntries()).toEqual([]);
    expect((await removeReward(typo!.id)).status).toBe(404);
  });

  it("refuses to remove a won entry with 409, keeping it for its payout", async () => {
    await emptyPool();
    const { rewardId } = await wonTrial(admin.token, 35);
    const response = await removeReward(rewardId);
    expect([response.status, response.json.error]).toEqual([409, "reward_won"]);
  });

  it("is the main admin's alone: a player's and a contributor's tokens get 401", async () => {
    await addReward(5);
    const [entry] = await poolEntries();
    for (const token of [(await signInPlayer()).token, (await signInContributor()).token]) {
      expect((await call("/admin/rewards", { token })).status).toBe(401);
      expect((await removeReward(entry!.id, token)).status).toBe(401);
    }
    expect((await poolEntries()).some((candidate) => candidate.id === entry!.id)).toBe(true);
  });
});
