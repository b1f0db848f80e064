// Proves "a trial prize can be taken by someone else" stays closed: the
// device credential a visitor's trial is keyed by was also the public `ssid` of the
// Refer-and-Earn link, so anyone holding a shared link could read, burn or claim the
// referrer's unclaimed prize. The link now carries a public tag from which no trial can
// be read, burned or claimed, and "the referrer's own phone" is judged by the server
// from the devices it recorded at sign-in, not from values the client sends.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { balancesOf } from "../../data/money/ledger";
import { auditLedger } from "../../data/money/ledger-audit";
import { trialAttempts } from "../../db/schema/money";
import {
  addQuestions,
  call,
  claimTrial,
  db,
  type Player,
  savePlayerDetails,
  signInAdmin,
  signInPlayer,
} from "../harness";
import { settledDeposit } from "./race-flows";

let counter = 0;
const newDevice = () => `phone-${Date.now()}-${++counter}`;

/** A visitor on `device` answers the trial right and wins a prize from the pool. */
async function winTrial(device: string) {
  const admin = await signInAdmin();
  await call("/admin/add/singel/rewards", { token: admin.token, body: { data: 40 } });
  await addQuestions(2, { trial: true });
  const trial = await call(`/api/get/singel/qst/${device}`);
  const qno = (trial.json.data as { qno: string }).qno;
  const answer = await call("/api/get/singel/qst/ans", { body: { ip: device, qno, ans: "b" } });
  expect(answer.json.Status).toBe("CORRECT");
}

const trialOf = async (device: string) =>
  (await db().select().from(trialAttempts).where(eq(trialAttempts.deviceId, device)))[0];

async function saveUpi(player: Player) {
  await savePlayerDetails(player, { method: "upi", upi: "someone@upi" });
}

describe("the Refer-and-Earn link", () => {
  it("carries a public tag, never the device credential or a session token", async () => {
    const phone = newDevice();
    const referrer = await signInPlayer(undefined, phone);
    const { json } = await call("/api/refer", { token: referrer.token });
    expect(json).toEqual({ code: expect.any(String), ssid: expect.any(String), rewardRupees: 50 });
    expect(json.ssid).not.toBe(phone);
    expect(json.ssid).not.toBe(referrer.token);
    expect(JSON.stringify(json)).not.toContain(phone);
  });

  it("opens nobody's trial prize: read, burnt or claimed with the link's values", async () => {
    const phone = newDevice();
    await winTrial(phone);
    const referrer = await signInPlayer(undefined, phone);
    const link = (await call("/api/refer", { token: referrer.token })).json;
    const before = await trialOf(phone);

    const stranger = await signInPlayer(undefined, newDevice());
    await saveUpi(stranger);
    for (const value of [link.ssid, link.code] as string[]) {
      await call(`/api/get/singel/qst/${value}`);
      await call("/api/time/out/by/singel/qst/data", { body: { ip: value } });
      const claim = await claimTrial(stranger, value);
      expect(claim.status).toBe(404);
    }
    expect(await trialOf(phone)).toEqual(before);
    expect((await balancesOf(db(), { kind: "player", id: stranger.userId })).winnings).toBe(0);

    await saveUpi(referrer);
    const own = await claimTrial(referrer, phone);
    expect(own.status).toBe(200);
  });
});

describe("the same-phone rule, judged by the server", () => {
  async function linkOf(referrer: Player) {
    const { json } = await call("/api/refer", { token: referrer.token });
    return { referralCode: json.code as string, ssid: json.ssid as string };
  }

  it("refuses a friend who signed in on the referrer's phone, whatever the body says", async () => {
    const phone = newDevice();
    const referrer = await signInPlayer(undefined, phone);
    const friend = await signInPlayer(undefined, phone);
    const body = {
      ...(await linkOf(referrer)),
      referrerDeviceId: "a-device-1",
      deviceId: "b-device-2",
    };
    const { status, json } = await call("/api/referral", { token: friend.token, body });
    expect(status).toBe(409);
    expect(json.message).toBe("You have already claimed your referral bonus on this device!");
  });

  it("pays nothing when the friend later signs in on the referrer's phone before depositing", async () => {
    const phone = newDevice();
    const referrer = await signInPlayer(undefined, phone);
    const friend = await signInPlayer(undefined, newDevice());
    expect(
      (await call("/api/referral", { token: friend.token, body: await linkOf(referrer) })).status,
    ).toBe(201);
    const onTheReferrersPhone = await signInPlayer(friend.email, phone);
    await settledDeposit(onTheReferrersPhone, 20);
    expect((await balancesOf(db(), { kind: "player", id: referrer.userId })).bonus).toBe(0);
  });

  it("refuses a link whose tag does not belong to its code", async () => {
    const referrer = await signInPlayer(undefined, newDevice());
    const other = await signInPlayer(undefined, newDevice());
    const friend = await signInPlayer(undefined, newDevice());
    const body = {
      referralCode: (await linkOf(referrer)).referralCode,
      ssid: (await linkOf(other)).ssid,
    };
    expect((await call("/api/referral", { token: friend.token, body })).status).toBe(404);
  });
});

afterAll(async () => {
  expect(await auditLedger(env.DB)).toEqual([]);
});
