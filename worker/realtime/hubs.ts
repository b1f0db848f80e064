import { stableHash } from "../domain/stable-hash";

/**
 * Sockets are spread over SOCKET_HUB_SHARDS hub objects (DESIGN.md section 7) because one
 * Durable Object is single-threaded. A signed-in user always lands on the same hub, so
 * a message for one user goes to one hub; a game-wide message goes to all of them. The
 * key is the socket's admission's (domain/socket-places.ts): the user for a signed-in
 * socket, the address for a visitor's, so each place is counted on one hub.
 */
function hubCount(env: Env): number {
  const count = Number.parseInt(env.SOCKET_HUB_SHARDS, 10);
  return Number.isInteger(count) && count >= 1 && count <= 256 ? count : 1;
}

const hubName = (index: number) => `hub-${index}`;

export function hubFor(env: Env, key: string) {
  return env.SOCKET_HUB.getByName(hubName(stableHash(key) % hubCount(env)));
}

export function allHubs(env: Env) {
  return Array.from({ length: hubCount(env) }, (_, i) => env.SOCKET_HUB.getByName(hubName(i)));
}

/** The one game room: the switch, its resume alarm, and the fan-out to every hub. */
export const gameRoom = (env: Env) => env.GAME_ROOM.getByName("global");
