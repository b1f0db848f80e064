// Proves the economy the main admin edits (SPEC.md /admin/coins, /admin/cupon,
// /admin/prize): the run settings, the contributor reward and the offers' figures read
// and written together and validated, a time zone the runtime does not know refused, and both catalogues
// created, listed (inactive entries included) and edited, with inactive entries hidden
// from players and what a prize costs us never shown to them; the economy preview is the
// domain's own report on the catalogues on sale, number for number.
import { describe, expect, it } from "vitest";
import { readOffersOnSale } from "../data/catalogue/catalogue-admin";
import { economyOf } from "../domain/economy";
import { DEFAULT_OFFER_TERMS } from "../domain/offers";
import { DEFAULT_RUN_SETTINGS } from "../domain/run-settings";
import { adminForSuite } from "../test/admin-fixtures";
import { call, db, failingFields, type Player, signInPlayer } from "../test/harness";

const admin = adminForSuite();

const send = (path: string, method: string, body?: object) =>
  call(path, { method, token: admin.token, body });

/** The ids of what a player is offered: `list` of the reply at `path`. */
const offeredIds = async (player: Player, path: string, list: string) =>
  ((await call(path, { token: player.token })).json[list] as { id: string }[]).map(
    (entry) => entry.id,
  );

describe("the economy preview", () => {
  const draft = { ...DEFAULT_RUN_SETTINGS, ...DEFAULT_OFFER_TERMS, contributorRewardPaise: 500 };
  const preview = (body: object) => send("/admin/settings/run/economy", "POST", body);

  it("reports what a try returns for each player under draft settings, without saving them", async () => {
    const before = (await send("/admin/settings/run", "GET")).json;
    const { status, json } = await preview({ ...draft, coinsPerCorrect: 0, couponValuePaise: 400 });
    expect(status).toBe(200);
    const players = json.players as { accuracy: number; coins: number; runCoupons: number }[];
    expect(players.map((p) => p.accuracy)).toEqual([1, 0.7, 0.4]);
    expect(players[0]).toMatchObject({ coins: 0, runCoupons: 2, bonusPaise: 800 });
    expect(json).toMatchObject({ tryPricePaise: 1000 });
    expect((await send("/admin/settings/run", "GET")).json).toEqual(before);
  });

  it("answers exactly the economy function's report on the catalogues on sale", async () => {
    await send("/admin/catalogue/coupons", "POST", {
      name: "Preview coupon",
      coinPrice: 90,
      valuePaise: 1000,
      stock: 3,
    });
    await send("/admin/catalogue/prizes", "POST", {
      name: "Preview prize",
      starPrice: 700,
      costPaise: 14_000,
      stock: 2,
    });
    const body = { ...draft, coinsPerCorrect: 4, couponValuePaise: 200 };
    const { json } = await preview(body);
    const { coupons, prizes } = await readOffersOnSale(db());
    expect(prizes).toContainEqual({ name: "Preview prize", starPrice: 700, costPaise: 14_000 });
    expect(json).toEqual(economyOf(body, coupons, prizes, body));
  });

  it("warns when a perfect player would get back more than a try costs", async () => {
    const { json } = await preview({ ...draft, couponEvery: 1, couponValuePaise: 500 });
    expect(json.returnsMoreThanPaid).toBe(true);
    expect((json.players as { returnShare: number | null }[])[0]?.returnShare).toBeNull();
  });

  it("refuses a player and bad settings", async () => {
    const player = await signInPlayer();
    const asPlayer = await call("/admin/settings/run/economy", {
      token: player.token,
      body: draft,
    });
    expect(asPlayer.status).toBe(401);
    expect((await preview({ ...draft, tryPricePaise: "10" })).status).toBe(400);
  });
});

describe("run settings", () => {
  it("reads the defaults, then what was saved", async () => {
    const before = await send("/admin/settings/run", "GET");
    expect(before.json).toEqual({
      ...DEFAULT_RUN_SETTINGS,
      ...DEFAULT_OFFER_TERMS,
      contributorRewardPaise: 500,
    });
    const changed = {
      ...before.json,
      questionsPerRun: 12,
      contributorRewardPaise: 900,
      firstDepositBonusPaise: 1500,
    };
    const saved = await send("/admin/settings/run", "PUT", changed);
    expect([saved.status, saved.json]).toEqual([200, changed]);
    expect((await send("/admin/settings/run", "GET")).json).toEqual(changed);
    await send("/admin/settings/run", "PUT", before.json);
  });

  it("names every field out of bounds and refuses an unknown time zone", async () => {
    const { status, json } = await send("/admin/settings/run", "PUT", {
      ...DEFAULT_RUN_SETTINGS,
      ...DEFAULT_OFFER_TERMS,
      questionsPerRun: 0,
      dayTimeZone: "Mars/Olympus_Mons",
      contributorRewardPaise: -1,
      referralRewardPaise: 1_000_001,
    });
    expect(status).toBe(400);
    expect(failingFields(json)).toEqual([
      "contributorRewardPaise",
      "dayTimeZone",
      "questionsPerRun",
      "referralRewardPaise",
    ]);
  });

  it("refuses settings with a field missing", async () => {
    const { tryPricePaise: _, ...partial } = DEFAULT_RUN_SETTINGS;
    const { status, json } = await send("/admin/settings/run", "PUT", {
      ...partial,
      ...DEFAULT_OFFER_TERMS,
      contributorRewardPaise: 500,
    });
    expect(status).toBe(400);
    expect(json.fields).toEqual([expect.objectContaining({ path: "tryPricePaise" })]);
  });
});

