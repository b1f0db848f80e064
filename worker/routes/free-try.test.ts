// Proves what /start and the Bank are told about the next game: `freeTryToday`
// is true exactly while today's free try (once per person and day, in the settings' time
// zone) is unused, the same rule Start credits it by; `nextFreeTryAt` is the next day
// boundary in that zone; and `tryOffer` names the balance a bought try would come from
// (bonus, then cash while paid play is on) or none.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunStateResponse } from "../../contract/play";
import { DEFAULT_RUN_SETTINGS } from "../domain/run-settings";
import { app } from "../index";
import {
  addQuestions,
  call,
  type Player,
  setRunSettings,
  signInPlayer,
  startRun,
} from "../test/harness";
import { playerWithCash } from "../test/money-fixtures";
import { settledDeposit } from "../test/security/race-flows";

beforeAll(async () => {
  await addQuestions(4);
});

const runState = async (player: Player) =>
  (await call("/api/run/state", { token: player.token })).json as unknown as RunStateResponse;
const bank = async (player: Player) => (await call("/api/account", { token: player.token })).json;

/** The next midnight in India (UTC+5:30, no summer time) after `now`. */
function nextIndianMidnight(now: number) {
  const offset = 330 * 60 * 1000;
  const day = 24 * 60 * 60 * 1000;
  return Math.floor((now + offset) / day) * day + day - offset;
}

describe("today's free try", () => {
  it("is there for a new player, with the next one at India's next midnight", async () => {
    const player = await signInPlayer();
    const before = Date.now();
    const state = await runState(player);
    expect(state).toMatchObject({ active: false, tries: 0, gameOn: true, freeTryToday: true });
    // What /start says a run is, from the settings.
    expect(state.questionsPerRun).toBe(DEFAULT_RUN_SETTINGS.questionsPerRun);
    expect(state.nextFreeTryAt).toBe(nextIndianMidnight(before));
    expect((await bank(player)).freeTryToday).toBe(true);
  });

  it("is gone once the day's first run has used it, and Start then has nothing to spend", async () => {
    const player = await signInPlayer();
    expect((await startRun(player)).json).toMatchObject({ Status: "OK" });
    await call(`/api/delete/by/user/id/for/valid/data/${player.userId}`, {
      method: "DELETE",
      token: player.token,
    });
    expect(await runState(player)).toMatchObject({ active: false, tries: 0, freeTryToday: false });
    expect((await bank(player)).freeTryToday).toBe(false);
    expect((await startRun(player)).json).toMatchObject({ Status: "BAD", reason: "no_tries" });
  });

  it("is once per person: a new account of a deactivated person has none that day", async () => {
    const player = await signInPlayer();
    await startRun(player);
    await call("/api/account/deactivate", { method: "POST", token: player.token });
    const again = await signInPlayer(player.email);
    expect((await runState(again)).freeTryToday).toBe(false);
  });

  it("follows the admin's settings: none when the daily count is zero, the day in their zone", async () => {
    const player = await signInPlayer();
    await setRunSettings({ freeTriesPerDay: 0 });
    try {
      expect((await runState(player)).freeTryToday).toBe(false);
    } finally {
      await setRunSettings({});
    }
    await setRunSettings({ dayTimeZone: "UTC" });
    try {
      const before = Date.now();
      const day = 24 * 60 * 60 * 1000;
      expect((await runState(player)).nextFreeTryAt).toBe(Math.floor(before / day) * day + day);
    } finally {
      await setRunSettings({});
    }
  });
});

describe("the try offer", () => {
  it("names no balance for a player with no money, and the way to money", async () => {
    const player = await signInPlayer();
    const offer = {
      pricePaise: 1000,
      payFrom: null,
      depositsEnabled: true,
      paidPlay: { access: "eligibility_required", region: null },
    };
    expect((await runState(player)).tryOffer).toEqual(offer);
    expect((await bank(player)).tryOffer).toEqual(offer);
  });

  it("names bonus first, then cash, as the purchases take them", async () => {
    const player = await signInPlayer();
    await settledDeposit(player, 20);
    expect((await runState(player)).tryOffer.payFrom).toBe("bonus");
    await call("/api/tries/buy", { method: "POST", token: player.token });
    expect((await runState(player)).tryOffer.payFrom).toBe("cash");
    await call("/api/tries/buy", { method: "POST", token: player.token });
    await call("/api/tries/buy", { method: "POST", token: player.token });
    expect(await runState(player)).toMatchObject({ tries: 3, tryOffer: { payFrom: null } });
  });

  it("never names cash while paid play is off, and hides deposits", async () => {
    const player = await playerWithCash(50);
    await call("/api/tries/buy", { method: "POST", token: player.token });
    const response = await app.request(
      "/api/run/state",
      { headers: { Authorization: `Bearer ${player.token}` } },
      { ...env, PAID_PLAY: "off" },
    );
    const state = (await response.json()) as { tryOffer: object };
    expect(state.tryOffer).toEqual({
      pricePaise: 1000,
      payFrom: null,
      depositsEnabled: false,
      paidPlay: { access: "off", region: "MH" },
    });
  });
});
