// Proves a live show's tally shards inside workerd, with the clock passed in: each player's
// join and answer land on the player's shard alone; the show's reveal is the exact sum of
// every shard's part; a shard's close, asked twice, gives the same figures and eliminates
// once; a shard evicted mid-question loses nothing. The timeline, the pushes and the payout
// around the shards are proven in worker/durable/show-room.test.ts.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, onTestFinished } from "vitest";
import type { Choice } from "../../contract/play";
import { tallyName, tallyShardOf } from "../domain/show-shards";
import { openAt, revealAt } from "../domain/show-timeline";
import { playerTally, showRoom } from "./show-places";
import type { RoomQuestion, ShowRoom } from "./show-room";

let counter = 0;
const QUESTIONS: RoomQuestion[] = [0, 1].map((index) => ({
  index,
  text: `Tally question ${index}`,
  options: ["w", "x", "y", "z"],
  correct: "a",
}));

/** A show an hour ahead, known only to its object, with the wrangler.toml's four shards. */
async function scheduledShow() {
  const show = {
    id: `tally-test-${Date.now()}-${++counter}`,
    startsAt: Date.now() + 3_600_000,
    questionCount: 2,
    secondsPerQuestion: 10,
    status: "scheduled" as const,
  };
  await showRoom(env, show.id).schedule(show, QUESTIONS);
  return show;
}

async function shardOf(showId: string, playerId: string) {
  const shard = await playerTally(env, showId, playerId);
  if (!shard) throw new Error(`no show ${showId}`);
  return shard;
}

async function join(showId: string, playerId: string, now: number) {
  const { tally, place } = await shardOf(showId, playerId);
  return tally.join(place, playerId, now);
}

async function answer(
  showId: string,
  playerId: string,
  index: number,
  choice: Choice,
  now: number,
) {
  const { tally, place } = await shardOf(showId, playerId);
  return tally.answer(place, playerId, index, choice, now);
}

/** `count` player ids, at least one on each of the four shards. */
function playersOnEveryShard(count: number) {
  const players = Array.from({ length: count }, (_, i) => `tally-player-${i}`);
  const shards = new Set(players.map((player) => tallyShardOf(player, 4)));
  expect(shards.size).toBe(4);
  return players;
}

const tallyAt = (showId: string, shard: number) =>
  env.SHOW_TALLY.getByName(tallyName(showId, shard));

describe("a player's shard", () => {
  it("takes the player's join and answer, and no other shard hears of them", async () => {
    const show = await scheduledShow();
    await join(show.id, "p-only", show.startsAt - 1);
    await showRoom(env, show.id).runDue(show.startsAt);
    expect(await answer(show.id, "p-only", 0, "a", show.startsAt + 1)).toMatchObject({
      accepted: true,
    });
    const home = tallyShardOf("p-only", 4);
    for (let shard = 0; shard < 4; shard++) {
      const tally = tallyAt(show.id, shard);
      expect(await tally.entrants()).toBe(shard === home ? 1 : 0);
      expect(await tally.counts(0)).toEqual(shard === home ? [1, 0, 0, 0] : [0, 0, 0, 0]);
    }
  });
});

