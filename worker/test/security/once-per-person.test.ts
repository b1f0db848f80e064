// Proves "one-per-person bonuses come back after deactivation" stays closed:
// deactivating released the Google account, which then signed up as a new player and
// earned the daily free try, the first-deposit bonus, the like try and a referrer's
// reward again. Those bonuses are keyed by the person (a one-way key of the provider's
// subject that outlives deactivation), so the returning person earns none of them twice,
// while deactivation still erases every personal field and keeps only that key.
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { balancesOf } from "../../data/money/ledger";
import { auditLedger } from "../../data/money/ledger-audit";
import {
  addQuestions,
  call,
  DEACTIVATED_ROW,
  db,
  type Player,
  playerRow,
  signInPlayer,
  startRun,
  uniqueEmail,
} from "../harness";
import { settledDeposit } from "./race-flows";

const balances = (player: Player) => balancesOf(db(), { kind: "player", id: player.userId });

/** A player with cash left confirms giving it up, as the screen asks them to. */
async function deactivate(player: Player) {
  const { status } = await call("/api/account/deactivate", {
    token: player.token,
    body: { forfeit: true },
  });
  expect(status).toBe(200);
}

/** The same Google account, signed in again after deactivating: a new player row. */
async function comeBack(player: Player) {
  await deactivate(player);
  const returned = await signInPlayer(player.email);
  expect(returned.userId).not.toBe(player.userId);
  return returned;
}

describe("a person who deactivates and comes back", () => {
  it("gets no second free try the same day", async () => {
    await addQuestions(3);
    const player = await signInPlayer();
    expect((await startRun(player)).json.Status).toBe("OK");
    const returned = await comeBack(player);
    const again = await startRun(returned);
    expect(again.json).toMatchObject({ Status: "BAD", reason: "no_tries" });
    expect((await balances(returned)).tries).toBe(0);
  });

  it("earns no second first-deposit bonus", async () => {
    const player = await signInPlayer();
    await settledDeposit(player, 20);
    expect((await balances(player)).bonus).toBe(1000);
    const returned = await comeBack(player);
    await settledDeposit(returned, 20);
    expect(await balances(returned)).toMatchObject({ cash: 2000, bonus: 0 });
  });

  it("cannot be referred again, and pays no referrer twice", async () => {
    const firstReferrer = await signInPlayer();
    const player = await signInPlayer();
    const code = (await call("/api/refer", { token: firstReferrer.token })).json.code;
    expect(
      (await call("/api/referral", { token: player.token, body: { referralCode: code } })).status,
    ).toBe(201);
    await settledDeposit(player, 20);
    expect((await balances(firstReferrer)).bonus).toBe(5000);

    const returned = await comeBack(player);
    const secondReferrer = await signInPlayer();
    const secondCode = (await call("/api/refer", { token: secondReferrer.token })).json.code;
    const refused = await call("/api/referral", {
      token: returned.token,
      body: { referralCode: secondCode },
    });
    expect(refused.status).toBe(409);
    await settledDeposit(returned, 20);
    expect((await balances(secondReferrer)).bonus).toBe(0);
  });

  it("gets no second free try for a like", async () => {
    const author = await signInPlayer();
    const review = await call("/api/get/new/post/from/comment", {
      token: author.token,
      body: { text: "Lovely quiz", stars: 5 },
    });
    const like = (p: Player) =>
      call("/api/make/like/review/count", {
        token: p.token,
        body: { l_id: review.json.to, email: p.email },
      });
    const player = await signInPlayer();
    await like(player);
    expect((await balances(player)).tries).toBe(1);
    const returned = await comeBack(player);
    await like(returned);
    expect((await balances(returned)).tries).toBe(0);
  });

  it("leaves only the person key after deactivation, and lists it in the export", async () => {
    const player = await signInPlayer(uniqueEmail("private"));
    const exported = await call("/api/data/export", { token: player.token });
    const person = exported.json.person as { key: string; kept: string };
    expect(person.key).toMatch(/^[0-9a-f]{64}$/);
    expect(person.kept).toContain("account of yours existed");
    await deactivate(player);
    const row = await playerRow(player);
    expect(row).toMatchObject({ ...DEACTIVATED_ROW, personKey: person.key });
    expect(JSON.stringify(row)).not.toContain(player.email);
  });
});

afterAll(async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});
