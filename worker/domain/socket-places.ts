import type { SocketAudience } from "../../contract/realtime";

/**
 * How many realtime sockets one caller may hold, and who is online. A socket costs its hub
 * memory and a send on every broadcast, so a session holds at most a few (a phone and a
 * few tabs) and an address without a session at most a small crowd's worth; the next one
 * is closed at once with 4429. The dashboard counts people, not sockets: players and
 * admins by account, visitors by the device id they offer, and visitors who offer none by
 * address.
 */
export const SOCKETS_PER_SESSION = 5;
export const VISITOR_SOCKETS_PER_ADDRESS = 20;

/** Who a socket belongs to, as the Worker knows it once the handshake is checked. */
export type SocketOwner =
  | { audience: "player" | "admin"; subjectId: string; sessionId: string }
  /** `deviceKey` is the one-way key of the offered device id, null when none was offered. */
  | { audience: "visitor"; addressBucket: string; deviceKey: string | null };

/**
 * How a hub takes a socket: the tags it is accepted with (they survive hibernation and are
 * all the hub knows of it), the tag its place is counted under and how many sockets may
 * hold that tag, and the key that picks the hub. Every socket one place counts has the
 * same key, so they share one hub and the count is exact however many hubs there are.
 */
export type SocketAdmission = {
  hubKey: string;
  tags: string[];
  place: { tag: string; most: number };
};

/** The tag a user's sockets carry, e.g. `player:abc`, so one user can be reached. */
export const userTag = (audience: SocketAudience, subjectId: string) => `${audience}:${subjectId}`;

const SESSION_TAG = "session:";
const ADDRESS_TAG = "address:";
const DEVICE_TAG = "device:";
/** The runtime refuses a tag past 256 characters; a real address bucket is far shorter. */
const ADDRESS_MAX = 200;

export function admissionOf(owner: SocketOwner): SocketAdmission {
  if (owner.audience === "visitor") {
    const address = `${ADDRESS_TAG}${owner.addressBucket.slice(0, ADDRESS_MAX)}`;
    return {
      hubKey: address,
      tags: owner.deviceKey
        ? ["visitor", address, `${DEVICE_TAG}${owner.deviceKey}`]
        : ["visitor", address],
      place: { tag: address, most: VISITOR_SOCKETS_PER_ADDRESS },
    };
  }
  const user = userTag(owner.audience, owner.subjectId);
  const session = `${SESSION_TAG}${owner.sessionId}`;
  return {
    hubKey: user,
    tags: [owner.audience, user, session],
    place: { tag: session, most: SOCKETS_PER_SESSION },
  };
}

const audiences: readonly SocketAudience[] = ["player", "visitor", "admin"];

/** The one tag that names the person behind a socket with these tags, or null. */
function personOf(tags: readonly string[], audience: SocketAudience): string | null {
  if (audience !== "visitor") return tags.find((tag) => tag.startsWith(`${audience}:`)) ?? null;
  return (
    tags.find((tag) => tag.startsWith(DEVICE_TAG)) ??
    tags.find((tag) => tag.startsWith(ADDRESS_TAG)) ??
    null
  );
}

/** Distinct people per audience among sockets, given each socket's tags. */
export function countPeople(sockets: Iterable<readonly string[]>): Record<SocketAudience, number> {
  const people: Record<SocketAudience, Set<string>> = {
    player: new Set(),
    visitor: new Set(),
    admin: new Set(),
  };
  for (const tags of sockets) {
    const audience = audiences.find((name) => tags.includes(name));
    const person = audience ? personOf(tags, audience) : null;
    if (audience && person) people[audience].add(person);
  }
  return {
    player: people.player.size,
    visitor: people.visitor.size,
    admin: people.admin.size,
  };
}
