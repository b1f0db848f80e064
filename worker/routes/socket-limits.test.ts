// Proves the socket caps and the count of who is online inside workerd (a socket
// flood): a session's sixth socket and an address's 21st visitor socket are closed at once
// with 4429 while another session or address still connects; an IPv6 /64 is one address;
// a closed socket frees its place; the counts hold after the hub is evicted and across
// several hubs; the dashboard counts people (accounts, devices, addresses without a
// device), not sockets. The client's side (offering the device id) is proven in
// web/lib/realtime/realtime-socket.test.ts; the fan-out's speed in `npm run bench:fanout`.
import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { DashboardResponse } from "../../contract/admin-insights";
import { SOCKET_CLOSE_TOO_MANY } from "../../contract/realtime";
import { SOCKETS_PER_SESSION, VISITOR_SOCKETS_PER_ADDRESS } from "../domain/socket-places";
import { app } from "../index";
import { call, freshIp, signInAdmin, signInPlayer } from "../test/harness";
import { openSocket, type SocketOptions, type TestSocket, withTimeout } from "../test/sockets";

let open: TestSocket[] = [];

/** A socket this test closes afterwards, so no test's sockets count in the next one's. */
async function socket(path: "/api/ws" | "/admin/ws", token?: string, options?: SocketOptions) {
  const opened = await openSocket(path, token, options);
  open.push(opened);
  return opened;
}

afterEach(async () => {
  for (const { socket: ws } of open) ws.close(1000, "test done");
  await Promise.all(open.map(({ closed }) => withTimeout(closed, 2000, "socket close")));
  open = [];
});

/** Resolves once the socket is in: the hub sends the switch first thing. */
async function accepted(opened: TestSocket) {
  expect(await opened.next()).toMatchObject({ type: "game" });
  return opened;
}

async function closeCode(opened: TestSocket) {
  return (await withTimeout(opened.closed, 2000, "close")).code;
}

/** `count` accepted sockets, one after another. */
async function fill(count: number, open: () => Promise<TestSocket>) {
  const sockets: TestSocket[] = [];
  for (let i = 0; i < count; i++) sockets.push(await accepted(await open()));
  return sockets;
}

const firstHub = () => env.SOCKET_HUB.getByName("hub-0");

describe("sockets per session", () => {
  it("closes a session's sixth socket with 4429 while its five stay open", async () => {
    const player = await signInPlayer();
    const five = await fill(SOCKETS_PER_SESSION, () => socket("/api/ws", player.token));
    expect(await closeCode(await socket("/api/ws", player.token))).toBe(SOCKET_CLOSE_TOO_MANY);

    const admin = await signInAdmin();
    await call("/admin/start/game/by/click", {
      token: admin.token,
      body: { status: "off", text: "Few Minutes" },
    });
    for (const kept of five) expect(await kept.next()).toMatchObject({ Status: "off" });
    await call("/admin/start/game/by/click", { token: admin.token, body: { status: "on" } });
  });

  it("gives another session of the same player places of its own", async () => {
    const player = await signInPlayer();
    await fill(SOCKETS_PER_SESSION, () => socket("/api/ws", player.token));
    const laptop = await signInPlayer(player.email);
    await accepted(await socket("/api/ws", laptop.token));
  });

  it("caps a main admin's session the same way", async () => {
    const admin = await signInAdmin();
    await fill(SOCKETS_PER_SESSION, () => socket("/admin/ws", admin.token));
    expect(await closeCode(await socket("/admin/ws", admin.token))).toBe(SOCKET_CLOSE_TOO_MANY);
  });

  it("frees a place when one of the session's sockets closes", async () => {
    const player = await signInPlayer();
    const [leaving] = await fill(SOCKETS_PER_SESSION, () => socket("/api/ws", player.token));
    leaving!.socket.close(1000, "tab closed");
    await withTimeout(leaving!.closed, 2000, "close");
    await accepted(await socket("/api/ws", player.token));
  });

  it("still counts the session's sockets after the hub is evicted", async () => {
    const player = await signInPlayer();
    await fill(SOCKETS_PER_SESSION, () => socket("/api/ws", player.token));
    await evictDurableObject(firstHub());
    expect(await closeCode(await socket("/api/ws", player.token))).toBe(SOCKET_CLOSE_TOO_MANY);
  });
});

