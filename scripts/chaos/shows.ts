import type { ShowStateResponse } from "../../contract/shows";
import { ANSWER_GRACE_MS, endsAt } from "../../worker/domain/show-timeline";
import { between, pause, type SignedIn, signInPlayer, type World } from "./world";

const CHOICES = ["a", "b", "c", "d"] as const;
/** Short enough for the short run: 3 questions of 8 s end about 54 s after the show is made. */
const SHOW_SHAPE = { questionCount: 3, secondsPerQuestion: 8, prizePoolRupee: 30 } as const;
/** The lobby before the start: every player joins in it, even across a restart (3–9 s here). */
const LOBBY_MS = 12_000;
/** A player stops following a show this long after its end: it should have paid by then. */
const GIVE_UP_AFTER_END_MS = 120_000;
const POLL_MS = 700;

type CreatedShow = { showId: string; startsAt: number; endsAt: number };

/**
 * A live show now and then, as its audience plays it: the admin schedules a short show
 * with a small pool, a few players join in its lobby, follow its state, answer each open
 * question (mostly right, sometimes wrong, now and then after the window) and read the
 * winners at the end. The loop follows its last show to its end even once the load winds
 * down, so the checks find every show ended and paid.
 */
export async function showLoop(world: World, audienceSize: number, everyMs: [number, number]) {
  const audience: SignedIn[] = [];
  for (let i = 0; i < audienceSize; i++) audience.push(await signInPlayer(world, `show${i}`));
  for (let round = 0; !world.stopping(); round++) {
    const show = await createShow(world, round);
    if (show) await Promise.all(audience.map((player) => playShow(world, show, player)));
    await pause(between(world, ...everyMs));
  }
}

async function createShow(world: World, round: number): Promise<CreatedShow | null> {
  const startsAt = Date.now() + LOBBY_MS;
  const reply = await world.http.call("POST /admin/shows", "/admin/shows", {
    token: world.adminToken,
    body: { title: `Chaos show ${round}`, startsAt, language: "en", ...SHOW_SHAPE },
  });
  if (reply.status !== 201) return null;
  const show = {
    showId: reply.json.id as string,
    startsAt,
    endsAt: endsAt({ startsAt, ...SHOW_SHAPE }),
  };
  world.journal.showsCreated.push(show);
  return show;
}

async function playShow(world: World, show: CreatedShow, player: SignedIn) {
  const path = `/api/shows/${encodeURIComponent(show.showId)}`;
  const joined = await world.http.call("POST /api/shows/:id/join", `${path}/join`, {
    ...player,
    method: "POST",
  });
  world.journal.showJoins.push({
    showId: show.showId,
    playerId: player.user,
    outcome: joined.status === 200 ? "joined" : String(joined.json.error ?? joined.status),
  });
  if (joined.status !== 200) return;
  const tried = new Set<number>();
  while (Date.now() < show.endsAt + GIVE_UP_AFTER_END_MS) {
    const reply = await world.http.call("GET /api/shows/:id/state", `${path}/state`, player);
    const state = reply.json as ShowStateResponse;
    if (state.status === "cancelled") return;
    if (state.status === "ended" && state.winners) {
      world.journal.showResults.push({
        showId: show.showId,
        playerId: player.user,
        won: state.you.alive,
        winners: state.winners.count,
        sharePaise: state.winners.sharePaise,
      });
      return;
    }
    if (state.question && state.you.alive && !state.you.answered && !tried.has(state.index)) {
      tried.add(state.index);
      await answer(world, show, player, state);
    } else {
      await pause(POLL_MS);
    }
  }
}

async function answer(
  world: World,
  show: CreatedShow,
  player: SignedIn,
  { index, question, serverNow }: ShowStateResponse,
) {
  if (!question) return;
  const dice = world.random();
  const left = question.closesAt - serverNow;
  // Now and then the player answers after the window and its grace: it must be refused.
  // Otherwise within the countdown it sees, as a person does.
  await pause(
    dice < 0.1
      ? left + ANSWER_GRACE_MS + 1_500
      : between(world, 0, Math.max(0, Math.min(2_500, left - 1_000))),
  );
  const right = world.answerKey.get(question.text);
  const choice = right && world.random() < 0.85 ? right : (CHOICES[between(world, 0, 3)] ?? "a");
  const reply = await world.http.call(
    "POST /api/shows/:id/answers",
    `/api/shows/${encodeURIComponent(show.showId)}/answers`,
    { ...player, body: { index, choice } },
  );
  const accepted = reply.status === 202;
  world.journal.showAnswers.push({
    showId: show.showId,
    playerId: player.user,
    index,
    choice,
    outcome: accepted ? "accepted" : String(reply.json.error ?? reply.status),
    receipt: accepted ? (reply.json.receipt as string) : null,
  });
}