describe("the coupon catalogue", () => {
  it("creates, lists and edits coupons; inactive ones are hidden from players", async () => {
    const created = await send("/admin/catalogue/coupons", "POST", {
      name: "₹20 coupon",
      coinPrice: 200,
      valuePaise: 2000,
      stock: 10,
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const listed = await send("/admin/catalogue/coupons", "GET");
    expect(listed.json.data).toContainEqual({
      id,
      name: "₹20 coupon",
      coinPrice: 200,
      valuePaise: 2000,
      stock: 10,
      active: true,
      createdAt: expect.any(Number),
    });
    const player = await signInPlayer();
    const offered = () => offeredIds(player, "/api/cupon", "catalogue");
    expect(await offered()).toContain(id);
    expect(
      (await send(`/admin/catalogue/coupons/${id}`, "PATCH", { active: false, stock: 3 })).json,
    ).toEqual({
      Status: "OK",
    });
    expect(await offered()).not.toContain(id);
    expect((await send("/admin/catalogue/coupons", "GET")).json.data).toContainEqual(
      expect.objectContaining({ id, active: false, stock: 3 }),
    );
  });

  it("refuses bad values, an empty edit and an unknown coupon", async () => {
    const bad = await send("/admin/catalogue/coupons", "POST", {
      name: "",
      coinPrice: 0,
      valuePaise: 1.5,
      stock: -1,
    });
    expect(failingFields(bad.json)).toEqual(["coinPrice", "name", "stock", "valuePaise"]);
    expect((await send("/admin/catalogue/coupons/some-id", "PATCH", {})).status).toBe(400);
    expect((await send("/admin/catalogue/coupons/some-id", "PATCH", { stock: 1 })).status).toBe(
      404,
    );
  });
});

describe("the prize catalogue", () => {
  it("creates, lists and edits prizes; inactive ones are hidden from players", async () => {
    const created = await send("/admin/catalogue/prizes", "POST", {
      name: "Water bottle",
      starPrice: 4,
      costPaise: 15_000,
      stock: 5,
      imageUrl: "/images/prizes/bottle.svg",
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect((await send("/admin/catalogue/prizes", "GET")).json.data).toContainEqual({
      id,
      name: "Water bottle",
      starPrice: 4,
      costPaise: 15_000,
      stock: 5,
      imageUrl: "/images/prizes/bottle.svg",
      sizes: [],
      active: true,
      createdAt: expect.any(Number),
    });
    const player = await signInPlayer();
    const offered = () => offeredIds(player, "/api/cart", "prizes");
    expect(await offered()).toContain(id);
    const { json: cart } = await call("/api/cart", { token: player.token });
    expect(JSON.stringify(cart)).not.toContain("costPaise");
    await send(`/admin/catalogue/prizes/${id}`, "PATCH", { active: false, imageUrl: "" });
    expect(await offered()).not.toContain(id);
    expect((await send("/admin/catalogue/prizes", "GET")).json.data).toContainEqual(
      expect.objectContaining({ id, active: false, imageUrl: null }),
    );
  });

  it("takes a prize without what it costs us, and the preview names it as uncosted", async () => {
    const { status } = await send("/admin/catalogue/prizes", "POST", {
      name: "Uncosted mug",
      starPrice: 2,
      stock: 1,
    });
    expect(status).toBe(201);
    const { json } = await send("/admin/settings/run/economy", "POST", {
      ...DEFAULT_RUN_SETTINGS,
      ...DEFAULT_OFFER_TERMS,
      contributorRewardPaise: 500,
    });
    expect(json.uncostedPrizes).toContain("Uncosted mug");
  });

  it("refuses what a prize costs us when it is not whole paise", async () => {
    const { status, json } = await send("/admin/catalogue/prizes", "POST", {
      name: "Mug",
      starPrice: 2,
      costPaise: 10.5,
      stock: 1,
    });
    expect([status, failingFields(json)]).toEqual([400, ["costPaise"]]);
  });

  it("refuses an image that is not a URL or a site path, and an unknown prize", async () => {
    const bad = await send("/admin/catalogue/prizes", "POST", {
      name: "Mug",
      starPrice: 2,
      costPaise: 9000,
      stock: 1,
      imageUrl: "data:image/png;base64,AAAA",
    });
    expect([bad.status, bad.json.fields]).toEqual([
      400,
      [expect.objectContaining({ path: "imageUrl" })],
    ]);
    expect((await send("/admin/catalogue/prizes/some-id", "PATCH", { stock: 1 })).status).toBe(404);
  });
});
