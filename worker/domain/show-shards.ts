import { stableHash } from "./stable-hash";

/**
 * Where a live show's answers land (decision 032): on tally shards, each counting its
 * players' part, so no one object takes every answer. A player always lands on the same
 * shard of a show, and the count is the one the show was scheduled with, so changing the
 * setting never splits a running show.
 */

const MOST_SHARDS = 1000;

/** The setting's shard count, or 1 when it is not a whole number from 1 to 1,000. */
export function tallyShardCount(setting: string | undefined): number {
  const count = Number.parseInt(setting ?? "", 10);
  return Number.isInteger(count) && count >= 1 && count <= MOST_SHARDS ? count : 1;
}

export const tallyShardOf = (playerId: string, shards: number) => stableHash(playerId) % shards;

export const tallyName = (showId: string, shard: number) => `${showId}:tally-${shard}`;
