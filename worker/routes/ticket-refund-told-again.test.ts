// Proves a refund's extra seconds survive a lost reply (issue 35's chaos review): when the
// decision's batch landed but the player's PlayerRun was not told (the runtime died
// between the two), the same decision sent again tells it, and the run takes each
// ticket's seconds once, however often the decision is repeated.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../index";
import { adminForSuite } from "../test/admin-fixtures";
import { failingDurableObjects } from "../test/broken-bindings";
import { addQuestions, call, type Player } from "../test/harness";
import { playerRunOf } from "../test/play-fixtures";
import { reportedTicket } from "../test/security/race-flows";

const admin = adminForSuite();
beforeAll(async () => {
  await addQuestions(2);
});
const decision = (id: string) => ({ id, text: "refund", ex_seconds: 10 });

const owedSeconds = (player: Player) =>
  runInDurableObject(playerRunOf(player), (_instance, state) => state.storage.kv.get("replay"));
const spendOwedSeconds = (player: Player) =>
  runInDurableObject(playerRunOf(player), (_instance, state) => state.storage.kv.delete("replay"));

describe("a refund decided again after its reply was lost", () => {
  it("owes the run its extra seconds, once", async () => {
    const { player, ticketId } = await reportedTicket();
    // The batch lands; the PlayerRun cannot be told.
    const cut = await app.request(
      "/admin/refund/data/and/add/to/users",
      {
        method: "POST",
        headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
        body: JSON.stringify(decision(ticketId)),
      },
      { ...env, PLAYER_RUN: failingDurableObjects() },
    );
    expect(cut.status).toBe(500);
    expect(await owedSeconds(player)).toBeUndefined();

    const again = await call("/admin/refund/data/and/add/to/users", {
      token: admin.token,
      body: decision(ticketId),
    });
    expect(again.status).toBe(200);
    expect(await owedSeconds(player)).toEqual({ extraSeconds: 10 });

    // Once the next run took them, a third click owes nothing more.
    await spendOwedSeconds(player);
    await call("/admin/refund/data/and/add/to/users", {
      token: admin.token,
      body: decision(ticketId),
    });
    expect(await owedSeconds(player)).toBeUndefined();
  });
});
