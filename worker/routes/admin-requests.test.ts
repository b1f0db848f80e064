// Proves the claim-request queue (SPEC.md /admin/request): requests listed with who asked,
// what for and where it goes; only pending → approved → shipped → fulfilled and
// pending|approved → rejected, with a reason to reject and the courier's reference to
// ship; a rejected cart request gives the stars and the prize back and a fulfilled one
// marks the cart item, each exactly once, even when clicked twice or by two admins at
// once; a shipment reaches the player's history and socket, is audited in its own batch,
// and no player can make one.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { decideClaimRequest, readClaimRequest } from "../data/catalogue/claim-requests";
import { balancesOf } from "../data/money/ledger";
import { auditLog } from "../db/schema/audit";
import { prizes } from "../db/schema/catalogue";
import { adminForSuite } from "../test/admin-fixtures";
import { checkout } from "../test/delivery-fixtures";
import { call, db, grant, type Player, signInPlayer } from "../test/harness";
import { openSocket } from "../test/sockets";

const admin = adminForSuite();
let counter = 0;

/** A player who bought one prize for 3 stars (of 5) and checked out: one pending request. */
async function pendingRequest() {
  const player = await signInPlayer();
  await grant(player, "stars", 5);
  const prize = await call("/admin/catalogue/prizes", {
    token: admin.token,
    body: {
      name: `Prize ${++counter}`,
      starPrice: 3,
      costPaise: 300,
      stock: 2,
      imageUrl: "/images/prize.svg",
    },
  });
  const prizeId = prize.json.id as string;
  await call("/api/cart/add", { token: player.token, body: { id: prizeId } });
  await checkout(player);
  const queue = await call("/admin/requests?status=pending", { token: admin.token });
  const request = (queue.json.data as { id: string; player: { id: string } }[]).find(
    (r) => r.player.id === player.userId,
  );
  if (!request) throw new Error("no request");
  return { player, prizeId, requestId: request.id };
}

const decide = (requestId: string, body: object) =>
  call(`/admin/requests/${requestId}`, { token: admin.token, body });
const starsOf = async (player: Player) =>
  (await balancesOf(db(), { kind: "player", id: player.userId })).stars;
const stockOf = async (prizeId: string) =>
  (await db().select().from(prizes).where(eq(prizes.id, prizeId)))[0]?.stock;
const cartHistory = async (player: Player) =>
  (await call("/api/cart/history", { token: player.token })).json.items as {
    status: string;
    reason: string | null;
    trackingReference: string | null;
    shippedAt: number | null;
  }[];

describe("the queue", () => {
  it("lists a request with the player and the prize", async () => {
    const { player, requestId } = await pendingRequest();
    const { json } = await call("/admin/requests", { token: admin.token });
    expect((json.data as { id: string }[]).find((r) => r.id === requestId)).toEqual({
      id: requestId,
      kind: "cart",
      status: "pending",
      reason: null,
      createdAt: expect.any(Number),
      decidedAt: null,
      player: { id: player.userId, name: "Test Player", email: player.email },
      item: {
        name: expect.stringMatching(/^Prize/),
        starPrice: 3,
        valuePaise: null,
        imageUrl: "/images/prize.svg",
      },
      delivery: {
        name: "Asha Rao",
        phone: "9876543210",
        addressLine1: "12 MG Road, Indiranagar",
        addressLine2: "Near the metro station",
        city: "Bengaluru",
        state: "Karnataka",
        pinCode: "560038",
        size: null,
        trackingReference: null,
        shippedAt: null,
      },
    });
  });

  it("filters by status and refuses an unknown one", async () => {
    const { requestId } = await pendingRequest();
    await decide(requestId, { action: "approve" });
    const ids = async (status: string) =>
      (
        (await call(`/admin/requests?status=${status}`, { token: admin.token })).json.data as {
          id: string;
        }[]
      ).map((r) => r.id);
    expect(await ids("approved")).toContain(requestId);
    expect(await ids("pending")).not.toContain(requestId);
    expect((await call("/admin/requests?status=lost", { token: admin.token })).status).toBe(400);
  });
});