describe("the show's figures", () => {
  it("sum every shard's counts and survivors exactly", async () => {
    const show = await scheduledShow();
    const players = playersOnEveryShard(24);
    for (const player of players) await join(show.id, player, show.startsAt - 1);
    // Six choices in turn: a (right) twice, then b, c, d, and one never answers.
    const choices: (Choice | null)[] = ["a", "b", "a", "c", "d", null];
    for (const [i, player] of players.entries()) {
      const choice = choices[i % choices.length];
      if (choice) await answer(show.id, player, 0, choice, show.startsAt + i);
    }
    await showRoom(env, show.id).runDue(revealAt(show, 0));
    const host = await showRoom(env, show.id).host(show.id, revealAt(show, 0));
    expect(host?.joinedCount).toBe(24);
    expect(host?.questions[0]).toMatchObject({ counts: [8, 4, 4, 4], survivors: 8 });
    const parts = await Promise.all(
      [0, 1, 2, 3].map((shard) => tallyAt(show.id, shard).close(0, "a")),
    );
    expect(parts.reduce((sum, part) => sum + part.survivors, 0)).toBe(8);
    expect(parts.filter((part) => part.survivors > 0).length).toBeGreaterThan(1);
  });

  it("gives the same figures when a shard is closed twice, and eliminates once", async () => {
    const show = await scheduledShow();
    await join(show.id, "p-right", show.startsAt - 1);
    await showRoom(env, show.id).runDue(show.startsAt);
    await answer(show.id, "p-right", 0, "a", show.startsAt + 1);
    const { tally } = await shardOf(show.id, "p-right");
    const first = await tally.close(0, "a");
    // A second call with another option must not judge again.
    expect(await tally.close(0, "b")).toEqual(first);
    expect(first).toEqual({ counts: [1, 0, 0, 0], survivors: 1 });
    expect(await answer(show.id, "p-right", 1, "a", openAt(show, 1))).toMatchObject({
      accepted: true,
    });
  });

  it("takes no answer to a question whose earlier close has not reached the shard", async () => {
    const show = await scheduledShow();
    await join(show.id, "p-early", show.startsAt - 1);
    await answer(show.id, "p-early", 0, "a", show.startsAt + 1);
    expect(await answer(show.id, "p-early", 1, "a", openAt(show, 1))).toEqual({
      refused: "window_closed",
    });
  });
});

describe("a shard's players reading the state", () => {
  it("ask the show's object once per live step, however many they are", async () => {
    const show = await scheduledShow();
    const ids = Array.from({ length: 40 }, (_, i) => `p-view-${i}`);
    const home = tallyShardOf(ids[0] ?? "", 4);
    const neighbours = ids.filter((id) => tallyShardOf(id, 4) === home).slice(0, 3);
    expect(neighbours).toHaveLength(3);
    for (const player of neighbours) await join(show.id, player, show.startsAt - 1);
    await showRoom(env, show.id).runDue(show.startsAt);
    let views = 0;
    // RPC calls the class's methods, so the count wraps the prototype's, for this test only.
    const prototype = Object.getPrototypeOf(
      await runInDurableObject(showRoom(env, show.id), (room: ShowRoom) => room),
    ) as ShowRoom;
    const view = prototype.view;
    prototype.view = function (this: ShowRoom, ...args) {
      views++;
      return view.apply(this, args);
    };
    onTestFinished(() => {
      prototype.view = view;
    });
    const { tally } = await shardOf(show.id, neighbours[0] ?? "");
    const readAll = (at: number) =>
      Promise.all(neighbours.map((p) => tally.state({ showId: show.id, shard: home }, p, at)));
    const open = await readAll(show.startsAt + 1000);
    expect(views).toBe(1);
    expect(open.map((state) => state?.question?.text)).toEqual(Array(3).fill("Tally question 0"));
    const revealed = await readAll(revealAt(show, 0));
    expect(views).toBe(2);
    expect(revealed.map((state) => state?.reveal?.survivors)).toEqual([0, 0, 0]);
  });
});

describe("an evicted shard", () => {
  it("loses nothing mid-question: its entrants, answers and closes are stored", async () => {
    const show = await scheduledShow();
    const players = playersOnEveryShard(12);
    for (const player of players) await join(show.id, player, show.startsAt - 1);
    await showRoom(env, show.id).runDue(show.startsAt);
    for (const [i, player] of players.entries()) {
      await answer(show.id, player, 0, i % 3 === 0 ? "b" : "a", show.startsAt + i);
    }
    for (let shard = 0; shard < 4; shard++) {
      const tally = tallyAt(show.id, shard);
      await runInDurableObject(tally, () => undefined);
      await evictDurableObject(tally);
    }
    expect(await answer(show.id, players[1] ?? "", 0, "c", show.startsAt + 100)).toEqual({
      refused: "already_answered",
    });
    await showRoom(env, show.id).runDue(revealAt(show, 0));
    const { tally, place } = await shardOf(show.id, players[1] ?? "");
    const state = await tally.state(place, players[1] ?? "", revealAt(show, 0));
    expect(state?.reveal).toEqual({ correct: "a", counts: [8, 4, 0, 0], survivors: 8 });
    expect(state?.you).toEqual({ joined: true, alive: true, answered: true });
  });
});
