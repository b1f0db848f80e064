// Proves coins, coupons, stars and the cart move only through the ledger: a purchase
// happens whole or not at all (stock, balance and debit together), racing purchases
// cannot overspend, a coupon is claimed into bonus money once, and checkout turns the
// cart into claim requests.
import { describe, expect, it } from "vitest";
import { balancesOf } from "../data/money/ledger";
import { coupons } from "../db/schema/catalogue";
import { catalogueCoupon, cataloguePrize } from "../test/catalogue-fixtures";
import { checkout } from "../test/delivery-fixtures";
import { call, db, grant, type Player, signInPlayer } from "../test/harness";

const balances = (p: Player) => balancesOf(db(), { kind: "player", id: p.userId });

describe("coupons", () => {
  it("buys a coupon with coins and lists it with the balance", async () => {
    const player = await signInPlayer();
    await grant(player, "coins", 250);
    const id = await catalogueCoupon();
    const bought = await call("/api/cupon/buy", { token: player.token, body: { id } });
    expect(bought.status).toBe(201);
    const { json } = await call("/api/cupon", { token: player.token });
    expect(json.coins).toBe(150);
    expect(json.coupons).toEqual([
      expect.objectContaining({
        id: bought.json.id,
        source: "bought",
        status: "unclaimed",
        valuePaise: 1000,
      }),
    ]);
  });

  it("refuses a coupon the coins do not cover and changes nothing", async () => {
    const player = await signInPlayer();
    await grant(player, "coins", 99);
    const id = await catalogueCoupon(1);
    const { status, json } = await call("/api/cupon/buy", { token: player.token, body: { id } });
    expect(status).toBe(409);
    expect(json.error).toBe("insufficient_balance");
    expect((await balances(player)).coins).toBe(99);
    const again = await call("/api/cupon", { token: player.token });
    expect(again.json.catalogue).toContainEqual(expect.objectContaining({ id, stock: 1 }));
  });

  it("sells no more than the coins cover when purchases race", async () => {
    const player = await signInPlayer();
    await grant(player, "coins", 300);
    const id = await catalogueCoupon(50);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("/api/cupon/buy", { token: player.token, body: { id } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect((await balances(player)).coins).toBe(0);
  });

  it("sells no more than the stock when buyers race", async () => {
    const id = await catalogueCoupon(2);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signInPlayer()));
    for (const buyer of buyers) await grant(buyer, "coins", 100);
    const results = await Promise.all(
      buyers.map((buyer) => call("/api/cupon/buy", { token: buyer.token, body: { id } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const spent = await Promise.all(buyers.map(async (b) => (await balances(b)).coins));
    expect(spent.filter((coins) => coins === 0)).toHaveLength(2);
  });

  it("claims a won coupon into bonus money once, and only its owner can", async () => {
    const player = await signInPlayer();
    const intruder = await signInPlayer();
    const id = `won-${crypto.randomUUID()}`;
    await db().insert(coupons).values({
      id,
      playerId: player.userId,
      source: "run",
      sourceId: "attempt",
      valuePaise: 500,
      createdAt: 1,
    });
    expect((await call("/api/claim/cupon", { token: intruder.token, body: { id } })).status).toBe(
      409,
    );
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("/api/claim/cupon", { token: player.token, body: { id } }),
      ),
    );
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect((await balances(player)).bonus).toBe(500);
  });
});

describe("cart", () => {
  it("buys a prize with stars, checks out into claim requests, and keeps the history", async () => {
    const player = await signInPlayer();
    await grant(player, "stars", 7);
    const id = await cataloguePrize();
    expect((await call("/api/cart/add", { token: player.token, body: { id } })).status).toBe(201);
    const cart = await call("/api/cart", { token: player.token });
    expect(cart.json).toMatchObject({
      stars: 4,
      items: [expect.objectContaining({ prizeId: id, status: "in_cart" })],
    });
    expect((await checkout(player)).json).toEqual({
      Status: "OK",
      requested: 1,
    });
    expect((await call("/api/cart", { token: player.token })).json.items).toEqual([]);
    const history = await call("/api/cart/history", { token: player.token });
    expect(history.json.items).toEqual([
      expect.objectContaining({ prizeId: id, status: "requested" }),
    ]);
  });

  it("refuses a prize the stars do not cover and an empty checkout", async () => {
    const player = await signInPlayer();
    await grant(player, "stars", 2);
    const id = await cataloguePrize();
    expect((await call("/api/cart/add", { token: player.token, body: { id } })).status).toBe(409);
    expect((await checkout(player)).status).toBe(409);
  });
});