describe("deciding", () => {
  it("approves, then fulfils, and the player's cart shows it fulfilled", async () => {
    const { player, prizeId, requestId } = await pendingRequest();
    expect((await decide(requestId, { action: "approve" })).json).toEqual({
      Status: "OK",
      status: "approved",
    });
    expect((await decide(requestId, { action: "fulfil" })).json).toEqual({
      Status: "OK",
      status: "fulfilled",
    });
    expect(await cartHistory(player)).toEqual([expect.objectContaining({ status: "fulfilled" })]);
    expect(await starsOf(player)).toBe(2);
    expect(await stockOf(prizeId)).toBe(1);
  });

  it("rejects with a reason: the stars and the prize come back once, however often it is clicked", async () => {
    const { player, prizeId, requestId } = await pendingRequest();
    expect(await starsOf(player)).toBe(2);
    const first = await decide(requestId, { action: "reject", reason: "Out of stock locally" });
    const second = await decide(requestId, { action: "reject", reason: "Again" });
    expect([first.json, second.json]).toEqual([
      { Status: "OK", status: "rejected" },
      { Status: "OK", status: "rejected" },
    ]);
    expect(await starsOf(player)).toBe(5);
    expect(await stockOf(prizeId)).toBe(2);
    expect(await cartHistory(player)).toEqual([
      expect.objectContaining({ status: "rejected", reason: "Out of stock locally" }),
    ]);
  });

  it("moves the stars and the stock once when admins reject at the same time", async () => {
    const { player, prizeId, requestId } = await pendingRequest();
    await decide(requestId, { action: "approve" });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        decide(requestId, { action: "reject", reason: `No ${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await starsOf(player)).toBe(5);
    expect(await stockOf(prizeId)).toBe(2);
  });

  it("moves once when two decisions start from the same stale read", async () => {
    const { player, prizeId, requestId } = await pendingRequest();
    const stale = await readClaimRequest(db(), requestId);
    if (!stale) throw new Error("no request");
    const reject = { action: "reject", reason: "Duplicate", trackingReference: null } as const;
    const actor = { role: "admin", id: "test-admin" } as const;
    const changed = await Promise.all([
      decideClaimRequest(db(), stale, reject, actor, Date.now()),
      decideClaimRequest(db(), stale, reject, actor, Date.now()),
    ]);
    expect(changed.sort()).toEqual([false, true]);
    expect(await decideClaimRequest(db(), stale, reject, actor, Date.now())).toBe(false);
    expect(await starsOf(player)).toBe(5);
    expect(await stockOf(prizeId)).toBe(2);
  });

  it("lets one of a racing fulfil and reject win, and moves stars only if the reject won", async () => {
    const { player, requestId } = await pendingRequest();
    await decide(requestId, { action: "approve" });
    const [fulfil, reject] = await Promise.all([
      decide(requestId, { action: "fulfil" }),
      decide(requestId, { action: "reject", reason: "Changed mind" }),
    ]);
    expect([fulfil.status, reject.status].sort()).toEqual([200, 409]);
    expect(await starsOf(player)).toBe(reject.status === 200 ? 5 : 2);
  });

  it("asks for a reason to reject", async () => {
    const { requestId } = await pendingRequest();
    for (const body of [{ action: "reject" }, { action: "reject", reason: "  " }]) {
      const { status, json } = await decide(requestId, body);
      expect(status).toBe(400);
      expect(json.fields).toEqual([expect.objectContaining({ path: "reason" })]);
    }
    expect((await decide(requestId, { action: "ship" })).status).toBe(400);
  });

  it.each([
    ["fulfil a pending request", [], "fulfil"],
    ["approve a rejected request", [{ action: "reject", reason: "No" }], "approve"],
    ["reject a fulfilled request", [{ action: "approve" }, { action: "fulfil" }], "reject"],
  ])("refuses to %s", async (_, before, action) => {
    const { player, requestId } = await pendingRequest();
    for (const step of before) await decide(requestId, step);
    const starsBefore = await starsOf(player);
    const { status, json } = await decide(requestId, { action, reason: "Late" });
    expect(status).toBe(409);
    expect(json.error).toBe("conflict");
    expect(await starsOf(player)).toBe(starsBefore);
  });

  it("answers 404 for an unknown request", async () => {
    expect(
      (await decide("no-such-request", { action: "ship", trackingReference: "AWB1" })).status,
    ).toBe(404);
    expect((await decide("no-such-request", { action: "approve" })).status).toBe(404);
  });
});

describe("shipping a prize", () => {
  async function approvedRequest() {
    const pending = await pendingRequest();
    await decide(pending.requestId, { action: "approve" });
    return pending;
  }

  it("ships an approved prize with the courier's reference, which the player's history shows, then fulfils it", async () => {
    const { player, requestId } = await approvedRequest();
    const before = Date.now();
    expect(
      (await decide(requestId, { action: "ship", trackingReference: " DTDC Z123456789 " })).json,
    ).toEqual({ Status: "OK", status: "shipped" });
    const [shipped] = await cartHistory(player);
    expect(shipped).toMatchObject({ status: "shipped", trackingReference: "DTDC Z123456789" });
    expect(shipped?.shippedAt).toBeGreaterThanOrEqual(before);
    const queue = await call("/admin/requests?status=shipped", { token: admin.token });
    expect((queue.json.data as { id: string; delivery: object }[])[0]).toMatchObject({
      id: requestId,
      delivery: { trackingReference: "DTDC Z123456789", shippedAt: shipped?.shippedAt },
    });

    expect((await decide(requestId, { action: "fulfil" })).json.status).toBe("fulfilled");
    expect(await cartHistory(player)).toEqual([
      expect.objectContaining({ status: "fulfilled", trackingReference: "DTDC Z123456789" }),
    ]);
  });

  it("keeps the first reference when shipped twice, and writes one audit row with it in the same batch", async () => {
    const { player, requestId } = await approvedRequest();
    await decide(requestId, { action: "ship", trackingReference: "AWB-1" });
    expect((await decide(requestId, { action: "ship", trackingReference: "AWB-2" })).json).toEqual({
      Status: "OK",
      status: "shipped",
    });
    expect((await cartHistory(player))[0]?.trackingReference).toBe("AWB-1");
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, requestId))
      .orderBy(auditLog.createdAt);
    expect(
      rows.map((row) => [
        row.action,
        JSON.parse(row.before ?? "null"),
        JSON.parse(row.after ?? "null"),
      ]),
    ).toEqual([
      ["claim-decision", { status: "pending" }, { status: "approved" }],
      ["claim-decision", { status: "approved" }, { status: "shipped", trackingReference: "AWB-1" }],
    ]);
  });

  it("asks for the tracking reference, and ships only an approved request", async () => {
    const { requestId } = await pendingRequest();
    for (const body of [{ action: "ship" }, { action: "ship", trackingReference: "  " }]) {
      const { status, json } = await decide(requestId, body);
      expect(status).toBe(400);
      expect(json.fields).toEqual([expect.objectContaining({ path: "trackingReference" })]);
    }
    expect((await decide(requestId, { action: "ship", trackingReference: "AWB" })).status).toBe(
      409,
    );
    await decide(requestId, { action: "approve" });
    await decide(requestId, { action: "ship", trackingReference: "AWB" });
    const refused = await decide(requestId, { action: "reject", reason: "Too late" });
    expect(refused.status).toBe(409);
  });

  it("tells the player's socket when their prize ships", async () => {
    const { player, requestId } = await approvedRequest();
    const socket = await openSocket("/api/ws", player.token);
    expect((await socket.next()).type).toBe("game");
    await decide(requestId, { action: "ship", trackingReference: "AWB-9" });
    expect(await socket.next()).toEqual({ type: "claim", event: "shipped", claimId: requestId });
  });

  it("lets no player ship a prize or see the queue, their own request included", async () => {
    const { player, requestId } = await approvedRequest();
    const ship = await call(`/admin/requests/${requestId}`, {
      token: player.token,
      body: { action: "ship", trackingReference: "FAKE" },
    });
    expect([401, 403]).toContain(ship.status);
    expect([401, 403]).toContain((await call("/admin/requests", { token: player.token })).status);
    expect((await cartHistory(player))[0]).toMatchObject({ status: "requested", shippedAt: null });
  });
});
