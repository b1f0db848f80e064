import { tallyName, tallyShardOf } from "../domain/show-shards";
import type { RoomShow } from "./show-room";
import type { TallyPlace } from "./show-tally";

/** A live show's object: its timeline, alarm and reveals. */
export const showRoom = (env: Env, showId: string) => env.SHOW_ROOM.getByName(showId);

/** Every tally shard of a show, in shard order. */
export const showTallies = (env: Env, show: Pick<RoomShow, "id" | "tallyShards">) =>
  Array.from({ length: show.tallyShards }, (_, shard) =>
    env.SHOW_TALLY.getByName(tallyName(show.id, shard)),
  );

/**
 * A show's shard count never changes once scheduled, so each isolate asks the show's object
 * once and the answer path then reaches the player's shard without touching the object.
 */
const shardCounts = new Map<string, number>();

/** The player's tally shard of the show, or null for a show nobody knows. */
export async function playerTally(env: Env, showId: string, playerId: string) {
  let shards = shardCounts.get(showId);
  if (shards === undefined) {
    const show = await showRoom(env, showId).clock(showId);
    if (!show) return null;
    shards = show.tallyShards;
    shardCounts.set(showId, shards);
  }
  const place: TallyPlace = { showId, shard: tallyShardOf(playerId, shards) };
  return { place, tally: env.SHOW_TALLY.getByName(tallyName(showId, place.shard)) };
}
