// Proves the Bank's history speaks the player's words ("Withdrawal waiting to be
// paid · Winnings +₹25.00" read like money won): one entry per thing the player did, never
// one per ledger leg, and never the `winnings` holds. A withdrawal is one "withdrawal"
// entry taking cash, its payout's state read fresh (requested, then paid, with a "paid"
// entry beside it; or rejected, with a "returned" entry giving the cash back); a deposit
// with its first-deposit bonus is one entry; a bought try is one entry (a try in, money
// out); a run's start with the day's free try is one entry linked to its run, moving no
// try. A page never splits the legs of one moment. The ledger audit holds afterwards.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntryView, HistoryResponse } from "../../contract/account";
import { auditLedger } from "../data/money/ledger-audit";
import {
  addQuestions,
  call,
  fetchQuestion,
  type Player,
  sendAnswer,
  signInAdmin,
  startRun,
} from "../test/harness";
import { markPaid, playerWithCash, rejectPayout, withdrawn } from "../test/money-fixtures";

let adminToken: string;

beforeAll(async () => {
  await addQuestions(12);
  adminToken = (await signInAdmin()).token;
});

afterAll(async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});

const historyOf = async (player: Player, before?: number) =>
  (
    await call(`/api/account/history${before ? `?before=${before}` : ""}`, {
      token: player.token,
    })
  ).json as unknown as HistoryResponse;

const kinds = (entries: HistoryEntryView[]) => entries.map((entry) => entry.kind);

describe("the history of a withdrawal", () => {
  it("is one entry taking cash while it waits, never a winnings line", async () => {
    const player = await playerWithCash(40);
    await withdrawn(player, 25);
    const { entries } = await historyOf(player);
    expect(kinds(entries)).toEqual(["withdrawal", "deposit"]);
    expect(entries[0]).toMatchObject({
      movements: [{ account: "cash", amount: -2500 }],
      payout: { kind: "withdrawal", amount: 2500, status: "requested" },
    });
    const deposit = entries[1]!;
    expect(deposit.movements).toEqual([
      { account: "cash", amount: 4000 },
      { account: "bonus", amount: 1000 },
    ]);
    for (const entry of entries) {
      expect(entry.movements.map((movement) => movement.account)).not.toContain("winnings");
    }
  });

  it("says it was paid: the request reads paid and a paid entry moves no balance", async () => {
    const player = await playerWithCash(30);
    const payoutId = await withdrawn(player, 25);
    expect((await markPaid(adminToken, payoutId, "UTR1")).status).toBe(200);
    const { entries } = await historyOf(player);
    expect(kinds(entries)).toEqual(["payout-paid", "withdrawal", "deposit"]);
    expect(entries[0]).toMatchObject({
      movements: [],
      payout: { kind: "withdrawal", amount: 2500, status: "paid" },
    });
    expect(entries[1]?.payout?.status).toBe("paid");
  });

  it("says it was returned: the cash comes back in one entry", async () => {
    const player = await playerWithCash(30);
    const payoutId = await withdrawn(player, 25);
    expect((await rejectPayout(adminToken, payoutId, "Name does not match")).status).toBe(200);
    const { entries } = await historyOf(player);
    expect(kinds(entries)).toEqual(["payout-returned", "withdrawal", "deposit"]);
    expect(entries[0]).toMatchObject({
      movements: [{ account: "cash", amount: 2500 }],
      payout: { kind: "withdrawal", amount: 2500, status: "rejected" },
    });
    expect(entries[1]?.payout?.status).toBe("rejected");
  });
});

describe("the history of play", () => {
  it("makes a bought try one entry, and a run's start one entry linked to its run", async () => {
    const player = await playerWithCash(20);
    expect((await call("/api/tries/buy", { method: "POST", token: player.token })).status).toBe(
      200,
    );
    const freeRun = (await startRun(player)).json.runId as string;
    const attempt = ((await fetchQuestion(player)).json.data as { _id: string })._id;
    await sendAnswer(player, attempt, "a");
    const boughtRun = (await startRun(player)).json.runId as string;

    const { entries } = await historyOf(player);
    expect(kinds(entries)).toEqual(["run", "run", "try-purchase", "deposit"]);
    expect(entries[0]).toMatchObject({
      runId: boughtRun,
      movements: [{ account: "tries", amount: -1 }],
    });
    expect(entries[0]?.freeTry).toBeUndefined();
    expect(entries[1]).toMatchObject({ runId: freeRun, freeTry: true, movements: [] });
    expect(entries[2]?.movements).toEqual([
      { account: "tries", amount: 1 },
      { account: "bonus", amount: -1000 },
    ]);
  });
});

describe("a history page", () => {
  // A page used to end after its 50th leg and the next start before that leg's moment, so
  // the rest of a batch that straddled the end was on neither page.
  it("never splits the legs of one moment, and the next page starts before it", async () => {
    const player = await playerWithCash(250);
    for (let i = 0; i < 25; i++) {
      expect((await call("/api/tries/buy", { method: "POST", token: player.token })).status).toBe(
        200,
      );
    }
    await startRun(player);
    const attempt = ((await fetchQuestion(player)).json.data as { _id: string })._id;
    await sendAnswer(player, attempt, "b");

    // Newest first: the answer's coins (1 leg), the run (2), then 25 purchases of 2 legs
    // each: the 50th leg is the first of the 24th purchase.
    const first = await historyOf(player);
    expect(kinds(first.entries)).toEqual([
      "answer-coins",
      "run",
      ...Array<string>(24).fill("try-purchase"),
    ]);
    // The deposit's ₹10 bonus paid for the first try; cash for the rest.
    expect(first.entries.at(-1)?.movements).toEqual([
      { account: "tries", amount: 1 },
      { account: "cash", amount: -1000 },
    ]);
    const second = await historyOf(player, first.nextBefore!);
    expect(kinds(second.entries)).toEqual(["try-purchase", "deposit"]);
    expect(second.nextBefore).toBeNull();
  });
});