describe("visitor sockets per address", () => {
  it("closes an address's 21st visitor socket with 4429 while another address connects", async () => {
    const ip = freshIp();
    await fill(VISITOR_SOCKETS_PER_ADDRESS, () => socket("/api/ws", undefined, { ip }));
    expect(await closeCode(await socket("/api/ws", undefined, { ip }))).toBe(SOCKET_CLOSE_TOO_MANY);
    // A device id buys no place of its own: the address is full for every visitor on it.
    const withDevice = await socket("/api/ws", undefined, { ip, deviceId: "another-device-01" });
    expect(await closeCode(withDevice)).toBe(SOCKET_CLOSE_TOO_MANY);
    await accepted(await socket("/api/ws", undefined, { ip: freshIp() }));
  });

  it("counts every address of one IPv6 /64 as one address", async () => {
    let host = 0;
    const inPrefix = () => `2001:db8:31:6::${(++host).toString(16)}`;
    await fill(VISITOR_SOCKETS_PER_ADDRESS, () => socket("/api/ws", undefined, { ip: inPrefix() }));
    const next = await socket("/api/ws", undefined, { ip: "2001:db8:31:6:ffff:1:2:3" });
    expect(await closeCode(next)).toBe(SOCKET_CLOSE_TOO_MANY);
    await accepted(await socket("/api/ws", undefined, { ip: "2001:db8:31:7::1" }));
  });

  it("frees an address's place when one of its sockets closes", async () => {
    const ip = freshIp();
    const [leaving] = await fill(VISITOR_SOCKETS_PER_ADDRESS, () =>
      socket("/api/ws", undefined, { ip }),
    );
    leaving!.socket.close(1000, "tab closed");
    await withTimeout(leaving!.closed, 2000, "close");
    await accepted(await socket("/api/ws", undefined, { ip }));
  });

  it("answers a device sub-protocol that holds no device id with a 400", async () => {
    for (const offered of [
      "device.",
      "device.short",
      `device.${"x".repeat(65)}`,
      "device.a/b/c/d/e",
    ]) {
      const { status, json } = await call("/api/ws", {
        headers: { Upgrade: "websocket", "Sec-WebSocket-Protocol": `quizzy.v1, ${offered}` },
      });
      expect(status).toBe(400);
      expect(json.error).toBe("bad_protocol");
    }
  });
});

describe("who is online", () => {
  let adminToken: string;

  const dashboard = async (bindings: Env = env) => {
    const response = await app.request(
      "http://quizzy.test/admin/dashboard",
      { headers: { Authorization: `Bearer ${adminToken}`, "CF-Connecting-IP": freshIp() } },
      bindings,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as DashboardResponse;
  };

  /** What the dashboard's counts grew by while `act` ran. */
  async function growth(act: () => Promise<unknown>, bindings: Env = env) {
    const before = await dashboard(bindings);
    await act();
    const after = await dashboard(bindings);
    return {
      online: after.online - before.online,
      player: after.onlineBy.player - before.onlineBy.player,
      visitor: after.onlineBy.visitor - before.onlineBy.visitor,
      admin: after.onlineBy.admin - before.onlineBy.admin,
    };
  }

  /** Three sockets of one player, two of one visitor's device, from one address each. */
  async function onePlayerAndOneVisitor(bindings?: Env) {
    const player = await signInPlayer();
    await fill(3, () => socket("/api/ws", player.token, { bindings }));
    const ip = freshIp();
    const deviceId = `device-${crypto.randomUUID()}`;
    await fill(2, () => socket("/api/ws", undefined, { bindings, ip, deviceId }));
  }

  it("counts three sockets of one player and two of one visitor's device as two people", async () => {
    adminToken = (await signInAdmin()).token;
    expect(await growth(() => onePlayerAndOneVisitor())).toEqual({
      online: 2,
      player: 1,
      visitor: 1,
      admin: 0,
    });
  });

  it("counts visitors who offer no device id by address, and each device on one address", async () => {
    adminToken = (await signInAdmin()).token;
    const shared = freshIp();
    const counted = await growth(async () => {
      await fill(3, () => socket("/api/ws", undefined, { ip: shared }));
      await fill(2, () => socket("/api/ws", undefined, { ip: freshIp() }));
      await accepted(await socket("/api/ws", undefined, { ip: shared, deviceId: "phone-one-01" }));
      await accepted(await socket("/api/ws", undefined, { ip: shared, deviceId: "phone-two-02" }));
    });
    expect(counted).toMatchObject({ online: 5, visitor: 5 });
  });

  it("keeps the count of people after the hub is evicted", async () => {
    adminToken = (await signInAdmin()).token;
    const counted = await growth(async () => {
      await onePlayerAndOneVisitor();
      await evictDurableObject(firstHub());
    });
    expect(counted).toMatchObject({ online: 2, player: 1, visitor: 1 });
  });

  it("caps and counts exactly when the sockets are spread over four hubs", async () => {
    adminToken = (await signInAdmin()).token;
    // `wrangler types` types the variable as its configured value, "1".
    const sharded = { ...env, SOCKET_HUB_SHARDS: "4" } as unknown as Env;
    const counted = await growth(() => onePlayerAndOneVisitor(sharded), sharded);
    expect(counted).toMatchObject({ online: 2, player: 1, visitor: 1 });

    const player = await signInPlayer();
    await fill(SOCKETS_PER_SESSION, () => socket("/api/ws", player.token, { bindings: sharded }));
    const sixth = await socket("/api/ws", player.token, { bindings: sharded });
    expect(await closeCode(sixth)).toBe(SOCKET_CLOSE_TOO_MANY);
    const ip = freshIp();
    await fill(VISITOR_SOCKETS_PER_ADDRESS, () =>
      socket("/api/ws", undefined, { bindings: sharded, ip }),
    );
    const crowded = await socket("/api/ws", undefined, { bindings: sharded, ip });
    expect(await closeCode(crowded)).toBe(SOCKET_CLOSE_TOO_MANY);
  });
});
