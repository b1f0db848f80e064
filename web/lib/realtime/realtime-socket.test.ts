// Proves the socket client against a fake WebSocket: the protocols it offers, message
// validation, resync on every open, backoff reconnects, and what a 4401 close does to
// the token; a visitor offers the device id it already has, and a 4429 close
// is retried. It does not prove the server's side (worker/routes/realtime.test.ts does).
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { FakeWebSocket, socketNumber } from "../../test/fake-web-socket";
import { removeStored, writeStored } from "../storage";
import { openRealtimeSocket, type RealtimeSink } from "./realtime-socket";

const gameOff = {
  type: "game",
  Status: "off",
  text: "10 Minutes",
  resumeAt: 1_700_000_600_000,
  changedAt: 1_700_000_000_000,
};

// With Math.random at 0 there is no jitter: the first reconnect waits 1 s, the next 1.5 s.
const FIRST_RETRY_MS = 1000;
const SECOND_RETRY_MS = 1500;

let sink: { deliver: Mock<RealtimeSink["deliver"]>; resync: Mock<RealtimeSink["resync"]> };
let close: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, "random").mockReturnValue(0);
  sink = { deliver: vi.fn(), resync: vi.fn() };
});

afterEach(() => close?.());

describe("the player socket", () => {
  it("offers the app's sub-protocol and the stored session on this host's ws address", async () => {
    localStorage.setItem("ssid", "player-session");
    close = openRealtimeSocket("player", sink);

    const socket = await socketNumber(0);

    expect(socket.url).toBe("ws://localhost:3000/api/ws");
    expect(socket.protocols).toEqual(["quizzy.v1", "bearer.player-session"]);
  });

  it("connects as a visitor when no session is stored", async () => {
    close = openRealtimeSocket("player", sink);

    expect((await socketNumber(0)).protocols).toEqual(["quizzy.v1"]);
  });

  it("offers a visitor's stored device id beside the app's sub-protocol", async () => {
    localStorage.setItem("device_id", "visitor-device-0001");
    close = openRealtimeSocket("player", sink);

    expect((await socketNumber(0)).protocols).toEqual(["quizzy.v1", "device.visitor-device-0001"]);
  });

  it("offers no device id with a session, and makes none for a visitor without one", async () => {
    localStorage.setItem("device_id", "visitor-device-0001");
    localStorage.setItem("ssid", "player-session");
    close = openRealtimeSocket("player", sink);
    expect((await socketNumber(0)).protocols).toEqual(["quizzy.v1", "bearer.player-session"]);
    close();

    localStorage.clear();
    close = openRealtimeSocket("player", sink);
    expect((await socketNumber(1)).protocols).toEqual(["quizzy.v1"]);
    expect(localStorage.getItem("device_id")).toBeNull();
  });

  it("retries with its backoff after a 4429 close, when a place may be free", async () => {
    localStorage.setItem("ssid", "busy-session");
    close = openRealtimeSocket("player", sink);
    const refused = await socketNumber(0);
    refused.serverOpen();

    refused.serverClose(4429, "too many sockets");
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);

    expect((await socketNumber(1)).protocols).toEqual(["quizzy.v1", "bearer.busy-session"]);
  });

  it("passes valid messages on and ignores invalid ones", async () => {
    close = openRealtimeSocket("player", sink);
    const socket = await socketNumber(0);
    socket.serverOpen();

    socket.serverSend("pong");
    socket.serverSend("{not json");
    socket.serverSend({ ...gameOff, Status: "paused" });
    socket.serverSend({ type: "weather", sunny: true });
    socket.serverSend(gameOff);

    expect(sink.deliver).toHaveBeenCalledOnce();
    expect(sink.deliver).toHaveBeenCalledWith(gameOff);
  });

  it("asks for a resync on the first open and again after reconnecting", async () => {
    close = openRealtimeSocket("player", sink);
    const first = await socketNumber(0);
    first.serverOpen();
    expect(sink.resync).toHaveBeenCalledTimes(1);

    first.serverClose(1006);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    const second = await socketNumber(1);
    expect(sink.resync).toHaveBeenCalledTimes(1);
    second.serverOpen();

    expect(sink.resync).toHaveBeenCalledTimes(2);
  });

  it("reconnects as a visitor once the server refuses the session with 4401", async () => {
    localStorage.setItem("ssid", "expired-session");
    close = openRealtimeSocket("player", sink);
    const refused = await socketNumber(0);
    refused.serverOpen();

    refused.serverClose(4401, "invalid or expired session");
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    const visitor = await socketNumber(1);
    visitor.serverOpen();
    visitor.serverClose(1006);
    await vi.advanceTimersByTimeAsync(SECOND_RETRY_MS);

    expect(visitor.protocols).toEqual(["quizzy.v1"]);
    expect((await socketNumber(2)).protocols).toEqual(["quizzy.v1"]);
  });

  it("reconnects with the new session when the player signs in", async () => {
    close = openRealtimeSocket("player", sink);
    (await socketNumber(0)).serverOpen();

    writeStored("ssid", "new-session");

    expect((await socketNumber(1)).protocols).toEqual(["quizzy.v1", "bearer.new-session"]);
  });

  it("sends a keep-alive ping every 30 seconds while open", async () => {
    close = openRealtimeSocket("player", sink);
    const socket = await socketNumber(0);
    socket.serverOpen();

    await vi.advanceTimersByTimeAsync(60_000);

    expect(socket.sent).toEqual(["ping", "ping"]);
  });

  it("stops reconnecting once closed by the app", async () => {
    close = openRealtimeSocket("player", sink);
    const socket = await socketNumber(0);
    socket.serverOpen();

    close();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(FakeWebSocket.opened).toHaveLength(1);
  });
});

describe("the admin socket", () => {
  it("offers the admin token on the admin address", async () => {
    localStorage.setItem("token", "admin-token");
    close = openRealtimeSocket("admin", sink);

    const socket = await socketNumber(0);

    expect(socket.url).toBe("ws://localhost:3000/admin/ws");
    expect(socket.protocols).toEqual(["quizzy.v1", "bearer.admin-token"]);
  });

  it("waits for an admin token before connecting", async () => {
    close = openRealtimeSocket("admin", sink);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.opened).toHaveLength(0);

    writeStored("token", "admin-token");

    expect((await socketNumber(0)).protocols).toEqual(["quizzy.v1", "bearer.admin-token"]);
  });

  it("stops after a 4401 and reconnects only when a different token is stored", async () => {
    localStorage.setItem("token", "revoked-token");
    close = openRealtimeSocket("admin", sink);
    const refused = await socketNumber(0);
    refused.serverOpen();

    refused.serverClose(4401, "invalid or expired session");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
    removeStored("token");
    writeStored("token", "revoked-token");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.opened).toHaveLength(1);

    writeStored("token", "fresh-token");

    expect((await socketNumber(1)).protocols).toEqual(["quizzy.v1", "bearer.fresh-token"]);
  });
});
