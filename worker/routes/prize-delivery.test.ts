// Proves a star prize can be delivered: Request delivery takes a name, an
// Indian mobile number, an address with its state or territory and a 6-digit PIN code,
// each refused at its own field when it is not deliverable, and nothing is requested
// then; a prize the admin gave sizes asks one of them at its cart item, a prize without
// sizes asks none; the address is offered again next time; a checkout never reaches
// another player's cart, and racing checkouts request each prize once.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimDeliveries, claimRequests } from "../db/schema/catalogue";
import { adminForSuite } from "../test/admin-fixtures";
import { checkout, deliveryAddress } from "../test/delivery-fixtures";
import { call, db, failingFields, grant, type Player, signInPlayer } from "../test/harness";

const admin = adminForSuite();
let counter = 0;

/** A prize made on the admin's catalogue, in stock, for 1 star. */
async function prize(sizes?: string[]) {
  const created = await call("/admin/catalogue/prizes", {
    token: admin.token,
    body: { name: `Prize ${++counter}`, starPrice: 1, stock: 10, ...(sizes ? { sizes } : {}) },
  });
  expect(created.status).toBe(201);
  return created.json.id as string;
}

/** A player with `prizeIds` in their cart; answers the player and the cart item ids. */
async function playerWithCart(...prizeIds: string[]) {
  const player = await signInPlayer();
  await grant(player, "stars", prizeIds.length);
  const items: string[] = [];
  for (const id of prizeIds) {
    const added = await call("/api/cart/add", { token: player.token, body: { id } });
    items.push(added.json.id as string);
  }
  return { player, items };
}

const deliveriesOf = (player: Player) =>
  db()
    .select({ delivery: claimDeliveries, request: claimRequests })
    .from(claimDeliveries)
    .innerJoin(claimRequests, eq(claimRequests.id, claimDeliveries.claimRequestId))
    .where(eq(claimRequests.playerId, player.userId));

const cartOf = async (player: Player) => (await call("/api/cart", { token: player.token })).json;

describe("the delivery address", () => {
  it("requests delivery to the address given, its phone kept as 10 digits, offered again next time", async () => {
    const { player, items } = await playerWithCart(await prize());
    expect((await cartOf(player)).lastDelivery).toBeNull();

    expect((await checkout(player)).json).toEqual({ Status: "OK", requested: 1 });

    const [row] = await deliveriesOf(player);
    expect(row?.request).toMatchObject({ subjectId: items[0], status: "pending", kind: "cart" });
    expect(row?.delivery).toMatchObject({
      ...deliveryAddress,
      phone: "9876543210",
      size: null,
      trackingReference: null,
    });
    expect((await cartOf(player)).lastDelivery).toEqual({
      ...deliveryAddress,
      phone: "9876543210",
    });
  });

  it.each([
    ["name", { name: " " }],
    ["phone", { phone: "12345" }],
    ["phone", { phone: "5876543210" }],
    ["phone", { phone: "+91 5876543210" }],
    ["phone", { phone: "98765432101" }],
    ["phone", { phone: "+1 9876543210" }],
    ["addressLine1", { addressLine1: "" }],
    ["city", { city: "" }],
    ["state", { state: "Atlantis" }],
    ["pinCode", { pinCode: "012345" }],
    ["pinCode", { pinCode: "56003" }],
    ["pinCode", { pinCode: "5600388" }],
    ["pinCode", { pinCode: "56003A" }],
  ])(
    "refuses a %s that is not deliverable (%o) at its field, and requests nothing",
    async (field, change) => {
      const { player } = await playerWithCart(await prize());
      const refused = await checkout(player, change);
      expect(refused.status).toBe(400);
      expect(failingFields(refused.json)).toEqual([field]);
      expect(await deliveriesOf(player)).toEqual([]);
      expect((await cartOf(player)).items).toHaveLength(1);
    },
  );

  it("refuses a checkout without an address", async () => {
    const { player } = await playerWithCart(await prize());
    const refused = await call("/api/cart/checkout", { method: "POST", token: player.token });
    expect(refused.status).toBe(400);
    expect(await deliveriesOf(player)).toEqual([]);
  });

  it.each(["+919876543210", "+91 98765 43210", "98765-43210", "6000000000"])(
    "takes the mobile number %s",
    async (phone) => {
      const { player } = await playerWithCart(await prize());
      expect((await checkout(player, { phone })).status).toBe(200);
      expect((await deliveriesOf(player))[0]?.delivery.phone).toMatch(/^[6-9]\d{9}$/);
    },
  );
});

