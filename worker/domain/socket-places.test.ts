// Proves the socket rules without I/O: which tags a socket carries, where its place is
// counted and how many it has (per session for an account, per address for a visitor,
// a device id buying no place of its own), which hub holds it, and how sockets become
// people (accounts, devices, addresses without a device). The hub's side is proven in
// worker/routes/socket-limits.test.ts.
import { describe, expect, it } from "vitest";
import {
  admissionOf,
  countPeople,
  SOCKETS_PER_SESSION,
  VISITOR_SOCKETS_PER_ADDRESS,
} from "./socket-places";

const player = { audience: "player", subjectId: "p1", sessionId: "s1" } as const;
const visitor = { audience: "visitor", addressBucket: "ip:10.0.0.1", deviceKey: null } as const;

describe("a socket's admission", () => {
  it("counts an account's socket under its session, on the account's hub", () => {
    expect(admissionOf(player)).toEqual({
      hubKey: "player:p1",
      tags: ["player", "player:p1", "session:s1"],
      place: { tag: "session:s1", most: SOCKETS_PER_SESSION },
    });
    expect(admissionOf({ ...player, audience: "admin" }).hubKey).toBe("admin:p1");
  });

  it("counts a visitor's socket under its address, on the address's hub, device or not", () => {
    const withDevice = admissionOf({ ...visitor, deviceKey: "abc" });
    expect(admissionOf(visitor)).toEqual({
      hubKey: "address:ip:10.0.0.1",
      tags: ["visitor", "address:ip:10.0.0.1"],
      place: { tag: "address:ip:10.0.0.1", most: VISITOR_SOCKETS_PER_ADDRESS },
    });
    expect(withDevice.tags).toEqual(["visitor", "address:ip:10.0.0.1", "device:abc"]);
    expect(withDevice.place).toEqual(admissionOf(visitor).place);
    expect(withDevice.hubKey).toBe(admissionOf(visitor).hubKey);
  });

  it("keeps an address tag within the runtime's 256 characters", () => {
    const long = admissionOf({ ...visitor, addressBucket: `ip:${"9".repeat(400)}` });
    for (const tag of long.tags) expect(tag.length).toBeLessThanOrEqual(256);
  });
});

describe("people online", () => {
  const tagsOf = (owner: Parameters<typeof admissionOf>[0]) => admissionOf(owner).tags;

  it("counts an account once however many sessions and sockets it has", () => {
    const sockets = [
      tagsOf(player),
      tagsOf(player),
      tagsOf({ ...player, sessionId: "s2" }),
      tagsOf({ ...player, subjectId: "p2" }),
      tagsOf({ ...player, audience: "admin", subjectId: "a1" }),
    ];
    expect(countPeople(sockets)).toEqual({ player: 2, visitor: 0, admin: 1 });
  });

  it("counts visitors by device, and those without one by address", () => {
    const sockets = [
      tagsOf({ ...visitor, deviceKey: "d1" }),
      tagsOf({ ...visitor, deviceKey: "d1", addressBucket: "ip:10.0.0.2" }),
      tagsOf({ ...visitor, deviceKey: "d2" }),
      tagsOf(visitor),
      tagsOf(visitor),
      tagsOf({ ...visitor, addressBucket: "ip:10.0.0.3" }),
    ];
    expect(countPeople(sockets)).toEqual({ player: 0, visitor: 4, admin: 0 });
  });

  it("counts nobody for a socket without an audience tag", () => {
    expect(countPeople([[], ["stray"]])).toEqual({ player: 0, visitor: 0, admin: 0 });
  });
});