describe("sizes", () => {
  it("lets the admin give a prize sizes, which players see, and refuses a repeated size", async () => {
    const id = await prize(["S", "M", "L", "XL"]);
    const player = await signInPlayer();
    expect((await cartOf(player)).prizes).toContainEqual(
      expect.objectContaining({ id, sizes: ["S", "M", "L", "XL"] }),
    );
    const repeated = await call("/admin/catalogue/prizes", {
      token: admin.token,
      body: { name: "Cap", starPrice: 1, stock: 1, sizes: ["M", "M"] },
    });
    expect(repeated.status).toBe(400);
    expect(failingFields(repeated.json)).toEqual(["sizes"]);
    const edited = await call(`/admin/catalogue/prizes/${id}`, {
      method: "PATCH",
      token: admin.token,
      body: { sizes: [] },
    });
    expect(edited.status).toBe(200);
    expect((await cartOf(player)).prizes).toContainEqual(
      expect.objectContaining({ id, sizes: [] }),
    );
  });

  it("asks the size of a prize that comes in sizes at its own cart item, and keeps the one picked", async () => {
    const shirt = await prize(["S", "M", "L"]);
    const bottle = await prize();
    const { player, items } = await playerWithCart(shirt, bottle);
    const [shirtItem = "", bottleItem = ""] = items;

    const unsized = await checkout(player);
    expect(unsized.status).toBe(400);
    expect(unsized.json.fields).toEqual([
      { path: `sizes.${shirtItem}`, message: expect.stringMatching(/^Choose a size for Prize/) },
    ]);
    const wrong = await checkout(player, { sizes: [{ item: shirtItem, size: "XXL" }] });
    expect(failingFields(wrong.json)).toEqual([`sizes.${shirtItem}`]);
    expect(await deliveriesOf(player)).toEqual([]);

    const requested = await checkout(player, {
      sizes: [
        { item: shirtItem, size: "M" },
        { item: bottleItem, size: "XL" },
      ],
    });
    expect(requested.json).toEqual({ Status: "OK", requested: 2 });
    const sizes = Object.fromEntries(
      (await deliveriesOf(player)).map(({ request, delivery }) => [
        request.subjectId,
        delivery.size,
      ]),
    );
    expect(sizes).toEqual({ [shirtItem]: "M", [bottleItem]: null });
    const history = (await call("/api/cart/history", { token: player.token })).json.items;
    expect(history).toContainEqual(expect.objectContaining({ id: shirtItem, size: "M" }));
  });
});

describe("whose cart", () => {
  it("never requests another player's cart item, and shows each player only their own deliveries", async () => {
    const id = await prize(["S", "M"]);
    const owner = await playerWithCart(id);
    const other = await playerWithCart(await prize());
    const ownerItem = owner.items[0] ?? "";

    const otherCheckout = await checkout(other.player, {
      sizes: [{ item: ownerItem, size: "S" }],
    });
    expect(otherCheckout.json).toEqual({ Status: "OK", requested: 1 });
    expect(
      await db()
        .select()
        .from(claimRequests)
        .where(and(eq(claimRequests.subjectId, ownerItem))),
    ).toEqual([]);
    expect((await cartOf(owner.player)).items).toEqual([
      expect.objectContaining({ id: ownerItem, status: "in_cart" }),
    ]);
    const otherHistory = (await call("/api/cart/history", { token: other.player.token })).json
      .items as { id: string }[];
    expect(otherHistory.map((item) => item.id)).toEqual(other.items);
  });

  it("requests each prize once when checkouts race", async () => {
    const { player } = await playerWithCart(await prize(), await prize());
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(player)));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(await deliveriesOf(player)).toHaveLength(2);
  });
});

describe("the address as the player's data", () => {
  it("is in the data download, and deactivation erases it once the prize is no longer on its way", async () => {
    const { player } = await playerWithCart(await prize(), await prize());
    await checkout(player);
    const exported = (await call("/api/data/export", { token: player.token })).json;
    expect(exported.deliveries).toEqual([
      expect.objectContaining({ name: "Asha Rao", pinCode: "560038" }),
      expect.objectContaining({ name: "Asha Rao", pinCode: "560038" }),
    ]);
    const [first, second] = await deliveriesOf(player);
    const decide = (id: string, body: object) =>
      call(`/admin/requests/${id}`, { token: admin.token, body });
    await decide(first?.request.id ?? "", { action: "reject", reason: "Out of stock" });
    await decide(second?.request.id ?? "", { action: "approve" });

    expect((await call("/api/account/deactivate", { token: player.token, body: {} })).status).toBe(
      200,
    );

    const left = await deliveriesOf(player);
    expect(left.map(({ request }) => request.id)).toEqual([second?.request.id]);
  });
});
